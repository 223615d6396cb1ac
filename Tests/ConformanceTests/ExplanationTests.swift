import Testing

@testable import Conformance

/// Messages that say what the log shows (issue 26, item 10; synthetic logs).
@Suite struct ExplanationTests {
    /// A gap after a callback that changes no state names that callback, not "the first
    /// callback of its timeline".
    @Test func aGapAfterLoadViewNamesIt() throws {
        let findings = try LintRun([.text("""
            2024-05-10 10:00:00.000 App[8:9] HomeVC loadView()
            2024-05-10 10:00:00.100 App[8:9] HomeVC viewWillAppear(_:)
            """, name: "app.log")]).findings
        #expect(findings.map(\.message) == [
            "missing viewDidLoad() between loadView() (line 1) and viewWillAppear(_:), the first to change its state",
        ])
    }

    /// After two callbacks came in each other's place, a gap names the last change in the
    /// documented order (the earlier line of the two), not the step before the swap (issue 28,
    /// bug d), whichever callbacks were swapped.
    @Test(arguments: [
        ("sceneDidBecomeActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)", "sceneWillResignActive(_:)"),
        ("sceneDidEnterBackground(_:)", "sceneWillResignActive(_:)", "sceneDidBecomeActive(_:)", "sceneWillEnterForeground(_:)"),
    ])
    func aGapAfterASwapNamesTheLastChange(_ swappedFirst: String, _ swappedSecond: String, _ next: String, _ missing: String) throws {
        let prefix = swappedFirst == "sceneDidBecomeActive(_:)" ? [] : ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        let lines = ["application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:)"] + prefix + [swappedFirst, swappedSecond, next]
        let log = lines.map { $0.hasPrefix("scene") ? $0 + " <UIWindowScene: 0x101>" : $0 }.joined(separator: "\n")
        let findings = try LintRun([.text(log, name: "app.log")]).findings
        let swapLine = 3 + prefix.count
        #expect(findings.map(\.message).contains("missing \(missing) between \(swappedFirst) (line \(swapLine)) and \(next)"), "\(findings.map(\.message))")
    }

    /// The frames of a backtrace after a message are no events, whatever function they name.
    @Test func backtraceFramesAreNoEvents() throws {
        let run = try LintRun([.text("""
            2024-05-10 10:00:00.000 App[8:9] sceneWillResignActive(_:)
            (lldb) bt
            * thread #1, queue = 'com.apple.main-thread', stop reason = breakpoint 1.1
              * frame #0: 0x0000000102a1c2d4 App`SceneDelegate.sceneDidBecomeActive(scene=0x0000000103f05a30) at SceneDelegate.swift:31:9
                frame #1: 0x0000000102a1c3a0 App`@objc SceneDelegate.sceneDidBecomeActive(_:) at <compiler-generated>:0
            0   App                                 0x0000000102a1c2d4 $s3App13SceneDelegateC20sceneWillResignActiveyySo7UISceneCF + 52
            1   UIKitCore                           0x00000001b5b1e2c4 -[UIScene _emitSceneSettingsUpdateResponseForCompletion:afterSceneUpdateWork:] + 840
            """, name: "app.log")], records: true)
        #expect(run.statistics.events == 1)
    }
}
