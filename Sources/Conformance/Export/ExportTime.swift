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

    /// The time of an event of line `line` printed with `timestamp`.
    static func text(_ timestamp: Timestamp?, line: Int) -> String {
        guard let timestamp, timestamp.isInRange else { return lineTime(line) }
        var text = ""
        if let year = timestamp.year, let month = timestamp.month, let day = timestamp.day {
            text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
        } else {
            text = "1970-01-01T"
        }
        text += "\(pad(timestamp.hour, 2)):\(pad(timestamp.minute, 2)):\(pad(timestamp.second, 2))"
        if !timestamp.fraction.isEmpty { text += "." + timestamp.fraction }
        text += zone(timestamp.utcOffsetMinutes ?? 0)
        return text
    }

    /// 1970-01-01T00:00:00Z plus `line` milliseconds.
    static func lineTime(_ line: Int) -> String {
        let milliseconds = max(line, 0)
        let (days, rest) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let date = Timestamp.civil(fromDays: days)
        let seconds = rest / 1000
        return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T"
            + "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(rest % 1000, 3))Z"
    }

    private static func zone(_ offset: Int) -> String {
        guard offset != 0 else { return "Z" }
        return (offset < 0 ? "-" : "+") + "\(pad(abs(offset) / 60, 2)):\(pad(abs(offset) % 60, 2))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
