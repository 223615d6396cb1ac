import TraceParser

/// JUnit XML for CI test-report views: one `<testsuite>` per process, one `<testcase>` per
/// timeline (process, app, scene, view controller, scene phase), a `<failure>` per error or
/// warning about that subject, and its notes as `<system-out>` (`docs/lint-reporters.md`).
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let description = "JUnit XML: a test suite per process, a test case per timeline, a failure per error or warning"

    /// A `<testcase>`: one timeline and the findings about it.
    private struct TestCase {
        let name: String
        let classname: String
        var diagnostics: [Diagnostic] = []

        var failures: [Diagnostic] { diagnostics.filter { $0.severity >= .warning } }
        var notes: [Diagnostic] { diagnostics.filter { $0.severity < .warning } }
    }

    /// A `<testsuite>`: one process.
    private struct TestSuite {
        let name: String
        var cases: [TestCase]

        var failed: Int { cases.filter { !$0.failures.isEmpty }.count }
    }

    public static func report(_ report: LintReport, options: ReporterOptions) -> String {
        let suites = self.suites(report)
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failed = suites.reduce(0) { $0 + $1.failed }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.attribute(options.tool))\" tests=\"\(tests)\" failures=\"\(failed)\" errors=\"0\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(XMLText.attribute(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failed)\" errors=\"0\" skipped=\"0\">\n"
            for testCase in suite.cases { out += render(testCase) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// The suites with every finding in its test case: the timeline of its subject, else the
    /// process it belongs to (by subject, else by file and line).
    private static func suites(_ report: LintReport) -> [TestSuite] {
        var suites: [TestSuite] = []
        var caseIndex: [Subject: (suite: Int, test: Int)] = [:]
        for process in report.checked.suites {
            for (index, subject) in process.timelines.enumerated() { caseIndex[subject] = (suites.count, index) }
            suites.append(TestSuite(
                name: process.subject.label,
                cases: process.timelines.map { TestCase(name: $0.label, classname: process.file) }))
        }
        var unattributed: [Diagnostic] = []
        let byOrdinal = Dictionary(report.checked.suites.map { ($0.ordinal, $0.subject) }) { first, _ in first }
        let byFile = Dictionary(grouping: report.checked.suites, by: \.file)
        for diagnostic in report.diagnostics {
            let subject = diagnostic.subject.flatMap { caseIndex[$0] != nil ? $0 : nil }
                ?? processSubject(of: diagnostic, byOrdinal: byOrdinal, byFile: byFile)
            if let subject, let position = caseIndex[subject] {
                suites[position.suite].cases[position.test].diagnostics.append(diagnostic)
            } else {
                unattributed.append(diagnostic)
            }
        }
        if let first = unattributed.first {
            // Only a report built by hand, with findings but no process, gets here.
            var testCase = TestCase(name: "no process", classname: first.location.file)
            testCase.diagnostics = unattributed
            suites.append(TestSuite(name: "no process", cases: [testCase]))
        }
        return suites
    }

    /// The process a finding without a timeline of its own belongs to: its subject's, else the
    /// last one of its file that starts at or before it.
    private static func processSubject(
        of diagnostic: Diagnostic, byOrdinal: [Int: Subject], byFile: [String: [CheckedProcess]]
    ) -> Subject? {
        if let ordinal = diagnostic.subject?.process, let subject = byOrdinal[ordinal] { return subject }
        guard let sameFile = byFile[diagnostic.location.file] else { return nil }
        return (sameFile.last { $0.start <= diagnostic.location } ?? sameFile.first)?.subject
    }

    private static func render(_ testCase: TestCase) -> String {
        let open = "    <testcase name=\"\(XMLText.attribute(testCase.name))\" classname=\"\(XMLText.attribute(testCase.classname))\""
        guard !testCase.diagnostics.isEmpty else { return open + "/>\n" }
        var out = open + ">\n"
        for failure in testCase.failures {
            out += "      <failure message=\"\(XMLText.attribute(failure.message))\" type=\"\(XMLText.attribute(failure.ruleID))\">"
            out += XMLText.content(TextReporter.line(failure, colored: false)) + "</failure>\n"
        }
        let notes = testCase.notes
        if !notes.isEmpty {
            let text = notes.map { TextReporter.line($0, colored: false) }.joined(separator: "\n")
            out += "      <system-out>" + XMLText.content(text) + "</system-out>\n"
        }
        return out + "    </testcase>\n"
    }
}
