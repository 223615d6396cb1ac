import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// A second launch printed without a pid among lines that carry one (a `print` among `NSLog`
/// lines) starts a process only on evidence: the next line with a pid decides (synthetic logs).
@Suite struct PendingLaunchTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let log: String
        /// The process of each event, in order.
        let ordinals: [Int]
        let boundaries: [ProcessRecord.Boundary]
        var testDescription: String { name }
    }

    private static let head = """
        2024-03-01 10:00:00.000 MyApp[100:200] -[AppDelegate application:didFinishLaunchingWithOptions:]
        2024-03-01 10:00:00.100 MyApp[100:200] -[SceneDelegate sceneWillEnterForeground:]
        2024-03-01 10:00:00.200 MyApp[100:200] -[SceneDelegate sceneDidBecomeActive:]
        """

    static let cases: [Case] = [
        Case(name: "the same pid after it: one process", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            2024-03-01 10:00:05.300 MyApp[100:200] -[SceneDelegate sceneWillResignActive:]
            """, ordinals: [1, 1, 1, 1, 1], boundaries: [.file]),
        Case(name: "another pid after it: the launch starts that process", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            sceneWillEnterForeground(_:)
            2024-03-01 10:09:00.000 MyApp[4242:200] -[SceneDelegate sceneDidBecomeActive:]
            """, ordinals: [1, 1, 1, 2, 2, 2], boundaries: [.file, .launch]),
        Case(name: "after applicationWillTerminate: a new process at once", log: head + """

            2024-03-01 10:00:01.000 MyApp[100:200] -[AppDelegate applicationWillTerminate:]
            application(_:didFinishLaunchingWithOptions:)
            sceneWillEnterForeground(_:)
            """, ordinals: [1, 1, 1, 1, 2, 2], boundaries: [.file, .launch]),
        Case(name: "no pid after it: a new process, as in a log without pids", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            sceneWillEnterForeground(_:)
            """, ordinals: [1, 1, 1, 2, 2], boundaries: [.file, .launch]),
        Case(name: "another open process's pid decides nothing", log: """
            2024-03-01 10:00:00.000 MyApp[100:200] -[AppDelegate application:didFinishLaunchingWithOptions:]
            2024-03-01 10:00:00.050 Recipes[300:400] -[AppDelegate application:didFinishLaunchingWithOptions:]
            2024-03-01 10:00:00.100 MyApp[100:200] -[SceneDelegate sceneWillEnterForeground:]
            application(_:didFinishLaunchingWithOptions:)
            2024-03-01 10:00:04.000 Recipes[300:400] -[SceneDelegate sceneWillEnterForeground:]
            sceneWillResignActive(_:)
            2024-03-01 10:00:05.300 MyApp[100:200] -[SceneDelegate sceneDidEnterBackground:]
            """, ordinals: [1, 2, 1, 1, 2, 2, 1], boundaries: [.file, .pid]),
        // (The line without a pid after Recipes's is Recipes's: the process that printed last.)
        Case(name: "another app's first line: the launch started it (the pid is the only evidence)", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            2024-03-01 10:00:04.000 Recipes[300:400] -[SceneDelegate sceneWillEnterForeground:]
            """, ordinals: [1, 1, 1, 2, 2], boundaries: [.file, .launch]),
        Case(name: "a second pid-less relaunch while pending: each launch starts its process", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            sceneDidBecomeActive(_:)
            applicationWillTerminate(_:)
            application(_:didFinishLaunchingWithOptions:)
            sceneDidBecomeActive(_:)
            """, ordinals: [1, 1, 1, 2, 2, 2, 3, 3], boundaries: [.file, .launch, .launch]),
        Case(name: "the same pid after more than 10,000 lines: a new process on both paths",
             log: head + "\napplication(_:didFinishLaunchingWithOptions:)\n" + String(repeating: "noise\n", count: 10_001)
                + "2024-03-01 10:00:05.300 MyApp[100:200] -[SceneDelegate sceneWillResignActive:]",
             // The new process has printed no pid yet, so the pid-100 line is taken as its own.
             ordinals: [1, 1, 1, 2, 2], boundaries: [.file, .launch]),
        Case(name: "a kill marker after it: a new process, which the marker ends", log: head + """

            application(_:didFinishLaunchingWithOptions:)
            Message from debugger: Terminated due to signal 9
            2024-03-01 10:00:09.000 MyApp[500:200] -[AppDelegate application:didFinishLaunchingWithOptions:]
            """, ordinals: [1, 1, 1, 2, 3], boundaries: [.file, .launch, .kill]),
        Case(name: "more pid-less events than the limit: a new process",
             log: head + "\napplication(_:didFinishLaunchingWithOptions:)\n"
                + Array(repeating: "sceneWillResignActive(_:)\nsceneDidBecomeActive(_:)", count: 8).joined(separator: "\n")
                + "\n2024-03-01 10:00:05.300 MyApp[100:200] -[SceneDelegate sceneWillResignActive:]",
             // The new process has printed no pid yet, so the pid-100 line is taken as its own.
             ordinals: [1, 1, 1] + Array(repeating: 2, count: 18), boundaries: [.file, .launch]),
    ]

    /// Both paths (line by line and the block scan) give every event the same process.
    @Test(arguments: cases)
    func processesFollowTheEvidence(_ testCase: Case) throws {
        let parser = try TraceParser()
        var slow: [Int] = []
        try parser.parse(text: testCase.log) { if let event = $0.event { slow.append(event.process) } }
        #expect(slow == testCase.ordinals)
        #expect(parser.statistics.processes.map(\.boundary) == testCase.boundaries)

        let path = try Fixtures.temporaryDirectory().appendingPathComponent("pending.log").path
        try testCase.log.write(toFile: path, atomically: false, encoding: .utf8)
        let fast = try TraceParser()
        var scanned: [Int] = []
        try fast.parseEvents(path: path) { scanned.append($0.process) }
        #expect(scanned == testCase.ordinals)

        // The item stream starts each process before its first event.
        var started: Set<Int> = []
        try TraceParser().parseItems(path: path) { item in
            switch item {
            case .processStarted(let record): started.insert(record.ordinal)
            case .event(let event): #expect(started.contains(event.process), "event of process #\(event.process) before its start")
            default: break
            }
        }
    }

    /// `--debug-parse` says why each process started, and what decided a pending launch.
    @Test func debugParseSaysWhyAProcessStarted() throws {
        let parser = try TraceParser(options: ParseOptions(explain: true))
        var notes: [Int: String] = [:]
        try parser.parse(text: Self.cases[1].log) { notes[$0.number] = $0.explanation }
        #expect(notes[1]?.hasSuffix("; starts process #1: the first event of its input") == true)
        #expect(notes[4]?.contains("a second launch without a pid in process #1 (pid 100): the next line with a pid decides its process") == true)
        #expect(notes[4]?.hasSuffix("; starts process #2: a second launch (line 6 decided)") == true)

        let same = try TraceParser(options: ParseOptions(explain: true))
        try same.parse(text: Self.cases[0].log) { notes[$0.number] = $0.explanation }
        #expect(notes[4]?.hasSuffix("line 5 prints the process's pid again: the launch is its own, no new process") == true)
    }
}

/// A watchdog line belongs to the app it names, whoever printed it, and ends that process
/// (synthetic logs).
@Suite struct WatchdogProcessTests {
    @Test func theKilledAppsProcessEnds() throws {
        let parser = try TraceParser()
        var events: [TraceEvent] = []
        try parser.parse(text: """
            2024-03-01 10:00:00.000 MyApp[1234:200] application(_:didFinishLaunchingWithOptions:)
            Mar  1 10:00:20 iPhone SpringBoard(FrontBoard)[57] <Error>: [application<com.example.MyApp>:1234] scene-create watchdog transgression: application<com.example.MyApp>:1234 exhausted real (wall clock) time allowance of 19.97 seconds
            Termination Reason: FRONTBOARD 0x8badf00d
            Termination Description: SPRINGBOARD, scene-create watchdog transgression
            2024-03-01 10:01:00.000 MyApp[1300:200] application(_:didFinishLaunchingWithOptions:)
            """) { if let event = $0.event { events.append(event) } }
        #expect(events.map(\.location.line) == [1, 2, 5])
        #expect(events.map(\.process) == [1, 1, 2])
        #expect(parser.statistics.processes.map(\.pid) == [1234, 1300])
        #expect(parser.statistics.processes.first?.endMarker?.line == 2)
    }
}
