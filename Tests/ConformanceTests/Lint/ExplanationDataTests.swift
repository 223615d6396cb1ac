@testable import Conformance
import Testing
import TraceParser

/// Findings at a callback carry their explanation as data (issue 28, item 5): a gap's missing
/// callbacks as canonical ids in order, the line of the subject's last state change, the state
/// checking resumes in; findings not at a callback carry none.
@Suite struct ExplanationDataTests {
    private static func findings(_ log: String, configuration: LintConfiguration = LintConfiguration()) throws -> [Diagnostic] {
        try LintRun([.text(log, name: "app.log")], configuration: configuration).findings
    }

    @Test func aGapNamesWhatIsMissingWhereTheStateLastChangedAndWhereItResumes() throws {
        let findings = try Self.findings("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidDisconnect(_:) <UIWindowScene: 0x1>
            """)
        let gap = try #require(findings.first { $0.ruleID == "scene_gap" })
        #expect(gap.missing == ["scene.willResignActive"])
        #expect(gap.lastChangeLine == 3)
        #expect(gap.resumedState == "disconnected")
    }

    /// Several missing callbacks come in the order they would have come.
    @Test func missingCallbacksAreInOrder() throws {
        let findings = try Self.findings("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            """)
        let gap = try #require(findings.first { !$0.missing.isEmpty }, "\(findings.map(\.message))")
        #expect(gap.missing == ["scene.willResignActive", "scene.didEnterBackground"])
        #expect(gap.lastChangeLine == 3)
        #expect(gap.resumedState == "foregroundInactive")
    }

    /// A finding at a callback that is not a gap has the line and the state, nothing missing;
    /// one that is not at a callback (a session's, a process's end) has none of them.
    @Test func findingsThatAreNotGaps() throws {
        let findings = try Self.findings("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneWillResignActive(_:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            sceneDidDisconnect(_:) <UIWindowScene: 0x1>
            """)
        let repeated = try #require(findings.first { $0.ruleID == "repeated_callback" }, "\(findings.map(\.ruleID))")
        #expect(repeated.missing.isEmpty)
        #expect(repeated.lastChangeLine == 3)
        #expect(repeated.resumedState == "foregroundActive")
        for finding in findings where finding.ruleID == "disconnect_without_discard" {
            #expect(finding.missing.isEmpty && finding.lastChangeLine == nil && finding.resumedState == nil)
        }
    }

    /// A swapped pair is reported at its first callback when the second comes: the finding carries
    /// the first callback's explanation.
    @Test func aSwapCarriesItsFirstCallbacksExplanation() throws {
        let findings = try Self.findings("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            sceneWillResignActive(_:) <UIWindowScene: 0x1>
            """)
        let swap = try #require(findings.first { $0.ruleID == "callback_order" }, "\(findings.map(\.ruleID))")
        #expect(swap.location.line == 4)
        #expect(swap.lastChangeLine == 3)
        #expect(swap.resumedState != nil)
        // A finding that judges no state (which scene took a line) carries none.
        for finding in findings where finding.stateBefore == nil { #expect(finding.resumedState == nil, "\(finding.ruleID)") }
    }

    /// A SwiftUI phase gap (reported at the process's end, with one scene) names what is missing.
    @Test func aPhaseGap() throws {
        let findings = try Self.findings("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            scenePhase: active
            scenePhase: background
            """)
        let gap = try #require(findings.first { $0.ruleID == "scene_phase_transition" }, "\(findings.map(\.ruleID))")
        #expect(gap.missing == ["phase.inactive"])
        #expect(gap.lastChangeLine == 2)
        #expect(gap.resumedState == "background")
    }

    /// A model's gap names its events `MODEL.EVENT`; its last change is the subject's previous event.
    @Test func aModelsGap() throws {
        let configuration = try ConfigurationFile.parse(ModelRuleSupport.exampleConfiguration, path: "example.tracecheck.yml")
        let findings = try Self.findings("WIN w1 load\nWIN w1 becomeKey\nWIN w1 close\n", configuration: configuration)
        let gap = try #require(findings.first { $0.ruleID == "model_gap" }, "\(findings.map(\.ruleID))")
        #expect(gap.missing == ["window.resignKey"])
        #expect(gap.lastChangeLine == 2)
        #expect(gap.resumedState == "closed")
    }
}
