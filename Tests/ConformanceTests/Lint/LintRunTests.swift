import Conformance
import Testing
import TraceCheckTestSupport
import TraceParser

/// ``LintRun`` reads as `lint` reads (``LintInputReader``): parsing files on other threads, and
/// stopping early for a window of a long log, change nothing in what it finds and records.
@Suite struct LintRunTests {
    /// What a run found and recorded, comparable across runs.
    private static func summary(_ run: LintRun) -> (findings: [Diagnostic], events: [[TraceLocation]], statistics: ParseStatistics) {
        (run.findings, run.analysis?.processes.map { $0.events.map(\.location) } ?? [], run.statistics)
    }

    @Test func filesParsedOnOtherThreadsGiveTheSameRun() throws {
        let files = try InputPaths.expand([Fixtures.path("traces")])
        #expect(files.count > 20)
        let inTurn = Self.summary(try LintRun(files.map(LintRun.Input.path), records: true, jobs: 1))
        for jobs in [2, 3] {
            let threaded = Self.summary(try LintRun(files.map(LintRun.Input.path), records: true, jobs: jobs))
            #expect(threaded.findings == inTurn.findings, "jobs \(jobs)")
            #expect(threaded.events == inTurn.events, "jobs \(jobs)")
            #expect(threaded.statistics == inTurn.statistics, "jobs \(jobs)")
        }
        #expect(inTurn.events.joined().count > 500)
    }

    /// A stop after the 40th event ends the reading there, whether the file is parsed on this
    /// thread or on another one that has read further.
    @Test(arguments: [1, 2])
    func aStopEndsTheReadingAtTheSameItem(jobs: Int) throws {
        let file = Fixtures.path("traces/real/blog-split-view-2020.log")
        let texts = [LintRun.Input.text(try Fixtures.text("traces/real/blog-split-view-2020.log"), name: file)]
        func run(_ inputs: [LintRun.Input], stopAt: Int?) throws -> [[TraceLocation]] {
            var events = 0
            let stops = stopAt.map { stopAt in { (_: LintStream, item: ParsedItem) -> Bool in
                if case .event = item { events += 1 }
                return events == stopAt
            } }
            return Self.summary(try LintRun(inputs + inputs, records: true, stopsAfter: stops, jobs: jobs)).events
        }
        let whole = try run([.path(file)], stopAt: nil)
        let stopped = try run([.path(file)], stopAt: 40)
        #expect(whole.joined().count == 50)
        #expect(stopped.joined().count == 40)
        #expect(Array(whole.joined().prefix(40)) == Array(stopped.joined()))
        #expect(try run(texts, stopAt: 40) == stopped)
    }
}
