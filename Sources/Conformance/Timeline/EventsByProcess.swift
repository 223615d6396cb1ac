import TraceParser

/// Parsed events grouped by process as they arrive, with the callbacks each file prints, so
/// the analysis gets one array per process without a second copy of the whole stream.
struct EventsByProcess: Sendable {
    private var events: [Int: [TraceEvent]] = [:]
    private var printed: [String: LifecycleEventSet] = [:]
    /// The file of the last event and what it printed so far (files come one after another).
    private var file: String?
    private var printedInFile = LifecycleEventSet()

    /// Groups events that are already in memory.
    init(_ events: [TraceEvent]) {
        for event in events { append(event) }
    }

    /// Adds the next event of the stream.
    private mutating func append(_ event: TraceEvent) {
        if event.location.file != file {
            flushFile()
            file = event.location.file
            printedInFile = printed[event.location.file] ?? []
        }
        printedInFile.insert(event.event)
        events[event.process, default: []].append(event)
    }

    /// Takes the events of a process out of the collection (nil when it has none).
    mutating func take(_ process: Int) -> [TraceEvent]? {
        events.removeValue(forKey: process)
    }

    /// The callbacks a file printed.
    mutating func printed(in file: String) -> LifecycleEventSet {
        flushFile()
        return printed[file] ?? []
    }

    private mutating func flushFile() {
        if let file { printed[file] = printedInFile }
    }
}
