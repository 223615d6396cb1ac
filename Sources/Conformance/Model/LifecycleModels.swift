import TraceParser

/// The built-in life-cycle models, following `shared/spec/lifecycle.md` (printed by `tracecheck model`).
public enum LifecycleModels {
    /// All models, in display order.
    public static let all: [StateMachine] = [scene, process, appDelegate, viewController, scenePhase]

    /// The model with an id, or nil.
    public static func named(_ id: String) -> StateMachine? { all.first { $0.id == id } }

    /// One `UIScene` object (spec §2). `connected` is the pseudo-state after
    /// `scene(_:willConnectTo:options:)` and before the scene reaches the foreground or background.
    public static let scene = StateMachine(
        id: "scene",
        title: "Scene (UISceneDelegate, one per scene object)",
        states: [
            (.unattached, "not connected yet (UIScene.ActivationState.unattached)"),
            (.connected, "attached by scene(_:willConnectTo:options:), not yet in the foreground"),
            (.foregroundInactive, "onscreen, not receiving events"),
            (.foregroundActive, "onscreen and receiving events"),
            (.background, "offscreen, running or suspended"),
            (.disconnected, "released by UIKit; this scene object gets no more callbacks"),
        ],
        initial: .unattached,
        terminal: [.disconnected],
        transitions: [
            Transition(from: [.unattached], event: .sceneWillConnect, to: .connected, source: .a3, label: "T1 connect"),
            Transition(from: [.connected, .background], event: .sceneWillEnterForeground, to: .foregroundInactive, source: .a3, label: "T2 enter the foreground"),
            Transition(from: [.foregroundInactive], event: .sceneDidBecomeActive, to: .foregroundActive, source: .a3, label: "T3 become active"),
            Transition(from: [.foregroundActive], event: .sceneWillResignActive, to: .foregroundInactive, source: .a3, label: "T4 resign active"),
            Transition(from: [.foregroundInactive], event: .sceneDidEnterBackground, to: .background, source: .a3, label: "T5 enter the background"),
            Transition(from: [.connected, .background], event: .sceneDidDisconnect, to: .disconnected, source: .a1, label: "T6 disconnect"),
            Transition(from: [.connected], event: .sceneDidEnterBackground, to: .background, source: Source(key: "spec §2.3", title: "scene connected straight into the background", url: Source.a1.url, evidence: .unknown), label: "T7 connected into the background"),
            Transition(from: [.foregroundInactive], event: .sceneDidDisconnect, to: .disconnected, source: .d1, label: "T8 disconnect from the foreground (swipe-kill)"),
        ],
        passive: [
            PassiveEvent(event: .sceneOpenURLContexts, allowedIn: connected, source: .a3),
            PassiveEvent(event: .sceneStateRestorationActivity, allowedIn: connected, source: .a3),
            PassiveEvent(event: .sceneRestoreInteractionState, allowedIn: connected, source: .a3),
            PassiveEvent(event: .sceneWillContinueUserActivity, allowedIn: connected, source: .d1),
            PassiveEvent(event: .sceneContinueUserActivity, allowedIn: connected, source: .a3),
            PassiveEvent(event: .sceneDidFailToContinue, allowedIn: connected, source: .a3),
            PassiveEvent(event: .sceneDidUpdateUserActivity, allowedIn: connected, source: .a3),
            PassiveEvent(event: .windowSceneDidUpdateGeometry, allowedIn: [.unattached] + connected, source: .d1),
            PassiveEvent(event: .windowSceneDidUpdateEffectiveGeometry, allowedIn: [.unattached] + connected, source: .a4),
            PassiveEvent(event: .windowSceneShortcut, allowedIn: connected, source: .a4),
            PassiveEvent(event: .windowSceneCloudKitShare, allowedIn: connected, source: .a4),
        ])

    private static let connected: [State] = [.connected, .foregroundInactive, .foregroundActive, .background]

    /// The process as every app has it: launch, run, terminate (spec §3, §6).
    public static let process = StateMachine(
        id: "process",
        title: "Process (UIApplicationDelegate launch and termination)",
        states: [
            (.notRunning, "before application(_:willFinishLaunchingWithOptions:)"),
            (.launching, "between willFinishLaunching and didFinishLaunching"),
            (.running, "launched"),
            (.terminated, "after applicationWillTerminate(_:); nothing more may happen"),
        ],
        initial: .notRunning,
        terminal: [.terminated],
        transitions: [
            Transition(from: [.notRunning], event: .appWillFinishLaunching, to: .launching, source: .a9, label: "will finish launching"),
            // Measured from willFinishLaunching (the launch's start is not printed): the watchdog
            // ends a launch that takes about 20 s of wall-clock time.
            Transition(
                from: [.notRunning, .launching], event: .appDidFinishLaunching, to: .running, source: .a9, label: "did finish launching",
                bound: TimeBound(within: 20, source: Source.a21.url)),
            Transition(from: [.running], event: .appWillTerminate, to: .terminated, source: .a7, label: "terminate"),
        ],
        passive: [
            PassiveEvent(event: .appConfigurationForConnecting, allowedIn: [.running], source: .a5),
            PassiveEvent(event: .appDidDiscardSceneSessions, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appMemoryWarning, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appOpenURL, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appContinueUserActivity, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appShortcut, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appBackgroundURLSession, allowedIn: [.running], source: .a10),
            PassiveEvent(event: .appRemoteNotification, allowedIn: [.running], source: .a10),
            // Legacy UI state restoration runs between willFinishLaunching and didFinishLaunching
            // (A9; before a didFinishLaunching when willFinishLaunching is not printed);
            // preservation runs while the app runs, as it moves to the background.
            PassiveEvent(event: .appShouldRestoreState, allowedIn: [.notRunning, .launching], source: .a9),
            PassiveEvent(event: .appDidDecodeRestorableState, allowedIn: [.notRunning, .launching], source: .a9),
            PassiveEvent(event: .appShouldSaveState, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appWillEncodeRestorableState, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appPerformFetch, allowedIn: [.running], source: .a10),
            PassiveEvent(event: .appWillContinueUserActivity, allowedIn: [.running], source: .a20),
            PassiveEvent(event: .appDidFailToContinue, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appDidUpdateUserActivity, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appProtectedDataWillBecomeUnavailable, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appProtectedDataDidBecomeAvailable, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appSignificantTimeChange, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appDidRegisterForRemoteNotifications, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appDidFailToRegisterForRemoteNotifications, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appHandlerForIntent, allowedIn: [.running], source: .a19),
            PassiveEvent(event: .appSupportedInterfaceOrientations, allowedIn: [.notRunning, .launching, .running], source: .a19),
        ])

    /// The app's UI state in the app-delegate life cycle (iOS 12, or no scene manifest; spec §3.2).
    public static let appDelegate = StateMachine(
        id: "app",
        title: "App without scenes (UIApplicationDelegate UI callbacks, the iOS 12 model)",
        states: [
            (.notRunning, "before launch"),
            (.launched, "didFinishLaunching returned; foreground or background launch not known yet"),
            (.inactive, "in the foreground, not receiving events"),
            (.active, "in the foreground and receiving events"),
            (.background, "in the background"),
            (.terminated, "after applicationWillTerminate(_:)"),
        ],
        initial: .notRunning,
        terminal: [.terminated],
        transitions: [
            Transition(from: [.notRunning], event: .appDidFinishLaunching, to: .launched, source: .a9, label: "launch"),
            Transition(from: [.launched, .inactive], event: .appDidBecomeActive, to: .active, source: .a20, label: "become active"),
            Transition(from: [.launched], event: .appDidEnterBackground, to: .background, source: .a10, label: "background launch"),
            Transition(from: [.active], event: .appWillResignActive, to: .inactive, source: .a20, label: "resign active"),
            Transition(from: [.inactive], event: .appDidEnterBackground, to: .background, source: .a20, label: "enter the background"),
            Transition(from: [.background], event: .appWillEnterForeground, to: .inactive, source: .a20, label: "enter the foreground"),
            Transition(from: [.launched, .inactive, .active, .background], event: .appWillTerminate, to: .terminated, source: .a7, label: "terminate"),
        ],
        passive: [])

    /// A view controller's appearance (spec §11, UIViewController "Handling view-related notifications").
    public static let viewController = StateMachine(
        id: "vc",
        title: "View controller appearance (UIViewController)",
        states: [
            (.notLoaded, "the view is not loaded yet"),
            (.disappeared, "loaded, not in a window"),
            (.appearing, "between viewWillAppear and viewDidAppear"),
            (.appeared, "onscreen"),
            (.disappearing, "between viewWillDisappear and viewDidDisappear"),
            (.deallocated, "deinit/dealloc ran; this instance gets no more callbacks"),
        ],
        initial: .notLoaded,
        terminal: [.deallocated],
        transitions: [
            Transition(from: [.notLoaded], event: .vcViewDidLoad, to: .disappeared, source: .a18, label: "load"),
            Transition(from: [.disappeared], event: .vcViewWillAppear, to: .appearing, source: .a18, label: "will appear"),
            Transition(from: [.appearing], event: .vcViewDidAppear, to: .appeared, source: .a18, label: "did appear"),
            Transition(from: [.appeared], event: .vcViewWillDisappear, to: .disappearing, source: .a18, label: "will disappear"),
            Transition(from: [.disappearing], event: .vcViewDidDisappear, to: .disappeared, source: .a18, label: "did disappear"),
            Transition(from: [.appearing], event: .vcViewWillDisappear, to: .disappearing, source: .a18, label: "appearance cancelled"),
            Transition(from: [.disappearing], event: .vcViewWillAppear, to: .appearing, source: .a18, label: "disappearance cancelled"),
            Transition(from: [.notLoaded, .disappeared], event: .vcDealloc, to: .deallocated, source: Source(key: "spec §11", title: "deinit follows viewDidDisappear", url: Source.a18.url, evidence: .inferred), label: "deallocate"),
        ],
        passive: [
            PassiveEvent(event: .vcLoadView, allowedIn: [.notLoaded], source: .a18),
            PassiveEvent(event: .vcViewIsAppearing, allowedIn: [.appearing], source: .a18),
            // addChild(_:) calls willMove(toParent:) whether or not the child's view is loaded.
            PassiveEvent(event: .vcWillMoveToParent, allowedIn: [.notLoaded, .disappeared, .appearing, .appeared, .disappearing], source: .a18),
            PassiveEvent(event: .vcDidMoveToParent, allowedIn: [.notLoaded, .disappeared, .appearing, .appeared, .disappearing], source: .a18),
            PassiveEvent(event: .vcViewWillTransition, allowedIn: [.disappeared, .appearing, .appeared, .disappearing], source: .a18),
            PassiveEvent(event: .vcTraitCollectionDidChange, allowedIn: [.notLoaded, .disappeared, .appearing, .appeared, .disappearing], source: .a18),
        ])

    /// SwiftUI `ScenePhase` values as printed (spec §8; accepted transitions are inferred).
    public static let scenePhase = StateMachine(
        id: "phase",
        title: "SwiftUI ScenePhase",
        states: [
            (.active, "in the foreground and interactive"),
            (.inactive, "in the foreground, paused"),
            (.background, "not visible"),
        ],
        initial: .background,
        terminal: [],
        transitions: [
            Transition(from: [.background, .active], event: .phaseInactive, to: .inactive, source: .a17, label: "to inactive"),
            Transition(from: [.inactive], event: .phaseActive, to: .active, source: .a17, label: "to active"),
            Transition(from: [.inactive], event: .phaseBackground, to: .background, source: .a17, label: "to background"),
        ],
        passive: [])
}
