import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@testable import tracecheck

/// The lint reports are written without keeping the findings, and come out byte for byte as the
/// whole-document renderings (JUnit's findings grouped by test case from a temporary file).
@Suite struct ReportWriterTests {
    /// Findings of the rule traces, with a long message of two-byte characters so that the
    /// temporary file is read back in several chunks that split characters.
    static func findings() throws -> LintReport {
        var report = try LintReports.make(LintReports.missingResignActive)
        var diagnostics = report.diagnostics
        diagnostics[0].message = String(repeating: "é", count: 100_003)
        report = LintReport(diagnostics: diagnostics, checked: report.checked, statistics: report.statistics, rules: report.rules)
        return report
    }

    @Test(arguments: ["json", "sarif", "text", "github", "summary", "junit"])
    func aReportToAFileIsTheWholeDocument(_ name: String) throws {
        let report = try Self.findings()
        let reporter = try #require(builtInReporters.first { $0.identifier == name })
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report").path
        let writer = try ReportWriter([ReporterSelection(reporter, path: path)], rules: report.rules)
        writer.checked = { report.checked }
        for diagnostic in report.diagnostics { writer.add(diagnostic) }
        #expect(writer.kept.isEmpty, "no reporter keeps the findings")
        try writer.finish(LintReport(
            diagnostics: writer.kept, counts: writer.counts, checked: report.checked, statistics: report.statistics,
            rules: report.rules))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // The command line's reports print each error's timeline command.
        var options = ReporterOptions()
        options.timelineCommands = true
        #expect(written == reporter.report(report, options: options))
    }

    /// The writer handles JUnit and streaming reporters: every built-in reporter is one of them.
    @Test func everyBuiltInReporterIsWrittenWithoutKeepingFindings() {
        for reporter in builtInReporters {
            #expect(reporter is any StreamingReporter.Type || reporter.identifier == JUnitReporter.identifier, "\(reporter.identifier)")
        }
    }

    /// With no finding, the documents close their arrays as the pretty printer writes an empty
    /// one, and stay valid JSON.
    @Test func documentsWithoutFindingsAreValid() throws {
        let report = try LintReports.make(LintReports.missingResignActive, diagnostics: [])
        let json = JSONReporter.report(report, options: ReporterOptions())
        #expect(json.hasSuffix("  \"diagnostics\": [],\n  \"tags\": {}\n}\n"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
        let sarif = SARIFReporter.report(report, options: ReporterOptions())
        #expect(sarif.hasSuffix("      \"results\": []\n    }\n  ]\n}\n"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }
}
