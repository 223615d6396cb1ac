import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct JUnitReporterTests {
    private func document(_ report: LintReport, failOn: Severity? = .warning) throws -> XMLElement {
        let text = JUnitReporter.report(report, options: ReporterOptions(failOn: failOn))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        return try #require(try XMLDocument(xmlString: text, options: []).rootElement())
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test func aSuitePerProcessACasePerTimelineAFailurePerFindingAtTheThreshold() throws {
        let root = try document(LintReports.make(LintReports.missingResignActive))
        #expect(root.name == "testsuites")
        #expect(attribute(root, "tests") == "2" && attribute(root, "failures") == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["process#1"])
        let cases = suites[0].elements(forName: "testcase")
        // Names without pointers or run-wide numbers, so CI history sees the same tests next run.
        #expect(cases.map { attribute($0, "name") } == ["process#1", "scene#1"])
        #expect(cases.allSatisfy { attribute($0, "classname") == "app.log" })
        // The process case holds the note; the scene case the warning and the error.
        #expect(cases[0].elements(forName: "failure").isEmpty)
        #expect(cases[0].elements(forName: "system-out").first?.stringValue?.contains("note:") == true)
        let failures = cases[1].elements(forName: "failure")
        #expect(failures.map { attribute($0, "type") } == ["scene_gap", "scene_missing_resign_active"])
        #expect(failures.last?.stringValue?.hasPrefix("app.log:8: error: missing sceneWillResignActive(_:)") == true)
    }

    /// Failures are exactly the findings that fail the run (`--fail-on`): with the default
    /// threshold a warning is output, not a failure, as the run exits 0 on it; with none, nothing fails.
    @Test func failuresAreTheFindingsAtOrAboveTheThreshold() throws {
        func failures(_ failOn: Severity?) throws -> [String?] {
            let root = try document(LintReports.make(LintReports.missingResignActive), failOn: failOn)
            return root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }.flatMap { $0.elements(forName: "failure") }
                .map { attribute($0, "type") }
        }
        #expect(try failures(.error) == ["scene_missing_resign_active"])
        #expect(try failures(.warning) == ["scene_gap", "scene_missing_resign_active"])
        #expect(try failures(.note).count == 3)
        #expect(try failures(nil).isEmpty)
        let root = try document(LintReports.make(LintReports.missingResignActive), failOn: .error)
        let scene = root.elements(forName: "testsuite")[0].elements(forName: "testcase")[1]
        #expect(scene.elements(forName: "system-out").first?.stringValue?.contains("warning: ") == true)
    }

    @Test func textIsEscapedIntoWellFormedXML() throws {
        let scene = Subject(kind: .scene, ordinal: 1, process: 1, identity: nil)
        let message = "a <b> & \"c\" 'd'\r\nline\u{1}end"
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .error, location: TraceLocation(file: "app.log", line: 1), subject: scene,
            message: message)
        let root = try document(LintReports.make(LintReports.missingResignActive, diagnostics: [diagnostic]))
        let failure = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase")
            .first { attribute($0, "name") == "scene#1" }?.elements(forName: "failure").first)
        #expect(attribute(failure, "message") == "a <b> & \"c\" 'd'\r\nline\u{FFFD}end")
        #expect(failure.stringValue?.contains("a <b> & \"c\" 'd'\r\nline\u{FFFD}end [custom]") == true)
    }

    @Test func findingsWithoutATimelineGoToTheirProcess() throws {
        let elsewhere = Diagnostic(ruleID: "custom", severity: .warning, location: TraceLocation(file: "app.log", line: 3), message: "m")
        let root = try document(LintReports.make(LintReports.missingResignActive, diagnostics: [elsewhere]))
        let process = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(attribute(process, "name") == "process#1")
        #expect(process.elements(forName: "failure").count == 1)
    }

    @Test func findingsWithoutAProcessAreKept() throws {
        let orphan = Diagnostic(ruleID: "custom", severity: .error, location: TraceLocation(file: "none.log", line: 1), message: "m")
        let root = try document(LintReports.make("", diagnostics: [orphan]))
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["no process"])
        #expect(suites.first?.elements(forName: "testcase").first?.elements(forName: "failure").count == 1)
    }

    @Test func aCleanLogHasPassingCases() throws {
        let root = try document(LintReports.make("application(_:didFinishLaunchingWithOptions:)\napplicationDidBecomeActive(_:)\n"))
        #expect(attribute(root, "failures") == "0")
        let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { attribute($0, "name") } == ["process#1", "app"])
        #expect(cases.allSatisfy { $0.childCount == 0 })
    }
}
