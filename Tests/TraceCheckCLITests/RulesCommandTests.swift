import Conformance
import Testing
import TraceCheckTestSupport

@Suite struct RulesCommandTests {
    @Test func listsEveryRule() throws {
        let result = try ToolRunner.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == RuleDocumentation.table())
    }

    @Test func kindFiltersTheRules() throws {
        let result = try ToolRunner.run(["rules", "--kind", "session"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").dropFirst().prefix { !$0.contains(" rules, ") }
        #expect(rows.count == builtInRules.filter { $0.description.kind == .session }.count)
        #expect(rows.allSatisfy { $0.contains("  session  ") })
        #expect(result.stdout == RuleDocumentation.table(builtInRules.filter { $0.description.kind == .session }))
    }

    @Test func unknownKindIsAUsageError() throws {
        let result = try ToolRunner.run(["rules", "--kind", "timing"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: invalid value 'timing' for --kind (state, "))
        #expect(result.isUsageError)
    }

    @Test func markdownIsTheRulesDocument() throws {
        let result = try ToolRunner.run(["rules", "--markdown"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/rules.md")
    }
}
