import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@Suite struct SARIFReporterTests {
    private func run(_ report: LintReport) throws -> [String: Any] {
        let text = SARIFReporter.report(report, options: ReporterOptions())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    private func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tracecheck" && driver["version"] as? String == ToolInfo.version)
        return try #require(driver["rules"] as? [[String: Any]])
    }

    @Test func describesEveryRuleThatRan() throws {
        let run = try run(LintReports.make(LintReports.missingResignActive))
        let rules = try rules(run)
        #expect(rules.map { $0["id"] as? String } == Linter().rules.map { $0.description.identifier })
        for (rule, type) in zip(rules, Linter().rules) {
            let description = type.description
            #expect(rule["name"] as? String == description.name)
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.description)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == description.rationale)
            #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == description.severity.rawValue)
            #expect((rule["properties"] as? [String: String])?["kind"] == description.kind.rawValue)
            // SARIF wants an absolute helpUri: the first source when it is a web page, else none.
            let first = description.sources[0].url
            #expect(rule["helpUri"] as? String == (first.hasPrefix("https://") ? first : nil), "\(description.identifier)")
            #expect((rule["help"] as? [String: String])?["text"] == description.fix, "\(description.identifier)")
        }
    }

    @Test func resultsPointAtTheirRuleAndLine() throws {
        let run = try run(LintReports.make(LintReports.missingResignActive))
        let rules = try rules(run)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["warning", "error", "note"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let error = results[1]
        #expect((error["message"] as? [String: String])?["text"]?.hasPrefix("missing sceneWillResignActive(_:)") == true)
        let location = try #require((error["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "app.log")
        #expect((location["region"] as? [String: Int])?["startLine"] == 8)
        let properties = try #require(error["properties"] as? [String: Any])
        #expect(properties["subject"] as? String == "scene#1 (no pointer)")
        #expect(properties["stateBefore"] as? String == "foregroundActive")
        #expect(properties["allowed"] as? [String] == ["scene.willResignActive"])
        #expect(properties["fix"] == nil, "the rule's help says it")
    }

    @Test func notesWithAPlaceAreRelatedLocationsAndTheOthersProperties() throws {
        let diagnostic = Diagnostic(
            ruleID: "custom", severity: .note, location: TraceLocation(file: "dir with space/ä%.log", line: 4),
            message: "m", notes: [
                .init("first", at: TraceLocation(file: "a.log", line: 1)), .init("nowhere"),
                .init("second", at: TraceLocation(file: "b.log", line: 2)),
            ])
        let run = try run(LintReports.make("", diagnostics: [diagnostic]))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleIndex"] == nil, "a rule that did not run has no index")
        let uri = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: String] }?["uri"]
        #expect(uri == "dir%20with%20space/%C3%A4%25.log")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        #expect(related.map { ($0["message"] as? [String: String])?["text"] } == ["first", "second"])
        #expect((result["properties"] as? [String: Any])?["notes"] as? [String] == ["nowhere"])
    }

    @Test func aFixOtherThanTheRulesHelpIsAProperty() throws {
        let gap = Diagnostic(ruleID: "scene_gap", severity: .warning, location: TraceLocation(file: "a.log", line: 1), message: "m", fix: "do this")
        let run = try run(LintReports.make("", diagnostics: [gap]))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect((result["properties"] as? [String: Any])?["fix"] as? String == "do this")
    }
}
