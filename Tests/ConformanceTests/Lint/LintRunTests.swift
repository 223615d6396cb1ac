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

    /// As `lint` reads, whatever the jobs: each file by a parser of its own, its processes
    /// numbered after those of the files before (and the processes each one closes with them),
    /// into one stream. (One parser reading every file, as LintRun did before, also carried a
    /// file's line layout into the next, which TraceParser now forgets at each input:
    /// SeedTraceTests.eachInputPicksItsOwnLayout.)
    @Test func filesParsedOnOtherThreadsGiveTheSameRun() throws {
        let files = try InputPaths.expand([Fixtures.path("traces")])
        #expect(files.count > 20)
        var findings: [Diagnostic] = []
        var statistics = ParseStatistics()
        var closes: [Int: [Int]] = [:]
        let stream = LintStream(files: files.map { InputPaths.name(of: $0) }, records: true) { findings.append($0) }
        for file in files {
            let parser = try TraceParser(options: ParseOptions())
            let offset = statistics.processes.count
            try parser.parseItems(path: file) { item in
                let item = item.renumbered(by: offset)
                if case .processEnded(let record, _) = item { closes[record.ordinal] = record.closes }
                stream.take(item)
            }
            statistics.add(parser.statistics)
            stream.endFile()
        }
        stream.finish()
        let inTurn = (findings: findings, events: stream.recorded.map { $0.events.map(\.location) }, statistics: statistics)
        #expect(Dictionary(uniqueKeysWithValues: statistics.processes.map { ($0.ordinal, $0.closes) }) == closes)
        #expect(closes.contains { $0.key > files.count && !$0.value.isEmpty }, "a later file has a process that closes another")
        for jobs in [1, 2, 3] {
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
        #expect(whole.joined().count == 50)
        // In the first file (read through the pipe with two jobs) and in the second (read ahead).
        for stopAt in [10, 40] {
            let stopped = try run([.path(file)], stopAt: stopAt)
            #expect(stopped.joined().count == stopAt)
            #expect(Array(whole.joined().prefix(stopAt)) == Array(stopped.joined()))
            #expect(try run(texts, stopAt: stopAt) == stopped)
        }
    }
}
