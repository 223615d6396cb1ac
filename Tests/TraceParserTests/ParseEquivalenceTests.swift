import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

/// The block scan (`parseEvents`) must find exactly what the line-by-line path (`parse(path:onLine:)`)
/// finds: same events, same counts. This is what keeps ``LinePatterns/candidateLiterals`` honest.
@Suite struct ParseEquivalenceTests {
    private func bothPaths(_ path: String) throws -> (fast: [TraceEvent], slow: [TraceEvent], fastStats: ParseStatistics, slowStats: ParseStatistics) {
        let fastParser = try TraceParser()
        var fast: [TraceEvent] = []
        try fastParser.parseEvents(path: path) { fast.append($0) }
        let slowParser = try TraceParser()
        var slow: [TraceEvent] = []
        try slowParser.parse(path: path) { if let event = $0.event { slow.append(event) } }
        return (fast, slow, fastParser.statistics, slowParser.statistics)
    }

    /// The first event where the two paths differ, described briefly (nil when they agree).
    private func firstDifference(_ fast: [TraceEvent], _ slow: [TraceEvent]) -> String? {
        for (a, b) in zip(fast, slow) where a != b {
            return "block scan: line \(a.location.line) \(a.event.rawValue); line by line: line \(b.location.line) \(b.event.rawValue) (\(b.raw))"
        }
        if fast.count != slow.count {
            let extra = (fast.count > slow.count ? fast : slow)[min(fast.count, slow.count)]
            return "\(fast.count) vs \(slow.count) events; first unmatched: line \(extra.location.line) \(extra.raw)"
        }
        return nil
    }

    @Test(arguments: Fixtures.files(under: "traces", suffix: ".log"))
    func traceFilesAgree(_ log: String) throws {
        let result = try bothPaths(Fixtures.path(log))
        #expect(firstDifference(result.fast, result.slow) == nil)
        #expect(result.fastStats == result.slowStats)
    }

    /// Every recognition, typo and glued-name case, each between noise lines, with CRLF endings and no final newline,
    /// in a file large enough to span several read blocks.
    @Test func recognitionCasesAgreeInBulk() throws {
        var lines: [String] = []
        let spellings = RecognitionTests.spellings.map(\.line) + TypoTests.typos.map(\.0) + VocabularyTests.glued.map(\.line)
        for (index, line) in spellings.enumerated() {
            lines.append("2024-03-02 09:15:01.\(100_000 + index)+0100 Diary[4021:1a2b3] [Network] GET /entries?page=\(index) 200")
            lines.append(line)
            lines.append("[SceneConfiguration] Info.plist contained no UIScene configuration dictionary")
            lines.append("User tapped cell at index path [0, \(index)]")
        }
        let body = Array(repeating: lines.joined(separator: "\r\n"), count: 200).joined(separator: "\r\n")
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bulk.log")
        try body.write(to: file, atomically: true, encoding: .utf8)
        let result = try bothPaths(file.path)
        #expect(firstDifference(result.fast, result.slow) == nil)
        #expect(result.fastStats == result.slowStats)
        #expect(result.slowStats.lines == lines.count * 200)
    }
}
