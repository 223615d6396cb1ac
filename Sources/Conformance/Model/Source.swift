/// How strong the evidence behind a model edge or a rule is (spec §0).
public enum Evidence: String, Codable, Sendable, CaseIterable {
    /// Apple documentation, an SDK header or Xcode's template comments.
    case documented = "DOC"
    /// An Apple WWDC session.
    case wwdc = "WWDC"
    /// Seen by developers in real logs or reported in forums, issues or posts.
    case observed = "OBS"
    /// An inference, not stated anywhere.
    case inferred = "INF"
    /// Nothing settles it; both outcomes are tolerated.
    case unknown = "UNK"
}

/// A source behind a model edge or a rule, with the key used in `shared/spec/lifecycle.md`.
public struct Source: Codable, Sendable, Hashable {
    /// The spec's key (`A3`, `W1`, `D1`), or `spec` for the spec itself.
    public let key: String
    /// A short title.
    public let title: String
    /// Where to read it.
    public let url: String
    /// The kind of evidence.
    public let evidence: Evidence

    /// Creates a source.
    public init(key: String, title: String, url: String, evidence: Evidence) {
        self.key = key
        self.title = title
        self.url = url
        self.evidence = evidence
    }
}

extension Source {
    static let appleDocs = "https://developer.apple.com/documentation/"
    public static let a1 = Source(key: "A1", title: "Managing your app's life cycle", url: appleDocs + "uikit/managing-your-app-s-life-cycle", evidence: .documented)
    public static let a2 = Source(key: "A2", title: "UIScene.ActivationState", url: appleDocs + "uikit/uiscene/activationstate-swift.enum", evidence: .documented)
    public static let a3 = Source(key: "A3", title: "UISceneDelegate", url: appleDocs + "uikit/uiscenedelegate", evidence: .documented)
    public static let a4 = Source(key: "A4", title: "UIWindowSceneDelegate", url: appleDocs + "uikit/uiwindowscenedelegate", evidence: .documented)
    public static let a5 = Source(key: "A5", title: "application(_:configurationForConnecting:options:)", url: appleDocs + "uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)", evidence: .documented)
    public static let a6 = Source(key: "A6", title: "application(_:didDiscardSceneSessions:)", url: appleDocs + "uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)", evidence: .documented)
    public static let a7 = Source(key: "A7", title: "applicationWillTerminate(_:)", url: appleDocs + "uikit/uiapplicationdelegate/applicationwillterminate(_:)", evidence: .documented)
    public static let a8 = Source(key: "A8", title: "applicationDidBecomeActive(_:) and siblings", url: appleDocs + "uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)", evidence: .documented)
    public static let a9 = Source(key: "A9", title: "About the app launch sequence", url: appleDocs + "uikit/about-the-app-launch-sequence", evidence: .documented)
    public static let a10 = Source(key: "A10", title: "About the background execution sequence", url: appleDocs + "uikit/about-the-background-execution-sequence", evidence: .documented)
    public static let a13 = Source(key: "A13", title: "Transitioning to the UIKit scene-based life cycle", url: appleDocs + "uikit/transitioning-to-the-uikit-scene-based-life-cycle", evidence: .documented)
    public static let a14 = Source(key: "A14", title: "UIApplication.State", url: appleDocs + "uikit/uiapplication/state", evidence: .documented)
    public static let a17 = Source(key: "A17", title: "SwiftUI ScenePhase", url: appleDocs + "swiftui/scenephase", evidence: .documented)
    public static let a18 = Source(key: "A18", title: "UIViewController", url: appleDocs + "uikit/uiviewcontroller", evidence: .documented)
    public static let a19 = Source(key: "A19", title: "UIApplication.h / UIScene.h and Xcode's app template", url: "https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4", evidence: .documented)
    public static let a20 = Source(key: "A20", title: "App Programming Guide for iOS: The App Life Cycle", url: "https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html", evidence: .documented)
    public static let a21 = Source(key: "A21", title: "Addressing watchdog terminations", url: appleDocs + "xcode/addressing-watchdog-terminations", evidence: .documented)
    public static let a22 = Source(key: "A22", title: "beginBackgroundTask(expirationHandler:) and endBackgroundTask(_:)", url: appleDocs + "uikit/uiapplication/beginbackgroundtask(expirationhandler:)", evidence: .documented)
    public static let a23 = Source(key: "A23", title: "beginAppearanceTransition(_:animated:)", url: appleDocs + "uikit/uiviewcontroller/beginappearancetransition(_:animated:)", evidence: .documented)
    public static let w1 = Source(key: "W1", title: "WWDC19 258: Architecting Your App for Multiple Windows", url: "https://developer.apple.com/videos/play/wwdc2019/258/", evidence: .wwdc)
    public static let w2 = Source(key: "W2", title: "WWDC19 246: Window Management in Your Multitasking App", url: "https://developer.apple.com/videos/play/wwdc2019/246/", evidence: .wwdc)
    public static let d1 = Source(key: "D1", title: "Apple Developer Forums 732170: unexpected order of scene delegate calls", url: "https://forums.developer.apple.com/forums/thread/732170", evidence: .observed)
    public static let d6 = Source(key: "D6", title: "ComexGit/LTSDemo AppDelegate.m: applicationState read inside each app-delegate callback", url: "https://github.com/ComexGit/LTSDemo", evidence: .observed)
    public static let d7 = Source(key: "D7", title: "configurationForConnecting not called on relaunch (luxmentis.org, SO 63520008)", url: "https://stackoverflow.com/questions/63520008", evidence: .observed)
    public static let d10 = Source(key: "D10", title: "firefox-ios #12622: disconnect and discard come before willTerminate", url: "https://github.com/mozilla-mobile/firefox-ios/issues/12622", evidence: .observed)
    public static let d15 = Source(key: "D15", title: "openradar 14295449: a background launch does not call applicationDidEnterBackground", url: "https://github.com/lionheart/openradar-mirror/issues/4788", evidence: .observed)
    public static let d16 = Source(key: "D16", title: "openradar 49216830: applicationDidBecomeActive called twice", url: "https://openradar.appspot.com/49216830", evidence: .observed)
    public static let d20 = Source(key: "D20", title: "Interactive pop cancelled: view controller callbacks", url: "https://github.com/HustBroventure/iOS-", evidence: .observed)
    public static let spec = Source(key: "spec", title: "tracecheck life-cycle model (inference from the sources)", url: "docs/model.md", evidence: .inferred)
}
