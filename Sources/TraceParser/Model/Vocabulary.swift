/// The life-cycle vocabulary as one table: every callback and notification tracecheck reads, with
/// its canonical id, who receives it, how it is spelled, and where Apple documents it.
///
/// The recogniser's names, the Swift names in messages, `docs/events.md` and
/// `tracecheck model --vocabulary` all come from ``Vocabulary/entries``: adding a callback is one
/// row (and, for an id, one `LifecycleEvent` case).
public struct VocabularyEntry: Sendable {
    /// Who receives a callback.
    public enum Receiver: String, Sendable, CaseIterable {
        case app, scene, windowScene, viewController, scenePhase
        /// A model of `.tracecheck.yml`: read by formats, never by name.
        case model
        /// UIKit itself, printing a message about the app (read by its text, never by name).
        case system

        /// Whether lines name its callbacks (phases, models and UIKit's messages are read by their
        /// own patterns or formats, never by name).
        var isReadByName: Bool { self != .scenePhase && self != .model && self != .system }

        /// The documentation page of the protocol or type that declares its callbacks.
        var documentationPath: String {
            switch self {
            case .app: return "uikit/uiapplicationdelegate"
            case .scene: return "uikit/uiscenedelegate"
            case .windowScene: return "uikit/uiwindowscenedelegate"
            case .viewController: return "uikit/uiviewcontroller"
            case .scenePhase: return "swiftui/scenephase"
            case .model, .system: return ""
            }
        }
    }

    /// The canonical event, or nil for a callback tracecheck knows but does not check (such as
    /// `viewDidLayoutSubviews()`): a line naming it is noise, not an unknown name.
    public let event: LifecycleEvent?
    /// Who receives it.
    public let receiver: Receiver
    /// The Swift spelling, as `#function` prints it inside the delegate.
    public let swift: String
    /// Other Swift spellings of the same callback (an older or shorter method).
    public let otherSwift: [String]
    /// The Objective-C selector, when there is one.
    public let objectiveC: String?
    /// The notifications UIKit posts for it (`UIApplicationDidBecomeActiveNotification`).
    public let notifications: [String]
    /// Normalised names (lower case, no separators, without the receiver word) that the
    /// spellings above do not give: short forms loggers print (`willConnect`).
    let aliases: [String]
    /// Whether its names mean it only with its receiver printed: `didReceiveMemoryWarning` alone
    /// may be a view controller's, `open` alone anything.
    let needsReceiver: Bool
    /// Apple's page when the callback is declared elsewhere than its receiver's type
    /// (`traitCollectionDidChange(_:)` is `UITraitEnvironment`'s), as a path under
    /// `documentation/`.
    let declaredIn: String?

    init(
        _ event: LifecycleEvent?, _ receiver: Receiver, swift: String, otherSwift: [String] = [], objectiveC: String?,
        notifications: [String] = [], aliases: [String] = [], needsReceiver: Bool = false, declaredIn: String? = nil
    ) {
        self.event = event
        self.receiver = receiver
        self.swift = swift
        self.otherSwift = otherSwift
        self.objectiveC = objectiveC
        self.notifications = notifications
        self.aliases = aliases
        self.needsReceiver = needsReceiver
        self.declaredIn = declaredIn
    }

    /// Apple's page for the callback, from its receiver and Swift name (nil for `deinit`, which
    /// is Swift's, not UIKit's).
    public var documentation: String? {
        if event == .vcDealloc || receiver == .model { return nil }
        if receiver == .system { return declaredIn.map { "https://developer.apple.com/documentation/\($0)" } }
        let page = receiver == .scenePhase ? String(swift.split(separator: ".").last ?? "") : swift.lowercased()
        return "https://developer.apple.com/documentation/\(declaredIn ?? receiver.documentationPath)/\(page)"
    }

    /// Every spelling's words after the receiver run together and normalised, the way loggers
    /// glue a receiver and a selector into one word: `willconnecttosessionoptions` for
    /// `sceneWillConnectToSessionOptions`. A glued name is read as this row when it is a
    /// beginning of one of these (``CallbackNames/meaning(ofGlued:)``).
    var gluedNames: [String] {
        if !receiver.isReadByName { return [] }
        var glued: [String] = []
        let spellings = ([swift] + otherSwift).map(Vocabulary.words(ofSwift:)) + [objectiveC.map(Vocabulary.words(ofSelector:)) ?? []]
        for words in spellings {
            let name = words.joined()
            if !name.isEmpty, !glued.contains(name) { glued.append(name) }
        }
        return glued
    }

    /// The normalised names of every spelling (see ``Vocabulary/normalize(_:)``).
    var names: [String] {
        if !receiver.isReadByName { return aliases }
        var names: [String] = []
        func add(_ name: String?) {
            if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        for spelling in [swift] + otherSwift { add(Vocabulary.name(ofSwift: spelling)) }
        add(objectiveC.flatMap(Vocabulary.name(ofSelector:)))
        for notification in notifications { add(Vocabulary.name(ofNotification: notification)) }
        for alias in aliases { add(alias) }
        return names
    }
}

/// The table of ``VocabularyEntry`` rows and the names derived from it.
public enum Vocabulary {
    /// Every callback and notification tracecheck reads, in `LifecycleEvent` order, then the
    /// known callbacks outside the model.
    public static let entries: [VocabularyEntry] = [
        // UIApplicationDelegate
        .init(.appWillFinishLaunching, .app, swift: "application(_:willFinishLaunchingWithOptions:)",
              objectiveC: "application:willFinishLaunchingWithOptions:", aliases: ["willfinishlaunching"]),
        .init(.appDidFinishLaunching, .app, swift: "application(_:didFinishLaunchingWithOptions:)",
              otherSwift: ["applicationDidFinishLaunching(_:)"], objectiveC: "application:didFinishLaunchingWithOptions:",
              notifications: ["UIApplicationDidFinishLaunchingNotification"]),
        .init(.appDidBecomeActive, .app, swift: "applicationDidBecomeActive(_:)", objectiveC: "applicationDidBecomeActive:",
              notifications: ["UIApplicationDidBecomeActiveNotification"]),
        .init(.appWillResignActive, .app, swift: "applicationWillResignActive(_:)", objectiveC: "applicationWillResignActive:",
              notifications: ["UIApplicationWillResignActiveNotification"]),
        .init(.appDidEnterBackground, .app, swift: "applicationDidEnterBackground(_:)", objectiveC: "applicationDidEnterBackground:",
              notifications: ["UIApplicationDidEnterBackgroundNotification"]),
        .init(.appWillEnterForeground, .app, swift: "applicationWillEnterForeground(_:)", objectiveC: "applicationWillEnterForeground:",
              notifications: ["UIApplicationWillEnterForegroundNotification"]),
        .init(.appWillTerminate, .app, swift: "applicationWillTerminate(_:)", objectiveC: "applicationWillTerminate:",
              notifications: ["UIApplicationWillTerminateNotification"]),
        .init(.appMemoryWarning, .app, swift: "applicationDidReceiveMemoryWarning(_:)", objectiveC: "applicationDidReceiveMemoryWarning:",
              notifications: ["UIApplicationDidReceiveMemoryWarningNotification"], needsReceiver: true),
        .init(.appConfigurationForConnecting, .app, swift: "application(_:configurationForConnecting:options:)",
              objectiveC: "application:configurationForConnectingSceneSession:options:"),
        .init(.appDidDiscardSceneSessions, .app, swift: "application(_:didDiscardSceneSessions:)",
              objectiveC: "application:didDiscardSceneSessions:"),
        .init(.appOpenURL, .app, swift: "application(_:open:options:)", objectiveC: "application:openURL:options:",
              needsReceiver: true),
        .init(.appContinueUserActivity, .app, swift: "application(_:continue:restorationHandler:)",
              objectiveC: "application:continueUserActivity:restorationHandler:"),
        .init(.appShortcut, .app, swift: "application(_:performActionFor:completionHandler:)",
              objectiveC: "application:performActionForShortcutItem:completionHandler:"),
        .init(.appBackgroundURLSession, .app, swift: "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
              objectiveC: "application:handleEventsForBackgroundURLSession:completionHandler:"),
        .init(.appRemoteNotification, .app, swift: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
              objectiveC: "application:didReceiveRemoteNotification:fetchCompletionHandler:"),
        // Legacy state preservation and restoration (the non-secure names before iOS 13.2).
        .init(.appShouldSaveState, .app, swift: "application(_:shouldSaveSecureApplicationState:)",
              otherSwift: ["application(_:shouldSaveApplicationState:)"], objectiveC: "application:shouldSaveSecureApplicationState:"),
        .init(.appShouldRestoreState, .app, swift: "application(_:shouldRestoreSecureApplicationState:)",
              otherSwift: ["application(_:shouldRestoreApplicationState:)"], objectiveC: "application:shouldRestoreSecureApplicationState:"),
        .init(.appWillEncodeRestorableState, .app, swift: "application(_:willEncodeRestorableStateWith:)",
              objectiveC: "application:willEncodeRestorableStateWithCoder:"),
        .init(.appDidDecodeRestorableState, .app, swift: "application(_:didDecodeRestorableStateWith:)",
              objectiveC: "application:didDecodeRestorableStateWithCoder:"),
        .init(.appPerformFetch, .app, swift: "application(_:performFetchWithCompletionHandler:)",
              objectiveC: "application:performFetchWithCompletionHandler:"),
        .init(.appWillContinueUserActivity, .app, swift: "application(_:willContinueUserActivityWithType:)",
              objectiveC: "application:willContinueUserActivityWithType:"),
        .init(.appDidFailToContinue, .app, swift: "application(_:didFailToContinueUserActivityWithType:error:)",
              objectiveC: "application:didFailToContinueUserActivityWithType:error:"),
        .init(.appDidUpdateUserActivity, .app, swift: "application(_:didUpdate:)", objectiveC: "application:didUpdateUserActivity:"),
        .init(.appProtectedDataWillBecomeUnavailable, .app, swift: "applicationProtectedDataWillBecomeUnavailable(_:)",
              objectiveC: "applicationProtectedDataWillBecomeUnavailable:",
              notifications: ["UIApplicationProtectedDataWillBecomeUnavailable"]),
        .init(.appProtectedDataDidBecomeAvailable, .app, swift: "applicationProtectedDataDidBecomeAvailable(_:)",
              objectiveC: "applicationProtectedDataDidBecomeAvailable:", notifications: ["UIApplicationProtectedDataDidBecomeAvailable"]),
        .init(.appSignificantTimeChange, .app, swift: "applicationSignificantTimeChange(_:)",
              objectiveC: "applicationSignificantTimeChange:", notifications: ["UIApplicationSignificantTimeChangeNotification"]),
        .init(.appDidRegisterForRemoteNotifications, .app,
              swift: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
              objectiveC: "application:didRegisterForRemoteNotificationsWithDeviceToken:"),
        .init(.appDidFailToRegisterForRemoteNotifications, .app,
              swift: "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
              objectiveC: "application:didFailToRegisterForRemoteNotificationsWithError:"),
        .init(.appHandlerForIntent, .app, swift: "application(_:handlerFor:)", objectiveC: "application:handlerForIntent:",
              needsReceiver: true),
        .init(.appSupportedInterfaceOrientations, .app, swift: "application(_:supportedInterfaceOrientationsFor:)",
              objectiveC: "application:supportedInterfaceOrientationsForWindow:"),
        // UISceneDelegate
        .init(.sceneWillConnect, .scene, swift: "scene(_:willConnectTo:options:)", objectiveC: "scene:willConnectToSession:options:",
              notifications: ["UISceneWillConnectNotification"], aliases: ["willconnect"]),
        .init(.sceneDidDisconnect, .scene, swift: "sceneDidDisconnect(_:)", objectiveC: "sceneDidDisconnect:",
              notifications: ["UISceneDidDisconnectNotification"]),
        .init(.sceneDidBecomeActive, .scene, swift: "sceneDidBecomeActive(_:)", objectiveC: "sceneDidBecomeActive:",
              notifications: ["UISceneDidActivateNotification"], needsReceiver: true),
        .init(.sceneWillResignActive, .scene, swift: "sceneWillResignActive(_:)", objectiveC: "sceneWillResignActive:",
              notifications: ["UISceneWillDeactivateNotification"], needsReceiver: true),
        .init(.sceneWillEnterForeground, .scene, swift: "sceneWillEnterForeground(_:)", objectiveC: "sceneWillEnterForeground:",
              notifications: ["UISceneWillEnterForegroundNotification"]),
        .init(.sceneDidEnterBackground, .scene, swift: "sceneDidEnterBackground(_:)", objectiveC: "sceneDidEnterBackground:",
              notifications: ["UISceneDidEnterBackgroundNotification"]),
        .init(.sceneOpenURLContexts, .scene, swift: "scene(_:openURLContexts:)", objectiveC: "scene:openURLContexts:"),
        .init(.sceneStateRestorationActivity, .scene, swift: "stateRestorationActivity(for:)",
              objectiveC: "stateRestorationActivityForScene:", aliases: ["staterestorationactivityfor"]),
        .init(.sceneRestoreInteractionState, .scene, swift: "scene(_:restoreInteractionStateWith:)",
              objectiveC: "scene:restoreInteractionStateWithUserActivity:"),
        .init(.sceneWillContinueUserActivity, .scene, swift: "scene(_:willContinueUserActivityWithType:)",
              objectiveC: "scene:willContinueUserActivityWithType:"),
        .init(.sceneContinueUserActivity, .scene, swift: "scene(_:continue:)", objectiveC: "scene:continueUserActivity:"),
        .init(.sceneDidFailToContinue, .scene, swift: "scene(_:didFailToContinueUserActivityWithType:error:)",
              objectiveC: "scene:didFailToContinueUserActivityWithType:error:"),
        .init(.sceneDidUpdateUserActivity, .scene, swift: "scene(_:didUpdate:)", objectiveC: "scene:didUpdateUserActivity:"),
        // UIWindowSceneDelegate
        .init(.windowSceneDidUpdateGeometry, .windowScene, swift: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
              objectiveC: "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:"),
        .init(.windowSceneDidUpdateEffectiveGeometry, .windowScene, swift: "windowScene(_:didUpdateEffectiveGeometry:)",
              objectiveC: "windowScene:didUpdateEffectiveGeometry:"),
        .init(.windowSceneShortcut, .windowScene, swift: "windowScene(_:performActionFor:completionHandler:)",
              objectiveC: "windowScene:performActionForShortcutItem:completionHandler:"),
        .init(.windowSceneCloudKitShare, .windowScene, swift: "windowScene(_:userDidAcceptCloudKitShareWith:)",
              objectiveC: "windowScene:userDidAcceptCloudKitShareWithMetadata:"),
        // UIViewController
        .init(.vcLoadView, .viewController, swift: "loadView()", objectiveC: "loadView"),
        .init(.vcViewDidLoad, .viewController, swift: "viewDidLoad()", objectiveC: "viewDidLoad"),
        .init(.vcViewWillAppear, .viewController, swift: "viewWillAppear(_:)", objectiveC: "viewWillAppear:"),
        .init(.vcViewIsAppearing, .viewController, swift: "viewIsAppearing(_:)", objectiveC: "viewIsAppearing:"),
        .init(.vcViewDidAppear, .viewController, swift: "viewDidAppear(_:)", objectiveC: "viewDidAppear:"),
        .init(.vcViewWillDisappear, .viewController, swift: "viewWillDisappear(_:)", objectiveC: "viewWillDisappear:"),
        .init(.vcViewDidDisappear, .viewController, swift: "viewDidDisappear(_:)", objectiveC: "viewDidDisappear:"),
        .init(.vcDealloc, .viewController, swift: "deinit", objectiveC: "dealloc"),
        // Containment and traits: passive, in the states UIKit calls them in.
        .init(.vcWillMoveToParent, .viewController, swift: "willMove(toParent:)", objectiveC: "willMoveToParentViewController:"),
        .init(.vcDidMoveToParent, .viewController, swift: "didMove(toParent:)", objectiveC: "didMoveToParentViewController:"),
        .init(.vcViewWillTransition, .viewController, swift: "viewWillTransition(to:with:)",
              objectiveC: "viewWillTransitionToSize:withTransitionCoordinator:", aliases: ["viewwilltransition"]),
        .init(.vcTraitCollectionDidChange, .viewController, swift: "traitCollectionDidChange(_:)", objectiveC: "traitCollectionDidChange:",
              declaredIn: "uikit/uitraitenvironment"),
        // SwiftUI ScenePhase: read by the phase pattern, not by name.
        .init(.phaseActive, .scenePhase, swift: "scenePhase .active", objectiveC: nil),
        .init(.phaseInactive, .scenePhase, swift: "scenePhase .inactive", objectiveC: nil),
        .init(.phaseBackground, .scenePhase, swift: "scenePhase .background", objectiveC: nil),
        // Every event of a model of .tracecheck.yml: read by custom formats only.
        .init(.modelEvent, .model, swift: "an event of a model in .tracecheck.yml", objectiveC: nil),
        // UIKit's own messages: read by their text (``LinePatterns/systemMessage``), documented on
        // the page of the API they are about.
        .init(.systemUnbalancedAppearance, .system, swift: "Unbalanced calls to begin/end appearance transitions", objectiveC: nil,
              declaredIn: "uikit/uiviewcontroller/beginappearancetransition(_:animated:)"),
        .init(.systemPresentationNotInHierarchy, .system, swift: "Attempt to present … whose view is not in the window hierarchy",
              objectiveC: nil, declaredIn: "uikit/uiviewcontroller/present(_:animated:completion:)"),
        .init(.systemCompletionHandlerNotCalled, .system, swift: "… but the completion handler was never called", objectiveC: nil,
              declaredIn: "uikit/uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)"),
        .init(.systemBackgroundTaskOverdue, .system, swift: "Background Task … was created over 30 seconds ago", objectiveC: nil,
              declaredIn: "uikit/uiapplication/beginbackgroundtask(expirationhandler:)"),
        .init(.systemBackgroundTaskNotFound, .system, swift: "Can't end BackgroundTask: no background task exists", objectiveC: nil,
              declaredIn: "uikit/uiapplication/endbackgroundtask(_:)"),
        .init(.systemWatchdogTermination, .system, swift: "a watchdog termination (0x8badf00d)", objectiveC: nil,
              declaredIn: "xcode/addressing-watchdog-terminations"),
        // View-controller callbacks outside the life-cycle model.
        .init(nil, .viewController, swift: "viewWillLayoutSubviews()", objectiveC: "viewWillLayoutSubviews"),
        .init(nil, .viewController, swift: "viewDidLayoutSubviews()", objectiveC: "viewDidLayoutSubviews"),
        .init(nil, .viewController, swift: "viewDidUnload()", objectiveC: "viewDidUnload", aliases: ["viewwillunload"]),
        .init(nil, .viewController, swift: "viewSafeAreaInsetsDidChange()", objectiveC: "viewSafeAreaInsetsDidChange"),
    ]

    /// The row of a canonical event.
    public static func entry(for event: LifecycleEvent) -> VocabularyEntry {
        byEvent[event]!
    }

    private static let byEvent: [LifecycleEvent: VocabularyEntry] = {
        var rows: [LifecycleEvent: VocabularyEntry] = [:]
        for entry in entries { if let event = entry.event, rows[event] == nil { rows[event] = entry } }
        return rows
    }()

    /// Lower-cases ASCII letters and drops spaces, tabs, `_` and `-`: how the recogniser compares
    /// names.
    public static func normalize(_ name: some StringProtocol) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { !" \t_-".unicodeScalars.contains($0) }.map {
            $0.properties.isUppercase && $0.isASCII ? Unicode.Scalar($0.value | 0x20)! : $0
        }))
    }

    /// The receiver words that prefix a name (`sceneDidBecomeActive`), longest first.
    static let receiverWords = ["application", "windowscene", "scene", "app"]

    /// The name in a Swift spelling: the first of its words (``words(ofSwift:)``).
    static func name(ofSwift spelling: String) -> String? { words(ofSwift: spelling).first }

    /// The name in an Objective-C selector: the first of its words (``words(ofSelector:)``).
    static func name(ofSelector selector: String) -> String? { words(ofSelector: selector).first }

    /// The normalised words of a Swift spelling after its receiver: the argument labels after
    /// `_:` for `scene(_:willConnectTo:options:)` (`willconnectto`, `options`); the method name
    /// without its receiver word and then the labels otherwise (`didbecomeactive` for
    /// `sceneDidBecomeActive(_:)`, `viewwilltransition`, `to`, `with` for
    /// `viewWillTransition(to:with:)`).
    static func words(ofSwift spelling: String) -> [String] {
        let base = spelling.prefix { $0 != "(" }
        let labels = spelling.dropFirst(base.count).dropFirst().prefix { $0 != ")" }.split(separator: ":").map(String.init)
        if receiverWords.contains(normalize(base)), labels.first == "_", labels.count > 1 { return labels.dropFirst().map(normalize) }
        return [stripReceiver(normalize(base))] + labels.filter { $0 != "_" }.map(normalize)
    }

    /// The normalised words of an Objective-C selector after its receiver: the parts after the
    /// first for `scene:willConnectToSession:options:`; the first without its receiver word and
    /// the rest otherwise.
    static func words(ofSelector selector: String) -> [String] {
        let parts = selector.split(separator: ":").map(String.init)
        guard let first = parts.first else { return [] }
        if receiverWords.contains(normalize(first)), parts.count > 1 { return parts.dropFirst().map(normalize) }
        return [stripReceiver(normalize(first))] + parts.dropFirst().map(normalize)
    }

    /// The name in a notification: `UISceneDidActivateNotification` → `didactivate`.
    static func name(ofNotification notification: String) -> String? {
        var name = Substring(notification)
        for prefix in ["UIApplication", "UIScene"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        if name.hasSuffix("Notification") { name = name.dropLast("Notification".count) }
        return normalize(name)
    }

    /// `applicationdidbecomeactive` → `didbecomeactive`, `applicationsignificanttimechange` →
    /// `significanttimechange`; names that do not start with a receiver word are kept.
    static func stripReceiver(_ name: String) -> String {
        for word in receiverWords where name.hasPrefix(word) && name.count > word.count {
            return String(name.dropFirst(word.count))
        }
        return name
    }
}
