/// Turns a lint report into text in one output format.
public protocol Reporter: Sendable {
    /// The name used with `--reporter`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var description: String { get }
    /// The whole output.
    static func report(_ report: LintReport, options: ReporterOptions) -> String
}

/// A reporter whose output is one piece per finding, in order, then a closing part: it can be
/// written while the run goes on (``LintStream``), so findings need not be kept.
public protocol StreamingReporter: Reporter {
    /// The output for one finding.
    static func finding(_ diagnostic: Diagnostic, options: ReporterOptions) -> String
    /// The output after the last finding (``LintReport/diagnostics`` may be empty then; its
    /// counts are complete).
    static func closing(_ report: LintReport, options: ReporterOptions) -> String
}

extension StreamingReporter {
    /// The whole output: every finding, then the closing part.
    public static func report(_ report: LintReport, options: ReporterOptions) -> String {
        report.diagnostics.map { finding($0, options: options) }.joined() + closing(report, options: options)
    }
}

/// Options every reporter may use.
public struct ReporterOptions: Sendable {
    /// Use ANSI colors (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool
    /// The tool name that machine-readable reports print.
    public var tool: String
    /// The tool version that machine-readable reports print.
    public var toolVersion: String

    /// Creates options.
    public init(colored: Bool = false, tool: String = ToolInfo.name, toolVersion: String = ToolInfo.version) {
        self.colored = colored
        self.tool = tool
        self.toolVersion = toolVersion
    }
}

/// The built-in reporters, in the order `--help` lists them (the default, `text`, first).
/// A test checks that every `*Reporter.swift` file is here.
public let builtInReporters: [any Reporter.Type] = [
    TextReporter.self,
    SummaryReporter.self,
    JSONReporter.self,
    SARIFReporter.self,
    JUnitReporter.self,
    GitHubActionsReporter.self,
]
