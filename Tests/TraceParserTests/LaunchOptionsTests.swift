import Testing
import TraceParser

/// The launch option keys a launch callback prints, on its line or on the lines of a dictionary
/// that continue it, are kept on the event by their Swift names; other callbacks keep none.
@Suite struct LaunchOptionsTests {
    @Test(arguments: [
        (
            "application(_:didFinishLaunchingWithOptions:) Optional([__C.UIApplicationLaunchOptionsKey(_rawValue: UIApplicationLaunchOptionsLocationKey): 1])",
            ["location"]
        ),
        (
            """
            2024-06-03 06:12:40.118907+0200 Runner[2207:61822] -[AppDelegate application:didFinishLaunchingWithOptions:] {
                UIApplicationLaunchOptionsRemoteNotificationKey =     {
                    aps = { "content-available" = 1; };
                };
                UIApplicationLaunchOptionsURLKey = "runner://open";
            }
            """,
            ["remoteNotification", "url"]
        ),
        ("willFinishLaunching launchOptions: [UIApplication.LaunchOptionsKey.bluetoothCentrals: [central]]", ["bluetoothCentrals"]),
        ("application(_:didFinishLaunchingWithOptions:) UIApplicationLaunchOptionsLocationKey UIApplicationLaunchOptionsLocationKey", ["location"]),
        ("application(_:didFinishLaunchingWithOptions:) [UIApplicationLaunchOptionsKey: Any]", []),
        ("application(_:didFinishLaunchingWithOptions:) launchOptions: nil", []),
        ("applicationDidBecomeActive(_:) UIApplicationLaunchOptionsLocationKey", []),
    ])
    func launchOptionsAreKept(_ text: String, _ keys: [String]) throws {
        let event = try #require(try TraceParser.events(in: text).first)
        #expect(event.launchOptions == keys)
        #expect(EventJSONL.encode(event).contains("\"launchOptions\":[") == !keys.isEmpty)
    }
}
