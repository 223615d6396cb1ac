/// Where rendered findings wait until their report is written (the command gives a temporary
/// file, so that a run keeps no finding in memory).
public protocol RenderedFindings: AnyObject {
    /// Appends text; returns where it was written.
    @discardableResult
    func append(_ text: String) -> Range<Int>
    /// The text written at `range`.
    func read(_ range: Range<Int>) throws -> String
    /// Everything written, in order, in chunks.
    func copy(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws
}

/// Where a report is written: text, and bytes read back from ``RenderedFindings``.
public struct ReportOutput {
    public let text: (String) throws -> Void
    public let bytes: (UnsafeBufferPointer<UInt8>) throws -> Void

    public init(text: @escaping (String) throws -> Void, bytes: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
        self.text = text
        self.bytes = bytes
    }
}

/// One report being made while a lint run goes: it takes each finding in report order, and
/// writes the report at the end. Each reporter makes its own (``Reporter/sink(_:)``): a
/// streaming reporter renders each finding as it comes, JUnit renders them and places them in
/// their test cases, any other reporter keeps them.
public protocol ReportSink: AnyObject {
    /// Whether it writes each finding on its output as it comes (``add(_:position:checked:)``
    /// returns it).
    var writesAsItGoes: Bool { get }
    /// Takes the next finding (the `position`-th of the run, from 0); returns what to write on
    /// the output at once (a report written as it goes), else nil. `checked` is what the run has
    /// checked so far.
    func add(_ diagnostic: Diagnostic, position: Int, checked: CheckedRun) -> String?
    /// Writes the report: what it did not write as it went.
    func finish(_ report: LintReport, to output: ReportOutput) throws
}

/// What a reporter's sink is made with.
public struct ReportSinkContext {
    /// The options of its output.
    public let options: ReporterOptions
    /// The rules that run.
    public let rules: [any Rule.Type]
    /// Whether it may write its findings on its output as they come (only one report on standard
    /// output may: the first that can).
    public let mayWriteAsItGoes: Bool
    /// Makes a store for rendered findings.
    public let store: () throws -> any RenderedFindings

    public init(options: ReporterOptions, rules: [any Rule.Type], mayWriteAsItGoes: Bool, store: @escaping () throws -> any RenderedFindings) {
        self.options = options
        self.rules = rules
        self.mayWriteAsItGoes = mayWriteAsItGoes
        self.store = store
    }
}

extension Reporter {
    /// Any reporter: its findings are kept and the whole report rendered at the end.
    public static func sink(_ context: ReportSinkContext) throws -> any ReportSink { KeptFindingsSink(Self.self, options: context.options) }
}

extension StreamingReporter {
    /// A streaming reporter: each finding rendered as it comes, on the output when nothing before
    /// it depends on the counts (``writesAsItGoes``), else into a store that follows the head.
    public static func sink(_ context: ReportSinkContext) throws -> any ReportSink {
        let store = context.mayWriteAsItGoes && writesAsItGoes ? nil : try context.store()
        return StreamingSink(Self.self, context: context, store: store)
    }
}

/// The sink of a streaming reporter.
final class StreamingSink: ReportSink {
    private let reporter: any StreamingReporter.Type
    private let context: ReportSinkContext
    /// Nil when it writes as it goes.
    private let store: (any RenderedFindings)?

    init(_ reporter: any StreamingReporter.Type, context: ReportSinkContext, store: (any RenderedFindings)?) {
        self.reporter = reporter
        self.context = context
        self.store = store
    }

    var writesAsItGoes: Bool { store == nil }

    func add(_ diagnostic: Diagnostic, position: Int, checked: CheckedRun) -> String? {
        let text = reporter.finding(diagnostic, position: position, rules: context.rules, options: context.options)
        guard let store else { return text }
        store.append(text)
        return nil
    }

    func finish(_ report: LintReport, to output: ReportOutput) throws {
        if let store {
            try output.text(reporter.head(report, options: context.options))
            try store.copy(output.bytes)
        }
        try output.text(reporter.closing(report, options: context.options))
    }
}

/// The sink of a reporter that renders its report whole: it keeps the findings.
final class KeptFindingsSink: ReportSink {
    private let reporter: any Reporter.Type
    private let options: ReporterOptions
    private var kept: [Diagnostic] = []

    init(_ reporter: any Reporter.Type, options: ReporterOptions) {
        self.reporter = reporter
        self.options = options
    }

    let writesAsItGoes = false

    func add(_ diagnostic: Diagnostic, position: Int, checked: CheckedRun) -> String? {
        kept.append(diagnostic)
        return nil
    }

    func finish(_ report: LintReport, to output: ReportOutput) throws {
        var whole = LintReport(diagnostics: kept, counts: report.counts, checked: report.checked, statistics: report.statistics, rules: report.rules)
        whole.tags = report.tags
        whole.acceptedByBaseline = report.acceptedByBaseline
        try output.text(reporter.report(whole, options: options))
    }
}
