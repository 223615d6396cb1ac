import Testing

@testable import TraceParser

/// A table export's header row names the column that tells devices (users, installs) apart, and
/// each row's value in it makes its process.
@Suite struct TableHeaderTests {
    private func header(_ line: String) -> TableHeader? {
        Array(line.utf8).withUnsafeBytes { TableHeader($0) }
    }

    private func device(_ row: String, _ header: TableHeader) -> String? {
        Array(row.utf8).withUnsafeBytes { bytes in header.device(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) } }
    }

    @Test(arguments: [
        ("\"event_id\",\"timestamp\",\"device_id\",\"event\"", UInt8(ascii: ","), 2),
        ("time\tUser\tevent\tmessage", UInt8(ascii: "\t"), 1),
        ("installationId;time;event", UInt8(ascii: ";"), 0),
        ("| # | time | pid | event |", UInt8(ascii: "|"), 2),
        ("timestamp,udid,event", UInt8(ascii: ","), 1),
    ])
    func headersNameTheirDeviceColumn(_ line: String, _ separator: UInt8, _ column: Int) throws {
        let found = try #require(header(line))
        #expect(found.separator == separator)
        #expect(found.column == column)
    }

    @Test(arguments: [
        "time,event,message",  // no device column
        "device,event",  // two cells
        "2026-03-02 09:00:00 device 42 did become active",  // a sentence
    ])
    func otherLinesAreNoHeader(_ line: String) {
        #expect(header(line) == nil)
    }

    @Test func rowsGiveTheirDevice() throws {
        let csv = try #require(header("seq,time,device,event,message"))
        #expect(device("3,09:00:00,\"iPad, B\",scene_will_connect,\"a, b\"", csv) == "iPad, B")
        #expect(device("4,09:00:01, iPhone-7F3A ,scene_will_connect", csv) == "iPhone-7F3A")
        #expect(device("5,09:00:02,,scene_will_connect", csv) == nil)
        #expect(device("6,09:00:03", csv) == nil)
        let markdown = try #require(header("| time | user | event |"))
        #expect(device("| 09:00:00 | u-17 | sceneDidBecomeActive(_:) |", markdown) == "u-17")
    }

    @Test func devicesAreProcessesHoweverTheyInterleave() throws {
        let parser = try TraceParser()
        var events: [TraceEvent] = []
        try parser.parse(text: """
            time,device,event
            09:00:00,A,application_did_finish_launching
            09:00:01,B,application_did_finish_launching
            09:00:02,A,scene_did_become_active
            09:00:03,B,scene_did_become_active
            09:00:04,A,application_did_finish_launching
            09:00:05,B,scene_will_resign_active
            """) { if let event = $0.event { events.append(event) } }
        #expect(events.map(\.process) == [1, 2, 1, 2, 3, 2])
        #expect(events.map(\.device) == ["A", "B", "A", "B", "A", "B"])
        #expect(parser.statistics.processes.map(\.device) == ["A", "B", "A"])
        #expect(parser.statistics.processes.map(\.boundary) == [.file, .device, .launch])
        #expect(parser.statistics.processes.map(\.closes) == [[], [], [1]])
    }

    @Test func aFirstLineThatIsAnEventIsNoHeader() throws {
        let events = try TraceParser.events(in: """
            09:00:00,user,scene_did_become_active
            09:00:01,other,scene_will_resign_active
            """)
        #expect(events.map(\.device) == [nil, nil])
        #expect(events.map(\.process) == [1, 1])
    }
}
