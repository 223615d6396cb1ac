import Testing
import TraceCheckTestSupport
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

    /// Feeds every rule the steps of each process in event order, the timelines interleaved
    /// (as a process checked while it is read feeds them), then the ends as the walk does.
    private static func interleaved(_ analysis: TraceAnalysis) -> [[Diagnostic]] {
        var rules: [any Rule] = builtInRules.map { $0.init() }
        var findings = [[Diagnostic]](repeating: [], count: rules.count)
        for process in analysis.processes {
            let timelines = process.timelines
            var steps: [(timeline: Int, index: Int)] = []
            for (timeline, line) in timelines.enumerated() { steps += line.steps.indices.map { (timeline, $0) } }
            steps.sort { timelines[$0.timeline].steps[$0.index].event.location < timelines[$1.timeline].steps[$1.index].event.location }
            for (timeline, index) in steps {
                let line = timelines[timeline]
                for rule in rules.indices where type(of: rules[rule]).stepKinds.contains(line.subject.kind) {
                    rules[rule].observe(line.steps[index], at: index, in: line, of: process, findings: &findings[rule])
                }
            }
            for line in timelines {
                for rule in rules.indices { rules[rule].finish(line, of: process, findings: &findings[rule]) }
            }
            for rule in rules.indices { rules[rule].finish(process, findings: &findings[rule]) }
        }
        return findings
    }

    /// Findings as a sorted list of texts: the same findings in another order compare equal.
    private static func sorted(_ findings: [[Diagnostic]]) -> [[String]] {
        findings.map { list in list.map { "\($0.location) \($0.subject?.label ?? "") \($0.message) \($0.notes)" }.sorted() }
    }

    static let traces = Fixtures.files(under: "traces", suffix: ".log")

    /// Rules keep what they need per timeline, so steps interleaved across timelines (in the
    /// order their events came) give each rule the same findings as steps timeline by timeline.
    @Test(arguments: traces)
    func stepsInEventOrderGiveTheSameFindings(_ path: String) throws {
        let analysis = try TraceAnalyzer.analyze(text: try Fixtures.text(path), file: path)
        var rules: [any Rule] = builtInRules.map { $0.init() }
        let walked = RuleWalk.run(&rules, over: analysis)
        #expect(Self.sorted(Self.interleaved(analysis)) == Self.sorted(walked))
    }

    @Test func ruleExamplesInEventOrderGiveTheSameFindings() throws {
        for rule in builtInRules {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let analysis = try TraceAnalyzer.analyze(text: example.log)
                var rules: [any Rule] = builtInRules.map { $0.init() }
                let walked = RuleWalk.run(&rules, over: analysis)
                #expect(Self.sorted(Self.interleaved(analysis)) == Self.sorted(walked), "\(rule.description.identifier)")
            }
        }
    }

    /// A made-up log whose scenes' callbacks interleave: each rule with state per timeline
    /// (repeated callbacks, a willEnterForeground waiting for its activation, a run of
    /// attributed callbacks, a disconnect, activities) sees the two scenes' steps alternate.
    @Test func interleavedScenesKeepTheirOwnState() throws {
        let log = """
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            scene(_:willConnectTo:options:) <UIWindowScene: 0x2>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x2>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x2>
            scene(_:continue:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            scene(_:willContinueUserActivityWithType:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x2>
            sceneDidDisconnect(_:) <UIWindowScene: 0x1>
            sceneWillResignActive(_:) <UIWindowScene: 0x2>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            """
        let analysis = try TraceAnalyzer.analyze(text: log)
        var rules: [any Rule] = builtInRules.map { $0.init() }
        let walked = RuleWalk.run(&rules, over: analysis)
        let interleaved = Self.sorted(Self.interleaved(analysis))
        #expect(interleaved == Self.sorted(walked))
        let ids = builtInRules.map { $0.description.identifier }
        for id in ["foreground_without_active", "repeated_callback", "scene_callback_after_disconnect"] {
            #expect(!interleaved[ids.firstIndex(of: id)!].isEmpty, "\(id)")
        }
    }

    @Test func everyBuiltInRuleThatChecksStepsSaysWhichKinds() {
        // A rule that observes steps of every kind is the exception: each says so on purpose.
        let allKinds = builtInRules.filter { $0.stepKinds == Set(SubjectKind.allCases) }.map { $0.description.identifier }
        #expect(allKinds == ["user_activity_order"])
    }
}
