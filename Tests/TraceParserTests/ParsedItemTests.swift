import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// The parser hands on the life of processes in its stream (``ParsedItem``): each starts before
/// its first event, changes while open, and ends once with its final record.
@Suite struct ParsedItemTests {
    /// Items as short texts: `start 1`, `change 1 pid 42`, `end 1 followed`, `event 3`.
    static func items(_ text: String) throws -> [String] {
        var items: [String] = []
        try TraceParser().parseItems(text: text, file: "app.log") { item in
            switch item {
            case .processStarted(let record): items.append("start \(record.ordinal) closes \(record.closes)")
            case .processChanged(let record): items.append("change \(record.ordinal) pid \(record.pid.map(String.init) ?? "-")")
            case .processEnded(let record, let followed):
                items.append("end \(record.ordinal)\(followed ? " followed" : "")\(record.endMarker.map { " marker \($0.line)" } ?? "")")
            case .event(let event): items.append("event \(event.location.line)")
            }
        }
        return items
    }

    @Test func aProcessStartsBeforeItsFirstEventAndEndsOnceWithItsFinalRecord() throws {
        let log = """
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            2024-03-02 09:00:00.000000+0100 App[42:1a2b3] sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            Message from debugger: Terminated due to signal 9
            2024-03-02 09:00:01.000000+0100 App[43:1a2b3] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:01.000000+0100 Other[7:1a2b3] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:02.000000+0100 App[44:1a2b3] application(_:didFinishLaunchingWithOptions:)
            """
        #expect(try Self.items(log) == [
            // An event is handed on once the next line shows it does not continue there.
            "start 1 closes []", "event 1",
            // The pid printed on line 3, read before event 2 is handed on.
            "change 1 pid 42", "event 2", "event 3",
            // The kill marker ended process 1: the next process replaces it.
            "end 1 followed marker 4", "start 2 closes [1]", "event 5",
            // Another app: both stay open.
            "start 3 closes []", "event 6",
            // A new run of the first app replaces its earlier run only.
            "end 2 followed", "start 4 closes [2]", "event 7",
            // The input ends.
            "end 3", "end 4",
        ])
    }

    /// A regular file does not pause: a process a kill marker ended ends with the input, its
    /// marker in its final record. (On live input it ends at the pause after the marker:
    /// LintLiveCommandTests prints its process_end_state while the pipe is open.)
    @Test func aProcessAKillMarkerEndedEndsWithItsMarker() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("app.log").path
        try "applicationDidBecomeActive(_:)\nMessage from debugger: Terminated due to signal 9\n".write(toFile: path, atomically: true, encoding: .utf8)
        var items: [String] = []
        var record: ProcessRecord?
        var lines = 0
        let parser = try TraceParser()
        try parser.parseItems(path: path) { item in
            if case .processEnded(let ended, let followed) = item { record = ended; items.append("end \(followed)") }
            if case .event = item { lines += 1 }
        }
        #expect(items == ["end false"] && lines == 1)
        #expect(record?.endMarker?.line == 2)
    }

    /// The items of every trace: a process's events come between its start and its end, every
    /// process starts and ends once, and the events are those of the fast path.
    @Test(arguments: Fixtures.files(under: "traces", suffix: ".log"))
    func everyTraceHandsOnEachProcessOnceAroundItsEvents(_ path: String) throws {
        let parser = try TraceParser()
        var open: Set<Int> = []
        var started: Set<Int> = []
        var ended: Set<Int> = []
        var events: [TraceEvent] = []
        try parser.parseItems(path: Fixtures.path(path)) { item in
            switch item {
            case .processStarted(let record):
                #expect(started.insert(record.ordinal).inserted && open.insert(record.ordinal).inserted)
            case .processChanged(let record):
                #expect(open.contains(record.ordinal))
            case .processEnded(let record, _):
                #expect(open.remove(record.ordinal) != nil && ended.insert(record.ordinal).inserted)
            case .event(let event):
                #expect(open.contains(event.process), "\(event.location)")
                events.append(event)
            }
        }
        #expect(open.isEmpty && started == ended && started.count == parser.statistics.processes.count)
        var fast: [TraceEvent] = []
        try TraceParser().parseEvents(path: Fixtures.path(path)) { fast.append($0) }
        #expect(events == fast)
    }
}
