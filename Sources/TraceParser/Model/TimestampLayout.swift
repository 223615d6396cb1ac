/// How a custom log format prints its time (`.tracecheck.yml`, `formats:` → `timestamp_layout`).
///
/// A layout is `strftime`-like: `%Y` year (four digits), `%m` month and `%d` day (one or two
/// digits), `%b` month abbreviation (`Jan`), `%H` `%M` `%S` (two digits), `%f` fractional
/// digits (any number, kept as printed), `%z` zone (`Z`, `+0900`, `+09:00`, `-05`), `%%` a
/// percent sign; any other character stands for itself. Three names stand for whole layouts:
/// `iso8601` (the forms built-in prefixes print, the default), `epoch` (seconds since 1970,
/// with an optional fraction) and `epoch_ms` (whole milliseconds since 1970).
public struct TimestampLayout: Sendable, Equatable {
    private enum Piece: Sendable, Equatable {
        case literal(UInt8)
        case year, month, monthName, day, hour, minute, second, fraction, zone
    }

    private enum Kind: Sendable, Equatable {
        case iso8601
        case epoch(millisecondsOnly: Bool)
        case pieces([Piece])
    }

    private let kind: Kind
    /// The layout as written.
    public let text: String

    /// The layout of the forms built-in prefixes print.
    public static let iso8601 = TimestampLayout(kind: .iso8601, text: "iso8601")

    private init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// Reads a layout.
    /// - Throws: ``TimestampLayoutError`` for an unknown `%` directive or a layout without an
    ///   hour, minute and second.
    public init(_ text: String) throws {
        self.text = text
        switch text {
        case "iso8601":
            kind = .iso8601
            return
        case "epoch":
            kind = .epoch(millisecondsOnly: false)
            return
        case "epoch_ms":
            kind = .epoch(millisecondsOnly: true)
            return
        default: break
        }
        var pieces: [Piece] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            guard byte == 0x25 else {
                pieces.append(.literal(byte))
                continue
            }
            guard let directive = bytes.popFirst() else { throw TimestampLayoutError(layout: text, message: "ends with a lone %") }
            switch directive {
            case UInt8(ascii: "Y"): pieces.append(.year)
            case UInt8(ascii: "m"): pieces.append(.month)
            case UInt8(ascii: "b"): pieces.append(.monthName)
            case UInt8(ascii: "d"), UInt8(ascii: "e"): pieces.append(.day)
            case UInt8(ascii: "H"): pieces.append(.hour)
            case UInt8(ascii: "M"): pieces.append(.minute)
            case UInt8(ascii: "S"): pieces.append(.second)
            case UInt8(ascii: "f"): pieces.append(.fraction)
            case UInt8(ascii: "z"): pieces.append(.zone)
            case UInt8(ascii: "%"): pieces.append(.literal(0x25))
            default:
                throw TimestampLayoutError(
                    layout: text,
                    message: "unknown directive %\(Character(Unicode.Scalar(directive))) (known: %Y %m %b %d %e %H %M %S %f %z %%, or iso8601, epoch, epoch_ms)")
            }
        }
        for (piece, name) in [(Piece.hour, "%H"), (.minute, "%M"), (.second, "%S")] where !pieces.contains(piece) {
            throw TimestampLayoutError(layout: text, message: "has no \(name)")
        }
        kind = .pieces(pieces)
    }

    /// Reads a printed time, or nil when it does not fit the layout.
    public func timestamp(_ bytes: UnsafeRawBufferPointer) -> Timestamp? {
        switch kind {
        case .iso8601: return Timestamp(bytes: bytes)
        case .epoch(let millisecondsOnly): return Self.epoch(bytes, millisecondsOnly: millisecondsOnly)
        case .pieces(let pieces): return Self.read(bytes, pieces)
        }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer, _ pieces: [Piece]) -> Timestamp? {
        var scanner = ByteScanner(bytes)
        var year: Int?
        var month: Int?
        var day: Int?
        var (hour, minute, second) = (0, 0, 0)
        var fraction = FractionDigits()
        var zone: Int?
        for piece in pieces {
            switch piece {
            case .literal(let byte): guard scanner.skip(byte) else { return nil }
            case .year: guard let value = scanner.digits(4) else { return nil }; year = value
            case .month: guard let value = scanner.digits(upTo: 2), (1...12).contains(value) else { return nil }; month = value
            case .monthName: guard let value = scanner.monthName() else { return nil }; month = value
            case .day:
                scanner.skipSpaces()
                guard let value = scanner.digits(upTo: 2), (1...31).contains(value) else { return nil }
                day = value
            case .hour: guard let value = scanner.digits(2), value < 24 else { return nil }; hour = value
            case .minute: guard let value = scanner.digits(2), value < 60 else { return nil }; minute = value
            case .second: guard let value = scanner.digits(2), value <= 60 else { return nil }; second = value
            case .fraction: fraction = scanner.fractionDigits()
            case .zone: guard let value = scanner.zone() else { return nil }; zone = value
            }
        }
        guard scanner.atEnd, (month == nil) == (day == nil) else { return nil }
        return Timestamp(
            year: month == nil ? nil : year, month: month, day: day, hour: hour, minute: minute, second: second,
            digits: fraction, utcOffsetMinutes: zone)
    }

    /// Seconds (or milliseconds) since 1970-01-01T00:00:00Z, as a UTC timestamp.
    private static func epoch(_ bytes: UnsafeRawBufferPointer, millisecondsOnly: Bool) -> Timestamp? {
        var scanner = ByteScanner(bytes)
        guard let whole = scanner.digits(upTo: 18) else { return nil }
        var fraction = FractionDigits()
        var seconds = whole
        if millisecondsOnly {
            seconds = whole / 1000
            let milliseconds = String(whole % 1000)
            fraction = FractionDigits(String(repeating: "0", count: 3 - milliseconds.count) + milliseconds)
        } else if scanner.skip(0x2E) {
            fraction = scanner.fractionDigits()
        }
        guard scanner.atEnd else { return nil }
        let (days, secondOfDay) = (seconds / 86_400, seconds % 86_400)
        let (year, month, day) = Timestamp.civil(fromDays: days)
        return Timestamp(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60,
            digits: fraction, utcOffsetMinutes: 0)
    }
}

/// A timestamp layout that cannot be read.
public struct TimestampLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The layout as written.
    public let layout: String
    /// What is wrong with it.
    public let message: String

    public var description: String { "timestamp layout '\(layout)' \(message)" }
}
