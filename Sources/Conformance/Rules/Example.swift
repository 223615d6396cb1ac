/// A tiny log used to document and test a rule. A line starting with `↓` must produce a
/// diagnostic of the rule (the marker is removed before parsing); other lines must not.
public struct Example: Sendable, Hashable {
    /// The log, with `↓` markers.
    public let text: String
    /// Where the example is written, for test failures.
    public let file: StaticString
    /// The line of the example in its file.
    public let line: UInt
    /// The `.tracecheck.yml` the example is read with (formats and models), if any.
    public let configuration: String?

    /// Creates an example, remembering where it is written.
    public init(_ text: String, configuration: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.text = text
        self.configuration = configuration
        self.file = file
        self.line = line
    }

    /// The example's configuration, read (none: the defaults).
    /// - Throws: ``ConfigurationError`` for a bad one (a bug in the example).
    public func lintConfiguration() throws -> LintConfiguration {
        try configuration.map { try ConfigurationFile.parse($0, path: "example.tracecheck.yml") } ?? LintConfiguration()
    }

    /// The log without markers.
    public var log: String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("↓") ? String($0.dropFirst()) : String($0) }
            .joined(separator: "\n")
    }

    /// The 1-based lines marked with `↓`.
    public var markedLines: [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("↓") }.map { $0.offset + 1 }
    }

    public static func == (lhs: Example, rhs: Example) -> Bool { lhs.text == rhs.text && lhs.configuration == rhs.configuration }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(configuration)
    }
}
