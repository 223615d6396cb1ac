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
}
