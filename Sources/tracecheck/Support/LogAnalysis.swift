import Conformance
import TraceParser

/// Reads logs and builds their recorded analysis, for the commands that draw, compare or export
/// them, through the engine `lint` runs (``LintRun``, reading as `lint` reads: a file parsed on
/// one thread while it is checked on another).
enum LogAnalysis {
    /// Parses the files (expanded from paths, directories or `-`) with the fast path, in
    /// `--input-format` and the formats of `configuration`, analyzes them with its models and,
    /// when `checks`, lints them with its rules as `lint` does.
    /// - Throws: ``TraceParserError`` for a missing or unreadable input; `ValidationError` for an
    ///   unknown input format.
    /// `keeping`: which processes the analysis keeps (all when nil; the others are still checked);
    /// `onChecked`: receives each of them as soon as it is checked instead (the analysis is then empty).
    static func load(
        _ paths: [String], inputFormat: String?, configuration: LintConfiguration, filter: DirectoryFilter = DirectoryFilter(),
        checks: Bool = false, keeping: ((ProcessAnalysis) -> Bool)? = nil, onChecked: ((ProcessAnalysis) -> Void)? = nil,
        stopsAfter: ((LintStream, ParsedItem) -> Bool)? = nil
    ) throws -> (analysis: TraceAnalysis, findings: [Diagnostic], statistics: ParseStatistics) {
        let files = try ClosedStandardStreams.expand(paths, filter: filter)
        let run = try LintRun(
            files.map(LintRun.Input.path), configuration: configuration, rules: checks ? builtInRules : [],
            options: try InputFormat.options(inputFormat, configuration: configuration), records: true, recordsOnly: keeping,
            onChecked: onChecked, stopsAfter: stopsAfter, jobs: TraceCheck.Lint.cores)
        // A recorded run keeps its analysis.
        return (run.analysis!, run.findings, run.statistics)
    }
}
