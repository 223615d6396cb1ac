import TraceParser

/// The time an export gives an event (OCEL 2.0 `time`, XES `time:timestamp`): a date, a time
/// and a zone, as RFC 3339 and XML Schema's `dateTime` both read it, whatever the log printed.
///
/// - A timestamp with its date is written as printed, in UTC (`Z`) when it prints no zone (the
///   log does not say which zone it is).
/// - A time without a year or without a date (Xcode's console, syslog's `Mar 14 10:11:12`) is
///   written on 1970-01-01 with its time of day: durations within a day stay right, and no
///   date is made up that could be mistaken for the real one.
/// - A line without a timestamp, or with one out of range (`25:61:00`), is written at
///   1970-01-01T00:00:00Z plus its line number in milliseconds, so that tools that order events
///   by time keep the order of its file.
///
/// The timestamp as printed is the event's `printedTime` attribute (absent when there is none),
/// so the made-up times can be told apart.
enum ExportTime {
    /// The time of what holds for the whole log (OCEL's object attributes that do not change).
    static let epoch = "1970-01-01T00:00:00Z"

    /// The time of an event of line `line` printed with `timestamp`: the timestamp's ISO 8601
    /// form (``Timestamp/description``) once it has a date and a zone.
    static func text(_ timestamp: Timestamp?, line: Int) -> String {
        guard var timestamp, timestamp.isInRange else { return lineTime(line) }
        if timestamp.year == nil || timestamp.month == nil || timestamp.day == nil { (timestamp.year, timestamp.month, timestamp.day) = (1970, 1, 1) }
        if timestamp.utcOffsetMinutes == nil { timestamp.utcOffsetMinutes = 0 }
        return timestamp.description
    }

    /// 1970-01-01T00:00:00Z plus `line` milliseconds.
    static func lineTime(_ line: Int) -> String {
        let (days, rest) = max(line, 0).quotientAndRemainder(dividingBy: 86_400_000)
        let date = Timestamp.civil(fromDays: days)
        let seconds = rest / 1000
        return Timestamp(
            year: date.year, month: date.month, day: date.day, hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60,
            fraction: String(String(rest % 1000 + 1000).dropFirst()), utcOffsetMinutes: 0
        ).description
    }
}
