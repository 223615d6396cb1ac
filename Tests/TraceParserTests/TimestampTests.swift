import Testing
import TraceParser

@Suite struct TimestampTests {
    @Test(arguments: [
        ("2020-04-26 12:34:56.789012+0900", "2020-04-26T12:34:56.789012+09:00"),
        ("2015-10-29 17:47:05.362", "2015-10-29T17:47:05.362"),
        ("2024-01-01T12:00:00.123Z", "2024-01-01T12:00:00.123Z"),
        ("15:36:32.043770+0500", "15:36:32.043770+05:00"),
        ("Mar  2 09:41:02", "--03-02T09:41:02"),
        ("2024-03-02 09:15:01.512230-0330", "2024-03-02T09:15:01.512230-03:30"),
    ])
    func keepsPrecisionAndZone(_ printed: String, _ iso: String) throws {
        let timestamp = try #require(Timestamp(bytes: Array(printed.utf8)))
        #expect(timestamp.description == iso)
    }

    @Test func rejectsWhatIsNotATimestamp() {
        #expect(Timestamp(bytes: Array("12:34".utf8)) == nil)
        #expect(Timestamp(bytes: Array("2020-04-26 12:34:56 trailing".utf8)) == nil)
    }

    @Test func secondsAccountForTheZone() throws {
        let tokyo = try #require(Timestamp(bytes: Array("2020-04-26 12:00:00.5+0900".utf8)))
        let utc = try #require(Timestamp(bytes: Array("2020-04-26 03:00:00.5Z".utf8)))
        #expect(tokyo.seconds == utc.seconds)
        #expect(utc.seconds == 1_587_870_000.5)
    }
}
