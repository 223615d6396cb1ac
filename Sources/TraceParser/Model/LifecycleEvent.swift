/// A canonical life-cycle event id, as listed in `docs/events.md` (spec §10.1).
///
/// The raw value is the public, stable id printed in every machine-readable output.
public enum LifecycleEvent: String, CaseIterable, Codable, Sendable, Hashable {
    // UIApplicationDelegate
    case appWillFinishLaunching = "app.willFinishLaunching"
    case appDidFinishLaunching = "app.didFinishLaunching"
    case appDidBecomeActive = "app.didBecomeActive"
    case appWillResignActive = "app.willResignActive"
    case appDidEnterBackground = "app.didEnterBackground"
    case appWillEnterForeground = "app.willEnterForeground"
    case appWillTerminate = "app.willTerminate"
    case appMemoryWarning = "app.memoryWarning"
    case appConfigurationForConnecting = "app.configurationForConnecting"
    case appDidDiscardSceneSessions = "app.didDiscardSceneSessions"
    case appOpenURL = "app.openURL"
    case appContinueUserActivity = "app.continueUserActivity"
    case appShortcut = "app.shortcut"
    case appBackgroundURLSession = "app.bgURLSession"
    case appRemoteNotification = "app.remoteNotification"
    case appShouldSaveState = "app.shouldSaveState"
    case appShouldRestoreState = "app.shouldRestoreState"
    case appWillEncodeRestorableState = "app.willEncodeRestorableState"
    case appDidDecodeRestorableState = "app.didDecodeRestorableState"
    case appPerformFetch = "app.performFetch"
    case appWillContinueUserActivity = "app.willContinueUserActivity"
    case appDidFailToContinue = "app.didFailToContinue"
    case appDidUpdateUserActivity = "app.didUpdateUserActivity"
    case appProtectedDataWillBecomeUnavailable = "app.protectedDataWillBecomeUnavailable"
    case appProtectedDataDidBecomeAvailable = "app.protectedDataDidBecomeAvailable"
    case appSignificantTimeChange = "app.significantTimeChange"
    case appDidRegisterForRemoteNotifications = "app.didRegisterForRemoteNotifications"
    case appDidFailToRegisterForRemoteNotifications = "app.didFailToRegisterForRemoteNotifications"
    case appHandlerForIntent = "app.handlerForIntent"
    case appSupportedInterfaceOrientations = "app.supportedInterfaceOrientations"
    // UISceneDelegate
    case sceneWillConnect = "scene.willConnect"
    case sceneDidDisconnect = "scene.didDisconnect"
    case sceneDidBecomeActive = "scene.didBecomeActive"
    case sceneWillResignActive = "scene.willResignActive"
    case sceneWillEnterForeground = "scene.willEnterForeground"
    case sceneDidEnterBackground = "scene.didEnterBackground"
    case sceneOpenURLContexts = "scene.openURLContexts"
    case sceneStateRestorationActivity = "scene.stateRestorationActivity"
    case sceneRestoreInteractionState = "scene.restoreInteractionState"
    case sceneWillContinueUserActivity = "scene.willContinueUserActivity"
    case sceneContinueUserActivity = "scene.continueUserActivity"
    case sceneDidFailToContinue = "scene.didFailToContinue"
    case sceneDidUpdateUserActivity = "scene.didUpdateUserActivity"
    // UIWindowSceneDelegate
    case windowSceneDidUpdateGeometry = "windowScene.didUpdateGeometry"
    case windowSceneDidUpdateEffectiveGeometry = "windowScene.didUpdateEffectiveGeometry"
    case windowSceneShortcut = "windowScene.shortcut"
    case windowSceneCloudKitShare = "windowScene.cloudKitShare"
    // UIViewController
    case vcLoadView = "vc.loadView"
    case vcViewDidLoad = "vc.viewDidLoad"
    case vcViewWillAppear = "vc.viewWillAppear"
    case vcViewIsAppearing = "vc.viewIsAppearing"
    case vcViewDidAppear = "vc.viewDidAppear"
    case vcViewWillDisappear = "vc.viewWillDisappear"
    case vcViewDidDisappear = "vc.viewDidDisappear"
    case vcDealloc = "vc.dealloc"
    case vcWillMoveToParent = "vc.willMoveToParent"
    case vcDidMoveToParent = "vc.didMoveToParent"
    case vcViewWillTransition = "vc.viewWillTransition"
    case vcTraitCollectionDidChange = "vc.traitCollectionDidChange"
    // SwiftUI ScenePhase
    case phaseActive = "phase.active"
    case phaseInactive = "phase.inactive"
    case phaseBackground = "phase.background"
    // Models of .tracecheck.yml
    /// An event of a model declared in `.tracecheck.yml` (`models:`); ``TraceEvent/modelEvent``
    /// says which (`window.didLoad`).
    case modelEvent = "model.event"
    // UIKit's own messages about the life cycle (docs/events.md, "System messages")
    case systemUnbalancedAppearance = "system.unbalancedAppearanceTransitions"
    case systemPresentationNotInHierarchy = "system.presentationNotInWindowHierarchy"
    case systemCompletionHandlerNotCalled = "system.completionHandlerNotCalled"
    case systemBackgroundTaskOverdue = "system.backgroundTaskOverdue"
    case systemBackgroundTaskNotFound = "system.backgroundTaskNotFound"
    case systemWatchdogTermination = "system.watchdogTermination"

    /// Which object receives the event.
    public var domain: Domain {
        switch self {
        case .appWillFinishLaunching, .appDidFinishLaunching, .appDidBecomeActive, .appWillResignActive,
            .appDidEnterBackground, .appWillEnterForeground, .appWillTerminate, .appMemoryWarning,
            .appConfigurationForConnecting, .appDidDiscardSceneSessions, .appOpenURL, .appContinueUserActivity,
            .appShortcut, .appBackgroundURLSession, .appRemoteNotification, .appShouldSaveState, .appShouldRestoreState,
            .appWillEncodeRestorableState, .appDidDecodeRestorableState, .appPerformFetch, .appWillContinueUserActivity,
            .appDidFailToContinue, .appDidUpdateUserActivity, .appProtectedDataWillBecomeUnavailable,
            .appProtectedDataDidBecomeAvailable, .appSignificantTimeChange, .appDidRegisterForRemoteNotifications,
            .appDidFailToRegisterForRemoteNotifications, .appHandlerForIntent, .appSupportedInterfaceOrientations:
            return .app
        case .vcLoadView, .vcViewDidLoad, .vcViewWillAppear, .vcViewIsAppearing, .vcViewDidAppear,
            .vcViewWillDisappear, .vcViewDidDisappear, .vcDealloc, .vcWillMoveToParent, .vcDidMoveToParent,
            .vcViewWillTransition, .vcTraitCollectionDidChange:
            return .viewController
        case .phaseActive, .phaseInactive, .phaseBackground:
            return .scenePhase
        case .modelEvent:
            return .model
        case .systemUnbalancedAppearance, .systemPresentationNotInHierarchy, .systemCompletionHandlerNotCalled,
            .systemBackgroundTaskOverdue, .systemBackgroundTaskNotFound, .systemWatchdogTermination:
            return .system
        default:
            return .scene
        }
    }

    // An enum with raw values would hash its raw value (the id string) by default; its case is
    // enough, and events are hashed for every set and dictionary lookup of the check.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
    }

    /// The event's position in ``allCases`` (its declaration order), for tables and bit sets
    /// indexed by event: the case's tag, which Swift numbers in declaration order
    /// (`LifecycleEventTests` checks every case).
    public var index: Int { Int(withUnsafeBytes(of: self) { $0[0] }) }

    /// Whether this is a launch callback: `application(_:willFinishLaunchingWithOptions:)` or
    /// `application(_:didFinishLaunchingWithOptions:)`.
    public var isLaunch: Bool { self == .appWillFinishLaunching || self == .appDidFinishLaunching }

    /// Whether UIKit may make this callback inside the launch, between willFinishLaunching and
    /// didFinishLaunching (legacy UI state restoration, "About the app launch sequence"; the
    /// supported orientations of a window made then): it does not end a launch, so a
    /// didFinishLaunching after it is the same launch.
    public var isPartOfLaunch: Bool {
        self == .appShouldRestoreState || self == .appDidDecodeRestorableState || self == .appSupportedInterfaceOrientations
    }

    /// The receiver of a life-cycle event.
    public enum Domain: String, Codable, Sendable {
        /// The application delegate (process level).
        case app
        /// A scene delegate or window scene delegate (one scene).
        case scene
        /// A view controller.
        case viewController = "vc"
        /// A SwiftUI scene phase value.
        case scenePhase = "phase"
        /// A subject of a model declared in `.tracecheck.yml`.
        case model
        /// UIKit's own messages: evidence about the life cycle, not callbacks.
        case system
    }
}
