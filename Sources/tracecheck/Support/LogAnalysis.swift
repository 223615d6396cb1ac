import Conformance
import TraceParser

/// Reads logs and builds their analysis, for the commands that check or draw them.
enum LogAnalysis {
    /// Parses the files (expanded from paths, directories or `-`) with the fast path and
    /// analyzes them.
    /// - Throws: ``TraceParserError`` for a missing or unreadable input.
    static func load(_ paths: [String], options: ParseOptions, models: [String: CustomModel] = [:]) throws
        -> (analysis: TraceAnalysis, statistics: ParseStatistics)
    {
        let files = try ClosedStandardStreams.expand(paths)
        let parser = try TraceParser(options: options)
        var events = EventsByProcess()
        for file in files { try parser.parseEvents(path: file) { events.append($0) } }
        var analyzer = TraceAnalyzer()
        analyzer.models = models
        return (analyzer.analyze(events, processes: parser.statistics.processes), parser.statistics)
    }
}
