import Conformance
import Testing
import TraceParser

/// A rule renamed from `former_name`.
private struct RenamedRule: Rule {
    static let description = RuleDescription(
        identifier: "renamed_rule", name: "Renamed Rule", description: "Something happened", rationale: "It matters.",
        kind: .state, severity: .warning, sources: [.a1],
        nonTriggeringExamples: [Example("sceneDidBecomeActive(_:)")], triggeringExamples: [Example("↓sceneDidDisconnect(_:)")],
        deprecatedAliases: ["former_name"])

    func validate(_ analysis: TraceAnalysis) -> [Diagnostic] { [] }
}

@Suite struct RuleLookupTests {
    @Test func findsEveryBuiltInRuleByItsIdentifier() {
        for rule in builtInRules {
            #expect(RuleLookup.rule(named: rule.description.identifier) == rule)
        }
    }

    @Test func resolvesDeprecatedAliases() {
        #expect(RuleLookup.rule(named: "former_name", in: [RenamedRule.self]) == RenamedRule.self)
        #expect(RuleLookup.rule(named: "renamed_rule", in: [RenamedRule.self]) == RenamedRule.self)
        #expect(RuleLookup.rule(named: "renamed", in: [RenamedRule.self]) == nil)
    }

    @Test func suggestsCloseIdentifiers() {
        #expect(RuleLookup.suggestions(for: "scene_gaps") == ["scene_gap"])
        #expect(RuleLookup.suggestions(for: "resign") == ["scene_missing_resign_active"])
        #expect(RuleLookup.suggestions(for: "Scene Gap").first == "scene_gap")
        #expect(RuleLookup.suggestions(for: "scene-missing-resign-activ") == ["scene_missing_resign_active"])
        #expect(RuleLookup.suggestions(for: "scene").count == 3)
        #expect(RuleLookup.suggestions(for: "xyzzy").isEmpty)
        #expect(RuleLookup.suggestions(for: "").isEmpty)
    }

    @Test func suggestsTheCurrentIdentifierForAMistypedAlias() {
        #expect(RuleLookup.suggestions(for: "formr_name", in: [RenamedRule.self]) == ["renamed_rule"])
    }
}
