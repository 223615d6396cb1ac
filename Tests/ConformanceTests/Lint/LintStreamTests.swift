import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// The streaming linter reports exactly what a batch analysis of the whole run reports, in the
/// same order, while holding only the process being read and the findings still waiting.
@Suite struct LintStreamTests {
    /// One input: the name its events carry and its text.
    typealias Input = (name: String, text: String)

    /// The findings of a batch analysis: every event parsed, then analysed and linted at once.
    static func batch(
        _ inputs: [Input], configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules
    ) throws -> [Diagnostic] {
        var options = ParseOptions()
        options.custom = configuration.custom
        let parser = try TraceParser(options: options)
        var events: [TraceEvent] = []
        for input in inputs {
            try parser.parse(text: input.text, file: input.name) { if let event = $0.event { events.append(event) } }
        }
        var analyzer = TraceAnalyzer()
        analyzer.models = configuration.modelsByID
        return Linter(configuration: configuration, rules: rules).lint(analyzer.analyze(events, processes: parser.statistics.processes))
    }

    /// The findings of the stream, as it writes them, and the stream.
    static func streamed(
        _ inputs: [Input], configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules,
        settleAfter: Int = 10_000, findingsInMemory: Int = 16_384
    ) throws
        -> (findings: [Diagnostic], stream: LintStream)
    {
        var options = ParseOptions()
        options.custom = configuration.custom
        let parser = try TraceParser(options: options)
        let findings = Box()
        let stream = LintStream(
            configuration: configuration, rules: rules, files: inputs.map(\.name), settleAfter: settleAfter, findingsInMemory: findingsInMemory
        ) {
            findings.items.append($0)
        }
        for input in inputs {
            try parser.parseItems(text: input.text, file: input.name, onItem: stream.take)
            stream.endFile()
        }
        stream.finish()
        return (findings.items, stream)
    }

    final class Box: @unchecked Sendable { var items: [Diagnostic] = [] }

    static let traces = Fixtures.files(under: "traces", suffix: ".log")

    @Test(arguments: traces)
    func everyTraceStreamsAsItIsAnalysedWhole(_ path: String) throws {
        let input = (name: path, text: try Fixtures.text(path))
        let streamed = try Self.streamed([input]).findings
        #expect(streamed == (try Self.batch([input])))
        // Two findings in memory, the others written to runs in a temporary file and read back.
        let spilled = try Self.streamed([input], findingsInMemory: 2)
        #expect(spilled.findings == streamed)
        #expect(spilled.stream.peakFindingsInMemory <= 3)
    }

    /// Every example of every built-in rule, as an input with its configuration.
    static func ruleExamples() throws -> [(rule: String, input: Input, configuration: LintConfiguration)] {
        try builtInRules.flatMap { rule in
            try (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).map { example in
                (rule.description.identifier, (name: "example.log", text: example.log), try example.lintConfiguration())
            }
        }
    }

    @Test func everyRuleExampleStreamsAsItIsAnalysedWhole() throws {
        for (rule, input, configuration) in try Self.ruleExamples() {
            let batch = try Self.batch([input], configuration: configuration)
            #expect(try Self.streamed([input], configuration: configuration).findings == batch, "\(rule)")
            #expect(try Self.streamed([input], configuration: configuration, findingsInMemory: 1).findings == batch, "\(rule), one finding in memory")
        }
    }

    @Test func inputsOutOfOrderAreReportedSortedByFile() throws {
        let b = (name: "b.log", text: try Fixtures.text("traces/invalid/scene-violations.log"))
        let a = (name: "a.log", text: try Fixtures.text("traces/real/blog-split-view-2020.log"))
        let streamed = try Self.streamed([b, a, b]).findings
        #expect(!streamed.isEmpty)
        #expect(streamed == (try Self.batch([b, a, b])))
        #expect(streamed.first?.location.file == "a.log")
    }

    /// A gap whose missing callback the file prints only in a later process: no note, and the
    /// finding waits for the print instead of guessing.
    @Test func aNoteAboutCallbacksNeverPrintedWaitsForTheFile() throws {
        let first = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9
            """
        let later = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x102>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x102>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x102>
            sceneWillResignActive(_:) <UIWindowScene: 0x102>
            """
        for text in [first, first + "\n" + later] {
            let input = (name: "app.log", text: text)
            let streamed = try Self.streamed([input]).findings
            #expect(streamed == (try Self.batch([input])))
            let gap = try #require(streamed.first { $0.ruleID == "scene_missing_resign_active" })
            #expect(gap.notes.contains { $0.message.hasPrefix("this log never prints") } == (text == first))
        }
        // Until the file ends or prints the callback, the finding is held.
        let parser = try TraceParser()
        let written = Box()
        let stream = LintStream(files: ["app.log"]) { written.items.append($0) }
        try parser.parseItems(text: first + "\napplication(_:didFinishLaunchingWithOptions:)", file: "app.log", onItem: stream.take)
        #expect(!written.items.contains { $0.ruleID == "scene_missing_resign_active" })
        stream.endFile()
        stream.finish()
        #expect(written.items.contains { $0.ruleID == "scene_missing_resign_active" })
    }

    /// Scenes of a launched process start in their initial state only when the file prints scene
    /// connections: a process without one waits for a later one, or the file's end.
    @Test func scenesWaitForTheFileToPrintAConnection() throws {
        let noConnection = """
            application(_:didFinishLaunchingWithOptions:)
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9
            """
        let connection = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x102>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x102>
            """
        for text in [noConnection, noConnection + "\n" + connection] {
            let input = (name: "app.log", text: text)
            #expect(try Self.streamed([input]).findings == (try Self.batch([input])))
        }
    }

    /// Live input checked after every event (a preview at each pause) reports each finding once:
    /// the same findings as live input checked only when each process ends.
    @Test(arguments: traces)
    func livePreviewsWriteEachFindingOnce(_ path: String) throws {
        func live(previews: Bool) throws -> [String] {
            let parser = try TraceParser()
            let findings = Box()
            let stream = LintStream(files: [path], live: true, previewInterval: .zero) {
                findings.items.append($0)
            }
            try parser.parseItems(text: try Fixtures.text(path), file: path) { item in
                stream.take(item)
                if previews, case .event = item { stream.inputIsIdle() }
            }
            stream.endFile()
            stream.finish()
            return findings.items.map { "\($0.location) \($0.ruleID) \($0.subject?.label ?? "") \($0.message)" }.sorted()
        }
        let (withPreviews, without) = (try live(previews: true), try live(previews: false))
        #expect(withPreviews == without, "only with previews: \(Set(withPreviews).subtracting(without)); only without: \(Set(without).subtracting(withPreviews))")
    }

    /// Two apps interleaved, live, previewed at every event: the second app's finding comes once,
    /// with the subject numbering of the whole run (its scene is scene#2, after the first app's).
    @Test func livePreviewsOfInterleavedAppsWriteEachFindingOnce() throws {
        let text = """
            2026-03-02 09:00:00.100 Df Diary[4100:1a01] scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            2026-03-02 09:00:00.110 Df Recipes[4150:2b01] scene(_:willConnectTo:options:) <UIWindowScene: 0x2>
            2026-03-02 09:00:00.120 Df Recipes[4150:2b01] sceneDidBecomeActive(_:) <UIWindowScene: 0x2>
            2026-03-02 09:00:00.130 Df Diary[4100:1a01] sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            2026-03-02 09:00:00.140 Df Recipes[4150:2b01] sceneWillResignActive(_:) <UIWindowScene: 0x2>
            """
        func live(previews: Bool) throws -> [String] {
            let parser = try TraceParser()
            let findings = Box()
            let stream = LintStream(files: ["two.log"], live: true, previewInterval: .zero) {
                findings.items.append($0)
            }
            try parser.parseItems(text: text, file: "two.log") { item in
                stream.take(item)
                if previews, case .event = item { stream.inputIsIdle() }
            }
            stream.endFile()
            stream.finish()
            return findings.items.map { "\($0.location.line) \($0.ruleID) \($0.subject?.label ?? "")" }.sorted()
        }
        let withPreviews = try live(previews: true)
        #expect(withPreviews == (try live(previews: false)))
        #expect(withPreviews.contains { $0.hasPrefix("3 ") && $0.contains("scene#2") })
    }

    /// Many processes: the stream holds the events of one process and the findings of about one
    /// process, whatever the length of the run. (A finding that depends on the whole file, such
    /// as a restored session in an app that may never print configurationForConnecting, would
    /// hold the findings after it until the file ends.)
    @Test func memoryFollowsWhatIsLive() throws {
        let process = """
            application(_:didFinishLaunchingWithOptions:)
            application(_:configurationForConnecting:options:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            sceneWillResignActive(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9
            """
        for count in [10, 200] {
            let input = (name: "app.log", text: Array(repeating: process, count: count).joined(separator: "\n"))
            let (findings, stream) = try Self.streamed([input])
            #expect(findings == (try Self.batch([input])))
            #expect(findings.count >= 2 * count)
            #expect(stream.peakHeldEvents <= 10, "held \(stream.peakHeldEvents) events")
            #expect(stream.peakHeldFindings <= 6, "held \(stream.peakHeldFindings) findings")
        }
    }
}

/// A process analysed whole feeds its steps to the rules at its end, so a scene that prints its
/// pointer only in the process's last events is named by it in the findings about its earlier
/// steps (a review found them labelled "no pointer" when steps were fed before the end).
@Suite struct LatePointerTests {
    @Test func aSceneNamedInItsLastEventIsNamedInEveryFinding() throws {
        let log = """
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            sceneDidEnterBackground(_:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            sceneWillResignActive(_:) <UIWindowScene: 0x1>
            """
        let run = try LintRun([.text(log, name: "app.log")])
        let gap = try #require(run.findings.first { $0.ruleID == "scene_missing_resign_active" })
        #expect(gap.location.line == 4)
        #expect(gap.subject?.identity == "0x1")
    }
}
