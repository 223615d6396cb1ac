import Foundation
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
    /// Where the bound comes from (a URL, or the configuration's line), for findings.
    public let source: String?

    public init(within: Double? = nil, after: Double? = nil, source: String? = nil) {
        (self.within, self.after, self.source) = (within, after, source)
    }

    /// Seconds from a duration as `.tracecheck.yml` writes it: a number with a unit, `500ms`,
    /// `5s`, `1.5s`, `2m`, `1h`, or a bare number of seconds; nil for anything else (negative
    /// durations included).
    public static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (unit, factor) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where trimmed.hasSuffix(unit) {
            guard let value = Double(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)), value >= 0, value.isFinite else { return nil }
            return value * factor
        }
        guard let value = Double(trimmed), value >= 0, value.isFinite else { return nil }
        return value
    }

    /// The bound as model listings write it: `within 20 s`, `after 1 s, within 30 s`.
    public var summary: String {
        [after.map { "after \(Self.text($0))" }, within.map { "within \(Self.text($0))" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// A duration as findings write it: `250 ms`, `7.2 s`, `3 min 5 s`.
    static func text(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        if seconds < 60 {
            let tenths = (seconds * 10).rounded() / 10
            return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
        }
        let whole = Int(seconds.rounded())
        return whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s"
    }

    /// The seconds between two printed times, or nil when either line prints none. A time
    /// without a date that seems to go back crossed midnight.
    static func duration(from start: Timestamp?, to end: Timestamp?) -> Double? {
        guard let start, let end else { return nil }
        var seconds = end.seconds - start.seconds
        if seconds < 0, start.year == nil || end.year == nil || start.month == nil || end.month == nil { seconds += 86_400 }
        return seconds
    }
}
