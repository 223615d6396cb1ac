import Testing
import TraceParser

/// One input line and what it must become.
struct RecognitionCase: CustomTestStringConvertible, Sendable {
    let line: String
    /// A canonical event id, or `noise/<kind>`, or `unrecognized/<reason>`.
    let expected: String
    var scene: String? = nil
    var session: String? = nil
    var vc: String? = nil
    var source: EventSource = .callback

    var testDescription: String { "\(line.debugDescription) → \(expected)" }
}

@Suite struct RecognitionTests {
    static let spellings: [RecognitionCase] = [
        // Swift #function, with and without file prefixes (misspelt file names included).
        .init(line: "sceneDidBecomeActive(_:)", expected: "scene.didBecomeActive"),
        .init(line: "scene(_:willConnectTo:options:)", expected: "scene.willConnect"),
        .init(line: "SceneDelegate.swift > scene(_:willConnectTo:options:) // UIWindowScene: 0x106c00580 UISceneSession: 0x281a58a00",
              expected: "scene.willConnect", scene: "0x106c00580", session: "0x281a58a00"),
        .init(line: "SeneDelegate.swift > sceneDidBecomeActive(_:) // UIWindowScene: 0x106c00580", expected: "scene.didBecomeActive", scene: "0x106c00580"),
        .init(line: "AppDelegate.swift > sceneWillResignActive(_:)", expected: "scene.willResignActive"),
        .init(line: "[SceneDelegate.swift:42] sceneDidDisconnect(_:)", expected: "scene.didDisconnect"),
        .init(line: "SceneDelegate.sceneWillEnterForeground(_:)", expected: "scene.willEnterForeground"),
        .init(line: "application(_:didFinishLaunchingWithOptions:)", expected: "app.didFinishLaunching"),
        .init(line: "application(_:willFinishLaunchingWithOptions:)", expected: "app.willFinishLaunching"),
        .init(line: "applicationDidFinishLaunching(_:)", expected: "app.didFinishLaunching"),
        .init(line: "application(_:configurationForConnecting:options:)", expected: "app.configurationForConnecting"),
        .init(line: "application(_:didDiscardSceneSessions:)", expected: "app.didDiscardSceneSessions"),
        .init(line: "application(_:open:options:)", expected: "app.openURL"),
        .init(line: "application(_:continue:restorationHandler:)", expected: "app.continueUserActivity"),
        .init(line: "application(_:performActionFor:completionHandler:)", expected: "app.shortcut"),
        .init(line: "application(_:handleEventsForBackgroundURLSession:completionHandler:)", expected: "app.bgURLSession"),
        .init(line: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", expected: "app.remoteNotification"),
        .init(line: "applicationDidReceiveMemoryWarning(_:)", expected: "app.memoryWarning"),
        .init(line: "applicationWillTerminate(_:)", expected: "app.willTerminate"),
        .init(line: "applicationDidBecomeActive(_:)", expected: "app.didBecomeActive"),
        .init(line: "applicationWillResignActive(_:)", expected: "app.willResignActive"),
        .init(line: "applicationDidEnterBackground(_:)", expected: "app.didEnterBackground"),
        .init(line: "applicationWillEnterForeground(_:)", expected: "app.willEnterForeground"),
        .init(line: "scene(_:openURLContexts:)", expected: "scene.openURLContexts"),
        .init(line: "stateRestorationActivity(for:)", expected: "scene.stateRestorationActivity"),
        .init(line: "scene(_:restoreInteractionStateWith:)", expected: "scene.restoreInteractionState"),
        .init(line: "scene(_:willContinueUserActivityWithType:)", expected: "scene.willContinueUserActivity"),
        .init(line: "scene(_:continue:)", expected: "scene.continueUserActivity"),
        .init(line: "scene(_:didFailToContinueUserActivityWithType:error:)", expected: "scene.didFailToContinue"),
        .init(line: "scene(_:didUpdate:)", expected: "scene.didUpdateUserActivity"),
        .init(line: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", expected: "windowScene.didUpdateGeometry"),
        .init(line: "windowScene(_:didUpdateEffectiveGeometry:)", expected: "windowScene.didUpdateEffectiveGeometry"),
        .init(line: "windowScene(_:performActionFor:completionHandler:)", expected: "windowScene.shortcut"),
        .init(line: "windowScene(_:userDidAcceptCloudKitShareWith:)", expected: "windowScene.cloudKitShare"),
        // State preservation and restoration (secure and pre-iOS 13.2 names), background and system events.
        .init(line: "-[AppDelegate application:shouldRestoreSecureApplicationState:]", expected: "app.shouldRestoreState"),
        .init(line: "application(_:shouldSaveApplicationState:)", expected: "app.shouldSaveState"),
        .init(line: "AppDelegate.swift > application(_:willEncodeRestorableStateWith:)", expected: "app.willEncodeRestorableState"),
        .init(line: "application:didDecodeRestorableStateWithCoder:", expected: "app.didDecodeRestorableState"),
        .init(line: "application(_:performFetchWithCompletionHandler:) started", expected: "app.performFetch"),
        .init(line: "-[AppDelegate application:willContinueUserActivityWithType:]", expected: "app.willContinueUserActivity"),
        .init(line: "application(_:didFailToContinueUserActivityWithType:error:)", expected: "app.didFailToContinue"),
        .init(line: "application(_:didUpdate:)", expected: "app.didUpdateUserActivity"),
        .init(line: "applicationProtectedDataWillBecomeUnavailable(_:)", expected: "app.protectedDataWillBecomeUnavailable"),
        .init(line: "UIApplication.protectedDataDidBecomeAvailableNotification", expected: "app.protectedDataDidBecomeAvailable", source: .notification),
        .init(line: "UIApplicationSignificantTimeChangeNotification", expected: "app.significantTimeChange", source: .notification),
        .init(line: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:) token=1f2e", expected: "app.didRegisterForRemoteNotifications"),
        .init(line: "application(_:didFailToRegisterForRemoteNotificationsWithError:)", expected: "app.didFailToRegisterForRemoteNotifications"),
        .init(line: "application(_:handlerFor:)", expected: "app.handlerForIntent"),
        .init(line: "application(_:supportedInterfaceOrientationsFor:)", expected: "app.supportedInterfaceOrientations"),
        // Full signatures.
        .init(line: "application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
              expected: "app.didDiscardSceneSessions"),
        .init(line: "AppDelegate.swift > application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
              expected: "app.didDiscardSceneSessions"),
        .init(line: "scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
              expected: "scene.willConnect"),
        // Bare names and hand-written labels.
        .init(line: "sceneDidBecomeActive", expected: "scene.didBecomeActive"),
        .init(line: "Scene -> didBecomeActive", expected: "scene.didBecomeActive"),
        .init(line: "SceneDelegate: will enter foreground", expected: "scene.willEnterForeground"),
        .init(line: "AppDelegate - didFinishLaunching", expected: "app.didFinishLaunching"),
        .init(line: "App -> didEnterBackground", expected: "app.didEnterBackground"),
        .init(line: "🟢 [Lifecycle] SceneDidEnterBackground", expected: "scene.didEnterBackground"),
        .init(line: "willConnectToSession", expected: "scene.willConnect"),
        // Tables: a Markdown row with a time cell is a log row, one without is documentation;
        // CSV, TSV and HTML rows with an event code and a message are one event.
        .init(line: "| 10:00:01.120 | App | application(_:didFinishLaunchingWithOptions:) | launched |", expected: "app.didFinishLaunching"),
        .init(line: "| 2024-03-02 10:00:01 | Scene 1 | sceneWillEnterForeground(_:) | scene will enter the foreground |",
              expected: "scene.willEnterForeground"),
        .init(line: "| `sceneDidBecomeActive(_:)` | Called when the scene has moved from an inactive state to an active state. |",
              expected: "unrecognized/source-code"),
        .init(line: "2024-03-02T09:00:00Z,device-42,scene_did_become_active,Scene became active", expected: "scene.didBecomeActive"),
        .init(line: "2024-03-02T09:00:01Z\tdevice-42\tapp_will_resign_active\tApp will resign active", expected: "app.willResignActive"),
        .init(line: "<td>sceneDidEnterBackground</td>", expected: "scene.didEnterBackground"),
        // The receiver in the name wins over a scene word elsewhere in the line.
        .init(line: "appDidEnterBackground scene count: 0", expected: "app.didEnterBackground"),
        .init(line: "App -> willEnterForeground [scene restore]", expected: "app.willEnterForeground"),
        .init(line: "SceneDelegate forwards applicationDidBecomeActive", expected: "app.didBecomeActive"),
        // Snake and kebab case, upper case, phrases.
        .init(line: "scene_did_become_active", expected: "scene.didBecomeActive"),
        .init(line: "APP_DID_ENTER_BACKGROUND", expected: "app.didEnterBackground"),
        .init(line: "event=application_did_finish_launching", expected: "app.didFinishLaunching"),
        .init(line: "app-will-enter-foreground", expected: "app.willEnterForeground"),
        .init(line: "event=scene-did-disconnect", expected: "scene.didDisconnect"),
        .init(line: "App did become active", expected: "app.didBecomeActive"),
        // UIKit's own messages (synthetic lines in UIKit's wording): typed system events, never
        // the callback they quote.
        .init(line: "Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x7fb5c8d0a200>.",
              expected: "system.unbalancedAppearanceTransitions", vc: "DetailViewController", source: .system),
        .init(line: "[Presentation] Attempt to present <UIAlertController: 0x7fb5c8d0c000> on <MyApp.HomeViewController: 0x7fb5c8d09000> (from <MyApp.HomeViewController: 0x7fb5c8d09000>) whose view is not in the window hierarchy.",
              expected: "system.presentationNotInWindowHierarchy", vc: "UIAlertController", source: .system),
        .init(line: "Warning: Attempt to present <MyApp.LoginViewController: 0x7fb5c8d0d000> on <MyApp.RootViewController: 0x7fb5c8d08000> whose view is not in the window hierarchy!",
              expected: "system.presentationNotInWindowHierarchy", vc: "LoginViewController", source: .system),
        .init(line: "Application delegate received call to -application:performFetchWithCompletionHandler: but the completion handler was never called.",
              expected: "system.completionHandlerNotCalled", source: .system),
        .init(line: "Application delegate received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called.",
              expected: "system.completionHandlerNotCalled", source: .system),
        .init(line: "Background Task 7 (\"Sync\"), was created over 30 seconds ago. In applications running in the background, this creates a risk of termination.",
              expected: "system.backgroundTaskOverdue", source: .system),
        .init(line: "Can't end BackgroundTask: no background task exists with identifier 9 (0x9), or it may have already been ended.",
              expected: "system.backgroundTaskNotFound", source: .system),
        .init(line: "scene-create watchdog transgression: application<com.example.MyApp>:412 exhausted real (wall clock) time allowance of 19.97 seconds",
              expected: "system.watchdogTermination", source: .system),
        .init(line: "Termination Description: SPRINGBOARD, scene-create watchdog transgression", expected: "system.watchdogTermination", source: .system),
        .init(line: "\"terminationReason\" : \"Namespace FRONTBOARD, Code 0x8badf00d\",", expected: "noise/text"),
        .init(line: "Background task 7 ended after 2 seconds", expected: "noise/text"),
        // Backtrace frames name the function they were in: no call of it.
        .init(line: "  * frame #0: 0x0000000102a1c2d4 MyApp`SceneDelegate.sceneDidBecomeActive(scene=0x0000000103f05a30) at SceneDelegate.swift:31:9",
              expected: "unrecognized/source-code"),
        .init(line: "    frame #1: 0x0000000102a1c3a0 MyApp`@objc SceneDelegate.sceneDidBecomeActive(_:) at <compiler-generated>:0",
              expected: "unrecognized/source-code"),
        .init(line: "3   MyApp                               0x0000000102a1c2d4 -[AppDelegate applicationDidBecomeActive:] + 52",
              expected: "unrecognized/source-code"),
        .init(line: "Presented <MyApp.AlertViewController: 0x7fb5c8d0b000> on <MyApp.HomeViewController: 0x7fb5c8d09000>", expected: "noise/text"),
        // View-controller phrases, the subject printed before, after or glued (synthetic).
        .init(line: "Settings view did appear", expected: "vc.viewDidAppear", vc: "Settings"),
        .init(line: "view will disappear (ProfileVC)", expected: "vc.viewWillDisappear", vc: "ProfileVC"),
        .init(line: "VC loaded: Feed", expected: "vc.viewDidLoad", vc: "Feed"),
        .init(line: "ProfileVC: view did disappear", expected: "vc.viewDidDisappear", vc: "ProfileVC"),
        .init(line: "[Lifecycle] view did load - MyApp.HomeVC", expected: "vc.viewDidLoad", vc: "HomeVC"),
        .init(line: "View controller is appearing: Cart", expected: "vc.viewIsAppearing", vc: "Cart"),
        .init(line: "FeedVC appeared", expected: "vc.viewDidAppear", vc: "FeedVC"),
        .init(line: "HomeViewController disappeared.", expected: "vc.viewDidDisappear", vc: "HomeViewController"),
        .init(line: "CartViewController did load", expected: "vc.viewDidLoad", vc: "CartViewController"),
        .init(line: "vc loaded: Search", expected: "vc.viewDidLoad", vc: "Search"),
        .init(line: "DetailVC deallocated", expected: "vc.dealloc", vc: "DetailVC"),
        .init(line: "PlayerVC will move to parent", expected: "vc.willMoveToParent", vc: "PlayerVC"),
        .init(line: "Settings view did appear: true", expected: "vc.viewDidAppear", vc: "Settings"),
        .init(line: "viewDidAppear(_:) - ProfileVC", expected: "vc.viewDidAppear", vc: "ProfileVC"),
        .init(line: "HomeViewController viewDidLoad - start", expected: "vc.viewDidLoad", vc: "HomeViewController"),
        .init(line: "HomeViewController viewDidAppear ✅", expected: "vc.viewDidAppear", vc: "HomeViewController"),
        .init(line: "[HomeVC] view will appear: called", expected: "vc.viewWillAppear", vc: "HomeVC"),
        .init(line: "ViewController did load", expected: "vc.viewDidLoad", vc: "ViewController"),
        .init(line: "MyApp.ViewController did appear", expected: "vc.viewDidAppear", vc: "ViewController"),
        .init(line: "view did appear → Settings", expected: "vc.viewDidAppear", vc: "Settings"),
        .init(line: "Settings view will layout subviews", expected: "noise/outside-model"),
        .init(line: "Table view loaded 24 rows", expected: "noise/text"),
        .init(line: "Config loaded", expected: "noise/text"),
        .init(line: "uploaded 3 files", expected: "noise/text"),
        .init(line: "The view did load but nothing was shown", expected: "unrecognized/prose"),
        .init(line: "scene will connect", expected: "scene.willConnect"),
        .init(line: "Scene Did Enter Background", expected: "scene.didEnterBackground"),
        .init(line: "VC1 viewDidLoad Called", expected: "vc.viewDidLoad", vc: "VC1"),
        .init(line: "HomeViewController.viewWillAppear(_:)", expected: "vc.viewWillAppear", vc: "HomeViewController"),
        .init(line: "ViewController.swift > viewDidDisappear(_:)", expected: "vc.viewDidDisappear", vc: "ViewController"),
        .init(line: "<Diary.TimelineViewController: 0x7f8e4a60a2d0> viewIsAppearing(_:)", expected: "vc.viewIsAppearing", vc: "TimelineViewController"),
        .init(line: "DetailVC deinit", expected: "vc.dealloc", vc: "DetailVC"),
        .init(line: "loadView()", expected: "vc.loadView"),
        .init(line: "🔵 ProfileVC viewDidAppear", expected: "vc.viewDidAppear", vc: "ProfileVC"),
        .init(line: "viewWillDisappear(_:) <MyApp.SettingsViewController: 0x7fe1b2d0c400>", expected: "vc.viewWillDisappear", vc: "SettingsViewController"),
        .init(line: "ChildViewController willMove(toParent:) parent=<MyApp.HomeViewController: 0x7fe1b2d0c400>", expected: "vc.willMoveToParent", vc: "ChildViewController"),
        .init(line: "-[ChildViewController didMoveToParentViewController:]", expected: "vc.didMoveToParent", vc: "ChildViewController"),
        .init(line: "HomeViewController.viewWillTransition(to:with:) size=(834.0, 1194.0)", expected: "vc.viewWillTransition", vc: "HomeViewController"),
        .init(line: "HomeViewController traitCollectionDidChange(_:)", expected: "vc.traitCollectionDidChange", vc: "HomeViewController"),
        .init(line: "CardView willMove(toSuperview:)", expected: "noise/text"),
        // Objective-C __func__ / __PRETTY_FUNCTION__ and bare selectors.
        .init(line: "-[SceneDelegate sceneDidBecomeActive:]", expected: "scene.didBecomeActive"),
        .init(line: "-[MyWindowSceneDelegate scene:willConnectToSession:options:]", expected: "scene.willConnect"),
        .init(line: "-[AppDelegate application:didDiscardSceneSessions:]", expected: "app.didDiscardSceneSessions"),
        .init(line: "-[AppDelegate application:configurationForConnectingSceneSession:options:]", expected: "app.configurationForConnecting"),
        .init(line: "func:-[AppDelegate application:didFinishLaunchingWithOptions:]  status:1", expected: "app.didFinishLaunching"),
        .init(line: "-[AppDelegate application:didFinishLaunchingWithOptions:],25", expected: "app.didFinishLaunching"),
        .init(line: "111-[ViewController viewDidLoad]", expected: "vc.viewDidLoad", vc: "ViewController"),
        .init(line: "-[ViewController2 dealloc]", expected: "vc.dealloc", vc: "ViewController2"),
        .init(line: "-[ViewController viewWillAppear:]   ", expected: "vc.viewWillAppear", vc: "ViewController"),
        .init(line: "scene:willConnectToSession:options:", expected: "scene.willConnect"),
        .init(line: "stateRestorationActivityForScene:", expected: "scene.stateRestorationActivity"),
        .init(line: "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:", expected: "windowScene.didUpdateGeometry"),
        .init(line: "scene:continueUserActivity:", expected: "scene.continueUserActivity"),
        .init(line: "application:openURL:options:", expected: "app.openURL"),
        .init(line: "application:performActionForShortcutItem:completionHandler:", expected: "app.shortcut"),
        // Notifications (spec §9).
        .init(line: "UISceneDidActivateNotification", expected: "scene.didBecomeActive", source: .notification),
        .init(line: "UISceneWillDeactivateNotification", expected: "scene.willResignActive", source: .notification),
        .init(line: "received UISceneWillConnectNotification", expected: "scene.willConnect", source: .notification),
        .init(line: "UIScene.didEnterBackgroundNotification", expected: "scene.didEnterBackground", source: .notification),
        .init(line: "NSNotificationName(_rawValue: UIApplicationDidBecomeActiveNotification)", expected: "app.didBecomeActive", source: .notification),
        .init(line: "name = UIApplicationWillTerminateNotification, object = Optional(<UIApplication: 0x7fb0c8c02a40>), userInfo = nil",
              expected: "app.willTerminate", source: .notification),
        .init(line: "UIApplication.didReceiveMemoryWarningNotification", expected: "app.memoryWarning", source: .notification),
        .init(line: "UIApplicationDidFinishLaunchingNotification", expected: "app.didFinishLaunching", source: .notification),
        // SwiftUI ScenePhase.
        .init(line: "active", expected: "phase.active", source: .scenePhase),
        .init(line: "inactive", expected: "phase.inactive", source: .scenePhase),
        .init(line: "ScenePhase.background", expected: "phase.background", source: .scenePhase),
        .init(line: "scenePhase: active", expected: "phase.active", source: .scenePhase),
        .init(line: "Phase changed: .inactive", expected: "phase.inactive", source: .scenePhase),
        .init(line: "scenePhase changed from inactive to active", expected: "phase.active", source: .scenePhase),
        // A phase word glued to a number is no phase (found by the parse fuzzer: the block scan
        // skipped `0active`, which the line-by-line path read as a phase).
        .init(line: "0active", expected: "noise/text"),
        // Nor is one glued to an underscore, before or after (found by the parse fuzzer: the
        // block scan skipped `active_`, which the line-by-line path read as a phase).
        .init(line: "active_", expected: "noise/text"),
        .init(line: "inactive_:)", expected: "noise/text"),
        .init(line: "scenePhase: background_count", expected: "noise/text"),
        // Identities.
        .init(line: "sceneDidBecomeActive(_:) <UIWindowScene: 0x7fb0c8d04c20; role: UIWindowSceneSessionRoleApplication; persistentIdentifier: 96F2A1C4-3E0B; activationState: UISceneActivationStateForegroundActive>",
              expected: "scene.didBecomeActive", scene: "0x7fb0c8d04c20", session: "96F2A1C4-3E0B"),
        .init(line: "sceneWillResignActive(_:) <Diary.SceneDelegate: 0x600002c38f40>", expected: "scene.willResignActive", scene: "0x600002c38f40"),
        .init(line: "scene(_:willConnectTo:options:) scene=<UIWindowScene: 0x10a2c4f30> session=<UISceneSession: 0x282f64c80>",
              expected: "scene.willConnect", scene: "0x10a2c4f30", session: "0x282f64c80"),
        // Not events: prose, source code, ambiguity, callbacks outside the model, noise.
        .init(line: "didDiscardSceneSessions 메소드 왜 안불리는 지 모르겠다 😭😭😭😭😭", expected: "unrecognized/prose"),
        .init(line: "I expected sceneDidDisconnect to be called here, but it was not.", expected: "unrecognized/prose"),
        .init(line: "The scene calls `sceneWillEnterForeground` before it becomes active", expected: "unrecognized/prose"),
        .init(line: "-[<UISceneDelegate> scene:openURLContexts:] is implemented but no URL types are declared, so it will not be called",
              expected: "unrecognized/prose"),
        .init(line: "You implemented -[<UIApplicationDelegate> application:didReceiveRemoteNotification:fetchCompletionHandler:], but you still need to add \"remote-notification\" to the list of your supported UIBackgroundModes in your Info.plist.",
              expected: "unrecognized/prose"),
        .init(line: "[Default] -[<UIApplicationDelegate> application:performFetchWithCompletionHandler:]", expected: "unrecognized/prose"),
        .init(line: "-[SceneDelegate scene:openURLContexts:] url=myapp://item/42", expected: "scene.openURLContexts"),
        .init(line: "func sceneDidBecomeActive(_ scene: UIScene) {", expected: "unrecognized/source-code"),
        .init(line: "    override func viewDidLoad() {", expected: "unrecognized/source-code"),
        .init(line: "- (void)sceneDidBecomeActive:(UIScene *)scene {", expected: "unrecognized/source-code"),
        .init(line: "didBecomeActive", expected: "unrecognized/ambiguous-receiver"),
        .init(line: "HomeViewController.viewDidLayoutSubviews()", expected: "noise/outside-model"),
        .init(line: "application(_:viewControllerWithRestorationIdentifierPath:coder:)", expected: "noise/outside-model"),
        .init(line: "-[ViewController2 didReceiveMemoryWarning]", expected: "noise/outside-model"),
        .init(line: "session.stateRestorationActivity = activity", expected: "noise/text"),
        .init(line: "Loaded 12 items from the cache", expected: "noise/text"),
        .init(line: "The app became active again", expected: "noise/text"),
        .init(line: "   \t ", expected: "noise/blank"),
        .init(line: "Message from debugger: Terminated due to signal 9", expected: "noise/debugger"),
        .init(line: "This process does not adopt UIScene lifecycle. This will become an assert in a future version.", expected: "noise/system"),
    ]

    @Test(arguments: spellings)
    func recognizes(_ testCase: RecognitionCase) throws {
        var results: [ParsedLine] = []
        try TraceParser().parse(text: testCase.line) { results.append($0) }
        let line = try #require(results.first)
        #expect(describe(line.classification, line.event) == testCase.expected)
        if let event = line.event {
            #expect(event.source == testCase.source)
            #expect(event.scene == testCase.scene)
            #expect(event.session == testCase.session)
            #expect(event.viewController == testCase.vc)
        }
    }

    private func describe(_ classification: LineClassification, _ event: TraceEvent?) -> String {
        switch classification {
        case .event: return event?.event.rawValue ?? "event without payload"
        case .noise(let kind): return "noise/\(kind.rawValue)"
        case .unrecognized(let reason): return "unrecognized/\(reason.rawValue)"
        }
    }

    @Test func everyCanonicalEventHasASpellingCase() {
        let covered = Set(Self.spellings.map(\.expected))
        // Model events are read by custom formats only (CustomFormatTests).
        let missing = LifecycleEvent.allCases.filter { $0 != .modelEvent }.map(\.rawValue).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no recognition case for \(missing)")
    }
}
