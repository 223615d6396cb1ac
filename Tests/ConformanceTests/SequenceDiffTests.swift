import Conformance
import Testing
import TraceParser

@Suite struct SequenceDiffTests {
    private func observed(_ log: String) throws -> [ScenarioItem] {
        ObservedSequence.items(from: try TraceAnalyzer.analyze(text: log))
    }

    @Test func scenesAreMatchedByTheNumberingWithTheSmallestDiff() throws {
        // The second window's callbacks come first in the observed run: by first appearance it
        // would be scene#1; matched by role it is the expected scene#2, and nothing differs.
        let expected = try Scenario.parse("""
            scene#1 willConnect
            scene#1 willEnterForeground
            scene#1 didBecomeActive
            scene#2 willConnect
            scene#2 didEnterBackground
            """, file: "e.scenario")
        let observed = try observed("""
            scene(_:willConnectTo:options:) <UIWindowScene: 0x202>
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x202>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            """)
        let diff = SequenceDiff(expected: expected, observed: observed)
        #expect(diff.isEqual, "\(diff)")
    }

    @Test func descriptionIsAReadableDiffForTestAssertions() throws {
        let expected = try Scenario.parse("scene#1 willResignActive\nscene#1 didEnterBackground\n", file: "e.scenario")
        let diff = SequenceDiff(expected: expected, observed: try observed("sceneDidEnterBackground(_:)\n"))
        #expect(!diff.isEqual)
        #expect(diff.differenceCount == 1)
        #expect(diff.description.contains("-     1        scene#1 willResignActive"))
    }

    @Test func scenarioNotation() throws {
        let items = try Scenario.parse("""
            # comment
            app didFinishLaunching   # trailing comment
            scene#1 scene.willConnect
            vc#2 viewDidLoad
            phase active
            scene#1 windowScene.didUpdateGeometry
            scene#1 ...
            process
            ...
            """, file: "s.scenario")
        #expect(items.map(\.text) == [
            "app didFinishLaunching", "scene#1 willConnect", "vc#2 viewDidLoad", "phase active",
            "scene#1 windowScene.didUpdateGeometry", "scene#1 ...", "...",
        ])
        #expect(items.map(\.process) == [1, 1, 1, 1, 1, 1, 2])
        #expect(throws: ScenarioError(file: "s", line: 1, message: "unknown callback 'willConnect' for app (see docs/events.md)")) {
            try Scenario.parse("app willConnect", file: "s")
        }
        #expect(Scenario.looks(like: "\n# note\nscene#1 willConnect\n"))
        #expect(!Scenario.looks(like: "sceneDidBecomeActive(_:)\n"))
    }

    @Test func filtersLeaveOutCallbacks() throws {
        let log = "viewDidLoad()\nsceneWillEnterForeground(_:)\nscene(_:openURLContexts:)\nsceneDidBecomeActive(_:)\n"
        let analysis = try TraceAnalyzer.analyze(text: log)
        #expect(ObservedSequence.items(from: analysis, filter: EventFilter(ignored: ["vc"])).map(\.text)
            == ["scene#1 willEnterForeground", "scene#1 openURLContexts", "scene#1 didBecomeActive"])
        #expect(ObservedSequence.items(from: analysis, filter: EventFilter(onlyState: true)).map(\.text)
            == ["vc#1 viewDidLoad", "scene#1 willEnterForeground", "scene#1 didBecomeActive"])
    }

    @Test func aWildcardKeepsAbsorbingAfterAnUnexpectedStateChange() throws {
        let expected = try Scenario.parse("app didFinishLaunching\nscene#1 willConnect\nscene#1 ...\nscene#1 didBecomeActive\n", file: "e")
        let diff = SequenceDiff(expected: expected, observed: try observed("""
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:)
            scene(_:openURLContexts:)
            sceneDidBecomeActive(_:)
            """))
        #expect(diff.differenceCount == 1, "\(diff)")
    }

    @Test func scenesAreNumberedPerProcess() throws {
        let expected = try Scenario.parse("scene#1 willConnect\nprocess\nscene#1 willConnect\n", file: "e")
        let log = """
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9
            scene(_:willConnectTo:options:) <UIWindowScene: 0x202>
            """
        #expect(SequenceDiff(expected: expected, observed: try observed(log)).isEqual)
        #expect(Scenario.render(try observed(log), source: "x").contains("process\nscene#1 willConnect\nprocess\nscene#1 willConnect"))
    }

    @Test func aLogThatStartsWithThreeDotsIsNotAScenario() {
        #expect(!Scenario.looks(like: "...\nsceneWillResignActive(_:)\n"))
        #expect(Scenario.looks(like: "...\nscene#1 willResignActive\n"))
    }
}
