/// Turns a lint report into text in one output format.
public protocol Reporter {
    /// The name used with `--reporter`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var description: String { get }
    /// The whole output.
    static func report(_ report: LintReport, options: ReporterOptions) -> String
}

/// Options every reporter may use.
public struct ReporterOptions: Sendable {
    /// Use ANSI colors (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool
    /// Prefix to remove from file paths, if any.
    public var tool: String

    /// Creates options.
    public init(colored: Bool = false, tool: String = "tracecheck") {
        self.colored = colored
        self.tool = tool
    }
}

/// The built-in reporters.
public let builtInReporters: [any Reporter.Type] = [TextReporter.self, SummaryReporter.self]
