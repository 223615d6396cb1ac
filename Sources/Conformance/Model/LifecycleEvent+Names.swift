import TraceParser

extension LifecycleEvent {
    /// The Swift spelling developers know (`sceneWillResignActive(_:)`), used in messages.
    public var swiftName: String {
        switch self {
        case .appWillFinishLaunching: return "application(_:willFinishLaunchingWithOptions:)"
        case .appDidFinishLaunching: return "application(_:didFinishLaunchingWithOptions:)"
        case .appDidBecomeActive: return "applicationDidBecomeActive(_:)"
        case .appWillResignActive: return "applicationWillResignActive(_:)"
        case .appDidEnterBackground: return "applicationDidEnterBackground(_:)"
        case .appWillEnterForeground: return "applicationWillEnterForeground(_:)"
        case .appWillTerminate: return "applicationWillTerminate(_:)"
        case .appMemoryWarning: return "applicationDidReceiveMemoryWarning(_:)"
        case .appConfigurationForConnecting: return "application(_:configurationForConnecting:options:)"
        case .appDidDiscardSceneSessions: return "application(_:didDiscardSceneSessions:)"
        case .appOpenURL: return "application(_:open:options:)"
        case .appContinueUserActivity: return "application(_:continue:restorationHandler:)"
        case .appShortcut: return "application(_:performActionFor:completionHandler:)"
        case .appBackgroundURLSession: return "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
        case .appRemoteNotification: return "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .sceneDidDisconnect: return "sceneDidDisconnect(_:)"
        case .sceneDidBecomeActive: return "sceneDidBecomeActive(_:)"
        case .sceneWillResignActive: return "sceneWillResignActive(_:)"
        case .sceneWillEnterForeground: return "sceneWillEnterForeground(_:)"
        case .sceneDidEnterBackground: return "sceneDidEnterBackground(_:)"
        case .sceneOpenURLContexts: return "scene(_:openURLContexts:)"
        case .sceneStateRestorationActivity: return "stateRestorationActivity(for:)"
        case .sceneRestoreInteractionState: return "scene(_:restoreInteractionStateWith:)"
        case .sceneWillContinueUserActivity: return "scene(_:willContinueUserActivityWithType:)"
        case .sceneContinueUserActivity: return "scene(_:continue:)"
        case .sceneDidFailToContinue: return "scene(_:didFailToContinueUserActivityWithType:error:)"
        case .sceneDidUpdateUserActivity: return "scene(_:didUpdate:)"
        case .windowSceneDidUpdateGeometry: return "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
        case .windowSceneDidUpdateEffectiveGeometry: return "windowScene(_:didUpdateEffectiveGeometry:)"
        case .windowSceneShortcut: return "windowScene(_:performActionFor:completionHandler:)"
        case .windowSceneCloudKitShare: return "windowScene(_:userDidAcceptCloudKitShareWith:)"
        case .vcLoadView: return "loadView()"
        case .vcViewDidLoad: return "viewDidLoad()"
        case .vcViewWillAppear: return "viewWillAppear(_:)"
        case .vcViewIsAppearing: return "viewIsAppearing(_:)"
        case .vcViewDidAppear: return "viewDidAppear(_:)"
        case .vcViewWillDisappear: return "viewWillDisappear(_:)"
        case .vcViewDidDisappear: return "viewDidDisappear(_:)"
        case .vcDealloc: return "deinit"
        case .phaseActive: return "scenePhase .active"
        case .phaseInactive: return "scenePhase .inactive"
        case .phaseBackground: return "scenePhase .background"
        }
    }
}

extension Array where Element == LifecycleEvent {
    /// `a`, `a and b`, `a, b and c` in Swift spelling.
    var spelled: String {
        let names = map(\.swiftName)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
