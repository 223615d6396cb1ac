import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@testable import tracecheck

/// `lint --jobs N` parses several files at once; the output is byte-identical to one job.
@Suite struct LintJobsTests {
    @Test(arguments: ["text", "json", "junit"])
    func outputIsTheSameWhateverTheJobs(_ reporter: String) throws {
        let one = try ToolRunner.run(["lint", "--jobs", "1", "--reporter", reporter, "traces"])
        let four = try ToolRunner.run(["lint", "--jobs", "4", "--reporter", reporter, "traces"])
        #expect(one.status == 1)
        #expect(four.status == one.status)
        #expect(four.stdout == one.stdout)
        #expect(one.stdout.count > 10_000)
    }

    @Test func jobsBelowOneIsAUsageError() throws {
        let result = try ToolRunner.run(["lint", "--jobs", "0", "traces"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--jobs must be at least 1, not 0"))
    }

    /// Files parsed ahead (in full, or left to be read in turn when they are too large) and files
    /// parsed on another thread while they are checked give the same findings and counts as
    /// reading every file in turn.
    @Test func readingAheadChangesNothing() throws {
        let files = try InputPaths.expand([Fixtures.path("traces")])
        #expect(files.count > 20)
        func lint(jobs: Int, limit: Int, batch: Int = 1024) throws -> (findings: [Diagnostic], statistics: ParseStatistics, ahead: Int) {
            let reader = LintInputReader(files: files, options: ParseOptions(), jobs: jobs, readAheadLimit: limit, pipeBatchSize: batch)
            var findings: [Diagnostic] = []
            let stream = LintStream(files: files) { findings.append($0) }
            try reader.read(into: stream)
            stream.finish()
            return (findings, reader.statistics, reader.filesReadAhead)
        }
        let inTurn = try lint(jobs: 1, limit: 1 << 16)
        let ahead = try lint(jobs: 3, limit: 1 << 16)
        let partly = try lint(jobs: 3, limit: 8)
        // Nothing read ahead: every file goes through a ParsePipe, in batches that split
        // processes and put kill markers at every place of a batch.
        let piped = try [1, 2, 7].map { try lint(jobs: 2, limit: 0, batch: $0) }
        #expect(inTurn.ahead == 0)
        #expect(ahead.ahead >= files.count / 2, "read ahead: \(ahead.ahead) of \(files.count)")
        #expect(partly.ahead < ahead.ahead)
        #expect(piped.allSatisfy { $0.ahead == 0 })
        for other in [ahead, partly] + piped {
            #expect(other.findings == inTurn.findings)
            #expect(other.statistics == inTurn.statistics)
        }
    }
}
