import TraceParser

/// How long a subject may stay in a state before an edge leaves it (`within`), or must stay
/// first (`after`), measured from the callback that entered the state to the edge's callback
/// by the times the log prints. Declared on edges of `.tracecheck.yml` models (`within: 5s`) and
/// of the built-in models where Apple documents a limit; the `timing` rule checks them.
public struct TimeBound: Sendable, Equatable {
    /// The most seconds the edge may come after the state was entered.
    public let within: Double?
    /// The fewest seconds.
    public let after: Double?
    /// The documentation behind a built-in bound.
    public let source: String?
    /// Where `.tracecheck.yml` declares it.
    public let declaredAt: TraceLocation?

    public init(within: Double? = nil, after: Double? = nil, source: String? = nil, declaredAt: TraceLocation? = nil) {
        (self.within, self.after, self.source, self.declaredAt) = (within, after, source, declaredAt)
    }

    /// Seconds from a duration as `.tracecheck.yml` writes it (the schema's form): digits, an
    /// optional fraction, then `ms`, `s`, `m` or `h` (spaces between allowed), or no unit for
    /// seconds: `500ms`, `5s`, `1.5s`, `2m`, `1h`, `30`. Nil for anything else.
    public static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty else { return nil }
        rest = rest.dropFirst(whole.count)
        var number = String(whole)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return nil }
            number += "." + fraction
            rest = rest.dropFirst(1 + fraction.count)
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let factors: [Substring: Double] = ["": 1, "ms": 0.001, "s": 1, "m": 60, "h": 3600]
        guard let factor = factors[rest], let value = Double(number) else { return nil }
        let seconds = value * factor
        return seconds.isFinite ? seconds : nil
    }

    /// The bound as model listings write it: `within 20 s`, `after 1 s, within 30 s`.
    public var summary: String {
        [after.map { "after \(Self.text($0))" }, within.map { "within \(Self.text($0))" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// A duration as findings write it, to the millisecond below a minute: `250 ms`, `999.6 ms`,
    /// `7.2 s`, `20.04 s`, `3 min 5 s`, `1 h 5 min`.
    static func text(_ seconds: Double) -> String {
        func trimmed(_ value: Double, places: Int) -> String {
            var text = String(format: "%.\(places)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        if seconds < 1 { return trimmed(seconds * 1000, places: 1) + " ms" }
        if seconds < 60 { return trimmed(seconds, places: 3) + " s" }
        let whole = Int(seconds.rounded())
        if whole < 3600 { return whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s" }
        let minutes = (whole % 3600) / 60
        return minutes == 0 ? "\(whole / 3600) h" : "\(whole / 3600) h \(minutes) min"
    }

    /// The seconds from one printed time to a later one, or nil when they cannot be compared:
    /// either line prints none, one prints a date or a zone the other does not, or the second
    /// comes before the first. Times without a year (syslog's `Mar 14`) are compared within one
    /// year; times without a date that go back more than 12 hours crossed midnight.
    static func duration(from start: Timestamp?, to end: Timestamp?) -> Double? {
        guard var start, var end,
            (start.month == nil) == (end.month == nil), (start.year == nil) == (end.year == nil),
            (start.utcOffsetMinutes == nil) == (end.utcOffsetMinutes == nil)
        else { return nil }
        if start.month != nil, start.year == nil {
            // A leap year, so that Feb 29 is a day.
            (start.year, end.year) = (2000, 2000)
        }
        var seconds = end.seconds - start.seconds
        if seconds < -12 * 3600, start.month == nil { seconds += 86_400 }
        return seconds >= 0 ? seconds : nil
    }
}
