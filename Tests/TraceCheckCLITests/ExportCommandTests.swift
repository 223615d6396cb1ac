import Foundation
import Testing
import TraceCheckTestSupport

/// `tracecheck export --format csv`: one row per callback of every timeline and model subject,
/// grouped by case, RFC 4180 (CRLF rows, quoted fields), the same to a file as to standard output.
@Suite struct ExportCommandTests {
    @Test func csvMatchesGolden() throws {
        let result = try ToolRunner.run(["export", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "traces/real/blog-split-view-2020.export.csv.expected")
        // Every row has five fields and every callback of the log is a row.
        let rows = result.stdout.components(separatedBy: "\r\n").dropLast()
        #expect(rows.first == "case,activity,timestamp,file,line")
        #expect(rows.count == 1 + 25)
    }

    @Test func modelSubjectsAreCases() throws {
        let directory = Fixtures.root.appendingPathComponent("docs/examples/scenes-in-sync")
        let result = try ToolRunner.run(["export", "app.log"], in: directory)
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/examples/scenes-in-sync/app.export.csv.expected")
        #expect(result.stdout.contains("sync#2 (0x105b3d440),sync.modelChanged,2024-03-02T11:00:07.500Z,app.log,6\r\n"))
    }

    @Test func fieldsWithCommasAndQuotesAreQuoted() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("a, \"b\".log")
        try "sceneDidBecomeActive(_:) <UIWindowScene: 0x1>\n".write(to: log, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.csv")
        let result = try ToolRunner.run(["export", "-o", output.path, log.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let table = try String(contentsOf: output, encoding: .utf8)
        #expect(table.hasSuffix(",\"\(log.path.replacingOccurrences(of: "\"", with: "\"\""))\",1\r\n"))
    }
}
