import TraceParser

/// What a lint run checked, kept after the timelines themselves are gone: counts for the summary
/// and, when a report lists them, the processes with the subjects of their timelines.
public struct CheckedRun: Sendable {
    /// The processes checked.
    public private(set) var processes = 0
    /// The scene timelines.
    public private(set) var scenes = 0
    /// The view-controller timelines.
    public private(set) var viewControllers = 0
    /// Each process with its timelines' subjects, when kept (``LintStream`` keeps them on request).
    public private(set) var suites: [CheckedProcess] = []

    /// Nothing checked yet.
    public init() {}

    /// The whole of an analysis, with every timeline's subject.
    public init(_ analysis: TraceAnalysis) {
        for process in analysis.processes { add(process, keepingTimelines: true) }
    }

    /// Counts a process, and keeps its timelines' subjects when asked.
    mutating func add(_ process: ProcessAnalysis, keepingTimelines: Bool) {
        processes += 1
        scenes += process.scenes.count
        viewControllers += process.viewControllers.count
        if keepingTimelines {
            suites.append(CheckedProcess(
                subject: process.subject, ordinal: process.info.ordinal, file: process.file, start: process.info.start,
                timelines: process.timelines.map(\.subject)))
        }
    }
}

/// One checked process, as reports that list timelines see it.
public struct CheckedProcess: Sendable {
    /// The process subject (`process#1 (pid 123)`).
    public let subject: Subject
    /// The parser's ordinal (``TraceEvent/process``).
    public let ordinal: Int
    /// The file it was read from.
    public let file: String
    /// Its first event.
    public let start: TraceLocation
    /// The subjects of its timelines: the process, the app, the scenes, the view controllers, the phases.
    public let timelines: [Subject]
}
