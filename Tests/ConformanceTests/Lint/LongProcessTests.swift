import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// A process longer than ``LintStream/settleAfter`` is checked while it is read: it holds a
/// bounded number of events however long it runs, and reports what the batch analysis reports
/// when its facts (launch, scenes, printed callbacks) show before it settles.
@Suite struct LongProcessTests {
    static func line(_ second: Int, _ message: String) -> String {
        "2024-03-02 09:\(String(format: "%02d", (second / 60) % 60)):\(String(format: "%02d", second % 60)).000000+0100 Feed[4021:1a2b3] \(message)"
    }

    /// A log of one process: its opening lines, then `units` repetitions of its unit.
    static func log(_ opening: [String], _ unit: [String], units: Int) -> String {
        let lines = opening + (0..<units).flatMap { index in unit.map { $0.replacingOccurrences(of: "#", with: String(index % 7)) } }
        return lines.enumerated().map { line($0, $1) }.joined(separator: "\n") + "\n"
    }

    static let scene = "<UIWindowScene: 0x106c00580>"
    static let launch = [
        "AppDelegate application(_:didFinishLaunchingWithOptions:)",
        "AppDelegate application(_:configurationForConnecting:options:) <UISceneSession: 0x2800aa000>",
        "SceneDelegate scene(_:willConnectTo:options:) \(scene) <UISceneSession: 0x2800aa000>",
        "SceneDelegate sceneWillEnterForeground(_:) \(scene)",
        "SceneDelegate sceneDidBecomeActive(_:) \(scene)",
    ]

    static let phasesOfOneScene = log([
        "AppDelegate application(_:didFinishLaunchingWithOptions:)", "SceneDelegate scene(_:willConnectTo:options:)",
        "SceneDelegate sceneWillEnterForeground(_:)", "SceneDelegate sceneDidBecomeActive(_:)", "scenePhase: active",
    ], [
        "SceneDelegate sceneWillResignActive(_:)", "SceneDelegate sceneDidEnterBackground(_:)", "scenePhase: background",
        "scenePhase: background", "SceneDelegate sceneWillEnterForeground(_:)", "SceneDelegate sceneDidBecomeActive(_:)",
        "scenePhase: active",
    ], units: 600)

    /// Long processes of every kind of subject, healthy and not, with how many findings each has.
    static let shapes: [(name: String, text: String, findings: Int)] = [
        ("healthy scene", log(launch, [
            "SceneDelegate sceneWillResignActive(_:) \(scene)", "<Diary.DetailViewController: 0x7f000000#> viewWillDisappear(_:)",
            "<Diary.DetailViewController: 0x7f000000#> viewDidDisappear(_:)", "SceneDelegate sceneDidEnterBackground(_:) \(scene)",
            "<Diary.DetailViewController: 0x7f000000#> viewWillAppear(_:)", "SceneDelegate sceneWillEnterForeground(_:) \(scene)",
            "SceneDelegate sceneDidBecomeActive(_:) \(scene)", "<Diary.DetailViewController: 0x7f000000#> viewDidAppear(_:)",
        ], units: 700), 0),
        ("scene cycles with findings", log(launch, [
            "SceneDelegate sceneWillResignActive(_:) \(scene)", "SceneDelegate sceneDidEnterBackground(_:) \(scene)",
            "application(_:performFetchWithCompletionHandler:)", "SceneDelegate sceneDidBecomeActive(_:) \(scene)",
            "application(_:performFetchWithCompletionHandler:)", "SceneDelegate sceneDidBecomeActive(_:) \(scene)",
        ], units: 900), 2_700),
        ("view-controller class", log([], [
            "FeedViewController viewDidLoad()", "FeedViewController viewWillAppear(_:)", "FeedViewController viewDidAppear(_:)",
            "FeedViewController viewWillDisappear(_:)", "FeedViewController viewDidDisappear(_:)",
        ], units: 1000), 0),
        ("app notifications", log([
            "AppDelegate application(_:didFinishLaunchingWithOptions:)", "AppDelegate applicationDidBecomeActive(_:)",
            "UIApplicationDidBecomeActiveNotification",
        ], [
            "AppDelegate applicationWillResignActive(_:)", "UIApplicationWillResignActiveNotification",
            "AppDelegate applicationDidBecomeActive(_:)", "UIApplicationDidBecomeActiveNotification",
            "AppDelegate applicationDidBecomeActive(_:) applicationState: background",
        ], units: 1000), 1_000),
        ("scenes that come and go", log(launch, [
            "SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x10600000#> <UISceneSession: 0x2900000#>",
            "SceneDelegate sceneWillEnterForeground(_:) <UIWindowScene: 0x10600000#>",
            "SceneDelegate sceneDidBecomeActive(_:) <UIWindowScene: 0x10600000#>",
            "SceneDelegate sceneWillResignActive(_:) <UIWindowScene: 0x10600000#>",
            "SceneDelegate sceneDidDisconnect(_:) <UIWindowScene: 0x10600000#>",
            "AppDelegate application(_:didDiscardSceneSessions:) <UISceneSession: 0x2900000#>",
            "scenePhase: active",
        ], units: 700) + [line(9_000, "AppDelegate applicationWillTerminate(_:)"), line(9_001, "SceneDelegate sceneDidBecomeActive(_:) \(scene)")]
            .joined(separator: "\n") + "\n", 1_403),
        ("phases of one scene", phasesOfOneScene, 1_800),
        // Runs of one callback printed by several statements, as long as a rule reads back (16).
        ("long runs of one callback", log(launch, [
            "SceneDelegate sceneWillResignActive(_:) \(scene)", "SceneDelegate sceneDidEnterBackground(_:) \(scene)",
            "SceneDelegate sceneWillEnterForeground(_:) \(scene)",
        ] + (0..<16).map { "SceneDelegate sceneDidBecomeActive(_:) \(scene) statement \($0 % 15)" }, units: 300), 4_500),
        // Phases and callbacks without a scene pointer, then a second scene: the phases prove
        // nothing, the attributions are worth a note.
        ("a late second scene", phasesOfOneScene + [
            line(9_000, "SceneDelegate scene(_:willConnectTo:options:) <UIWindowScene: 0x106d00000> <UISceneSession: 0x2800bb000>"),
            line(9_001, "AppDelegate application(_:didDiscardSceneSessions:) <UISceneSession: 0x2800bb000>"),
        ].joined(separator: "\n") + "\n", 2),
    ]

    @Test(arguments: shapes.map(\.name))
    func aSettledProcessReportsWhatTheBatchAnalysisReports(_ name: String) throws {
        let shape = try #require(Self.shapes.first { $0.name == name })
        let input = (name: "long.log", text: shape.text)
        let batch = try LintStreamTests.batch([input])
        let (findings, stream) = try LintStreamTests.streamed([input], settleAfter: 100)
        #expect(findings == batch)
        #expect(batch.count == shape.findings)
        // At most 100 findings in memory: the others wait in order in a temporary file.
        let spilled = try LintStreamTests.streamed([input], settleAfter: 100, findingsInMemory: 100)
        #expect(spilled.findings == batch)
        #expect(spilled.stream.peakFindingsInMemory <= 101)
        // Their facts show in their first 100 events.
        #expect(spilled.stream.settledTooEarly.isEmpty)
        #expect(shape.text.split(separator: "\n").count > 3_000)
        // What it held: the events before it settled, then at most a batch of them.
        #expect(stream.peakHeldEvents <= 100 + 1_024)
    }

    /// A long run of SwiftUI views checked with the model of `docs/examples/swiftui-view`: a
    /// settled process keeps only the model steps the model rules report, and reports the same.
    @Test func aModelOfTheConfigurationIsCheckedTheSameWhenTheProcessSettles() throws {
        let configuration = try ConfigurationFile.parse(
            try Fixtures.text("docs/examples/swiftui-view/.tracecheck.yml"), path: ".tracecheck.yml")
        let unit = ["FeedView onAppear", "DetailView onAppear", "FeedView onDisappear", "DetailView onAppear", "DetailView onDisappear"]
        let text = (0..<1_000).flatMap { _ in unit }.enumerated()
            .map { "2024-03-02 09:\(String(format: "%02d", ($0 / 60) % 60)):\(String(format: "%02d", $0 % 60)).000000+0100 Diary[4021:1a2b3] \($1)" }
            .joined(separator: "\n") + "\n"
        let input = (name: "views.log", text: text)
        let batch = try LintStreamTests.batch([input], configuration: configuration)
        #expect(batch.count == 1_000)
        let settled = try LintStreamTests.streamed([input], configuration: configuration, settleAfter: 100)
        #expect(settled.findings == batch)
        #expect(settled.stream.peakHeldEvents <= 100 + 1_024)
        // Of its 5,000 model steps, an analysis that records keeps every one, another none: the
        // rules saw them as they were made.
        var options = ParseOptions()
        options.custom = configuration.custom
        let parser = try TraceParser(options: options)
        var events: [TraceEvent] = []
        try parser.parse(text: text, file: "views.log") { if let event = $0.event { events.append(event) } }
        var numbering = TraceAnalyzer()
        numbering.models = configuration.modelsByID
        for records in [true, false] {
            var analyzer = ProcessAnalyzer(
                process: parser.statistics.processes[0], file: "views.log", facts: ProcessFacts(events), callbacks: .everything,
                numbering: &numbering, records: records)
            var rules = RuleSet(builtInRules.map { $0.init() })
            analyzer.append(contentsOf: events, numbering: &numbering, rules: &rules)
            #expect(analyzer.finish(followedInFile: false, numbering: &numbering, rules: &rules).modelSteps.count == (records ? 5_000 : 0))
            #expect(rules.takeFindings().joined().count == 1_000)
        }
    }

    /// Live input: a settled process's state findings are written while it goes on, each once,
    /// and the run writes what the batch analysis reports.
    @Test func liveInputWritesTheFindingsOfASettledProcessAsItGoes() throws {
        let text = Self.shapes[1].text
        let parser = try TraceParser()
        let findings = LintStreamTests.Box()
        let stream = LintStream(files: ["long.log"], live: true, previewInterval: .zero, settleAfter: 100) {
            findings.items.append($0)
        }
        var writtenHalfway: Int?
        var events = 0
        try parser.parseItems(text: text, file: "long.log") { item in
            stream.take(item)
            guard case .event = item else { return }
            events += 1
            if events % 500 == 0 { stream.inputIsIdle() }
            if events == 2_500 { writtenHalfway = findings.items.count }
        }
        stream.endFile()
        stream.finish()
        // Half the process read: the state findings of its steps so far (two in each unit of six
        // lines; background_callback_in_foreground waits for the process to end).
        #expect((writtenHalfway ?? 0) > 700)
        let key = { (finding: Diagnostic) in "\(finding.location) \(finding.ruleID) \(finding.message)" }
        #expect(findings.items.map(key).sorted() == (try LintStreamTests.batch([(name: "long.log", text: text)])).map(key).sorted())
    }

    /// A process that prints its launch only after it settled is named, with the line.
    @Test func aLaunchAfterTheProcessSettledIsReported() throws {
        let text = Self.log([], ["SceneDelegate sceneDidBecomeActive(_:) \(Self.scene)", "SceneDelegate sceneWillResignActive(_:) \(Self.scene)"], units: 100)
            + Self.log(["AppDelegate application(_:didFinishLaunchingWithOptions:)"], [], units: 0)
        let stream = try LintStreamTests.streamed([(name: "late.log", text: text)], settleAfter: 100).stream
        let settled = try #require(stream.settledTooEarly.first)
        #expect(stream.settledTooEarly.count == 1)
        #expect(settled.settledAt.line == 100)
        #expect(settled.unforeseen.line == 201)
        #expect(settled.warning == "late.log:100: process#1 (pid 4021) was checked as it was read from here on (its first 100 events decided how); line 201 printed its launch (application(_:didFinishLaunchingWithOptions:)), which that did not foresee: its findings after line 100 may differ from an analysis of the whole process")
    }

    /// An app-delegate process that prints a scene callback only after it settled is named too.
    @Test func aFirstSceneCallbackAfterTheProcessSettledIsReported() throws {
        let text = Self.log(["AppDelegate application(_:didFinishLaunchingWithOptions:)"], [
            "AppDelegate applicationDidBecomeActive(_:)", "AppDelegate applicationWillResignActive(_:)",
        ], units: 100) + Self.log(["SceneDelegate sceneDidBecomeActive(_:) \(Self.scene)"], [], units: 0)
        let stream = try LintStreamTests.streamed([(name: "late.log", text: text)], settleAfter: 100).stream
        let settled = try #require(stream.settledTooEarly.first)
        #expect(settled.unforeseen.line == 202)
        #expect(settled.what == "a scene callback (sceneDidBecomeActive(_:)) in a process read as not using scenes")
    }

    @Test func aShortProcessIsAnalysedWhole() throws {
        let input = (name: "long.log", text: Self.shapes[0].text)
        let stream = try LintStreamTests.streamed([input]).stream
        #expect(stream.peakHeldEvents > 5_000)
    }
}
