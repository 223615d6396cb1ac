import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// Formats from `.tracecheck.yml`: a structured logger read through its `event` group and the
/// app's spellings, a layout whose message is read as any message, the same events by the block
/// scan and line by line, bad patterns, and the limits on catastrophic ones.
@Suite struct CustomFormatTests {
    static let structured = #"LC\|obj=(?<subject>0x[0-9a-f]+)\|ev=(?<event>\w+)(?:\|recv=(?<receiver>\w+))?(?:\|state=(?<state>\w+))?$"#
    static let spellings: [String: LifecycleEvent] = [
        "conn": .sceneWillConnect, "fg": .sceneWillEnterForeground, "act": .sceneDidBecomeActive, "launch": .appDidFinishLaunching,
    ]
    static let layout = #"\[(?<timestamp>[^\]]+)\] (?<level>[A-Z]+) (?<process>\w+)\((?<pid>\d+):(?<tid>\w+)\) (?<message>.*)"#

    private func options(_ formats: [CustomFormat]) -> ParseOptions {
        var options = ParseOptions(explain: true)
        options.custom = CustomFormats(formats: formats, spellings: Self.spellings)
        return options
    }

    private func lines(_ text: String, _ formats: [CustomFormat]) throws -> [ParsedLine] {
        var lines: [ParsedLine] = []
        try TraceParser(options: options(formats)).parse(text: text) { lines.append($0) }
        return lines
    }

    @Test func structuredLinesAreEventsByTheirEventGroup() throws {
        let format = try CustomFormat(name: "lc", pattern: Self.structured)
        let read = try lines(
            """
            LC|obj=0x1|ev=launch
            LC|obj=0x2a|ev=conn
            LC|obj=0x2a|ev=fg|state=background
            LC|obj=0x2a|ev=sceneDidBecomeActive|state=foregroundActive
            LC|obj=0x2a|ev=didEnterBackground|recv=scene
            LC|obj=0x2a|ev=scene.didDisconnect
            LC|obj=0x2a|ev=refresh
            the app printed this
            """, [format])
        #expect(read.map(\.event?.event) == [
            .appDidFinishLaunching, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneDidEnterBackground,
            .sceneDidDisconnect, nil, nil,
        ])
        #expect(read[2].event?.scene == "0x2a")
        #expect(read[2].event?.activationState == .background)
        #expect(read[3].event?.activationState == .foregroundActive)
        #expect(read[1].style == .custom)
        #expect(read[2].explanation?.contains("format 'lc'; event group 'fg' spelled in callbacks:") == true)
        // An unmapped word is counted as unrecognized, with the reason (it was silent noise).
        #expect(read[6].classification == .unrecognized(.unmappedEvent))
        #expect(read[6].explanation?.contains("event 'refresh' is not a life-cycle callback (map it under callbacks:, or to noise)") == true)
        #expect(read[7].style != .custom)
    }

    /// A word mapped to `noise` is noise; a phase word alone is not re-routed to a SwiftUI
    /// phase (it could be the app's or a scene's) unless the receiver group says phase.
    @Test func unmappedWordsAreNeverReRouted() throws {
        let format = try CustomFormat(name: "lc", pattern: Self.structured)
        var options = options([format])
        options.custom.noiseWords = ["refresh"]
        var read: [ParsedLine] = []
        try TraceParser(options: options).parse(
            text: "LC|obj=0x1|ev=refresh\nLC|obj=0x1|ev=background\nLC|obj=0x1|ev=background|recv=scenePhase\nLC|obj=0x1|ev=active\nLC|obj=0x1|ev=Refresh\n"
        ) { read.append($0) }
        #expect(read[4].classification == .noise(.outsideModel), "noise words are read in any case, as spellings are")
        #expect(read[0].classification == .noise(.outsideModel))
        #expect(read[0].explanation?.contains("event 'refresh' is noise (callbacks:)") == true)
        #expect(read[1].classification == .unrecognized(.ambiguousReceiver))
        #expect(read[1].explanation?.contains("event 'background' could be the app's, a scene's or a SwiftUI phase") == true)
        #expect(read[2].event?.event == .phaseBackground)
        #expect(read[3].event == nil)
    }

    @Test func layoutMessagesAreReadAsAnyMessage() throws {
        let format = try CustomFormat(name: "bracket", pattern: Self.layout, timestampLayout: try TimestampLayout("%d/%m/%Y %H:%M:%S.%f"))
        let read = try lines(
            """
            [02/03/2024 09:15:01.250] INFO Diary(4021:main) -[SceneDelegate sceneWillEnterForeground:] <UIWindowScene: 0x104b1c2d0>
            [02/03/2024 09:15:01.300] INFO Diary(4021:main) loaded 3 entries
            """, [format])
        let event = try #require(read[0].event)
        #expect(event.event == .sceneWillEnterForeground)
        #expect(event.scene == "0x104b1c2d0")
        #expect(event.pid == 4021)
        #expect(event.thread == "main")
        #expect(event.processName == "Diary")
        #expect(event.timestamp?.description == "2024-03-02T09:15:01.250")
        #expect(read[0].explanation?.hasPrefix("format 'bracket' message;") == true)
        #expect(read[1].classification == .noise(.text))
    }

    /// The block scan finds structured lines, which name no callback, and agrees with reading
    /// every line, among noise and built-in lines, over several read blocks.
    @Test func blockScanAgreesWithLineByLine() throws {
        let formats = [try CustomFormat(name: "lc", pattern: Self.structured), try CustomFormat(name: "bracket", pattern: Self.layout)]
        var text: [String] = []
        for index in 0..<20_000 {
            text.append("noise line \(index) with nothing in it")
            text.append(["LC|obj=0x2a|ev=fg|state=background", "LC|obj=0x2a|ev=act", "LC|obj=0x3|ev=refresh"][index % 3])
            text.append("[02/03/2024 09:15:01.250] INFO Diary(4021:main) sceneDidEnterBackground(_:) <UIWindowScene: 0x2a>")
            if index % 5 == 0 { text.append("  an indented LC|obj=0x2a|ev=fg line") }
        }
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("custom.log")
        try text.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let scanner = try TraceParser(options: options(formats))
        var fast: [TraceEvent] = []
        try scanner.parseEvents(path: file.path) { fast.append($0) }
        let reader = try TraceParser(options: options(formats))
        var slow: [TraceEvent] = []
        try reader.parse(path: file.path) { if let event = $0.event { slow.append(event) } }
        #expect(fast.count == (0..<20_000).filter { $0 % 3 != 2 }.count + 20_000)
        #expect(fast == slow)
        #expect(scanner.statistics == reader.statistics)
    }

    /// A structured format whose pattern can match the empty end of a block (`…|\z`) adds no
    /// line there: line numbers and counts stay those of the line-by-line reading.
    @Test func aMatchAtTheEndOfABlockIsNoLine() throws {
        let format = try CustomFormat(name: "end", pattern: #"LC\|ev=(?<event>\w+)|\z"#)
        let text = (0..<30_000).map { $0 % 3 == 0 ? "LC|ev=fg" : "noise line \($0)" }.joined(separator: "\n") + "\n"
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("end.log")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let scanner = try TraceParser(options: options([format]))
        var fast: [Int] = []
        try scanner.parseEvents(path: file.path) { fast.append($0.location.line) }
        let reader = try TraceParser(options: options([format]))
        var slow: [Int] = []
        try reader.parse(path: file.path) { if let event = $0.event { slow.append(event.location.line) } }
        #expect(fast.count == 10_000)
        #expect(fast == slow)
        #expect(scanner.statistics.lines == 30_000)
        #expect(scanner.statistics == reader.statistics)
    }

    /// A log of structured lines that name no callback costs one search for candidates per
    /// block, not one per line (that made 200k such lines take 16 s).
    @Test func structuredLinesWithoutCandidatesAreLinearWork() throws {
        let format = try CustomFormat(name: "lc", pattern: Self.structured)
        let text = (0..<50_000).map { "LC|obj=0x\($0 % 4)|ev=\(["fg", "conn"][$0 % 2])" }.joined(separator: "\n")
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("structured.log")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let parser = try TraceParser(options: options([format]))
        var events = 0
        try parser.parseEvents(path: file.path) { _ in events += 1 }
        #expect(events == 50_000)
        #expect(parser.candidateSearches <= 4)
    }

    @Test func badPatternsAreErrors() throws {
        #expect(throws: CustomFormatError.pattern(offset: 11, message: "missing closing parenthesis")) {
            try CustomFormat(name: "x", pattern: "(?<message>")
        }
        #expect(throws: CustomFormatError.unknownGroup("msg")) { try CustomFormat(name: "x", pattern: "(?<msg>.*)") }
        #expect(throws: CustomFormatError.noMessage) { try CustomFormat(name: "x", pattern: "(?<pid>\\d+)") }
    }

    /// A catastrophic pattern costs a bounded time per line and classifies it match-limit.
    @Test func catastrophicPatternHitsTheLimit() throws {
        let format = try CustomFormat(name: "slow", pattern: "(?<message>(a+)+$)")
        var options = options([format])
        options.custom.limits = PatternLimits(match: 10_000)
        let parser = try TraceParser(options: options)
        var read: [ParsedLine] = []
        let line = String(repeating: "a", count: 5_000) + "b"
        try parser.parse(text: [line, line, "aaa"].joined(separator: "\n")) { read.append($0) }
        #expect(read[0].classification == .unrecognized(.matchLimit))
        #expect(read[0].explanation?.hasPrefix("format 'slow': ") == true)
        #expect(parser.statistics.unrecognized[.matchLimit] == 2)
        #expect(read[2].style == .custom)
    }

    @Test(arguments: [
        ("%Y-%m-%d %H:%M:%S.%f%z", "2024-03-02 09:15:01.250+0100", "2024-03-02T09:15:01.250+01:00"),
        ("%d/%m/%Y %H:%M:%S", "2/3/2024 09:15:01", "2024-03-02T09:15:01"),
        ("%b %e %H:%M:%S", "Mar  2 09:15:01", "--03-02T09:15:01"),
        ("%H:%M:%S,%f", "09:15:01,5", "09:15:01.5"),
        ("epoch", "1709370901.25", "2024-03-02T09:15:01.25Z"),
        ("epoch_ms", "1709370901250", "2024-03-02T09:15:01.250Z"),
        ("iso8601", "2024-03-02T09:15:01Z", "2024-03-02T09:15:01Z"),
    ])
    func timestampLayouts(_ layout: String, _ printed: String, _ expected: String) throws {
        var printed = printed
        let timestamp = try printed.withUTF8 { try TimestampLayout(layout).timestamp(UnsafeRawBufferPointer($0)) }
        #expect(timestamp?.description == expected)
    }

    @Test func badLayoutsAreErrors() {
        #expect(throws: TimestampLayoutError.self) { try TimestampLayout("%H:%M:%Q") }
        #expect(throws: TimestampLayoutError.self) { try TimestampLayout("%Y-%m-%d") }
        var text = "09:15"
        #expect(text.withUTF8 { (try? TimestampLayout("%H:%M:%S"))?.timestamp(UnsafeRawBufferPointer($0)) } == nil)
    }
}
