import Conformance
import Testing

/// Logs from the review of the checker, each with the rules it must (and only those) trigger.
@Suite struct ReviewRegressionTests {
    static let cases: [(String, String, [String])] = [
        ("a documented gap is reported even when the log never prints the missing callback", """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            sceneDidEnterBackground(_:)
            """, ["scene_missing_resign_active"]),
        ("a log that starts mid-session with a passive callback", """
            scene(_:openURLContexts:)
            sceneDidBecomeActive(_:)
            sceneWillResignActive(_:)
            sceneDidEnterBackground(_:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            """, []),
        ("two instances of one controller class without pointers", """
            -[ListViewController viewDidLoad]
            -[ListViewController viewWillAppear:]
            -[ListViewController viewDidAppear:]
            -[DetailViewController viewDidLoad]
            -[ListViewController viewWillDisappear:]
            -[DetailViewController viewWillAppear:]
            -[ListViewController viewDidDisappear:]
            -[DetailViewController viewDidAppear:]
            -[DetailViewController viewDidLoad]
            -[DetailViewController viewWillDisappear:]
            -[DetailViewController viewWillAppear:]
            -[DetailViewController viewDidDisappear:]
            -[DetailViewController viewDidAppear:]
            """, []),
        ("deinit of many instances of one class", """
            -[ViewController viewDidLoad]
            -[PhotoCell dealloc]
            -[PhotoCell dealloc]
            -[PhotoCell dealloc]
            """, []),
        ("an app-delegate log with one scene notification is still checked", """
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
            applicationWillResignActive(_:)
            applicationDidEnterBackground(_:)
            applicationWillEnterForeground(_:)
            applicationDidBecomeActive(_:)
            applicationDidEnterBackground(_:)
            NSNotificationName(_rawValue: UISceneDidActivateNotification)
            """, ["app_transition"]),
        ("a scene step printed only as a notification", """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            sceneWillResignActive(_:)
            NSNotificationName(_rawValue: UISceneDidEnterBackgroundNotification)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            """, []),
        ("a scene whose first lines print no pointer", """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            """, []),
        ("a discard names a connected session by pointer and identifier", """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101; persistentIdentifier: A1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
            application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281; persistentIdentifier: A1>]
            """, ["discard_connected_session"]),
        ("a session configured by pointer and connected by identifier", """
            application(_:didFinishLaunchingWithOptions:)
            application(_:configurationForConnecting:options:) <UISceneSession: 0x281; persistentIdentifier = A1>
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101; persistentIdentifier = A1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            """, []),
        ("scene phases of two windows", """
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            scenePhase: inactive
            scenePhase: active
            scene(_:willConnectTo:options:) <UIWindowScene: 0x102>
            scenePhase: inactive
            scenePhase: active
            scenePhase: inactive
            scenePhase: inactive
            scenePhase: background
            scenePhase: background
            """, []),
        ("one callback logged by the delegate and a forwarding class", """
            2022/08/31 13:33:54:129  💛 [AppDelegate.m:139 -[AppDelegate applicationWillEnterForeground:]]: applicationWillEnterForeground.
            2022/08/31 13:33:54:131  💛 [MainAppContext.m:106 -[MainAppContext applicationWillEnterForeground:]]: 
            2022/08/31 13:33:54:199  💛 [Bench.swift:65 Bench(title:logIfLongerThan:logInProduction:block:)]: [Bench] title: Slow post WillEnterForeground, duration: 66.77ms
            2022/08/31 13:33:54:414  🧡 [AppDelegate.m:656 -[AppDelegate applicationDidBecomeActive:]]: applicationDidBecomeActive.
            2022/08/31 13:33:54:422  💛 [AppDelegate.m:675 -[AppDelegate applicationDidBecomeActive:]]: applicationDidBecomeActive completed.
            2022/08/31 13:33:54:423  💛 [MainAppContext.m:162 -[MainAppContext applicationDidBecomeActive:]]: 
            """, []),
    ]

    @Test(arguments: cases.map { RegressionCase(name: $0.0, log: $0.1, rules: $0.2) })
    func triggersOnlyItsRules(_ testCase: RegressionCase) throws {
        let findings = Linter().lint(try TraceAnalyzer.analyze(text: testCase.log))
        #expect(findings.map(\.ruleID) == testCase.rules, "\(findings.map { "\($0.location.line): \($0.message)" })")
    }
}

struct RegressionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let log: String
    let rules: [String]
    var testDescription: String { name }
}
