import Foundation

/// Findings accepted as known, so that CI fails only on new ones (`--baseline`,
/// `--write-baseline`). Each entry accepts one finding, so a second identical finding is new.
///
/// An entry of `tracecheck.baseline.v2` keys a finding by what stays the same from one run of
/// the app to the next (SwiftLint's baseline keys by rule, file and the offending line's text,
/// not its line number): the rule; the file, relative to the baseline's directory
/// (``BaselinePaths``), so `./x.log`, `x.log` and a run from a subfolder agree; the subject
/// numbered in its process and the process in its file (``Subject/stableKey(masking:)``), so
/// other files on the command line and other launches in the file change nothing; and the message without pointers, session ids, pids, line numbers and
/// run-wide numbers (``StableText``). A `tracecheck.baseline.v1` file still loads and matches as
/// it did: by the file as typed, the subject's label with its pointer, and the message without
/// line numbers.
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var file: String
        public var subject: String?
        /// The message, masked (v2) or with line numbers replaced by `#` (v1).
        public var message: String
    }

    /// The schema id written: `tracecheck.baseline.v2`.
    public static let currentSchema = "tracecheck.baseline.v2"
    /// The first schema, keyed by pointers and paths as typed; still read.
    public static let legacySchema = "tracecheck.baseline.v1"

    /// The schema id.
    public var schema = Baseline.currentSchema
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// Whether the file is a v1 baseline, matched as v1 matched.
    public var isLegacy: Bool { schema == Self.legacySchema }

    /// A baseline that accepts these findings, their files relative to `paths`.
    public init(accepting diagnostics: [Diagnostic], paths: BaselinePaths = BaselinePaths()) {
        findings = diagnostics.map { Self.entry($0, paths: paths) }
            .sorted { ($0.file, $0.rule, $0.subject ?? "", $0.message) < ($1.file, $1.rule, $1.subject ?? "", $1.message) }
    }

    /// Reads a baseline file's JSON.
    /// - Throws: `DecodingError` when it is not a baseline of a known schema.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Baseline.self, from: json)
        guard schema == Self.currentSchema || schema == Self.legacySchema else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [CodingKeys.schema], debugDescription: "unknown schema '\(schema)'"))
        }
    }

    /// The baseline as pretty JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The findings the baseline does not accept.
    public func newFindings(in diagnostics: [Diagnostic], paths: BaselinePaths = BaselinePaths()) -> [Diagnostic] {
        var filter = Filter(self, paths: paths)
        return diagnostics.filter { filter.isNew($0) }
    }

    /// Tells new findings from accepted ones one at a time, in report order: each entry accepts
    /// one finding.
    public struct Filter: Sendable {
        private var remaining: [Entry: Int]
        private let isLegacy: Bool
        private let paths: BaselinePaths
        /// How many findings the baseline accepted so far.
        public private(set) var accepted = 0

        /// A filter with every entry of `baseline` still unused, for findings whose files are
        /// relative to `paths`' working directory.
        public init(_ baseline: Baseline, paths: BaselinePaths = BaselinePaths()) {
            remaining = Dictionary(baseline.findings.map { (Baseline.reworded($0), 1) }, uniquingKeysWith: +)
            isLegacy = baseline.isLegacy
            self.paths = paths
        }

        /// Whether the baseline does not accept `diagnostic` (an accepting entry is used up).
        public mutating func isNew(_ diagnostic: Diagnostic) -> Bool {
            let entry = isLegacy ? Baseline.legacyEntry(diagnostic) : Baseline.entry(diagnostic, paths: paths)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            accepted += 1
            return false
        }
    }

    /// An entry written before a message's wording was corrected, with the wording of now, so
    /// that a baseline keeps accepting the finding: `1 of 2 scene never disconnected` (before
    /// 2026-11-27) is `1 of 2 scenes never disconnected`.
    static func reworded(_ entry: Entry) -> Entry {
        guard entry.rule == "process_end_state", entry.message.contains(" scene never disconnected"),
            let range = entry.message.range(of: #"\d+ of \d+ scene never disconnected"#, options: .regularExpression)
        else { return entry }
        let words = entry.message[range].split(separator: " ")
        guard words.count > 2, words[2] != "1" else { return entry }
        var reworded = entry
        reworded.message.replaceSubrange(range, with: "\(words[0]) of \(words[2]) scenes never disconnected")
        return reworded
    }

    /// The v2 entry of a finding.
    static func entry(_ diagnostic: Diagnostic, paths: BaselinePaths) -> Entry {
        let key = StableText.shared.key(diagnostic, paths: paths)
        return Entry(rule: key.rule, file: key.file, subject: key.subject, message: key.message)
    }

    /// The v1 entry of a finding.
    static func legacyEntry(_ diagnostic: Diagnostic) -> Entry {
        Entry(rule: diagnostic.ruleID, file: diagnostic.location.file, subject: diagnostic.subject?.label,
              message: withoutLineNumbers(diagnostic.message))
    }

    /// `… (line 12) …`, `lines 5–8` → `line #`, `lines #–#` (v1).
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

/// How a baseline names files: relative to its own directory, whatever the working directory
/// and however a path was typed (`./x.log`, `x.log`, `../logs/x.log`, absolute).
public struct BaselinePaths: Sendable {
    /// The baseline's directory and the working directory, as absolute path components.
    private let base: [String]
    private let workingDirectory: [String]

    /// Paths relative to the directory of `baselineFile`, for a run in `workingDirectory`
    /// (default: the process's); without a file, relative to the working directory.
    public init(baselineFile: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let directory = Self.components(workingDirectory, in: [])
        self.workingDirectory = directory
        base = baselineFile.map { Array(Self.components($0, in: directory).dropLast()) } ?? directory
    }

    /// `path` (as findings give it: relative to the working directory, or absolute) relative to
    /// the baseline's directory; names that are no paths (`<stdin>`) stay as they are.
    public func relative(_ path: String) -> String {
        guard !path.hasPrefix("<") else { return path }
        let target = Self.components(path, in: workingDirectory)
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// The components of an absolute path, `.` and `..` resolved (links are not).
    private static func components(_ path: String, in directory: [String]) -> [String] {
        var result = path.hasPrefix("/") ? [] : directory
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(part))
            }
        }
        return result
    }
}
