import Foundation
import Testing
import TraceCheckTestSupport

/// `tracecheck merge` totals the JSON reports of shards: counts, findings per rule, and groups by
/// the tags each lint run recorded; a file that is not a report is one line (exit 2).
@Suite struct MergeCommandTests {
    /// Reports of three shards, tagged with an OS and an app version.
    private func shards(in directory: URL) throws -> [String] {
        var paths: [String] = []
        for (index, (os, log)) in [("17.4", "traces/invalid/scene-violations.log"), ("17.5", "traces/real/blog-split-view-2020.log"),
            ("17.4", "traces/synthetic/rules/scene_gap.log")].enumerated()
        {
            let path = directory.appendingPathComponent("shard\(index).json").path
            let result = try ToolRunner.run(["lint", "--reporter", "json:\(path)", "--tag", "os=\(os)", "--tag", "app=2.3.1", log])
            #expect(result.status == 0 || result.status == 1)
            paths.append(path)
        }
        return paths
    }

    @Test func totalsByRuleAndTags() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = try shards(in: directory)
        let text = try ToolRunner.run(["merge", "--by", "os", "--by", "app"] + reports)
        #expect(text.status == 0)
        Golden.check(text.stdout, against: "traces/merge/shards.merge.text.expected")
        let json = try ToolRunner.run(["merge", "--by", "os", "--format", "json"] + reports)
        #expect(json.status == 0)
        Golden.check(json.stdout, against: "traces/merge/shards.merge.json.expected")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "tracecheck.merge.v1")
        #expect(document["reports"] as? Int == 3)
        #expect((document["groups"] as? [[String: Any]])?.count == 2)
    }

    @Test func reportsKeepTheirTags() throws {
        let result = try ToolRunner.run(["lint", "--reporter", "json", "--tag", "os=17.4", "--tag", "device=iPad-B", "traces/real/blog-split-view-2020.log"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["tags"] as? [String: String] == ["os": "17.4", "device": "iPad-B"])
        #expect(try ToolRunner.run(["lint", "--tag", "no-equals", "traces/real/blog-split-view-2020.log"]).status == 64)
    }

    @Test func aFileThatIsNoReportIsOneLine() throws {
        let result = try ToolRunner.run(["merge", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: traces/real/blog-split-view-2020.log: not a tracecheck.lint.v1 report (tracecheck lint --reporter json)\n")
        #expect(try ToolRunner.run(["merge", "no-such.json"]).stderr == "error: no-such.json: cannot be read\n")
    }
}
