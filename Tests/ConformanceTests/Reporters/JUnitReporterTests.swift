import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct JUnitReporterTests {
    private func document(_ report: LintReport) throws -> XMLElement {
        let text = JUnitReporter.report(report, options: ReporterOptions())
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        return try #require(try XMLDocument(xmlString: text, options: []).rootElement())
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test func aSuitePerProcessACasePerTimelineAFailurePerErrorOrWarning() throws {
        let root = try document(LintReports.make(LintReports.missingResignActive))
        #expect(root.name == "testsuites")
        #expect(attribute(root, "tests") == "2" && attribute(root, "failures") == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["process#1"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { attribute($0, "name") } == ["process#1", "scene#1 (no pointer)"])
        #expect(cases.allSatisfy { attribute($0, "classname") == "app.log" })
        // The process case holds the note; the scene case the warning and the error.
        #expect(cases[0].elements(forName: "failure").isEmpty)
        #expect(cases[0].elements(forName: "system-out").first?.stringValue?.contains("note:") == true)
        let failures = cases[1].elements(forName: "failure")
        #expect(failures.map { attribute($0, "type") } == ["scene_gap", "scene_missing_resign_active"])
        #expect(failures[1].stringValue?.hasPrefix("app.log:8: error: missing sceneWillResignActive(_:)") == true)
    }

    @Test func textIsEscapedIntoWellFormedXML() throws {
        let scene = Subject(kind: .scene, ordinal: 1, process: 1, identity: nil)
        let message = "a <b> & \"c\" 'd'\r\nline\u{1}end"
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .error, location: TraceLocation(file: "app.log", line: 1), subject: scene,
            message: message)
        let root = try document(LintReports.make(LintReports.missingResignActive, diagnostics: [diagnostic]))
        let failure = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase")
            .first { attribute($0, "name") == "scene#1 (no pointer)" }?.elements(forName: "failure").first)
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
        #expect(cases.map { attribute($0, "name") } == ["process#1", "app (process#1)"])
        #expect(cases.allSatisfy { $0.childCount == 0 })
    }
}
