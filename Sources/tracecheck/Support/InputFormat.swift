import ArgumentParser
import Conformance
import TraceParser

/// `--input-format NAME`: a built-in style, or a format of `.tracecheck.yml`.
enum InputFormat {
    /// The built-in styles a user may name (`custom` stands for the configuration's formats).
    static let builtInNames = InputStyle.allCases.filter { $0 != .custom }.map(\.rawValue)

    /// What to read with: detection and every custom format (no name); one built-in style and no
    /// custom format; or one custom format, other lines read as plain text.
    /// - Throws: `ValidationError` (a usage error) for a name that is neither.
    static func resolve(_ name: String?, custom: CustomFormats) throws -> (style: InputStyle?, custom: CustomFormats) {
        guard let name else { return (nil, custom) }
        if let style = InputStyle(rawValue: name), style != .custom { return (style, CustomFormats()) }
        if let only = custom.only(name) { return (.plain, only) }
        let known = builtInNames + custom.formats.map(\.name)
        throw UsageErrors.validation(
            "unknown input format '\(name)' (known: \(known.joined(separator: ", ")))", help: UsageErrors.didYouMean(name, among: known))
    }

    /// Parse options for `--input-format` with the formats of the configuration.
    static func options(_ name: String?, configuration: LintConfiguration, explain: Bool = false, keepText: Bool = false, follow: Bool = false) throws
        -> ParseOptions
    {
        let (style, custom) = try resolve(name, custom: configuration.custom)
        var options = ParseOptions(inputStyle: style, explain: explain, keepText: keepText, follow: follow)
        options.custom = custom
        return options
    }
}
