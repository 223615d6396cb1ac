/// A timestamp as printed in a log line, kept at the precision and zone it was printed with.
public struct Timestamp: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The calendar date, when the line prints one (month and day only for syslog's `Mar 14`).
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// The fractional-second digits exactly as printed (`"789012"`), empty when none.
    public var fraction: String {
        get { digits.text }
        set { digits = FractionDigits(newValue) }
    }
    /// The offset from UTC in minutes, when the line prints a zone.
    public var utcOffsetMinutes: Int?
    /// ``fraction``, kept as its value where it is digits: reading a line's timestamp builds no
    /// `String`, and ``seconds`` parses none.
    private var digits: FractionDigits

    /// Whether the timestamp prints a fraction of a second.
    public var hasFraction: Bool { !digits.isEmpty }

    /// The ISO 8601 form: `2020-04-26T12:34:56.789012+09:00`, `2015-10-29T17:47:05.362` without
    /// a zone, `--03-14T10:11:12` without a year, or `15:36:32.043770+05:00` for a time alone.
    public var description: String {
        var text = ""
        if let month, let day {
            text += year.map { pad($0, 4) } ?? "-"
            text += "-\(pad(month, 2))-\(pad(day, 2))T"
        }
        text += "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        if hasFraction { text += ".\(fraction)" }
        if let offset = utcOffsetMinutes {
            if offset == 0 {
                text += "Z"
            } else {
                text += offset < 0 ? "-" : "+"
                text += "\(pad(abs(offset) / 60, 2)):\(pad(abs(offset) % 60, 2))"
            }
        }
        return text
    }

    /// Seconds since 1970-01-01T00:00:00Z when the date and zone are known, otherwise seconds
    /// since midnight of the printed (local) day; use it to order and measure gaps.
    public var seconds: Double {
        let timeOfDay = Double(hour * 3600 + minute * 60 + second) + digits.value
        guard let year, let month, let day else { return timeOfDay - Double((utcOffsetMinutes ?? 0) * 60) }
        let days = Self.daysFromCivil(year: year, month: month, day: day)
        return Double(days) * 86_400 + timeOfDay - Double((utcOffsetMinutes ?? 0) * 60)
    }

    /// Parses the timestamp forms that log prefixes use. Returns nil for anything else.
    /// - Parameter bytes: The timestamp text, for example `2020-04-26 12:34:56.789012+0900`.
    public init?(bytes: [UInt8]) {
        guard let parsed = bytes.withUnsafeBytes({ Timestamp(bytes: $0) }) else { return nil }
        self = parsed
    }

    /// Parses the timestamp forms that log prefixes use. Returns nil for anything else.
    /// - Parameter bytes: The timestamp text, for example `2020-04-26 12:34:56.789012+0900`.
    public init?(bytes: UnsafeRawBufferPointer) {
        var scanner = ByteScanner(bytes)
        guard let head = Self.readHead(&scanner), let tail = Self.readTail(&scanner) else { return nil }
        self.init(head, tail)
    }

    /// A timestamp from its date and time of day and what follows the seconds.
    init(_ head: Head, _ tail: Tail) {
        (year, month, day, hour, minute, second) = (head.year, head.month, head.day, head.hour, head.minute, head.second)
        (digits, utcOffsetMinutes) = (tail.digits, tail.utcOffsetMinutes)
    }

    /// The date (when printed) and the time of day up to the seconds.
    typealias Head = (year: Int?, month: Int?, day: Int?, hour: Int, minute: Int, second: Int)
    /// What follows the seconds: a fraction and a zone.
    typealias Tail = (digits: FractionDigits, utcOffsetMinutes: Int?)

    /// Reads the date and time of day up to the seconds: the bytes read up to there decide them
    /// and where reading goes on (``RecentTimestamp`` reuses them for a line that starts with
    /// the same bytes). It must never decide on a byte it does not consume (no look-ahead past
    /// the seconds, no check of the buffer's length beyond them): the reuse relies on it.
    static func readHead(_ scanner: inout ByteScanner) -> Head? {
        var year: Int?, month: Int?, day: Int?
        if let y = scanner.digits(4) {
            // `2020-04-26 12:…`, `2020-04-26T12:…`, or CocoaLumberjack's `2022/08/31 13:…`.
            let separator: UInt8 = scanner.skip(0x2F) ? 0x2F : 0x2D
            guard separator == 0x2F || scanner.skip(0x2D), let m = scanner.digits(2), scanner.skip(separator),
                let d = scanner.digits(2), scanner.skip(0x20) || scanner.skip(0x54)
            else { return nil }
            (year, month, day) = (y, m, d)
        } else if let m = scanner.monthName() {
            scanner.skipSpaces()
            guard let d = scanner.digits(upTo: 2), scanner.skip(0x20) else { return nil }
            (year, month, day) = (nil, m, d)
        }
        guard let h = scanner.digits(2), scanner.skip(0x3A), let mi = scanner.digits(2),
            scanner.skip(0x3A), let s = scanner.digits(2)
        else { return nil }
        return (year, month, day, h, mi, s)
    }

    /// Reads what follows the seconds to the end: nil when it is no fraction and zone.
    static func readTail(_ scanner: inout ByteScanner) -> Tail? {
        // `.789012`, `,362`, or CocoaLumberjack's `:129`.
        let digits = scanner.skip(0x2E) || scanner.skip(0x2C) || scanner.skip(0x3A) ? scanner.fractionDigits() : FractionDigits()
        let zone = scanner.zone()
        return scanner.atEnd ? (digits, zone) : nil
    }

    /// A timestamp from its fields (the layouts of custom formats).
    public init(year: Int?, month: Int?, day: Int?, hour: Int, minute: Int, second: Int, fraction: String, utcOffsetMinutes: Int?) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        digits = FractionDigits(fraction)
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    /// A timestamp from its fields, the fraction as read from a line.
    init(year: Int?, month: Int?, day: Int?, hour: Int, minute: Int, second: Int, digits: FractionDigits, utcOffsetMinutes: Int?) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        self.digits = digits
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    private enum CodingKeys: String, CodingKey {
        case year, month, day, hour, minute, second, fraction, utcOffsetMinutes
    }

    // The keys and values of the synthesized coding of the fields as printed (``fraction`` a string).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        year = try container.decodeIfPresent(Int.self, forKey: .year)
        month = try container.decodeIfPresent(Int.self, forKey: .month)
        day = try container.decodeIfPresent(Int.self, forKey: .day)
        hour = try container.decode(Int.self, forKey: .hour)
        minute = try container.decode(Int.self, forKey: .minute)
        second = try container.decode(Int.self, forKey: .second)
        digits = FractionDigits(try container.decode(String.self, forKey: .fraction))
        utcOffsetMinutes = try container.decodeIfPresent(Int.self, forKey: .utcOffsetMinutes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(year, forKey: .year)
        try container.encodeIfPresent(month, forKey: .month)
        try container.encodeIfPresent(day, forKey: .day)
        try container.encode(hour, forKey: .hour)
        try container.encode(minute, forKey: .minute)
        try container.encode(second, forKey: .second)
        try container.encode(fraction, forKey: .fraction)
        try container.encodeIfPresent(utcOffsetMinutes, forKey: .utcOffsetMinutes)
    }

    /// The civil date of a day counted from 1970-01-01 (Howard Hinnant's algorithm, the inverse
    /// of ``daysFromCivil(year:month:day:)``).
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Whether every printed field is in range: a year 1–9999 (four digits), a month 1–12 and a day of it (any day of the
    /// month without a year: `Feb 29` is a day), hour 0–23, minute and second 0–59, a zone within
    /// ±14:00 (what RFC 3339 and XML Schema's `dateTime` accept; the parser reads the digits
    /// without judging them).
    public var isInRange: Bool {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return false }
        if let offset = utcOffsetMinutes, abs(offset) > 14 * 60 { return false }
        if let year, !(1...9999).contains(year) { return false }
        guard let month, let day else { return true }
        guard (1...12).contains(month), day >= 1 else { return false }
        let days = Self.daysFromCivil(year: year ?? 2000, month: month, day: day)
        return Self.civil(fromDays: days).day == day
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

/// A tiny cursor over ASCII bytes for fixed-layout fields such as timestamps.
struct ByteScanner {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(_ bytes: UnsafeRawBufferPointer, from index: Int = 0) {
        assert(index >= 0 && index <= bytes.count, "a scanner starts within its bytes")
        self.bytes = bytes
        self.index = index
    }

    var atEnd: Bool { index == bytes.count }

    /// The offset of the next byte to read.
    var position: Int { index }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 { index += 1 } }

    /// Exactly `count` decimal digits.
    @inline(__always)
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += count
        return value
    }

    /// One to `limit` decimal digits.
    mutating func digits(upTo limit: Int) -> Int? {
        var value = 0
        var count = 0
        while count < limit, index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// The decimal digits from here (none or more).
    mutating func fractionDigits() -> FractionDigits {
        let start = index
        var value: UInt64 = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            value = value &* 10 &+ UInt64(bytes[index] &- 0x30)
            index += 1
        }
        return FractionDigits(value: value, digits: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
    }

    /// `Z`, `+0900`, `+09:00` or `-05`; nil (and nothing consumed) when there is no zone.
    mutating func zone() -> Int? {
        if skip(0x5A) { return 0 }
        guard index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D else { return nil }
        let sign = bytes[index] == 0x2D ? -1 : 1
        let start = index
        index += 1
        guard let hours = digits(2) else {
            index = start
            return nil
        }
        _ = skip(0x3A)
        let minutes = digits(2) ?? 0
        return sign * (hours * 60 + minutes)
    }

    /// A three-letter English month abbreviation (`Jan` … `Dec`), as syslog prints.
    mutating func monthName() -> Int? {
        guard index + 3 <= bytes.count else { return nil }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<index + 3]), as: UTF8.self)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let month = months.firstIndex(of: name) else { return nil }
        index += 3
        return month + 1
    }
}

/// The digits of a fraction of a second as printed: up to 17 digits as their value and count
/// in one word, anything longer (or not digits, through ``Timestamp/fraction``'s setter) as its
/// text in a box. Two words, as the `String` it replaces (events keep their timestamp inline,
/// and a long process keeps many events); one form per text, so equal fractions are equal values.
struct FractionDigits: Hashable, Sendable {
    /// The digits' value in the low 57 bits, their count (leading zeros count) in the top 7;
    /// 0 for no fraction, and when ``other`` holds the text.
    private var packed: UInt64 = 0
    private var other: Text?

    /// A fraction's text that is not up to 17 digits.
    private final class Text: Hashable, Sendable {
        let text: String
        init(_ text: String) { self.text = text }
        static func == (lhs: Text, rhs: Text) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    /// No fraction.
    init() {}

    /// The fraction `text`.
    init(_ text: String) {
        var text = text
        let digits = text.withUTF8 { bytes -> UInt64? in
            guard bytes.count <= Self.maxDigits else { return nil }
            var value: UInt64 = 0
            for byte in bytes {
                guard byte &- 0x30 < 10 else { return nil }
                value = value * 10 + UInt64(byte - 0x30)
            }
            return Self.pack(value, count: bytes.count)
        }
        if let digits { packed = digits } else { other = Text(text) }
    }

    /// Digits read from a line: `value` is theirs when there are at most 17.
    init(value: UInt64, digits: UnsafeRawBufferPointer) {
        if digits.count <= Self.maxDigits {
            packed = Self.pack(value, count: digits.count)
        } else {
            other = Text(String(decoding: digits, as: UTF8.self))
        }
    }

    /// The most digits kept as a number: 10^17 - 1 fits in the 57 bits below the count.
    private static let maxDigits = 17
    private static let countShift: UInt64 = 57

    private static func pack(_ value: UInt64, count: Int) -> UInt64 { UInt64(count) << countShift | value }

    /// How many digits ``number`` stands for (0 when ``other`` holds the text).
    private var count: Int { Int(packed >> Self.countShift) }
    private var number: UInt64 { packed & (1 << Self.countShift - 1) }

    var isEmpty: Bool { packed == 0 && other == nil }

    /// The digits as printed.
    var text: String {
        if let other { return other.text }
        let count = count
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var rest = number
            for index in stride(from: count - 1, through: 0, by: -1) {
                buffer[index] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
                rest /= 10
            }
            return count
        }
    }

    /// The fraction's value: exactly what `Double("0." + text)` reads, 0 when that reads
    /// nothing (for up to 15 digits both operands of the division are exact and the quotient is
    /// rounded once, as the parse of the decimal is; longer digits and other text are parsed).
    var value: Double {
        if let other { return Double("0." + other.text) ?? 0 }
        let count = count
        guard count > 0 else { return 0 }
        guard count <= 15 else { return Double("0." + text) ?? 0 }
        return Double(number) / Self.powersOfTen[count]
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
