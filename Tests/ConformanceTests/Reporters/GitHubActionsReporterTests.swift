import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@Suite struct GitHubActionsReporterTests {
    @Test func oneCommandPerFindingWithTheSeverityAsCommand() throws {
        let output = GitHubActionsReporter.report(try LintReports.make(LintReports.missingResignActive), options: ReporterOptions())
        let lines = output.split(separator: "\n").map { $0.dropFirst(2).components(separatedBy: "::")[0] }
        #expect(lines == [
            "warning file=app.log,line=6,title=scene_gap",
            "error file=app.log,line=8,title=scene_missing_resign_active",
            "notice file=app.log,line=8,title=process_end_state",
        ])
    }

    @Test func propertiesAndMessagesAreEscaped() throws {
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .error, location: TraceLocation(file: "a,b:c%.log", line: 2),
            message: "50% done\r\nnext: a, b")
        let output = GitHubActionsReporter.report(try LintReports.make("", diagnostics: [diagnostic]), options: ReporterOptions())
        #expect(output == "::error file=a%2Cb%3Ac%25.log,line=2,title=custom::50%25 done%0D%0Anext: a, b\n")
    }

    @Test func detailsFollowTheMessage() throws {
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .warning, location: TraceLocation(file: "app.log", line: 2),
            subject: Subject(kind: .process, ordinal: 1, process: 1, identity: nil), message: "m",
            notes: [.init("n", at: TraceLocation(file: "app.log", line: 1))], sourceURL: "https://example.org/doc")
        let output = GitHubActionsReporter.report(try LintReports.make("", diagnostics: [diagnostic]), options: ReporterOptions())
        #expect(output == "::warning file=app.log,line=2,title=custom::m%0Aprocess#1%0Aapp.log:1: note: n%0Asee https://example.org/doc\n")
    }

    @Test func noFindingsNoOutput() throws {
        #expect(GitHubActionsReporter.report(try LintReports.make("", diagnostics: []), options: ReporterOptions()).isEmpty)
    }
}
