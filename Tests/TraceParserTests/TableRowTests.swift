import Testing
import TraceParser

/// Table exports: the time cell of a row is read, and a row printed one cell per line is one
/// event, however many of its cells name it.
@Suite struct TableRowTests {
    @Test(arguments: [
        ("| 10:00:01.120 | App | application(_:didFinishLaunchingWithOptions:) | launched |", "10:00:01.120"),
        ("| 7 | 2026-03-02 09:00:00.100 | Scene | sceneDidBecomeActive(_:) |", "2026-03-02T09:00:00.100"),
        ("2024-03-02T09:00:00Z,device-42,scene_did_become_active,Scene became active", "2024-03-02T09:00:00Z"),
        ("12,\"2024-03-02 09:00:00.5+0100\",scene_did_become_active", "2024-03-02T09:00:00.5+01:00"),
        ("2024-03-02 09:00:01.250\tapp_will_resign_active\tApp will resign active", "2024-03-02T09:00:01.250"),
        ("3;09:00:02;app-did-enter-background", "09:00:02"),
        ("<tr><td>09:00:03</td><td>sceneDidEnterBackground</td></tr>", "09:00:03"),
        ("<TD class=\"t\">09:00:04</TD><TD>sceneWillEnterForeground</TD>", "09:00:04"),
    ])
    func rowTimeIsRead(_ line: String, _ iso: String) throws {
        let events = try TraceParser.events(in: line)
        try #require(events.count == 1)
        #expect(events[0].timestamp?.description == iso)
    }

    @Test(arguments: [
        "sceneDidBecomeActive 10:00:01 | later",
        "10:00:01 sceneDidBecomeActive",
        "| App | application(_:didFinishLaunchingWithOptions:) | 10:00:01 |",
    ])
    func noTimeCellNoTime(_ line: String) throws {
        let events = try TraceParser.events(in: line)
        try #require(events.count == 1)
        #expect(events[0].timestamp == nil)
    }

    private func lines(_ text: String) throws -> [ParsedLine] {
        var lines: [ParsedLine] = []
        try TraceParser(options: ParseOptions(explain: true)).parse(text: text) { lines.append($0) }
        return lines
    }

    @Test func aRowOneCellPerLineIsOneEvent() throws {
        let parsed = try lines(
            """
            <tr>
              <td>10:00:01.100</td>
              <td>application(_:didFinishLaunchingWithOptions:)</td>
              <td>App did finish launching</td>
            </tr>
            <tr>
            <td>10:00:01.200</td>
            <td>sceneWillEnterForeground</td>
            <td>Scene will enter foreground</td>
            <td>session: 0x60000171c000 scene: 0x7fb2d4c09a10</td>
            </tr>
            """)
        let events = parsed.compactMap(\.event)
        #expect(events.map(\.event) == [.appDidFinishLaunching, .sceneWillEnterForeground])
        #expect(events.map(\.process) == [1, 1])
        #expect(events[1].scene == "0x7fb2d4c09a10")
        #expect(events[1].sessions == ["0x60000171c000"])
        #expect(parsed[3].classification == .noise(.continuation))
        #expect(parsed[3].explanation == "names the event of line 3 again in its table row")
        #expect(parsed[9].explanation == "continues the event on line 8")
    }

    @Test func aRowEndsAtItsClosingTag() throws {
        let events = try TraceParser.events(
            in: """
                <tr>
                  <td>sceneDidEnterBackground</td>
                </tr>
                <tr>
                  <td>sceneDidEnterBackground</td>
                  <td>second report</td>
                </tr>
                """)
        #expect(events.map(\.location.line) == [2, 5])
    }

    @Test func aCellNamingAnotherEventIsItsOwnEvent() throws {
        let events = try TraceParser.events(
            in: """
                <tr>
                  <td>sceneWillResignActive</td>
                  <td>sceneDidEnterBackground</td>
                </tr>
                """)
        #expect(events.map(\.event) == [.sceneWillResignActive, .sceneDidEnterBackground])
    }

    @Test func onlyCellsJoinTheirRow() throws {
        // An indented line that names the event again is not a table cell: two statements.
        let events = try TraceParser.events(
            in: """
                <td>sceneDidBecomeActive</td>
                  sceneDidBecomeActive done
                """)
        #expect(events.count == 2)
    }
}
