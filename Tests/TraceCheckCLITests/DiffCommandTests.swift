import Foundation
import Testing
import TraceCheckTestSupport

/// One `tracecheck diff` case with its golden output next to the observed log.
struct DiffCase: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: String
    let observed: String
    var arguments: [String] = []
    let status: Int32
    var testDescription: String { name }
}

@Suite struct DiffCommandTests {
    static let dir = "traces/synthetic/diff"
    static let cases: [DiffCase] = [
        .init(name: "same-flow-other-pointers", expected: "\(dir)/baseline-run.log", observed: "\(dir)/same-flow-other-pointers.log", status: 0),
        .init(name: "missing-callback", expected: "\(dir)/baseline-run.log", observed: "\(dir)/missing-callback.log", status: 1),
        .init(name: "extra-callback", expected: "\(dir)/baseline-run.log", observed: "\(dir)/extra-callback.log", status: 1),
        .init(name: "swap-within-scene", expected: "\(dir)/baseline-run.log", observed: "\(dir)/swap-within-scene.log", status: 1),
        .init(name: "swap-across-scenes", expected: "\(dir)/baseline-run.log", observed: "\(dir)/swap-across-scenes.log", status: 0),
        .init(name: "swap-across-scenes-global", expected: "\(dir)/baseline-run.log", observed: "\(dir)/swap-across-scenes.log",
              arguments: ["--order", "global"], status: 1),
        .init(name: "extra-scene", expected: "\(dir)/baseline-run.log", observed: "\(dir)/extra-scene.log", status: 1),
        .init(name: "scenario-with-wildcards", expected: "\(dir)/two-windows.scenario", observed: "\(dir)/with-non-state-callbacks.log", status: 0),
        .init(name: "scenario-wildcards-do-not-hide-state", expected: "\(dir)/two-windows.scenario", observed: "\(dir)/missing-callback.log", status: 1),
        .init(name: "only-state", expected: "\(dir)/baseline-run.log", observed: "\(dir)/with-non-state-callbacks.log",
              arguments: ["--only", "state"], status: 0),
        .init(name: "ignore-app", expected: "\(dir)/baseline-run.log", observed: "\(dir)/extra-scene.log",
              arguments: ["--ignore", "app"], status: 1),
        .init(name: "json", expected: "\(dir)/baseline-run.log", observed: "\(dir)/missing-callback.log",
              arguments: ["--reporter", "json"], status: 1),
    ]

    @Test(arguments: cases)
    func matchesGolden(_ testCase: DiffCase) throws {
        let result = try ToolRunner.run(["diff"] + testCase.arguments + [testCase.expected, testCase.observed])
        #expect(result.status == testCase.status)
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: "\(Self.dir)/\(testCase.name).diff.expected")
    }

    @Test func seedAgainstTheDocumentedFlow() throws {
        let result = try ToolRunner.run(["diff", "traces/scenarios/blog-split-view-2020.scenario", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("-     6        app configurationForConnecting"))
        #expect(result.stdout.contains("-    38        scene#2 didDisconnect"))
        #expect(result.stdout.contains("-    39        app didDiscardSceneSessions"))
        Golden.check(result.stdout, against: "traces/scenarios/blog-split-view-2020.diff.expected")
    }

    @Test(arguments: ["launch", "background", "foreground", "disconnect", "discard"])
    func wwdcFlowsMatchTheirLogs(_ flow: String) throws {
        let result = try ToolRunner.run(["diff", "traces/scenarios/wwdc19-\(flow).scenario", "traces/synthetic/flows/wwdc19-\(flow).log"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("no differences"))
    }

    @Test func recordWritesAScenarioThatMatchesTheLog() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("recorded.scenario").path
        let log = Fixtures.path("traces/real/blog-split-view-2020.log")
        let recorded = try ToolRunner.run(["diff", "--record", scenario, log])
        #expect(recorded.status == 0)
        #expect(recorded.stderr == "recorded 25 callbacks from \(log) to \(scenario)\n")
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        #expect(text.hasPrefix("# tracecheck scenario v1\n"))
        #expect(text.contains("\nscene#2 willConnect\n"))
        let again = try ToolRunner.run(["diff", scenario, log])
        #expect(again.status == 0)
    }

    @Test func inputErrors() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.scenario")
        try "# tracecheck scenario v1\nscene#1 willConnect\nscene#1 becomeActive\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["diff", bad.path, "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(bad.path):3: unknown callback 'becomeActive' for scene#1 (see docs/events.md)\n")
        #expect(try ToolRunner.run(["diff", "nope.scenario", "traces/real/blog-split-view-2020.log"]).status == 2)
        #expect(try ToolRunner.run(["diff", "--ignore", "everything", "a", "b"]).status == 64)
    }
}
