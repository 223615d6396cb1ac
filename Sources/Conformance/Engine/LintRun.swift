import TraceParser

/// A lint of whole inputs, run the way `tracecheck lint` runs it (``LintStream``): the entry
/// point of the test library, the fuzz checks, and the commands that draw, compare or export a
/// run (which also ask for its recorded analysis), so every one of them gets lint's findings
/// whatever a log's length.
///
/// ```swift
/// let run = try LintRun([.text(log, name: "app.log")])
/// for finding in run.findings { print(finding.location, finding.message) }
/// ```
public struct LintRun: Sendable {
    /// An input: a file by path (`-` is standard input), or text held in memory with the name
    /// its findings give it.
    public enum Input: Sendable {
        case path(String)
        case text(String, name: String)

        /// The name its events carry.
        var name: String {
            switch self {
            case .path(let path): return InputPaths.name(of: path)
            case .text(_, let name): return name
            }
        }
    }

    /// Every finding, in report order, at its configured severity.
    public let findings: [Diagnostic]
    /// What was checked (with every timeline's subject when asked for).
    public let checked: CheckedRun
    /// What the parser counted.
    public let statistics: ParseStatistics
    /// The processes checked while they were read whose facts changed later (``LintStream/settledTooEarly``).
    public let settledTooEarly: [SettledProcess]
    /// With `records`: every process with its events and timelines.
    public let analysis: TraceAnalysis?
    /// The rules that ran.
    public let rules: [any Rule.Type]

    /// Parses and lints `inputs` in order.
    /// - Parameters:
    ///   - configuration: Rules, severities, options, suppressions, formats and models.
    ///   - rules: The rule set (the built-in rules by default; empty to only record).
    ///   - options: How to parse (by default, the formats of `configuration`).
    ///   - records: Keep every process's events and timelines in ``analysis``.
    ///   - recordsOnly: With `records`, which processes to keep (all when nil).
    ///   - onChecked: With `records`, each process kept is handed here as soon as it is checked
    ///     instead of kept in ``analysis`` (`export` writes it and lets it go).
    ///   - stopsAfter: Asked after each item: true stops reading (the rest of the inputs is not
    ///     read; the processes still open end there). For a picture of part of a log.
    ///   - keepsTimelines: Keep every timeline's subject in ``checked`` (for JUnit).
    ///   - jobs: How many files to parse at once (``LintInputReader``): with 2 or more, a file
    ///     is parsed on another thread while this one checks it, as `lint` does.
    ///   - settleAfter: How many events a process holds before it is checked while it is read.
    ///   - findingsInMemory: How many waiting findings are kept in memory (more wait in a
    ///     temporary file).
    /// - Throws: ``TraceParserError`` for an input that cannot be read; ``PCRE2Error`` when a
    ///   custom format's pattern cannot run.
    public init(
        _ inputs: [Input], configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules,
        options: ParseOptions? = nil, records: Bool = false, recordsOnly: ((ProcessAnalysis) -> Bool)? = nil,
        onChecked: ((ProcessAnalysis) -> Void)? = nil, stopsAfter: ((LintStream, ParsedItem) -> Bool)? = nil, keepsTimelines: Bool = false,
        jobs: Int = 1,
        settleAfter: Int = LintStream.defaultSettleAfter, findingsInMemory: Int = 16_384
    ) throws {
        var parseOptions = options ?? ParseOptions()
        if options == nil { parseOptions.custom = configuration.custom }
        let found = FindingList()
        let stream = LintStream(
            configuration: configuration, rules: rules, files: inputs.map(\.name), keepsTimelines: keepsTimelines, records: records,
            settleAfter: settleAfter, findingsInMemory: findingsInMemory
        ) { [unowned found] finding in if found.keeps(finding) { found.items.append(finding) } }
        stream.recordsOnly = recordsOnly
        if let onChecked { stream.onChecked = { process, kept in if kept { onChecked(process) } } }
        if recordsOnly != nil {
            // Only the findings of the processes kept: a window of a long log holds its own.
            // (A process is recorded before its findings are written.)
            found.keeps = { [unowned stream] in $0.subject.map { stream.recordedOrdinals.contains($0.process) } ?? false }
        }
        let reader = LintInputReader(inputs, options: parseOptions, jobs: jobs)
        try reader.read(into: stream, stopsAfter: stopsAfter.map { stops in { [unowned stream] item in stops(stream, item) } })
        checked = stream.finish()
        findings = found.items
        statistics = reader.statistics
        settledTooEarly = stream.settledTooEarly
        self.rules = stream.rules
        if records {
            var analysis = TraceAnalysis(processes: stream.recorded)
            analysis.models = configuration.modelsByID
            analysis.lookups = stream.lookups
            self.analysis = analysis
        } else {
            analysis = nil
        }
    }
}

/// The findings a stream writes (a class: the stream's closure appends to it).
private final class FindingList {
    var items: [Diagnostic] = []
    /// Which findings to keep (all by default).
    var keeps: (Diagnostic) -> Bool = { _ in true }
}
