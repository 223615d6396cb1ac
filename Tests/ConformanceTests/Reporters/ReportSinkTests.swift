import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// Each reporter makes its own sink: no caller asks which kind of reporter it has.
@Suite struct ReportSinkTests {
    /// Rendered findings held in memory.
    final class Memory: RenderedFindings {
        var bytes: [UInt8] = []
        func append(_ text: String) -> Range<Int> {
            let start = bytes.count
            bytes += Array(text.utf8)
            return start..<bytes.count
        }
        func read(_ range: Range<Int>) throws -> String { String(decoding: bytes[range], as: UTF8.self) }
        func copy(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws { try bytes.withUnsafeBufferPointer(body) }
    }

    /// A reporter that renders only whole reports.
    enum CountingReporter: Reporter {
        static let identifier = "count"
        static let description = "How many findings"
        static func report(_ report: LintReport, options: ReporterOptions) -> String { "\(report.diagnostics.count) findings\n" }
    }

    /// Feeds a sink the report's findings; returns what it wrote as they came and in all.
    static func written(_ reporter: any Reporter.Type, _ report: LintReport, asItGoes: Bool) throws -> (asItGoes: String, all: String) {
        let context = ReportSinkContext(options: ReporterOptions(), rules: report.rules, mayWriteAsItGoes: asItGoes, store: { Memory() })
        let sink = try reporter.sink(context)
        var out = ""
        for (position, diagnostic) in report.diagnostics.enumerated() {
            out += sink.add(diagnostic, position: position, checked: report.checked) ?? ""
        }
        let early = out
        let counted = LintReport(diagnostics: [], counts: report.counts, checked: report.checked, statistics: report.statistics, rules: report.rules)
        try sink.finish(counted, to: ReportOutput(text: { out += $0 }, bytes: { out += String(decoding: $0, as: UTF8.self) }))
        return (early, out)
    }

    @Test func everyReporterWritesTheWholeDocumentWhateverItsSink() throws {
        let report = try LintReports.make(LintReports.missingResignActive)
        #expect(!report.diagnostics.isEmpty)
        for reporter in builtInReporters + [CountingReporter.self] {
            for asItGoes in [false, true] {
                let (early, all) = try Self.written(reporter, report, asItGoes: asItGoes)
                #expect(all == reporter.report(report, options: ReporterOptions()), "\(reporter.identifier)")
                let streams = asItGoes && (reporter as? any StreamingReporter.Type)?.writesAsItGoes == true
                // Findings come out as they come only when the sink may and the reporter can
                // (the summary's pieces are empty).
                #expect(streams ? all.hasPrefix(early) : early.isEmpty, "\(reporter.identifier)")
                if streams && reporter.identifier == TextReporter.identifier { #expect(!early.isEmpty) }
            }
        }
    }
}
