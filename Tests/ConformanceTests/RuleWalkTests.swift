import Testing
import TraceParser

@testable import Conformance

/// The walk hands a rule only the steps of the timeline kinds it observes, and every end.
@Suite struct RuleWalkTests {
    /// Records what it is given.
    private struct Recorder<Kinds: KindList>: Rule {
        static var description: RuleDescription {
            RuleDescription(
                identifier: "recorder", name: "Recorder", description: "Records", rationale: "Tests the walk.", kind: .state,
                severity: .note, sources: [], nonTriggeringExamples: [], triggeringExamples: [])
        }
        static var stepKinds: Set<SubjectKind> { Kinds.kinds }
        var seen: [SubjectKind] = []
        var ended: [SubjectKind] = []

        mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            seen.append(timeline.subject.kind)
        }

        mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            ended.append(timeline.subject.kind)
        }
    }

    private protocol KindList { static var kinds: Set<SubjectKind> { get } }
    private enum ViewControllers: KindList { static let kinds: Set<SubjectKind> = [.viewController] }
    private enum Nothing: KindList { static let kinds: Set<SubjectKind> = [] }

    private static let log = """
        SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
        HomeViewController viewDidLoad()
        SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
        HomeViewController viewWillAppear(_:)
        SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
        """

    private func walk<Kinds: KindList>(_: Kinds.Type) throws -> Recorder<Kinds> {
        var rules: [any Rule] = [Recorder<Kinds>()]
        _ = RuleWalk.run(&rules, over: try TraceAnalyzer.analyze(text: Self.log))
        return rules[0] as! Recorder<Kinds>
    }

    @Test func givesEachRuleTheStepsOfItsKindsOnly() throws {
        let recorder = try walk(ViewControllers.self)
        #expect(recorder.seen == [.viewController, .viewController])
        #expect(recorder.ended.contains(.scene) && recorder.ended.contains(.viewController))
    }

    @Test func aRuleOfEndsOnlySeesNoStep() throws {
        let recorder = try walk(Nothing.self)
        #expect(recorder.seen.isEmpty)
        #expect(!recorder.ended.isEmpty)
    }

    @Test func everyBuiltInRuleThatChecksStepsSaysWhichKinds() {
        // A rule that observes steps of every kind is the exception: each says so on purpose.
        let allKinds = builtInRules.filter { $0.stepKinds == Set(SubjectKind.allCases) }.map { $0.description.identifier }
        #expect(allKinds == ["user_activity_order"])
    }
}
