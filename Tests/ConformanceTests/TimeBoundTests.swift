@testable import Conformance
import Testing
import TraceParser

/// Durations as `.tracecheck.yml` writes them, and the time between two printed timestamps.
@Suite struct TimeBoundTests {
    @Test(arguments: [
        ("500ms", 0.5), ("5s", 5), ("1.5s", 1.5), ("2m", 120), ("1h", 3600), ("30", 30), ("0", 0), ("5 s", 5), ("0.25ms", 0.00025),
    ] as [(String, Double)])
    func durations(_ text: String, _ seconds: Double) {
        #expect(TimeBound.seconds(text) == seconds)
    }

    @Test(arguments: ["", "fast", "-5s", "5 days", "5x", "ms", "inf", "nan", ".5s", "5.s", "+5s", "1e3s", "0x10s", "5sec", " 5s"])
    func notDurations(_ text: String) {
        #expect(TimeBound.seconds(text) == nil)
    }

    @Test(arguments: [
        (0.25, "250 ms"), (0.9996, "999.6 ms"), (7.2, "7.2 s"), (20, "20 s"), (20.04, "20.04 s"), (185, "3 min 5 s"), (120, "2 min"),
        (3600, "1 h"), (3900, "1 h 5 min"),
    ] as [(Double, String)])
    func durationText(_ seconds: Double, _ text: String) {
        #expect(TimeBound.text(seconds) == text)
    }

    /// Two times without a date, the second before the first: midnight passed between them.
    @Test func aTimeWithoutADateThatGoesBackCrossedMidnight() throws {
        let start = try #require(Timestamp(bytes: Array("23:59:58.500".utf8)))
        let end = try #require(Timestamp(bytes: Array("00:00:01.000".utf8)))
        #expect(TimeBound.duration(from: start, to: end) == 2.5)
        #expect(TimeBound.duration(from: nil, to: end) == nil)
    }

    /// Times that cannot be compared give no duration: one with a date and one without, one
    /// with a zone and one without, a small step back (interleaved threads).
    @Test(arguments: [
        ("2024-03-02 10:00:00.000", "10:00:05.000"), ("2024-03-02 10:00:00.000+0100", "2024-03-02 10:00:05.000"),
        ("10:00:00.500", "10:00:00.499"), ("2024-03-02 10:00:00.500", "2024-03-02 10:00:00.499"),
    ])
    func incomparableTimes(_ first: String, _ second: String) throws {
        let start = try #require(Timestamp(bytes: Array(first.utf8)))
        let end = try #require(Timestamp(bytes: Array(second.utf8)))
        #expect(TimeBound.duration(from: start, to: end) == nil)
    }

    /// Syslog's dates without a year count their days.
    @Test func daysWithoutAYearCount() throws {
        let start = try #require(Timestamp(bytes: Array("Mar 14 10:00:00".utf8)))
        let end = try #require(Timestamp(bytes: Array("Mar 16 10:00:10".utf8)))
        #expect(abs((TimeBound.duration(from: start, to: end) ?? 0) - (2 * 86_400 + 10)) < 0.001)
    }

    /// A bad duration, and an `after` longer than the `within` of the same edge, name their line.
    @Test(arguments: [
        ("within: soon", "example.tracecheck.yml:12: within is a duration: 500ms, 5s, 2m, 1h, or seconds"),
        ("within: 1s, after: 2s", "example.tracecheck.yml:12: model 'download': a transition's after (2 s) is longer than its within (1 s)"),
        ("within: 30s }\n      - { from: done, event: finish, to: done, within: 1s", "example.tracecheck.yml:13: model 'download': a time bound on a transition that can stay in its state ('done') has no start to measure from"),
    ])
    func badBoundsNameTheirLine(_ bound: String, _ message: String) {
        let configuration = TimingRule.exampleConfiguration.replacingOccurrences(of: "within: 30s", with: bound)
        #expect(throws: (any Error).self) { try ConfigurationFile.parse(configuration, path: "example.tracecheck.yml") }
        do {
            _ = try ConfigurationFile.parse(configuration, path: "example.tracecheck.yml")
        } catch {
            #expect("\(error)".hasPrefix("error: " + message) || "\(error)".hasPrefix(message), "got: \(error)")
        }
    }
}
