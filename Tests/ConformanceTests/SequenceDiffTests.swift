@testable import Conformance
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
        #expect(throws: ScenarioError(path: "s", line: 1, message: "unknown callback 'willConnect' for app (see docs/events.md)")) {
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

/// Each role's items are those of a filter over every item (its own and its process's `...`,
/// in order), gathered in one pass instead of one filter per role.
@Suite struct RoleItemsTests {
    @Test func aRoleHasItsItemsAndItsProcessWildcardsInOrder() throws {
        let items = try Scenario.parse("""
            app didFinishLaunching
            scene#1 willConnect
            ...
            scene#2 willConnect
            scene#1 didBecomeActive
            ...
            process
            scene#1 willConnect
            ...
            vc#1 viewDidLoad
            scene#1 ...
            """, file: "e.scenario")
        let byRole = SequenceDiff.RoleItems(items)
        let keys = Set(items.compactMap { item in item.role.map { SequenceDiff.RoleKey(process: item.process, role: $0) } })
        #expect(byRole.keys == keys)
        #expect(keys.count == 5)
        for key in keys {
            #expect(byRole.items(of: key) == items.filter { $0.process == key.process && ($0.role == key.role || $0.role == nil) })
        }
    }
}
