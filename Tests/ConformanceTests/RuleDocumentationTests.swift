import Conformance
import Testing
import TraceParser

/// An opt-in rule with a former id, and prose that Markdown must escape.
private struct SampleOptInRule: OptInRule {
    static let description = RuleDescription(
        identifier: "sample_opt_in", name: "Sample Opt In",
        description: "sceneDidBecomeActive(_:) comes after sceneWillResignActive(_:)",
        rationale: "Because *it* matters | always.", kind: .pairing, severity: .warning,
        sources: [.a3, Source(key: "spec §1", title: "local notes", url: "docs/model.md", evidence: .inferred)],
        nonTriggeringExamples: [Example("sceneDidBecomeActive(_:)")],
        triggeringExamples: [Example("sceneWillResignActive(_:)\n↓sceneDidBecomeActive(_:)"), Example("↓sceneDidBecomeActive(_:)")],
        deprecatedAliases: ["old_sample"])

    func validate(_ analysis: TraceAnalysis) -> [Diagnostic] { [] }
}

/// A rule that is on by default.
private struct SampleRule: Rule {
    static let description = RuleDescription(
        identifier: "a_sample", name: "A Sample", description: "Something happened", rationale: "It matters.",
        kind: .state, severity: .error, sources: [.a1],
        nonTriggeringExamples: [Example("sceneDidBecomeActive(_:)")], triggeringExamples: [Example("↓sceneDidDisconnect(_:)")])

    func validate(_ analysis: TraceAnalysis) -> [Diagnostic] { [] }
}

@Suite struct RuleDocumentationTests {
    @Test func tableListsEveryRuleSortedWithItsSettings() {
        #expect(RuleDocumentation.table([SampleOptInRule.self, SampleRule.self]) == """
            identifier     kind     severity  enabled  description
            a_sample       state    error     yes      Something happened
            sample_opt_in  pairing  warning   opt-in   sceneDidBecomeActive(_:) comes after sceneWillResignActive(_:)

            2 rules, 1 enabled, 1 opt-in; `tracecheck explain RULE` prints one whole

            """)
    }

    /// Cut to a width, descriptions end in `…` and no line is wider.
    @Test func tableFitsTheWidth() {
        for width in [80, 100, 120] {
            let lines = RuleDocumentation.table(width: width).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
            #expect(lines.contains { $0.hasSuffix("…") })
        }
        #expect(RuleDocumentation.table([SampleOptInRule.self], width: 60).contains("  opt-in   sceneDidBecomeAc…\n"))
    }

    @Test func tableListsEveryBuiltInRule() {
        let lines = RuleDocumentation.table().split(separator: "\n")
        #expect(lines.count == builtInRules.count + 2)
        for rule in builtInRules {
            #expect(lines.contains { $0.hasPrefix(rule.description.identifier + " ") }, "\(rule.description.identifier) is not listed")
        }
    }

    @Test func explanationFollowsSwiftLint() {
        #expect(RuleDocumentation.explanation(of: SampleOptInRule.self) == """
            Sample Opt In (sample_opt_in): sceneDidBecomeActive(_:) comes after sceneWillResignActive(_:)

            Kind: pairing
            Default severity: warning
            Opt-in: yes
            Enabled by default: no
            Deprecated aliases: old_sample

            Rationale:
            Because *it* matters | always.

            Sources:
              A3       DOC  UISceneDelegate  https://developer.apple.com/documentation/uikit/uiscenedelegate
              spec §1  INF  local notes      docs/model.md

            Non-triggering examples:

            Example #1

                sceneDidBecomeActive(_:)

            Triggering examples (↓ marks each line the rule reports):

            Example #1

                sceneWillResignActive(_:)
                ↓sceneDidBecomeActive(_:)

            Example #2

                ↓sceneDidBecomeActive(_:)

            """)
    }

    @Test func markdownHasAnIndexAndASectionPerRule() {
        let markdown = RuleDocumentation.markdown([SampleOptInRule.self, SampleRule.self])
        #expect(markdown.hasPrefix("# Rules\n"))
        #expect(markdown.contains("""
            | [`a_sample`](#a-sample) | state | error | no | yes | Something happened |
            | [`sample_opt_in`](#sample-opt-in) | pairing | warning | yes | no | sceneDidBecomeActive(\\_:) comes after sceneWillResignActive(\\_:) |

            ## A Sample
            """))
        #expect(markdown.hasSuffix("""
            ## Sample Opt In

            * Identifier: `sample_opt_in`
            * Kind: pairing
            * Default severity: warning
            * Opt-in: yes
            * Enabled by default: no
            * Deprecated aliases: `old_sample`

            sceneDidBecomeActive(\\_:) comes after sceneWillResignActive(\\_:).

            **Rationale**

            Because \\*it\\* matters \\| always.

            **Sources**

            * A3 (DOC): [UISceneDelegate](https://developer.apple.com/documentation/uikit/uiscenedelegate)
            * spec §1 (INF): [local notes](model.md)

            **Non-triggering examples**

            ```text
            sceneDidBecomeActive(_:)
            ```

            **Triggering examples** (`↓` marks each line the rule reports)

            ```text
            sceneWillResignActive(_:)
            ↓sceneDidBecomeActive(_:)
            ```

            ```text
            ↓sceneDidBecomeActive(_:)
            ```

            """))
    }

    @Test func markdownNamesTheRegenerateCommand() {
        #expect(RuleDocumentation.markdown().contains("`\(RuleDocumentation.regenerateCommand)`"))
    }
}
