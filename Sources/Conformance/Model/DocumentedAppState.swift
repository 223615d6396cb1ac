import TraceParser

/// What UIKit reports as the app's state inside each app-delegate callback (`UIApplication.State`,
/// source D6). `printed_app_state` checks what an app printed against it, and a process checked
/// while it is read keeps the callbacks that printed a state.
enum DocumentedAppState {
    /// The states allowed inside each callback.
    static let inside: [LifecycleEvent: [ApplicationState]] = [
        .appWillFinishLaunching: [.inactive, .background], .appDidFinishLaunching: [.inactive, .background],
        .appDidBecomeActive: [.active], .appWillResignActive: [.active],
        .appDidEnterBackground: [.background], .appWillEnterForeground: [.background],
        .appWillTerminate: [.background],
    ]
}
