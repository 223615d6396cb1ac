import Foundation

/// Findings accepted as known, so that CI fails only on new ones (`--baseline`,
/// `--write-baseline`). Entries ignore line numbers, so edits above a finding keep it matched;
/// each entry accepts one finding, so a second identical finding is new.
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var file: String
        public var subject: String?
        /// The message with line numbers replaced by `#`.
        public var message: String
    }

    /// The schema id, `tracecheck.baseline.v1`.
    public var schema = "tracecheck.baseline.v1"
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// A baseline that accepts these findings.
    public init(accepting diagnostics: [Diagnostic]) {
        findings = diagnostics.map(Self.entry).sorted { ($0.file, $0.rule, $0.message) < ($1.file, $1.rule, $1.message) }
    }

    /// Reads a baseline file's JSON.
    /// - Throws: `DecodingError` when it is not a baseline.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Baseline.self, from: json)
    }

    /// The baseline as pretty JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The findings the baseline does not accept.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        var filter = Filter(self)
        return diagnostics.filter { filter.isNew($0) }
    }

    /// Tells new findings from accepted ones one at a time, in report order: each entry accepts
    /// one finding.
    public struct Filter: Sendable {
        private var remaining: [Entry: Int]

        /// A filter with every entry of `baseline` still unused.
        public init(_ baseline: Baseline) {
            remaining = Dictionary(baseline.findings.map { ($0, 1) }, uniquingKeysWith: +)
        }

        /// Whether the baseline does not accept `diagnostic` (an accepting entry is used up).
        public mutating func isNew(_ diagnostic: Diagnostic) -> Bool {
            let entry = Baseline.entry(diagnostic)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    fileprivate static func entry(_ diagnostic: Diagnostic) -> Entry {
        Entry(rule: diagnostic.ruleID, file: diagnostic.location.file, subject: diagnostic.subject?.label,
              message: withoutLineNumbers(diagnostic.message))
    }

    /// `… (line 12) …`, `lines 5–8` → `line #`, `lines #–#`.
    static func withoutLineNumbers(_ message: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let range = rest.range(of: "line") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            if rest.hasPrefix("s") { out += "s"; rest = rest.dropFirst() }
            guard rest.hasPrefix(" "), rest.dropFirst().first?.isNumber == true else { continue }
            out += " "
            rest = rest.dropFirst()
            while let first = rest.first, first.isNumber || first == "–" || first == "-" {
                if first.isNumber {
                    while rest.first?.isNumber == true { rest = rest.dropFirst() }
                    out += "#"
                } else {
                    out.append(first)
                    rest = rest.dropFirst()
                }
            }
        }
        return out + rest
    }
}
