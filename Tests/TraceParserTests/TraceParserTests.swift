import Testing
import TraceCheckTestSupport
@testable import TraceParser

@Suite struct SeedTraceTests {
    /// The blog's recorded log (steps 1–10), transcribed exactly as printed.
    static let seed = "traces/real/blog-split-view-2020.log"

    @Test func parsesToTwentyFiveEventsInOneProcess() throws {
        let parser = try TraceParser()
        var events: [TraceEvent] = []
        try parser.parse(path: Fixtures.path(Self.seed)) { if let event = $0.event { events.append(event) } }
        #expect(events.count == 25)
        #expect(parser.statistics.events == 25)
        #expect(parser.statistics.lines == 25)
        #expect(parser.statistics.processes.count == 1)
        #expect(Set(events.compactMap(\.scene)) == ["0x106c00580", "0x106c00440", "0x106f0d840"])
        #expect(Set(events.flatMap(\.sessions)) == ["0x281a58a00", "0x281ae9200", "0x281ae4e00"])
        #expect(events.allSatisfy { $0.process == 1 })
    }

    /// Each input picks its own line layout: the syslog file after an Xcode console, in one
    /// parser, names its process `Diary` (host `localhost`), as when it is read alone.
    @Test func eachInputPicksItsOwnLayout() throws {
        let parser = try TraceParser()
        for file in ["traces/synthetic/background-launch.log", "traces/synthetic/syslog.log"] {
            try parser.parseItems(path: Fixtures.path(file)) { _ in }
        }
        let syslog = parser.statistics.processes.filter { $0.start.file.hasSuffix("syslog.log") }
        #expect(!syslog.isEmpty && syslog.allSatisfy { $0.name == "Diary" }, "\(syslog.map(\.name))")
    }

    @Test func stepsTwoAndThreeCarryNoIdentity() throws {
        let events = try TraceParser.events(in: Fixtures.text(Self.seed))
        let steps = events.filter { (5...8).contains($0.location.line) }
        #expect(steps.map(\.event) == [.sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive])
        #expect(steps.allSatisfy { $0.scene == nil && $0.session == nil })
    }

    @Test func theMisspeltFileNameDoesNotMatter() throws {
        let events = try TraceParser.events(in: Fixtures.text(Self.seed))
        let typo = try #require(events.first { $0.raw.hasPrefix("SeneDelegate.swift") })
        #expect(typo.event == .sceneDidBecomeActive)
        #expect(typo.scene == "0x106c00580")
    }
}

@Suite struct ProcessBoundaryTests {
    private func processes(_ text: String) throws -> [Int] {
        try TraceParser.events(in: text).map(\.process)
    }

    @Test func pidChangeStartsAProcess() throws {
        #expect(try processes("""
            2020-04-26 12:00:00.000000+0900 App[10:1] sceneDidBecomeActive(_:)
            2020-04-26 12:01:00.000000+0900 App[11:1] sceneDidBecomeActive(_:)
            """) == [1, 2])
    }

    @Test func printLinesWithoutPidStayInTheProcess() throws {
        #expect(try processes("""
            2020-04-26 12:00:00.000000+0900 App[10:1] application(_:didFinishLaunchingWithOptions:)
            viewDidLoad()
            2020-04-26 12:00:00.100000+0900 App[10:1] sceneDidBecomeActive(_:)
            """) == [1, 1, 1])
    }

    @Test func secondLaunchStartsAProcess() throws {
        #expect(try processes("""
            application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            UIApplicationDidFinishLaunchingNotification
            sceneWillEnterForeground(_:)
            application(_:didFinishLaunchingWithOptions:)
            """) == [1, 1, 1, 1, 2])
    }

    @Test func launchWithTheSamePidStaysInTheProcess() throws {
        #expect(try processes("""
            2020-04-26 12:00:00.000000+0900 App[10:1] application(_:didDiscardSceneSessions:)
            2020-04-26 12:00:00.100000+0900 App[10:1] application(_:didFinishLaunchingWithOptions:)
            """) == [1, 1])
    }

    @Test func viewControllerEventsBeforeLaunchDoNotSplit() throws {
        #expect(try processes("""
            viewDidLoad()
            application(_:didFinishLaunchingWithOptions:)
            """) == [1, 1])
    }

    @Test func killMarkerEndsTheProcess() throws {
        #expect(try processes("""
            sceneDidEnterBackground(_:)
            Message from debugger: Terminated due to signal 9
            sceneWillEnterForeground(_:)
            """) == [1, 2])
    }

    /// Two apps in one log (`log show` without a predicate, an app and another app it opened):
    /// each line goes to the process of its pid, which stays open while the other prints.
    @Test func interleavedAppsKeepTheirProcesses() throws {
        let parser = try TraceParser()
        var ordinals: [Int] = []
        try parser.parse(text: """
            2026-03-02 09:00:00.100 Df Diary[4100:1a01] application(_:didFinishLaunchingWithOptions:)
            2026-03-02 09:00:00.130 Df Recipes[4150:2b01] application(_:didFinishLaunchingWithOptions:)
            2026-03-02 09:00:00.140 Df Diary[4100:1a01] sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            2026-03-02 09:00:00.150 Df Recipes[4150:2b01] sceneWillEnterForeground(_:)
            2026-03-02 09:30:00.000 Df Diary[4377:1c01] application(_:didFinishLaunchingWithOptions:)
            2026-03-02 09:30:00.020 Df Recipes[4150:2b01] sceneWillResignActive(_:)
            2026-03-02 09:30:00.030 Df Diary[4100:1a01] sceneDidEnterBackground(_:)
            """) { if let event = $0.event { ordinals.append(event.process) } }
        // A new run of Diary replaces the first one; a line with the old pid after that starts
        // another process (a pid is not reused while its process runs).
        #expect(ordinals == [1, 2, 1, 1, 2, 3, 2, 4])
        #expect(parser.statistics.processes.map(\.closes) == [[], [], [1], [3]])
        #expect(parser.statistics.processes.map(\.boundary) == [.file, .pid, .pid, .pid])
    }

    /// A kill marker ends the process that printed last; another app's process stays open.
    @Test func killMarkerEndsOnlyTheProcessThatPrintedLast() throws {
        let parser = try TraceParser()
        var ordinals: [Int] = []
        try parser.parse(text: """
            2026-03-02 09:00:00.100 Df Recipes[4150:2b01] sceneDidEnterBackground(_:)
            2026-03-02 09:00:00.130 Df Diary[4100:1a01] sceneDidEnterBackground(_:)
            Message from debugger: Terminated due to signal 9
            2026-03-02 09:00:00.150 Df Recipes[4150:2b01] sceneWillEnterForeground(_:)
            2026-03-02 09:00:01.000 Df Diary[4400:1a01] application(_:didFinishLaunchingWithOptions:)
            """) { if let event = $0.event { ordinals.append(event.process) } }
        #expect(ordinals == [1, 2, 1, 3])
        #expect(parser.statistics.processes.map(\.endMarker?.line) == [nil, 3, nil])
        #expect(parser.statistics.processes.map(\.closes) == [[], [], [2]])
        #expect(parser.statistics.processes.map(\.boundary) == [.file, .pid, .kill])
    }

    /// A line cut at the length limit is no event, so it starts no process: processes are
    /// numbered in the order of their first events (found by the lint fuzzer: the stream and a
    /// batch analysis numbered the scenes of such a log differently).
    @Test func aCutLineStartsNoProcess() throws {
        let log = try Fixtures.temporaryDirectory().appendingPathComponent("cut.log").path
        try """
            2026-03-02 09:00:00.100 Df Notes[812:1a01] sceneWillEnterForeground(_:) \(String(repeating: "x", count: 100))
            2026-03-02 09:00:00.200 Df Dry[1:2b01] sceneDidBecomeActive(_:)
            2026-03-02 09:00:00.300 Df Notes[812:1a01] sceneDidBecomeActive(_:)

            """.write(toFile: log, atomically: false, encoding: .utf8)
        let parser = try TraceParser(options: ParseOptions(maxLineLength: 80))
        var events: [TraceEvent] = []
        try parser.parse(path: log) { if let event = $0.event { events.append(event) } }
        #expect(events.map(\.process) == [1, 2])
        #expect(parser.statistics.processes.map(\.start.line) == [2, 3])
        #expect(parser.statistics.processes.map(\.pid) == [1, 812])
    }

    @Test func everyFileStartsAProcess() throws {
        let parser = try TraceParser()
        var ordinals: [Int] = []
        for text in ["sceneDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"] {
            try parser.parse(text: text) { if let event = $0.event { ordinals.append(event.process) } }
        }
        #expect(ordinals == [1, 2])
        #expect(parser.statistics.processes.map(\.boundary) == [.file, .file])
    }
}

@Suite struct MultiLineAndJSONTests {
    @Test func nslogSetOfSessionsIsAttachedToItsEvent() throws {
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: """
            2020-04-26 12:36:02.125009+0900 Diary[1301:569112] -[AppDelegate application:didDiscardSceneSessions:] {(
                <UISceneSession: 0x600003f60040; persistentIdentifier: A; role: UIWindowSceneSessionRoleApplication>,
                <UISceneSession: 0x600003f60080; persistentIdentifier: B; role: UIWindowSceneSessionRoleApplication>
            )}
            next line
            """) { lines.append($0) }
        #expect(lines.map(\.number) == [1, 2, 3, 4, 5])
        #expect(lines[0].event?.sessions == ["0x600003f60040", "0x600003f60080"])
        #expect(lines[1].classification == .noise(.continuation))
        #expect(lines[3].classification == .noise(.continuation))
        #expect(lines[4].classification == .noise(.text))
    }

    @Test func jsonStringEscapesAreDecoded() {
        let decoded = JSONFieldReader.unescape(Array(#"a\"b\\c\/d\ne\u00e9\ud83d\ude00"#.utf8))
        #expect(String(decoding: decoded, as: UTF8.self) == "a\"b\\c/d\neé😀")
    }

    @Test func prettyJSONEventsAreReportedOnTheirMessageLine() throws {
        let events = try TraceParser.events(in: """
            [{
              "eventMessage" : "sceneDidBecomeActive(_:)",
              "processID" : 7,
              "timestamp" : "2024-03-02 10:02:15.151003+0100"
            },{
              "eventMessage" : "not an event",
              "processID" : 7
            }]
            """)
        #expect(events.count == 1)
        #expect(events.first?.location.line == 2)
        #expect(events.first?.pid == 7)
        #expect(events.first?.timestamp?.description == "2024-03-02T10:02:15.151003+01:00")
    }

    /// Two events printed at the same time of day on two dates keep their own dates (the parser
    /// reuses a timestamp's date only for the same bytes up to the seconds).
    @Test func eventsAtOneTimeOfDayOnTwoDatesKeepTheirDates() throws {
        let events = try TraceParser.events(
            in: """
                2024-03-02 09:00:20.100000+0100 App[10:1] sceneWillEnterForeground(_:)
                2024-03-03 09:00:20.200000+0100 App[10:1] sceneDidBecomeActive(_:)
                """)
        #expect(events.map { $0.timestamp?.description } == ["2024-03-02T09:00:20.100000+01:00", "2024-03-03T09:00:20.200000+01:00"])
    }

    @Test func forcedStyleReadsOtherLinesAsPlain() throws {
        let events = try TraceParser.events(
            in: "2020-04-26 12:00:00.000000+0900 App[10:1] sceneDidBecomeActive(_:)",
            options: ParseOptions(inputStyle: .syslog))
        #expect(events.first?.pid == nil)
        #expect(events.first?.event == .sceneDidBecomeActive)
    }
}
