import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// One call logged in several statements (a macro that tags each message with its function)
/// is one event; a real double stays two (synthetic logs).
@Suite struct BurstTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let log: String
        /// The lines that are events.
        let events: [Int]
        var testDescription: String { name }
    }

    private static let tag = "[-[AppDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:]]"

    static let cases: [Case] = [
        Case(name: "three statements of one call", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01.000210+0100 MyApp[100:7011] \(tag) payload: {
            2024-03-01 10:00:01.000380+0100 MyApp[100:7011] \(tag) handled
            """, events: [1]),
        Case(name: "the same text again is a second call", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01.000100+0100 MyApp[100:7011] \(tag) received
            """, events: [1, 2]),
        Case(name: "another thread is another call", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01.000100+0100 MyApp[100:7012] \(tag) handled
            """, events: [1, 2]),
        Case(name: "after the instant it is another call", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01.200000+0100 MyApp[100:7011] \(tag) handled
            """, events: [1, 2]),
        Case(name: "without timestamps nothing says one instant", log: """
            MyApp[100:7011] \(tag) received
            MyApp[100:7011] \(tag) handled
            """, events: [1, 2]),
        Case(name: "two view controllers in one instant are two calls", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] <MyApp.TabController: 0x7f01> viewWillAppear(_:)
            2024-03-01 10:00:01.000150+0100 MyApp[100:7011] <MyApp.FeedViewController: 0x7f02> viewWillAppear(_:)
            """, events: [1, 2]),
        Case(name: "timestamps to the second say no instant", log: """
            2024-03-01 10:00:01+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01+0100 MyApp[100:7011] \(tag) handled
            """, events: [1, 2]),
        Case(name: "UIKit's messages are never statements of one call", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] Can't end BackgroundTask: no background task exists with identifier 9 (0x9), or it may have already been ended.
            2024-03-01 10:00:01.000100+0100 MyApp[100:7011] Can't end BackgroundTask: no background task exists with identifier 10 (0xa), or it may have already been ended.
            """, events: [1, 2]),
        Case(name: "another spelling of the callback is another statement, not a burst", log: """
            2024-03-01 10:00:01.000000+0100 MyApp[100:7011] \(tag) received
            2024-03-01 10:00:01.000100+0100 MyApp[100:7011] application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
            """, events: [1, 2]),
    ]

    @Test(arguments: cases)
    func burstsAreOneCall(_ testCase: Case) throws {
        let parser = try TraceParser(options: ParseOptions(explain: true))
        var lines: [ParsedLine] = []
        try parser.parse(text: testCase.log) { lines.append($0) }
        #expect(lines.filter { $0.event != nil }.map(\.number) == testCase.events)
        for line in lines where line.classification == .noise(.continuation) {
            #expect(line.explanation?.contains("one call with line 1: the same function tag, thread and instant, another text") == true)
        }
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("burst.log").path
        try testCase.log.write(toFile: path, atomically: false, encoding: .utf8)
        var scanned: [Int] = []
        try TraceParser().parseEvents(path: path) { scanned.append($0.location.line) }
        #expect(scanned == testCase.events)
    }
}
