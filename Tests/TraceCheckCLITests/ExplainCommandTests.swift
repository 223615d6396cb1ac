import Conformance
import Testing
import TraceCheckTestSupport

@Suite struct ExplainCommandTests {
    @Test(arguments: builtInRules.map { $0.description.identifier })
    func explainsEveryRule(_ id: String) throws {
        let rule = try #require(RuleLookup.rule(named: id))
        let result = try ToolRunner.run(["explain", id])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == RuleDocumentation.explanation(of: rule))
    }

    @Test func startsWithNameIdAndDescription() throws {
        let result = try ToolRunner.run(["explain", "scene_missing_resign_active"])
        #expect(result.stdout.hasPrefix("""
            Scene Missing Resign Active (scene_missing_resign_active): A scene enters the background straight from \
            foregroundActive, without sceneWillResignActive(_:)

            Kind: state
            Default severity: error

            """))
    }

    @Test func unknownRuleNamesTheClosestIdsAndIsAUsageError() throws {
        let result = try ToolRunner.run(["explain", "scene_gaps"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: unknown rule 'scene_gaps'\nhelp: did you mean 'scene_gap'?\n")
    }

    @Test func unknownRuleWithNothingCloseSaysWhereTheRulesAre() throws {
        let result = try ToolRunner.run(["explain", "xyzzy"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown rule 'xyzzy'\nhelp: 'tracecheck rules' lists the rules\n")
    }

    @Test func missingRuleIsAUsageError() throws {
        let result = try ToolRunner.run(["explain"])
        #expect(result.status == 64)
    }
}
