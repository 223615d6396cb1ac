/// The object a callback name is addressed to, as far as the printed text says.
enum Receiver: Hashable {
    case app
    case scene
    case windowScene
    /// A view controller, named only by the context (`-[HomeViewController didReceiveMemoryWarning]`).
    case viewController
}

/// Maps normalised callback names to canonical events.
///
/// A name is normalised by lower-casing it and removing spaces, `_` and `-`, and by splitting
/// off a receiver prefix (`scene`, `application`, `app`, `windowScene`): `sceneDidBecomeActive`
/// becomes receiver `.scene` + `didbecomeactive`. Some names need the receiver
/// (`didbecomeactive` exists for the app and for scenes); others imply it.
enum CallbackNames {
    /// What a normalised name means.
    enum Meaning {
        /// The event whatever the receiver says.
        case always(LifecycleEvent)
        /// The event depends on the receiver; a missing receiver makes the name ambiguous.
        case byReceiver([Receiver: LifecycleEvent])
        /// A known callback outside the life-cycle model (for example `viewDidLayoutSubviews`).
        case outsideModel
    }

    static func meaning(of name: String) -> Meaning? { table[name] }

    /// Resolves a name with an optional receiver; nil when the receiver is needed and missing.
    static func resolve(_ meaning: Meaning, receiver: Receiver?) -> LifecycleEvent? {
        switch meaning {
        case .always(let event):
            return event
        case .byReceiver(let events):
            guard let receiver else { return nil }
            return events[receiver] ?? (receiver == .windowScene ? events[.scene] : nil)
        case .outsideModel:
            return nil
        }
    }

    private static func scene(_ s: LifecycleEvent, app a: LifecycleEvent) -> Meaning {
        .byReceiver([.scene: s, .app: a])
    }

    private static let table: [String: Meaning] = {
        var table: [String: Meaning] = [:]
        func add(_ names: [String], _ meaning: Meaning) { for name in names { table[name] = meaning } }
        // Scene and app: the receiver decides.
        add(["didbecomeactive"], scene(.sceneDidBecomeActive, app: .appDidBecomeActive))
        add(["willresignactive"], scene(.sceneWillResignActive, app: .appWillResignActive))
        add(["didenterbackground"], scene(.sceneDidEnterBackground, app: .appDidEnterBackground))
        add(["willenterforeground"], scene(.sceneWillEnterForeground, app: .appWillEnterForeground))
        add(["continue", "continueuseractivity"], scene(.sceneContinueUserActivity, app: .appContinueUserActivity))
        add(["performactionfor", "performactionforshortcutitem"],
            .byReceiver([.app: .appShortcut, .windowScene: .windowSceneShortcut]))
        add(["didupdate"], .byReceiver([.scene: .sceneDidUpdateUserActivity, .windowScene: .windowSceneDidUpdateGeometry]))
        add(["didreceivememorywarning"], .byReceiver([.app: .appMemoryWarning]))
        add(["open", "openurl"], .byReceiver([.app: .appOpenURL]))
        // UIScene notification names.
        add(["didactivate"], .byReceiver([.scene: .sceneDidBecomeActive]))
        add(["willdeactivate"], .byReceiver([.scene: .sceneWillResignActive]))
        // Names that imply their receiver.
        add(["willconnect", "willconnectto", "willconnecttosession"], .always(.sceneWillConnect))
        add(["diddisconnect"], .always(.sceneDidDisconnect))
        add(["openurlcontexts"], .always(.sceneOpenURLContexts))
        add(["staterestorationactivity", "staterestorationactivityfor", "staterestorationactivityforscene"],
            .always(.sceneStateRestorationActivity))
        add(["restoreinteractionstatewith", "restoreinteractionstatewithuseractivity"],
            .always(.sceneRestoreInteractionState))
        add(["willcontinueuseractivitywithtype"], .always(.sceneWillContinueUserActivity))
        add(["didfailtocontinueuseractivitywithtype"], .always(.sceneDidFailToContinue))
        add(["didupdateuseractivity"], .always(.sceneDidUpdateUserActivity))
        add(["didupdatecoordinatespace"], .always(.windowSceneDidUpdateGeometry))
        add(["didupdateeffectivegeometry"], .always(.windowSceneDidUpdateEffectiveGeometry))
        add(["userdidacceptcloudkitsharewith", "userdidacceptcloudkitsharewithmetadata"], .always(.windowSceneCloudKitShare))
        add(["willfinishlaunching", "willfinishlaunchingwithoptions"], .always(.appWillFinishLaunching))
        add(["didfinishlaunching", "didfinishlaunchingwithoptions"], .always(.appDidFinishLaunching))
        add(["willterminate"], .always(.appWillTerminate))
        add(["configurationforconnecting", "configurationforconnectingscenesession"],
            .always(.appConfigurationForConnecting))
        add(["diddiscardscenesessions"], .always(.appDidDiscardSceneSessions))
        add(["handleeventsforbackgroundurlsession"], .always(.appBackgroundURLSession))
        add(["didreceiveremotenotification"], .always(.appRemoteNotification))
        // View controllers.
        add(["loadview"], .always(.vcLoadView))
        add(["viewdidload"], .always(.vcViewDidLoad))
        add(["viewwillappear"], .always(.vcViewWillAppear))
        add(["viewisappearing"], .always(.vcViewIsAppearing))
        add(["viewdidappear"], .always(.vcViewDidAppear))
        add(["viewwilldisappear"], .always(.vcViewWillDisappear))
        add(["viewdiddisappear"], .always(.vcViewDidDisappear))
        add(["dealloc", "deinit"], .always(.vcDealloc))
        add(["viewwilllayoutsubviews", "viewdidlayoutsubviews", "viewdidunload", "viewwillunload",
             "viewsafeareainsetsdidchange", "viewwilltransition", "traitcollectiondidchange"], .outsideModel)
        return table
    }()
}
