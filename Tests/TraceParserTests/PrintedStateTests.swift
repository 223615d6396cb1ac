import Testing
import TraceParser

/// The application state printed beside a callback is kept on the event, in every way loggers
/// print `UIApplication.shared.applicationState`; a scene's activation state is not it.
@Suite struct PrintedStateTests {
    @Test(arguments: [
        ("applicationWillEnterForeground: Background", "app.willEnterForeground", ApplicationState?.some(.background)),
        ("applicationDidBecomeActive(_:) state=active", "app.didBecomeActive", .active),
        ("-[AppDelegate applicationDidEnterBackground:] applicationState = UIApplicationStateBackground", "app.didEnterBackground", .background),
        ("applicationWillResignActive(_:) UIApplication.State(rawValue: 0)", "app.willResignActive", .active),
        ("application(_:didFinishLaunchingWithOptions:) appState: .inactive", "app.didFinishLaunching", .inactive),
        ("applicationDidBecomeActive - ACTIVE", "app.didBecomeActive", .active),
        ("UIApplication.State.background applicationDidEnterBackground", "app.didEnterBackground", .background),
        ("sceneDidBecomeActive(_:) activationState: foregroundActive", "scene.didBecomeActive", nil),
        ("applicationWillTerminate: cleaning up", "app.willTerminate", nil),
        ("applicationDidBecomeActive: restate=active", "app.didBecomeActive", nil),
    ])
    func printedStateIsKept(_ line: String, _ event: String, _ state: ApplicationState?) throws {
        let events = try TraceParser.events(in: line)
        let parsed = try #require(events.first)
        #expect(parsed.event.rawValue == event)
        #expect(parsed.printedState == state)
        #expect(EventJSONL.encode(parsed).contains("\"printedState\"") == (state != nil))
    }
}
