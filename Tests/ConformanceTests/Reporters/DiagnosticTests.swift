import Foundation
import Testing
import TraceParser

@testable import Conformance

/// A `Diagnostic` shares its fields between copies: copies must still behave as values, and the
/// encoded form must stay the documented one.
@Suite struct DiagnosticTests {
    private func finding() -> Diagnostic {
        Diagnostic(
            ruleID: "scene_gap", severity: .warning, location: TraceLocation(file: "app.log", line: 7),
            stateBefore: "background", allowed: [.sceneWillEnterForeground], message: "missing sceneWillEnterForeground(_:)",
            notes: [Diagnostic.Note("a note")], sourceURL: "https://developer.apple.com")
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = finding()
        var copy = original
        copy.severity = .error
        copy.notes.append(Diagnostic.Note("another"))
        copy.condition = .requiresPrinted(.sceneDidBecomeActive)
        #expect(original.severity == .warning)
        #expect(original.notes.count == 1)
        #expect(original.condition == nil)
        #expect(copy != original)
        #expect(Set([original, finding(), copy]).count == 2)
    }

    @Test func encodesTheReportedFieldsOnly() throws {
        var pending = finding()
        pending.condition = .requiresPrinted(.sceneDidBecomeActive)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(pending)) as? [String: Any])
        #expect(Set(object.keys) == ["ruleID", "severity", "location", "stateBefore", "allowed", "message", "notes", "sourceURL"])
        #expect(try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(finding())) == finding())
    }
}
