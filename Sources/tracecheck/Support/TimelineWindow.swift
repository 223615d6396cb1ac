import ArgumentParser
import Conformance
import Foundation
import TraceParser

/// The rows `timeline --around` or `--lines` draws: the events around one line, or those
/// printed on a range of lines, of one file or of every input.
struct TimelineWindow: CustomStringConvertible {
    /// The file the lines are in (nil: any input).
    let file: String?
    /// The lines: one (`--around`) or a range (`--lines`).
    let lines: ClosedRange<Int>
    /// With `--around`: how many events before and after the line's.
    let around: Int?

    /// How many events `--around` draws on each side by default (a screen of rows in all).
    static let defaultAround = 20

    /// `LINE`, `LINE:N`, `FILE:LINE` or `FILE:LINE:N`.
    init(around text: String) throws {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var count: Int?
        // Two numbers at the end are the line and the count; one is the line (a file may hold `:`).
        if parts.count >= 2, let last = Int(parts[parts.count - 1]), Int(parts[parts.count - 2]) != nil {
            count = last
            parts.removeLast()
        }
        guard let line = parts.last.flatMap({ Int($0) }), line > 0, count.map({ $0 >= 0 }) ?? true else {
            throw UsageErrors.validation("--around \(text): not LINE, LINE:N, FILE:LINE or FILE:LINE:N", help: "for example --around app.log:1234:10")
        }
        parts.removeLast()
        file = parts.isEmpty ? nil : parts.joined(separator: ":")
        lines = line...line
        around = count ?? Self.defaultAround
    }

    /// `A-B` or `FILE:A-B`.
    init(lines text: String) throws {
        let colon = text.lastIndex(of: ":")
        let range = colon.map { String(text[text.index(after: $0)...]) } ?? text
        let bounds = range.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard bounds.count == 2, let from = bounds[0], let to = bounds[1], from > 0, from <= to else {
            throw UsageErrors.validation("--lines \(text): not A-B or FILE:A-B with 0 < A <= B", help: "for example --lines app.log:1200-1300")
        }
        file = colon.map { String(text[..<$0]) }
        lines = from...to
        around = nil
    }

    var description: String {
        let place = file.map { " of \($0)" } ?? ""
        if let around { return "within \(Plural.count(around, "event")) of line \(lines.lowerBound)\(place)" }
        return "on lines \(lines.lowerBound)-\(lines.upperBound)\(place)"
    }

    /// Whether `name` (an input's name as findings give it) is the window's file.
    func isFile(_ name: String) -> Bool {
        guard let file else { return true }
        return name == file || Self.standardized(name) == Self.standardized(file)
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }


    /// The rows to draw: for `--around`, the event at the line (else the first after it) and
    /// `around` events on each side among its process's events; for `--lines`, the events
    /// printed on them, whatever their process.
    func rows(in swimlanes: Swimlanes) -> [Int] {
        let events = swimlanes.rows.indices.filter { index in
            swimlanes.rows[index].event.map { isFile($0.location.file) } ?? false
        }
        let line = { (index: Int) in swimlanes.rows[index].event?.location.line ?? 0 }
        guard let around else { return events.filter { lines.contains(line($0)) } }
        // The event printed first at or after the line, whichever process printed it.
        guard let anchor = events.filter({ line($0) >= lines.lowerBound }).min(by: { line($0) < line($1) }) else { return [] }
        let process = swimlanes.rows[anchor].process
        let own = events.filter { swimlanes.rows[$0].process == process }
        guard let position = own.firstIndex(of: anchor) else { return [] }
        return Array(own[max(0, position - around)...min(own.count - 1, position + around)])
    }
}

/// What drawing a window needs read: which processes to keep, and when reading can stop (once
/// every process the window may draw has ended).
final class WindowReading {
    let window: TimelineWindow
    /// The last input name asked about and whether it is the window's file: ``stops(_:after:)``
    /// asks at every event, of one input at a time.
    private var lastName: (name: String, isFile: Bool)?
    /// `--around`: events of the file read past the line, and the line of the last the window
    /// may draw.
    private var eventsPast = 0
    private var neededUntil: Int?
    /// `--around` a line no process holds: the process after it was taken.
    private var tookNext = false

    init(_ window: TimelineWindow) { self.window = window }

    private func isFile(_ name: String) -> Bool {
        if let lastName, lastName.name == name { return lastName.isFile }
        let answer = window.isFile(name)
        lastName = (name, answer)
        return answer
    }

    /// Whether the window may draw a process: `--lines`, its lines meet them; `--around`, it
    /// holds the line, else it is the first process after it.
    func keeps(_ process: ProcessAnalysis) -> Bool {
        guard window.isFile(process.file), let first = process.events.first?.location.line, let last = process.events.last?.location.line else {
            return false
        }
        guard window.around != nil else { return (first...last).overlaps(window.lines) }
        let line = window.lines.lowerBound
        if first <= line, line <= last { return true }
        if first > line, !tookNext {
            tookNext = true
            return true
        }
        return false
    }

    /// Whether reading can stop after `item`: an event of the file past what the window may
    /// draw, and no process that may hold rows of it still open. (Only at events: a process
    /// that just started has none yet, and cannot end there.)
    func stops(_ stream: LintStream, after item: ParsedItem) -> Bool {
        guard case .event(let event) = item, event.location.line > window.lines.upperBound, isFile(event.location.file) else { return false }
        var last = window.lines.upperBound
        if let around = window.around {
            eventsPast += 1
            if eventsPast == around + 1 { neededUntil = event.location.line }
            guard let neededUntil else { return false }
            last = neededUntil
        }
        return !stream.hasOpenProcess(in: event.location.file, startingAtOrBefore: last)
    }
}

/// `timeline --from TIME` / `--to TIME`: the events printed between two times (inclusive), by
/// their timestamps. A time of day (`09:05`, `09:05:30.250`) is compared with the events' time of
/// day whatever their date; a date and time (`2026-03-02 09:05:30`) with their date too, when
/// they print one. Events without a timestamp are outside.
struct TimeWindow: CustomStringConvertible {
    /// One end: a date when given, and seconds since midnight.
    struct Bound {
        let date: [Int]?
        let timeOfDay: Double
        let text: String

        init(_ text: String, option: String) throws {
            var value = text.trimmingCharacters(in: .whitespaces)
            // HH:MM is HH:MM:00.
            if value.split(separator: " ").last.map({ $0.split(separator: ":").count == 2 }) == true { value += ":00" }
            guard let stamp = Timestamp(bytes: Array(value.utf8)) else {
                throw UsageErrors.validation("\(option) \(text): not a time", help: "for example \(option) 09:05, \(option) 09:05:30.250 or \(option) '2026-03-02 09:05:30'")
            }
            date = stamp.year.flatMap { year in stamp.month.flatMap { month in stamp.day.map { [year, month, $0] } } }
            timeOfDay = Bound.timeOfDay(stamp)
            self.text = text
        }

        static func timeOfDay(_ stamp: Timestamp) -> Double {
            Double(stamp.hour * 3600 + stamp.minute * 60 + stamp.second) + (stamp.fraction.isEmpty ? 0 : Double("0." + stamp.fraction) ?? 0)
        }

        /// -1, 0 or 1: the timestamp before, at or after this bound.
        func compare(_ stamp: Timestamp) -> Int {
            if let date, let year = stamp.year, let month = stamp.month, let day = stamp.day, [year, month, day] != date {
                return [year, month, day].lexicographicallyPrecedes(date) ? -1 : 1
            }
            let time = Bound.timeOfDay(stamp)
            return time < timeOfDay ? -1 : time > timeOfDay ? 1 : 0
        }
    }

    let from: Bound?
    let to: Bound?

    init?(from: String?, to: String?) throws {
        guard from != nil || to != nil else { return nil }
        self.from = try from.map { try Bound($0, option: "--from") }
        self.to = try to.map { try Bound($0, option: "--to") }
    }

    var description: String {
        [from.map { "from \($0.text)" }, to.map { "to \($0.text)" }].compactMap { $0 }.joined(separator: " ")
    }

    /// Whether an event was printed in the window.
    func contains(_ event: TraceEvent) -> Bool {
        guard let stamp = event.timestamp else { return false }
        return (from.map { $0.compare(stamp) >= 0 } ?? true) && (to.map { $0.compare(stamp) <= 0 } ?? true)
    }

    /// The event rows printed in the window.
    func rows(in swimlanes: Swimlanes) -> [Int] {
        swimlanes.rows.indices.filter { swimlanes.rows[$0].event.map(contains) ?? false }
    }
}
