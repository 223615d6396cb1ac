import Testing
import TraceParser

/// Lines developers have published (GitHub issues and READMEs, forums, blogs), verbatim, with
/// what each must become. They go beyond the samples in traces/: other loggers, other languages,
/// and the look-alikes (symbol dumps, prose, backtraces) that must not become events.
@Suite struct RealWorldLineTests {
    static let lines: [RecognitionCase] = [
        // NSStringFromSelector(_cmd), negative zone (c4arl0s/ViewControllerLIfeCycle_CreatingStateLab).
        .init(line: "2019-05-04 11:04:58.026352-0500 CreatingStateLab[11129:1710050] application:didFinishLaunchingWithOptions:", expected: "app.didFinishLaunching"),
        .init(line: "2019-05-04 11:05:19.833951-0500 CreatingStateLab[11129:1710050] applicationWillResignActive:", expected: "app.willResignActive"),
        // Millisecond NSLog with __PRETTY_FUNCTION__ and a trailing space (alexiiio/LD-Notes).
        .init(line: "2017-03-01 18:03:46.486 ViewControllerLifeCircle[32254:401790] -[ViewController viewWillAppear:] ", expected: "vc.viewWillAppear", vc: "ViewController"),
        .init(line: "2017-03-01 18:03:46.488 ViewControllerLifeCircle[32254:401790] -[ViewController viewDidLayoutSubviews] ", expected: "noise/outside-model"),
        .init(line: "2017-03-01 19:12:05.927 ViewControllerLifeCircle[32611:427962] -[ViewController didReceiveMemoryWarning]", expected: "noise/outside-model"),
        // `%s,%d` with __func__ and __LINE__ (Chinese blog on background tasks).
        .init(line: "2018-02-05 15:34:55.353138+0800 Long_Task[6658:4831578] -[AppDelegate applicationWillResignActive:],33", expected: "app.willResignActive"),
        .init(line: "2018-02-05 15:34:54.941343+0800 Long_Task[6658:4831578] app running..", expected: "noise/text"),
        // Header cut at the process name (Chinese UIKit notes).
        .init(line: "Demo[9565:1006064] -[SceneDelegate sceneDidDisconnect:]", expected: "scene.didDisconnect"),
        // A file line number before the header, and `callback: message` (keybase/client#12270).
        .init(line: "42884 2018-06-08 10:21:15.453 Keybase[10914:3793552] applicationWillResignActive: cancelling outstanding animations...", expected: "app.willResignActive"),
        // UIKit's own category, with a callback name inside a mangled symbol (WordPress-iOS#21254).
        .init(line: "taskName = Called by Jetpack, from $s9WordPress0aB11AppDelegateC29applicationDidEnterBackgroundyySo13UIApplicationCFTo, ", expected: "noise/outside-model"),
        // Apple Developer Forums 732170: name and a truncated scene description.
        .init(line: "sceneWillEnterForeground <UIWindowScene: 0x10270b110>...", expected: "scene.willEnterForeground", scene: "0x10270b110"),
        .init(line: "Note that if we use AppDegate, we can encounter the same behavior where applicationWillEnterForeground is called before applicationDidEnterBackground.", expected: "unrecognized/prose"),
        // Signal-iOS#5148: CocoaLumberjack file format, emoji level, `[File.m:line -[Class sel:]]:`.
        .init(line: "2022/08/31 13:33:54:414  🧡 [AppDelegate.m:656 -[AppDelegate applicationDidBecomeActive:]]: applicationDidBecomeActive.", expected: "app.didBecomeActive"),
        // Delta Chat: emoji and arrows, bracketed local dates.
        .init(line: "[25/08/2026 10:15] 💙 ➡️ applicationDidBecomeActive", expected: "app.didBecomeActive"),
        .init(line: "19:29:50:967 💙  ⬅️ applicationProtectedDataWillBecomeUnavailable", expected: "app.protectedDataWillBecomeUnavailable"),
        // CoconutKit#4: level tag, the method in parentheses, the controller's description.
        .init(line: "2012-02-16 16:49:41.008 CoconutKit-dev[14824:15203] [INFO] (-[LifeCycleTestViewController viewWillDisappear:]) - Called for object <LifeCycleTestViewController: 0x8b37770>, animated = YES",
              expected: "vc.viewWillDisappear", vc: "LifeCycleTestViewController"),
        // Console.app export: a notification inside another library's JSON message, WebKit's look-alike.
        .init(line: "default\t11:06:18.838809+0800\thootowl\t0x152b8c018 - [pageProxyID=1596, webPageID=1597, PID=40803] WebPageProxy::applicationWillEnterForegroundForMedia: isSuspendedUnderLock? 0", expected: "noise/outside-model"),
        .init(line: "default\t20:42:13.898581-0500\tMobileJarvisNative\tDeactivation reason added: 5; deactivation reasons: 1024 -> 1056; animating application lifecycle event: 1", expected: "noise/text"),
        // Symbol dumps: coverage lists, NSArray descriptions, link maps, backtraces (not events).
        .init(line: #"     "-[SceneDelegate sceneDidBecomeActive:]","#, expected: "unrecognized/source-code"),
        .init(line: "0x1000017D0\t0x00000080\t[  4] -[AppDelegate application:didFinishLaunchingWithOptions:]", expected: "unrecognized/source-code"),
        .init(line: "3   Diary   0x0000000102a1c4f0 -[AppDelegate application:didFinishLaunchingWithOptions:] + 236", expected: "unrecognized/source-code"),
        // `print(self, #function)` and a Korean note after an arrow (Korean AppLifeCycle project).
        .init(line: "<AppLifeCycle.SceneDelegate: 0x600002675ea0> sceneWillEnterForeground(_:)", expected: "scene.willEnterForeground", scene: "0x600002675ea0"),
        .init(line: "NSNotificationName(_rawValue: UISceneDidActivateNotification) -> ViewController에서 추가된 코드 ", expected: "scene.didBecomeActive", source: .notification),
        // Sentence-case labels (Develop in Swift lab text) and course homework wording.
        .init(line: "- Scene will connect to session.", expected: "scene.willConnect"),
        .init(line: "- Application did finish launching.", expected: "app.didFinishLaunching"),
        .init(line: "Application moved from Inactive to Active: applicationDidBecomeActive", expected: "app.didBecomeActive"),
        .init(line: "Application moved from Not Running to Inactive: application(_:didFinishLaunchingWithOptions:)", expected: "app.didFinishLaunching"),
        // Markers glued to the name, CJK text after it (blog.csdn.net, 796t.com).
        .init(line: "111didFinishLaunchingWithOptions:应用启动,并进行初始化时调用,,这个阶段会实例化根视图控制器", expected: "app.didFinishLaunching"),
        .init(line: "3333333333>>>>>>>>>>>>>>>>>>>>>> -- applicationWillResignActive", expected: "app.willResignActive"),
        .init(line: "viewDidLoad 실행2", expected: "vc.viewDidLoad"),
        // Tags, em dashes, CarPlay and multi-scene labels found in app sources.
        .init(line: "[SceneDelegate] sceneDidBecomeActive — checking pending share payload", expected: "scene.didBecomeActive"),
        .init(line: "🟣 [CarPlay] sceneDidBecomeActive() called", expected: "scene.didBecomeActive"),
        .init(line: "⟳☎︎ applicationWillResignActive(_:)", expected: "app.willResignActive"),
        // SwiftUI ScenePhase printed by app loggers.
        .init(line: "🌙 ScenePhase: background", expected: "phase.background", source: .scenePhase),
        .init(line: "PhotosFilesVaultAppApp: scenePhase changed = background", expected: "phase.background", source: .scenePhase),
        .init(line: "[DEBUG-lifecycle] ScenePhase changed: inactive → active", expected: "phase.active", source: .scenePhase),
        .init(line: "10:11:19.848 [scenePhase] scenePhase: active → inactive", expected: "phase.inactive", source: .scenePhase),
        // Newer Xcode's kill message.
        .init(line: "Message from debugger: killed", expected: "noise/debugger"),
    ]

    @Test(arguments: lines)
    func recognizes(_ testCase: RecognitionCase) throws {
        try RecognitionTests().recognizes(testCase)
    }
}
