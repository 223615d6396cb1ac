@testable import Conformance
import Testing
import TraceParser

/// Durations as `.tracecheck.yml` writes them, and the time between two printed timestamps.
@Suite struct TimeBoundTests {
    @Test(arguments: [
        ("500ms", 0.5), ("5s", 5), ("1.5s", 1.5), ("2m", 120), ("1h", 3600), ("30", 30), ("0", 0), (" 5 s", 5),
    ] as [(String, Double)])
    func durations(_ text: String, _ seconds: Double) {
        #expect(TimeBound.seconds(text) == seconds)
    }

    @Test(arguments: ["", "fast", "-5s", "5 days", "5x", "ms", "inf", "nan"])
    func notDurations(_ text: String) {
        #expect(TimeBound.seconds(text) == nil)
    }

    @Test(arguments: [(0.25, "250 ms"), (7.2, "7.2 s"), (20, "20 s"), (185, "3 min 5 s"), (120, "2 min")] as [(Double, String)])
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

    /// A bad duration, and an `after` longer than the `within` of the same edge, name their line.
    @Test(arguments: [
        ("within: soon", "example.tracecheck.yml:12: within is a duration: 500ms, 5s, 2m, 1h, or seconds"),
        ("within: 1s, after: 2s", "example.tracecheck.yml:12: model 'download': a transition's after (2 s) is longer than its within (1 s)"),
    ])
    func badBoundsNameTheirLine(_ bound: String, _ message: String) {
        let configuration = TimingRule.exampleConfiguration.replacingOccurrences(of: "within: 30s", with: bound)
        #expect(throws: (any Error).self) { try ConfigurationFile.parse(configuration, path: "example.tracecheck.yml") }
        do {
            _ = try ConfigurationFile.parse(configuration, path: "example.tracecheck.yml")
        } catch {
            #expect("\(error)".hasPrefix("error: " + message) || "\(error)".hasPrefix(message), "\(error)")
        }
    }
}
