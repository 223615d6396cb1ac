import Testing

@testable import Conformance

/// Two lines of a run are the same statement when they differ only in digits.
@Suite struct RepeatedCallbackTextTests {
    @Test(arguments: [
        ("12:00:01.5 App[12:34] sceneDidBecomeActive 0x11", "12:00:02.9 App[12:35] sceneDidBecomeActive 0x22", false),
        ("sceneDidBecomeActive: start", "sceneDidBecomeActive: done", true),
        ("Szene ٣ aktiv – sceneDidBecomeActive", "Szene ٧ aktiv – sceneDidBecomeActive", false),
        ("Szene aktiv – sceneDidBecomeActive", "Scène active – sceneDidBecomeActive", true),
        ("", "42", false),
    ])
    func digestsDifferOnlyForDifferentText(_ first: String, _ second: String, _ differ: Bool) {
        #expect((RepeatedCallbackRule.textDigest(first) != RepeatedCallbackRule.textDigest(second)) == differ)
    }
}

/// The severity of a repeat follows the spec (§11, §12): an error for a view controller, a
/// warning for the app and scenes (devices repeat them), and a warning with a note for an exact
/// copy of the line before, timestamp included (a logger attached twice). Synthetic logs.
@Suite struct RepeatedCallbackSeverityTests {
    static func repeats(_ log: String) throws -> [(line: Int, severity: Severity, notes: Int)] {
        try LintRun([.text(log, name: "app.log")]).findings
            .filter { $0.ruleID == "repeated_callback" }
            .map { ($0.location.line, $0.severity, $0.notes.count) }
    }

    @Test func aViewControllerRepeatIsAnError() throws {
        let repeats = try Self.repeats("""
            2024-05-10 10:00:00.000 App[8:9] FeedViewController viewDidLoad()
            2024-05-10 10:00:00.100 App[8:9] FeedViewController viewWillAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] FeedViewController viewDidAppear(_:)
            2024-05-10 10:00:00.300 App[8:9] FeedViewController viewDidAppear(_:)
            """)
        #expect(repeats.map(\.line) == [4] && repeats.map(\.severity) == [.error])
    }

    @Test func anExactCopyOfTheLineBeforeIsAWarningWithANote() throws {
        let repeats = try Self.repeats("""
            2024-05-10 10:00:00.000 App[8:9] FeedViewController viewDidLoad()
            2024-05-10 10:00:00.100 App[8:9] FeedViewController viewWillAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] FeedViewController viewDidAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] FeedViewController viewDidAppear(_:)
            """)
        #expect(repeats.map(\.line) == [4] && repeats.map(\.severity) == [.warning] && repeats.map(\.notes) == [1])
    }

    @Test func aSceneRepeatStaysAWarning() throws {
        let repeats = try Self.repeats("""
            sceneWillResignActive(_:)
            sceneDidBecomeActive(_:)
            sceneDidBecomeActive(_:)
            """)
        #expect(repeats.map(\.line) == [3] && repeats.map(\.severity) == [.warning])
    }
}

/// A view controller's gap (spec §12: only the six edges): an error for one instance when the
/// log prints the missing callbacks elsewhere, a warning when it never prints them or names the
/// controller by class only (synthetic logs).
@Suite struct ViewControllerGapSeverityTests {
    static func gaps(_ log: String) throws -> [(line: Int, severity: Severity)] {
        try LintRun([.text(log, name: "app.log")]).findings
            .filter { $0.ruleID == "vc_transition" }
            .map { ($0.location.line, $0.severity) }
    }

    @Test func anInstanceMissingACallbackTheLogPrintsIsAnError() throws {
        let gaps = try Self.gaps("""
            2024-05-10 10:00:00.000 App[8:9] <App.FeedViewController: 0x7f01> viewDidLoad()
            2024-05-10 10:00:00.100 App[8:9] <App.FeedViewController: 0x7f01> viewWillAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] <App.FeedViewController: 0x7f01> viewDidAppear(_:)
            2024-05-10 10:00:01.000 App[8:9] <App.FeedViewController: 0x7f01> viewDidDisappear(_:)
            2024-05-10 10:00:02.000 App[8:9] <App.DetailViewController: 0x7f02> viewDidLoad()
            2024-05-10 10:00:02.100 App[8:9] <App.DetailViewController: 0x7f02> viewWillAppear(_:)
            2024-05-10 10:00:02.200 App[8:9] <App.DetailViewController: 0x7f02> viewDidAppear(_:)
            2024-05-10 10:00:03.000 App[8:9] <App.DetailViewController: 0x7f02> viewWillDisappear(_:)
            """)
        #expect(gaps.map(\.line) == [4] && gaps.map(\.severity) == [.error])
    }

    @Test func aCallbackTheLogNeverPrintsLeavesAWarning() throws {
        let gaps = try Self.gaps("""
            2024-05-10 10:00:00.000 App[8:9] <App.FeedViewController: 0x7f01> viewDidLoad()
            2024-05-10 10:00:00.100 App[8:9] <App.FeedViewController: 0x7f01> viewWillAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] <App.FeedViewController: 0x7f01> viewDidAppear(_:)
            2024-05-10 10:00:01.000 App[8:9] <App.FeedViewController: 0x7f01> viewDidDisappear(_:)
            """)
        #expect(gaps.map(\.line) == [4] && gaps.map(\.severity) == [.warning])
    }

    @Test func aClassOnlyGapIsAWarning() throws {
        let gaps = try Self.gaps("""
            2024-05-10 10:00:00.000 App[8:9] FeedViewController viewDidLoad()
            2024-05-10 10:00:00.100 App[8:9] FeedViewController viewWillAppear(_:)
            2024-05-10 10:00:00.200 App[8:9] FeedViewController viewDidAppear(_:)
            2024-05-10 10:00:01.000 App[8:9] FeedViewController viewDidDisappear(_:)
            2024-05-10 10:00:02.000 App[8:9] DetailViewController viewWillDisappear(_:)
            """)
        #expect(gaps.first.map { $0.line == 4 && $0.severity == .warning } == true)
    }
}

/// A notification printed after its own scene's callback with other scenes' lines between is
/// that callback again, not a second one (found by the Reelay oracle: a
/// UISceneDidDisconnectNotification three lines after sceneDidDisconnect(_:) was reported as a
/// callback after the disconnect).
@Suite struct InterleavedNotificationTests {
    @Test func aNotificationAfterItsScenesCallbackIsNoSecondCallback() throws {
        let log = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            scene(_:willConnectTo:options:) <UIWindowScene: 0x2>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x2>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            sceneDidDisconnect(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x2>
            sceneWillResignActive(_:) <UIWindowScene: 0x2>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x2>
            UISceneDidDisconnectNotification <UIWindowScene: 0x1>
            """
        let findings = try LintRun([.text(log, name: "app.log")]).findings
        #expect(!findings.contains { $0.location.line == 11 }, "\(findings.map { "\($0.location.line) \($0.ruleID)" })")
    }
}
