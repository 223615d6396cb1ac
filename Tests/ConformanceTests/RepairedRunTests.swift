@testable import Conformance
import Testing
import TraceParser

/// The repaired run of a log (`lint --write-repaired`): gaps filled in before the callback that
/// revealed them, swapped pairs put back in order, callbacks the model does not allow commented
/// out, each saying why; the result is a scenario that parses and that a documented run matches.
@Suite struct RepairedRunTests {
    private static func repaired(_ log: String) throws -> (text: String, run: RepairedRun) {
        let analysis = try TraceAnalyzer.analyze(text: log, file: "app.log")
        let run = RepairedRun(source: "app.log")
        for process in analysis.processes { run.add(process) }
        var text = ""
        try run.drain { text += $0 }
        return (text, run)
    }

    /// The scenario lines after the header and the "process" line.
    private static func body(_ text: String) -> [String] {
        Array(text.split(separator: "\n").map(String.init).drop { $0.hasPrefix("#") }.dropFirst())
    }

    @Test func aGapIsFilledInBeforeTheCallbackThatRevealedIt() throws {
        let (text, run) = try Self.repaired("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            """)
        #expect(Self.body(text) == [
            "scene#1 willConnect", "scene#1 willEnterForeground", "scene#1 didBecomeActive",
            "scene#1 willResignActive  # filled in: missing before line 4", "scene#1 didEnterBackground  # filled in: missing before line 4",
            "scene#1 willEnterForeground",
        ])
        #expect((run.filled, run.reordered, run.extra) == (2, 0, 0))
        #expect(try Scenario.parse(text, file: "r.scenario").count == 6)
    }

    @Test func aSwappedPairIsPutBackInOrder() throws {
        let (text, run) = try Self.repaired("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            sceneWillResignActive(_:) <UIWindowScene: 0x1>
            """)
        #expect(Self.body(text).suffix(2) == [
            "scene#1 willResignActive  # reordered: printed after line 4", "scene#1 didEnterBackground  # reordered: printed before line 5",
        ], "\(text)")
        #expect(run.reordered == 2)
    }

    @Test func callbacksTheModelDoesNotAllowAreCommentedOut() throws {
        let (text, run) = try Self.repaired("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            """)
        #expect(Self.body(text).last == "# extra: scene#1 didBecomeActive  (line 4: repeated, the state does not allow it again)", "\(text)")
        #expect(run.extra == 1)
        #expect(try Scenario.parse(text, file: "r.scenario").count == 3)
    }

    /// Scenes are numbered in their process, as `diff` numbers the observed side, and each process
    /// starts with `process`.
    @Test func processesAndRolesAreNumberedAsDiffNumbersThem() throws {
        let (text, _) = try Self.repaired("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            Message from debugger: Terminated due to signal 9
            scene(_:willConnectTo:options:) <UIWindowScene: 0x2>
            """)
        let items = try Scenario.parse(text, file: "r.scenario")
        #expect(items.map { "\($0.process) \($0.text)" } == ["1 scene#1 willConnect", "2 scene#1 willConnect"])
        #expect(text.components(separatedBy: "\nprocess\n").count == 3)
    }

    /// A process without callbacks keeps its `process` line, so processes keep the log's numbers
    /// when the scenario is read (and when `diff --record` writes one).
    @Test func anEmptyProcessKeepsItsNumber() throws {
        let items = try Scenario.parse("process\nprocess\napp didFinishLaunching\n", file: "a.scenario")
        #expect(items.map(\.process) == [2])
        #expect(try Scenario.parse("app didFinishLaunching\nprocess\napp didFinishLaunching\n", file: "a.scenario").map(\.process) == [1, 2])
        let rendered = Scenario.render(
            [ScenarioItem(process: 1, role: .app, kind: .event(.appDidFinishLaunching), line: 1, file: "x"),
             ScenarioItem(process: 3, role: .app, kind: .event(.appDidFinishLaunching), line: 9, file: "x")], source: "x")
        #expect(try Scenario.parse(rendered, file: "r.scenario").map(\.process) == [1, 3])
    }
}
