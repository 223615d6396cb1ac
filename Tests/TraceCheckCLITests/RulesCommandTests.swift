import Conformance
import Testing
import TraceCheckTestSupport

@Suite struct RulesCommandTests {
    @Test func listsEveryRule() throws {
        let result = try ToolRunner.run(["rules"], environment: ["COLUMNS": ""])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // Not a terminal: 100 columns.
        #expect(result.stdout == RuleDocumentation.table(width: 100))
        #expect(try ToolRunner.run(["rules"], environment: ["COLUMNS": "132"]).stdout == RuleDocumentation.table(width: 132))
    }

    @Test func kindFiltersTheRules() throws {
        let result = try ToolRunner.run(["rules", "--kind", "session"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").dropFirst().prefix { !$0.contains(" rules, ") }
        #expect(rows.count == builtInRules.filter { $0.description.kind == .session }.count)
        #expect(rows.allSatisfy { $0.contains("  session  ") })
        #expect(result.stdout == RuleDocumentation.table(builtInRules.filter { $0.description.kind == .session }, width: 100))
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
