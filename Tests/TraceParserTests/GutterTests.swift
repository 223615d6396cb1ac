import Testing

@testable import TraceParser

/// A prefix behind a gutter (a log pasted into a quote, a comment, a list) is read behind it;
/// lines whose gutter hides no prefix stay as they were (synthetic lines).
@Suite struct GutterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        let pid: Int?
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "> 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "> > 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: " * 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "// 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "- 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "12. 2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "    2026-02-10 14:03:11.201 Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "> Bookshelf[5120:88123] sceneDidBecomeActive(_:)", pid: 5120),
        Case(line: "2026-02-10 14:03:11.201 Bookshelf[5120:88123]sceneDidBecomeActive(_:)", pid: 5120),
        // No prefix behind the gutter: the line is read as it is.
        Case(line: "> sceneDidBecomeActive(_:)", pid: nil),
        Case(line: "- [ ] check sceneDidBecomeActive(_:)", pid: nil),
        Case(line: "  sceneDidBecomeActive(_:) // 12 calls", pid: nil),
        Case(line: "1. sceneDidBecomeActive(_:)", pid: nil),
    ]

    @Test(arguments: cases)
    func prefixIsReadBehindTheGutter(_ testCase: Case) throws {
        var events: [TraceEvent] = []
        try TraceParser().parse(text: testCase.line) { if let event = $0.event { events.append(event) } }
        let event = try #require(events.first)
        #expect(event.event == .sceneDidBecomeActive)
        #expect(event.pid == testCase.pid)
    }
}
