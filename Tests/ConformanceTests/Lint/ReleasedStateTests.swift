import Testing
import TraceParser

@testable import Conformance

/// Memory follows what is live at any length (issue 25): what the stream keeps about a process
/// is released when the process is checked, counted on a log of many short app runs (a count,
/// not a timing or a peak RSS, so the test is exact).
@Suite struct ReleasedStateTests {
    /// 1,000 runs of an app, each a new pid with a scene and a view controller, and a finding
    /// (a missing willResignActive) in each.
    static let log: String = (0..<1_000).map { run in
        let prefix = "2024-03-02 09:00:00.000000+0100 App[\(4_000 + run):1a2b3]"
        return [
            "application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:) <UIWindowScene: 0x1>",
            "FeedViewController viewDidLoad()", "sceneWillEnterForeground(_:) <UIWindowScene: 0x1>",
            "sceneDidBecomeActive(_:) <UIWindowScene: 0x1>", "sceneDidEnterBackground(_:) <UIWindowScene: 0x1>",
        ].map { "\(prefix) \($0)" }.joined(separator: "\n")
    }.joined(separator: "\n") + "\n"

    @Test(arguments: [false, true])
    func aCheckedProcessIsForgotten(live: Bool) throws {
        let parser = try TraceParser()
        var written = 0
        let stream = LintStream(files: ["runs.log"], live: live, previewInterval: .zero) { _ in written += 1 }
        var most = (processes: 0, previewed: 0, events: 0)
        try parser.parseItems(text: Self.log, file: "runs.log") { item in
            stream.take(item)
            guard case .event = item else { return }
            if live { stream.inputIsIdle() }
            most = (max(most.processes, stream.processesHeld), max(most.previewed, stream.processesPreviewed), max(most.events, stream.peakHeldEvents))
        }
        stream.endFile()
        let checked = stream.finish()
        #expect(checked.processes == 1_000)
        #expect(written >= 1_000, "a finding per run")
        // The process being read, and the one it replaces until its check.
        #expect(most.processes <= 2)
        #expect(most.previewed <= 1)
        #expect(most.events <= 12)
        #expect(stream.processesHeld == 0 && stream.processesPreviewed == 0)
    }
}
