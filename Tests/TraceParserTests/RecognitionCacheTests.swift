import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// Remembered readings are the readings themselves: every trace, and every recognition case
/// repeated, reads the same with no cache, with a one-slot cache (every message replaces the
/// last) and with the default one; and a repeated message is read once.
@Suite struct RecognitionCacheTests {
    /// Everything a parsed line says, for comparing two parses.
    private struct Reading: Equatable {
        let number: Int
        let classification: LineClassification
        let event: TraceEvent?
        let style: InputStyle
        let explanation: String?
        let text: String?

        init(_ line: ParsedLine) {
            (number, classification, event, style) = (line.number, line.classification, line.event, line.style)
            (explanation, text) = (line.explanation, line.text)
        }
    }

    private func lineByLine(_ path: String, slots: Int) throws -> [Reading] {
        let parser = try TraceParser(options: ParseOptions(explain: true, keepText: true), readings: RecognitionCache(slotCount: slots))
        var lines: [Reading] = []
        try parser.parse(path: path) { lines.append(Reading($0)) }
        return lines
    }

    private func blockScan(_ path: String, slots: Int) throws -> (events: [TraceEvent], statistics: ParseStatistics) {
        let parser = try TraceParser(options: ParseOptions(), readings: RecognitionCache(slotCount: slots))
        var events: [TraceEvent] = []
        try parser.parseEvents(path: path) { events.append($0) }
        return (events, parser.statistics)
    }

    private func expectSameWithAnyCache(_ path: String) throws {
        let uncached = try lineByLine(path, slots: 0)
        for slots in [1, 4096] {
            let cached = try lineByLine(path, slots: slots)
            let difference = zip(uncached, cached).first { $0 != $1 }
            #expect(difference == nil, "\(slots) slots, line \(difference?.0.number ?? 0)")
            #expect(cached.count == uncached.count)
        }
        let scanned = try blockScan(path, slots: 0)
        for slots in [1, 4096] {
            let cached = try blockScan(path, slots: slots)
            #expect(cached.events == scanned.events, "block scan, \(slots) slots")
            #expect(cached.statistics == scanned.statistics)
        }
    }

    @Test(arguments: Fixtures.files(under: "traces", suffix: ".log"))
    func tracesReadTheSame(_ log: String) throws {
        try expectSameWithAnyCache(Fixtures.path(log))
    }

    /// Every recognition, typo and glued-name case three times, between noise, under prefixes
    /// whose process names hold candidate words (so that the search starts in the prefix).
    @Test func repeatedCasesReadTheSame() throws {
        let spellings = RecognitionTests.spellings.map(\.line) + TypoTests.typos.map(\.0) + VocabularyTests.glued.map(\.line)
        var lines: [String] = []
        for round in 0..<3 {
            for (index, line) in spellings.enumerated() {
                let process = ["Diary", "WillowActive", "Scenery"][round]
                lines.append("2024-03-02 09:15:01.\(100_000 + index)+0100 \(process)[4021:1a2b3] \(line)")
                lines.append("User tapped cell at index path [0, \(index)]")
                lines.append(line)
            }
        }
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("repeated.log")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try expectSameWithAnyCache(file.path)
    }

    /// A message printed again is read once; the block scan does not filter a line whose
    /// message it remembers as an event; a message too long to remember is read every time.
    @Test func repeatedMessageIsReadOnce() throws {
        let message = "-[SceneDelegate sceneDidBecomeActive:] <UIWindowScene: 0x104b1c2d0>"
        let lines = (0..<100).map { "2024-03-02 09:15:01.\(100_000 + $0)+0100 Diary[4021:1a2b3] \(message)\nUser tapped a cell" }
        let parser = try TraceParser()
        try parser.parse(text: lines.joined(separator: "\n")) { _ in }
        #expect(parser.readings.misses == 2)  // the message and the noise line
        #expect(parser.readings.hits == 198)

        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("repeated.log")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let scanner = try TraceParser()
        var events = 0
        try scanner.parseEvents(path: file.path) { _ in events += 1 }
        #expect(events == 100)
        #expect(scanner.filterChecks == 1)

        let long = message + " " + String(repeating: "x", count: RecognitionCache.longestMessage)
        let longParser = try TraceParser()
        try longParser.parse(text: (0..<10).map { _ in long }.joined(separator: "\n")) { _ in }
        #expect(longParser.readings.hits == 0)
        #expect(longParser.statistics.events == 10)
    }

    /// Every recognition, typo and glued-name case with other digits in each masked pointer and
    /// number every round (the same shape, another text) reads as without the cache.
    @Test func sameShapeCasesReadTheSame() throws {
        let spellings = RecognitionTests.spellings.map(\.line) + TypoTests.typos.map(\.0) + VocabularyTests.glued.map(\.line)
        var random = SplitMix64(seed: 29)
        var lines: [String] = []
        var changed = 0
        for round in 0..<4 {
            for (index, line) in spellings.enumerated() {
                let variant = Self.otherDigits(in: line, random: &random)
                if variant != line { changed += 1 }
                lines.append("2024-03-02 09:15:0\(round).\(100_000 + index)+0100 Diary[4021:1a2b3] \(variant)")
            }
        }
        #expect(changed > 100)
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shapes.log")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try expectSameWithAnyCache(file.path)
    }

    /// `line` with random digits where its shape masks it (``MessageShape``).
    private static func otherDigits(in line: String, random: inout SplitMix64) -> String {
        var bytes = Array(line.utf8)
        let shape = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        defer { shape.deallocate() }
        bytes.withUnsafeBytes { _ = MessageShape.write($0, into: shape) }
        let digits = Array("123456789".utf8)
        let hex = Array("0123456789abcdef".utf8)
        for index in bytes.indices where shape[index] != bytes[index] {
            let choices = bytes[index] < 0x3A ? digits : hex
            bytes[index] = choices[Int(random.next() % UInt64(choices.count))]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A probe stays valid when another message is probed before it is used: the reading is
    /// filed under its own message's shape.
    @Test func interleavedProbesFileTheirOwnShape() {
        let cache = RecognitionCache(slotCount: 64)
        let first = Array("sceneDidBecomeActive <UIWindowScene: 0x1234>".utf8)
        let second = Array("Loaded 1234 entries".utf8)
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                guard let probeA = cache.probe(a, searchFrom: 0), cache.probe(b, searchFrom: 0) != nil else {
                    Issue.record("no probe")
                    return
                }
                _ = cache.reading(of: a, searchFrom: 0, probe: probeA) { .init(result: .noise(.text, how: "first")) }
                let again = Array("sceneDidBecomeActive <UIWindowScene: 0x9876>".utf8)
                again.withUnsafeBytes { (c: UnsafeRawBufferPointer) -> Void in
                    guard let probeC = cache.probe(c, searchFrom: 0) else {
                        Issue.record("no probe")
                        return
                    }
                    let hit = cache.remembered(c, searchFrom: 0, probe: probeC)
                    #expect(hit?.isSameText == false)
                    if case let .noise(_, how)? = hit?.reading.result { #expect(how == "first") } else { Issue.record("not remembered") }
                }
            }
        }
    }

    /// Messages of one shape with other pointers and numbers: each reads as it would alone (its
    /// own scene, session, view controller), and all but the first come from the cache.
    @Test func sameShapeReadsItsOwnIdentities() throws {
        let lines = (0..<50).map { run in
            let pointer = String(0x1_0400_0000 + run * 0x1_2345, radix: 16)
            return [
                "2024-03-02 09:15:01.\(100_000 + run)+0100 Diary[\(4000 + run):1a2b3] -[SceneDelegate sceneWillEnterForeground:] <UIWindowScene: 0x\(pointer); persistentIdentifier: \(700 + run)-AB>",
                "2024-03-02 09:15:02.\(100_000 + run)+0100 Diary[\(4000 + run):1a2b3] <FeedViewController: 0x\(pointer)> viewDidAppear took \(100 + run * 7) ms",
                "2024-03-02 09:15:03.\(100_000 + run)+0100 Diary[\(4000 + run):1a2b3] [Analytics] sceneDidBecomeActive handler took \(297 + run) ms",
            ].joined(separator: "\n")
        }
        let text = lines.joined(separator: "\n")
        let parser = try TraceParser()
        var cached: [TraceEvent] = []
        try parser.parse(text: text) { if let event = $0.event { cached.append(event) } }
        #expect(parser.readings.misses == 3)
        #expect(parser.readings.shapeHits == 147)
        var options = ParseOptions()
        options.remembersReadings = false
        var uncached: [TraceEvent] = []
        try TraceParser(options: options).parse(text: text) { if let event = $0.event { uncached.append(event) } }
        #expect(cached == uncached)
        #expect(Set(cached.compactMap(\.scene)).count == 50)
        #expect(Set(cached.compactMap(\.viewControllerInstance)).count == 50)
        #expect(cached.last?.scene == nil)

        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shapes.log")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try expectSameWithAnyCache(file.path)
    }
}

/// What a message's shape masks: standalone pointers and numbers of three digits or more, byte
/// for byte; nothing inside a word, no one- or two-digit number.
@Suite struct MessageShapeTests {
    static let cases: [(message: String, shape: String)] = [
        ("<UIWindowScene: 0x10ce1a2a7>", "<UIWindowScene: 0x000000000>"),
        ("took 297 ms, 6464 rows", "took 000 ms, 0000 rows"),
        ("state (rawValue: 2) at 12:34:56", "state (rawValue: 2) at 12:34:56"),
        ("VC123 loaded, a0x1f, 0x1fz, 123abc, abc123", "VC123 loaded, a0x1f, 0x1fz, 123abc, abc123"),
        ("2024-03-02 1.5 3.14159", "0000-03-02 1.5 3.00000"),
        ("0X1F 0x 0xg 10x12", "0X1F 0x 0xg 10x12"),
        ("é123 123é", "é123 123é"),
        ("[C7999] [7999] id=6F1C6620", "[C7999] [0000] id=6F1C6620"),
        ("", ""),
        ("a 0x1", "a 0x0"),
        ("it'123 Foo.123: 000", "it'000 Foo.000: 000"),
    ]

    @Test(arguments: cases)
    func masks(_ example: (message: String, shape: String)) {
        let bytes = Array(example.message.utf8)
        let shape = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        defer { shape.deallocate() }
        let masked = bytes.withUnsafeBytes { MessageShape.write($0, into: shape) }
        #expect(String(decoding: shape[..<bytes.count], as: UTF8.self) == example.shape)
        #expect(masked == (example.message != example.shape || example.message.hasSuffix(" 000")))
    }
}
