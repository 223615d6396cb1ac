import Foundation
import Testing
import TraceCheckTestSupport
@testable import TraceParser

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

    /// The fraction kept as a number reads back exactly as printed: leading and trailing zeros,
    /// 19 digits (the most a number holds), longer ones, and text set through the property.
    @Test(arguments: ["", "0", "5", "000", "0001", "789012", "100000", "1234567890123456789", "00000000000000000001234", "12a"])
    func fractionReadsBackAsPrinted(_ fraction: String) throws {
        if fraction.allSatisfy(\.isNumber) {
            let printed = "2020-04-26 12:00:00" + (fraction.isEmpty ? "" : "." + fraction) + "Z"
            let read = try #require(Timestamp(bytes: Array(printed.utf8)))
            #expect(read.fraction == fraction)
            #expect(read.hasFraction == !fraction.isEmpty)
            #expect(read == Timestamp(year: 2020, month: 4, day: 26, hour: 12, minute: 0, second: 0, fraction: fraction, utcOffsetMinutes: 0))
        }
        var set = Timestamp(year: nil, month: nil, day: nil, hour: 1, minute: 2, second: 3, fraction: "9", utcOffsetMinutes: nil)
        set.fraction = fraction
        #expect(set.fraction == fraction)
        #expect(set.description == "01:02:03" + (fraction.isEmpty ? "" : "." + fraction))
    }

    /// The fraction takes the two words of the `String` it replaced: events keep their
    /// timestamp inline, and peak memory follows the events a long process keeps.
    @Test func fractionTakesTheRoomOfAString() {
        #expect(MemoryLayout<FractionDigits>.size == MemoryLayout<String>.size)
    }

    /// Equal fractions are equal timestamps with equal hashes, whichever way they were made;
    /// `1` and `10` and `01` are three fractions.
    @Test func fractionsAreEqualByTheirText() throws {
        func stamp(_ fraction: String) -> Timestamp {
            Timestamp(year: nil, month: nil, day: nil, hour: 0, minute: 0, second: 0, fraction: fraction, utcOffsetMinutes: nil)
        }
        let read = try #require(Timestamp(bytes: Array("00:00:00.250".utf8)))
        #expect(read == stamp("250"))
        #expect(read.hashValue == stamp("250").hashValue)
        #expect(Set(["1", "10", "01", "1"].map(stamp)).count == 3)
        let long = String(repeating: "3", count: 25)
        #expect(try #require(Timestamp(bytes: Array("00:00:00.\(long)".utf8))) == stamp(long))
    }

    /// `seconds` is what parsing the printed fraction as a decimal gives, bit for bit, for
    /// fractions of 1 to 24 digits (the same pseudo-random ones every run), and for text set
    /// through the property (none, not digits, an exponent, more than 19 digits).
    @Test func fractionSecondsAreTheDecimalsValue() throws {
        var generator = SplitMix64(seed: 29)
        for text in ["", "12a", "5e3", String(repeating: "9", count: 17), String(repeating: "7", count: 21)] {
            let stamp = Timestamp(year: nil, month: nil, day: nil, hour: 0, minute: 0, second: 0, fraction: text, utcOffsetMinutes: nil)
            #expect(stamp.seconds == (text.isEmpty ? 0 : Double("0." + text) ?? 0), "\(text)")
        }
        for length in 1...24 {
            for _ in 0..<200 {
                let fraction = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                let stamp = try #require(Timestamp(bytes: Array("00:00:00.\(fraction)".utf8)))
                #expect(stamp.seconds == (Double("0." + fraction) ?? -1), "\(fraction)")
            }
        }
    }

    /// The coding keeps the keys and values of the printed fields (`fraction` a string).
    @Test func codesThePrintedFields() throws {
        let stamp = try #require(Timestamp(bytes: Array("2020-04-26 12:34:56.000789+0900".utf8)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(stamp), as: UTF8.self)
        #expect(json == #"{"day":26,"fraction":"000789","hour":12,"minute":34,"month":4,"second":56,"utcOffsetMinutes":540,"year":2020}"#)
        #expect(try JSONDecoder().decode(Timestamp.self, from: Data(json.utf8)) == stamp)
        let bare = try #require(Timestamp(bytes: Array("12:34:56".utf8)))
        #expect(String(decoding: try encoder.encode(bare), as: UTF8.self) == #"{"fraction":"","hour":12,"minute":34,"second":56}"#)
    }
    /// A line's timestamp read after another one's that prints the same date and time of day
    /// (only its fraction and zone read again) is the timestamp read whole: longer and shorter
    /// tails, none, a tail that is no timestamp's, and other layouts in between.
    @Test func recentTimestampReadsAsAWholeReading() throws {
        let texts = [
            "2024-03-02 09:00:20.571682+0100", "2024-03-02 09:00:20.540171+0100", "2024-03-02 09:00:20.5+0100",
            "2024-03-02 09:00:20", "2024-03-02 09:00:20.5", "2024-03-02 09:00:20Z", "2024-03-02 09:00:201",
            "2024-03-02 09:00:20 trailing", "2024-03-02 09:00:20.1234567890123456789-0330", "2024-03-02 09:00:21.000001+0100",
            "2024-03-02 09:00:2", "Mar  2 09:41:02", "Mar  2 09:41:02.5", "15:36:32.043770+0500", "15:36:32,5", "15:36:32:129",
            "2024-03-02T09:00:20.1Z", "2024/03/02 09:00:20:129", "2024-03-02 09:00:20.571682+0100",
        ]
        var recent = RecentTimestamp()
        for text in texts {
            let whole = Timestamp(bytes: Array(text.utf8))
            let read = Array(text.utf8).withUnsafeBytes { recent.read($0) }
            #expect(read == whole, "\(text)")
            #expect(read?.description == whole?.description, "\(text)")
        }
    }

    /// The reuse compares every byte up to the seconds: the same time of day on another date (or
    /// another month of a syslog date) reads again, and a head kept from a line whose fraction or
    /// zone did not read is reused as a whole reading would read it.
    @Test(arguments: [
        [("2024-03-02 09:00:20.1", "2024-03-02T09:00:20.1"), ("2024-03-03 09:00:20.2", "2024-03-03T09:00:20.2"),
         ("2025-03-03 09:00:20.3", "2025-03-03T09:00:20.3"), ("2024-03-02 19:00:20.4", "2024-03-02T19:00:20.4")],
        [("Mar  2 09:41:02", "--03-02T09:41:02"), ("Apr  2 09:41:02", "--04-02T09:41:02")],
        [("2024-03-05 10:00:00 x", nil), ("2024-03-05 10:00:00.5", "2024-03-05T10:00:00.5")],
    ] as [[(String, String?)]])
    func recentTimestampComparesTheWholeHead(_ lines: [(String, String?)]) {
        var recent = RecentTimestamp()
        for (text, expected) in lines {
            let read = Array(text.utf8).withUnsafeBytes { recent.read($0) }
            #expect(read?.description == expected, "\(text)")
            #expect(read == Timestamp(bytes: Array(text.utf8)), "\(text)")
        }
    }
}

