import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@Suite struct JSONReporterTests {
    private func object(_ report: LintReport) throws -> [String: Any] {
        let text = JSONReporter.report(report, options: ReporterOptions())
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func countsAndFindingsOfALog() throws {
        let document = try object(LintReports.make(LintReports.missingResignActive))
        #expect(document["schema"] as? String == "tracecheck.lint.v1")
        let tool = try #require(document["tool"] as? [String: String])
        #expect(tool == ["name": "tracecheck", "version": ToolInfo.version])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["errors"] == 1 && summary["warnings"] == 1 && summary["notes"] == 1)
        #expect(summary["processes"] == 1 && summary["scenes"] == 1)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let error = try #require(diagnostics.first { $0["severity"] as? String == "error" })
        #expect(error["ruleID"] as? String == "scene_missing_resign_active")
        #expect(error["line"] as? Int == 8)
        #expect(error["stateBefore"] as? String == "foregroundActive")
        #expect(error["allowed"] as? [String] == ["scene.willResignActive"])
        let subject = try #require(error["subject"] as? [String: Any])
        #expect(subject["kind"] as? String == "scene" && subject["label"] as? String == "scene#1 (no pointer)")
        #expect(subject["identity"] is NSNull)
    }

    @Test func stringsAreEscapedAndMissingValuesAreNull() throws {
        let message = "a \"quoted\" \\ path\n\ttab \u{1} \u{7F} and ünïcødé"
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .warning, location: TraceLocation(file: "dir/a \"b\".log", line: 3),
            message: message, notes: [.init("no place"), .init("a place", at: TraceLocation(file: "x.log", line: 9))])
        let document = try object(LintReports.make("", diagnostics: [diagnostic]))
        let found = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(found["message"] as? String == message)
        #expect(found["file"] as? String == "dir/a \"b\".log")
        #expect(found["subject"] is NSNull && found["stateBefore"] is NSNull && found["sourceURL"] is NSNull)
        let notes = try #require(found["notes"] as? [[String: Any]])
        #expect(notes.count == 2)
        #expect(notes[0]["file"] is NSNull && notes[0]["line"] is NSNull)
        #expect(notes[1]["file"] as? String == "x.log" && notes[1]["line"] as? Int == 9)
    }

    /// docs/lint-json.md has a row for every key path, such as `diagnostics[].subject.kind`.
    @Test func everyKeyIsDocumented() throws {
        let doc = try Fixtures.text("docs/lint-json.md")
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .error, location: TraceLocation(file: "app.log", line: 8),
            subject: Subject(kind: .scene, ordinal: 1, process: 1, identity: "0x1"), message: "m",
            notes: [.init("n", at: TraceLocation(file: "app.log", line: 2))])
        let document = try object(LintReports.make(LintReports.missingResignActive, diagnostics: [diagnostic]))
        let missing = keyPaths(document).filter { !doc.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "docs/lint-json.md does not describe \(missing)")
    }

    private func keyPaths(_ value: Any, prefix: String = "") -> [String] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { key -> [String] in
                let path = prefix.isEmpty ? key : prefix + "." + key
                return [path] + keyPaths(object[key] as Any, prefix: path)
            }
        }
        if let array = value as? [Any], let first = array.first { return keyPaths(first, prefix: prefix + "[]") }
        return []
    }
}
