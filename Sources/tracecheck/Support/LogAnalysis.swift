import Conformance
import TraceParser

/// Reads logs and builds their analysis, for the commands that check or draw them.
enum LogAnalysis {
    /// Parses the files (expanded from paths, directories or `-`) with the fast path, in
    /// `--input-format` and the formats of `configuration`, and analyzes them with its models.
    /// - Throws: ``TraceParserError`` for a missing or unreadable input; `ValidationError` for an
    ///   unknown input format.
    static func load(_ paths: [String], inputFormat: String?, configuration: LintConfiguration, filter: DirectoryFilter = DirectoryFilter()) throws
        -> (analysis: TraceAnalysis, statistics: ParseStatistics)
    {
        let files = try ClosedStandardStreams.expand(paths, filter: filter)
        let parser = try TraceParser(options: try InputFormat.options(inputFormat, configuration: configuration))
        var events = EventsByProcess()
        for file in files { try parser.parseEvents(path: file) { events.append($0) } }
        var analyzer = TraceAnalyzer()
        analyzer.models = configuration.modelsByID
        return (analyzer.analyze(events, processes: parser.statistics.processes), parser.statistics)
    }
}
