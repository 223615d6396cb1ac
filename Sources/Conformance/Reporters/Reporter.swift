/// Turns a lint report into text in one output format.
public protocol Reporter: Sendable {
    /// The name used with `--reporter`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var description: String { get }
    /// The whole output.
    static func report(_ report: LintReport, options: ReporterOptions) -> String
    /// A sink that makes the report while a run goes (by default, one that keeps the findings;
    /// a streaming reporter's renders each as it comes).
    static func sink(_ context: ReportSinkContext) throws -> any ReportSink
}

/// A reporter whose output is a head, one piece per finding in order, and a closing part, so
/// that findings need not be kept: the pieces are written as the run goes (``LintStream``),
/// straight to the output when nothing before them depends on the run's counts
/// (``writesAsItGoes``), else to a temporary file that follows the head at the end.
public protocol StreamingReporter: Reporter {
    /// Whether the head is empty, so that pieces can go straight to the output as findings come.
    static var writesAsItGoes: Bool { get }
    /// The output before the first finding (it may use the counts).
    static func head(_ report: LintReport, options: ReporterOptions) -> String
    /// The output for one finding: the `position`-th (from 0) of the run, which ran `rules`.
    static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String
    /// The output after the last finding (``LintReport/diagnostics`` may be empty then; its
    /// counts are complete).
    static func closing(_ report: LintReport, options: ReporterOptions) -> String
}

extension StreamingReporter {
    public static var writesAsItGoes: Bool { true }

    public static func head(_ report: LintReport, options: ReporterOptions) -> String { "" }

    /// The whole output: the head, every finding, then the closing part.
    public static func report(_ report: LintReport, options: ReporterOptions) -> String {
        head(report, options: options)
            + report.diagnostics.enumerated().map { finding($1, position: $0, rules: report.rules, options: options) }.joined()
            + closing(report, options: options)
    }
}

/// Options every reporter may use.
public struct ReporterOptions: Sendable {
    /// Use ANSI colors (the command line decides: `--color`, `NO_COLOR`, a terminal).
    public var colored: Bool
    /// The tool name that machine-readable reports print.
    public var tool: String
    /// The tool version that machine-readable reports print.
    public var toolVersion: String
    /// The lowest severity that fails the run (`--fail-on`; nil: none does): reports that mark
    /// failures (JUnit) mark exactly these, so that they tell what the exit status tells.
    public var failOn: Severity?
    /// The width of the terminal the report is read on, where the text report breaks its lines
    /// (nil: never broken, as for files and pipes, which tools read).
    public var width: Int?
    /// Whether the text report prints, under each error, the command that draws its timeline
    /// (the command line's reports; not the test library's, whose logs may be in memory).
    public var timelineCommands = false

    /// Creates options.
    public init(
        colored: Bool = false, tool: String = ToolInfo.name, toolVersion: String = ToolInfo.version, failOn: Severity? = .error, width: Int? = nil
    ) {
        self.colored = colored
        self.tool = tool
        self.toolVersion = toolVersion
        self.failOn = failOn
        self.width = width
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
