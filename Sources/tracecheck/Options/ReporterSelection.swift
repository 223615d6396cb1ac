import ArgumentParser
import Conformance

/// One `--reporter NAME[:PATH]` value: a built-in reporter, and the file it writes to
/// (standard output when there is no path, or the path is `-`).
struct ReporterSelection: ExpressibleByArgument {
    /// The reporter.
    let reporter: any Reporter.Type
    /// The file to write, or nil for standard output.
    let path: String?

    /// A reporter writing to `path`, or to standard output.
    init(_ reporter: any Reporter.Type, path: String? = nil) {
        self.reporter = reporter
        self.path = path
    }

    /// Parses `NAME` or `NAME:PATH`; the path may itself contain `:`. Unknown names and empty
    /// paths are rejected, which ArgumentParser reports as a usage error.
    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let reporter = builtInReporters.first(where: { $0.identifier == parts[0] }) else { return nil }
        let path = parts.count == 2 ? String(parts[1]) : nil
        if path == "" { return nil }
        self.init(reporter, path: path == "-" ? nil : path)
    }

    static var allValueStrings: [String] { builtInReporters.map { $0.identifier } }

    /// Shells complete the reporter names (a path after `:` is typed by hand).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: builtInReporters.map { ($0.identifier, $0.description) })
    }
}
