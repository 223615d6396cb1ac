@testable import Conformance
import Foundation
import Testing
import TraceParser

/// The time an export gives an event: RFC 3339 with a zone for every line, whatever it printed.
@Suite struct ExportTimeTests {
    private static func timestamp(_ text: String) -> Timestamp? { Timestamp(bytes: Array(text.utf8)) }

    @Test(arguments: [
        // A date with a zone: as printed.
        ("2020-04-26 12:34:56.789012+0900", 7, "2020-04-26T12:34:56.789012+09:00"),
        ("2024-03-02T11:00:07.500Z", 7, "2024-03-02T11:00:07.500Z"),
        ("2024-03-02 11:00:07.500-0330", 7, "2024-03-02T11:00:07.500-03:30"),
        // A date without a zone: UTC.
        ("2015-10-29 17:47:05.362", 7, "2015-10-29T17:47:05.362Z"),
        // No year (syslog) or no date (Xcode's console): 1970-01-01 with the time of day.
        ("Mar 14 10:11:12", 7, "1970-01-01T10:11:12Z"),
        ("Feb 29 23:59:59", 7, "1970-01-01T23:59:59Z"),
        ("15:36:32.043770+0500", 7, "1970-01-01T15:36:32.043770+05:00"),
        // Out of range: the line's time.
        ("2020-02-30 10:00:00", 7, "1970-01-01T00:00:00.007Z"),
        ("2020-13-01 10:00:00", 7, "1970-01-01T00:00:00.007Z"),
        ("25:61:00", 1234, "1970-01-01T00:00:01.234Z"),
        ("0000-01-01 10:00:00", 7, "1970-01-01T00:00:00.007Z"),
        ("2020-01-01 10:00:00+1500", 7, "1970-01-01T00:00:00.007Z"),
    ])
    func printedTimes(_ printed: String, _ line: Int, _ expected: String) throws {
        let timestamp = try #require(Self.timestamp(printed), "\(printed)")
        #expect(ExportTime.text(timestamp, line: line) == expected)
    }

    /// A date past year 9999 (milliseconds read as seconds by a custom `epoch` layout) is out of
    /// range: RFC 3339 has four-digit years.
    @Test func aYearOfFiveDigitsIsOutOfRange() throws {
        let layout = try TimestampLayout("epoch")
        let bytes = Array("1700000000000".utf8)
        let timestamp = try #require(bytes.withUnsafeBytes { layout.timestamp($0) })
        #expect((timestamp.year ?? 0) > 9999)
        #expect(ExportTime.text(timestamp, line: 3) == "1970-01-01T00:00:00.003Z")
    }

    /// Without a timestamp, 1970-01-01T00:00:00Z plus the line number in milliseconds: the
    /// file's order, also past a day of lines.
    @Test(arguments: [
        (1, "1970-01-01T00:00:00.001Z"), (61_001, "1970-01-01T00:01:01.001Z"), (3_723_004, "1970-01-01T01:02:03.004Z"),
        (86_400_000, "1970-01-02T00:00:00.000Z"), (86_400_000 * 40 + 5, "1970-02-10T00:00:00.005Z"),
    ])
    func linesWithoutATimestamp(_ line: Int, _ expected: String) {
        #expect(ExportTime.text(nil, line: line) == expected)
    }

    /// Every time written is one RFC 3339 and XML Schema's dateTime read (the schema tests check
    /// whole exports; this checks the form on many printed values at once).
    @Test func everyTimeHasADateATimeAndAZone() {
        let form = try! NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#)
        for hour in [0, 9, 23, 24, 99] {
            for offset in ["", "Z", "+0000", "-1400", "+1401"] {
                let printed = "2021-06-0\(hour % 9 + 1) \(hour < 10 ? "0" : "")\(hour):05:06.7\(offset)"
                guard let timestamp = Self.timestamp(printed) else { continue }
                let text = ExportTime.text(timestamp, line: hour)
                #expect(form.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(printed) → \(text)")
            }
        }
    }
}
