import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// The engine hands a rule only the events and the steps of the timeline kinds it observes,
/// and every end.
@Suite struct RuleSetTests {
    /// Records what it is given.
    private struct Recorder<Kinds: KindList>: Rule {
        static var description: RuleDescription {
            RuleDescription(
                identifier: "recorder", name: "Recorder", description: "Records", rationale: "Tests the walk.", kind: .state,
                severity: .note, sources: [], nonTriggeringExamples: [], triggeringExamples: [])
        }
        static var stepKinds: Set<SubjectKind> { Kinds.kinds }
        static var eventKinds: LifecycleEventSet { Kinds.events }
        var seen: [SubjectKind] = []
        var ended: [SubjectKind] = []
        /// The events observed, and the steps observed, each with the line it was at.
        var events: [String] = []
        var steps: [Int] = []

        mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            seen.append(timeline.subject.kind)
            steps.append(step.event.location.line)
        }

        mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            events.append("\(event.location.line) \(event.event.rawValue)")
            // The steps of an event come after it.
            #expect(!steps.contains { $0 >= event.location.line })
        }

        mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            ended.append(timeline.subject.kind)
        }
    }

    private protocol KindList {
        static var kinds: Set<SubjectKind> { get }
        static var events: LifecycleEventSet { get }
    }
    private enum ViewControllers: KindList {
        static let kinds: Set<SubjectKind> = [.viewController]
        static let events: LifecycleEventSet = []
    }
    private enum Nothing: KindList {
        static let kinds: Set<SubjectKind> = []
        static let events: LifecycleEventSet = []
    }
    private enum SceneActivations: KindList {
        static let kinds: Set<SubjectKind> = [.scene]
        static let events: LifecycleEventSet = [.sceneDidBecomeActive, .vcViewDidLoad]
    }

    private static let log = """
        SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
        HomeViewController viewDidLoad()
        SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
        HomeViewController viewWillAppear(_:)
        SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
        """

    private func walk<Kinds: KindList>(_: Kinds.Type) throws -> Recorder<Kinds> {
        let analysis = try TraceAnalyzer.analyze(text: Self.log)
        let rules = Self.fed([Recorder<Kinds>()], analysis, oneByOne: false)
        return rules.instances[0] as! Recorder<Kinds>
    }

    /// Feeds `rules` the recorded events of an analysis, given to the analyzer all at once or
    /// one at a time (the steps of each event are then fed as soon as they settle, the timelines
    /// interleaved as in a long process checked while it is read).
    private static func fed(_ rules: [any Rule], _ analysis: TraceAnalysis, oneByOne: Bool) -> RuleSet {
        var set = RuleSet(rules)
        var numbering = TraceAnalyzer()
        for process in analysis.processes {
            var analyzer = ProcessAnalyzer(
                process: process.info, file: process.file, facts: ProcessFacts(process.events), callbacks: process.callbacks,
                numbering: &numbering)
            if oneByOne {
                for event in process.events { analyzer.append(contentsOf: [event], numbering: &numbering, rules: &set) }
            } else {
                analyzer.append(contentsOf: process.events, numbering: &numbering, rules: &set)
            }
            _ = analyzer.finish(followedInFile: process.followedInFile, numbering: &numbering, rules: &set)
        }
        return set
    }

    @Test func givesEachRuleTheStepsOfItsKindsOnly() throws {
        let recorder = try walk(ViewControllers.self)
        #expect(recorder.seen == [.viewController, .viewController])
        #expect(recorder.ended.contains(.scene) && recorder.ended.contains(.viewController))
    }

    @Test func aRuleOfEndsOnlySeesNoStep() throws {
        let recorder = try walk(Nothing.self)
        #expect(recorder.seen.isEmpty && recorder.events.isEmpty)
        #expect(!recorder.ended.isEmpty)
    }

    /// Sees the steps of scene activations only.
    private struct Activations: Rule {
        static var description: RuleDescription { Recorder<Nothing>.description }
        static let stepKinds: Set<SubjectKind> = [.scene]
        static let stepEvents: LifecycleEventSet = [.sceneDidBecomeActive]
        var lines: [Int] = []

        mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            lines.append(step.event.location.line)
        }
    }

    @Test func givesEachRuleTheStepsOfTheEventsItDeclaresOnly() throws {
        let rules = Self.fed([Activations()], try TraceAnalyzer.analyze(text: Self.log), oneByOne: false)
        #expect((rules.instances[0] as! Activations).lines == [5])
    }

    @Test func givesEachRuleTheEventsOfItsKindsOnlyInOrderBeforeTheirSteps() throws {
        let recorder = try walk(SceneActivations.self)
        #expect(recorder.events == ["2 vc.viewDidLoad", "5 scene.didBecomeActive"])
        #expect(recorder.steps == [1, 3, 5])
    }

    /// The findings of the built-in rules with the events given all at once and one at a time.
    private static func bothWays(_ analysis: TraceAnalysis) -> (batched: [[String]], oneByOne: [[String]]) {
        let rules: () -> [any Rule] = { builtInRules.map { $0.init() } }
        var batched = fed(rules(), analysis, oneByOne: false)
        var oneByOne = fed(rules(), analysis, oneByOne: true)
        return (sorted(batched.takeFindings()), sorted(oneByOne.takeFindings()))
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
        let (batched, oneByOne) = Self.bothWays(try TraceAnalyzer.analyze(text: try Fixtures.text(path), file: path))
        #expect(oneByOne == batched)
    }

    @Test func ruleExamplesInEventOrderGiveTheSameFindings() throws {
        for rule in builtInRules {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let (batched, oneByOne) = Self.bothWays(try TraceAnalyzer.analyze(text: example.log))
                #expect(oneByOne == batched, "\(rule.description.identifier)")
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
        let (batched, interleaved) = Self.bothWays(try TraceAnalyzer.analyze(text: log))
        #expect(interleaved == batched)
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
