/// How an event reached the log: the delegate method itself, a notification, a SwiftUI phase, or
/// a message of UIKit's own.
public enum EventSource: String, Codable, Sendable, Hashable {
    /// A delegate method printed its name (`#function`, `__func__`, a label).
    case callback
    /// A `UIApplication` or `UIScene` notification name was printed (spec §9).
    case notification
    /// A SwiftUI `ScenePhase` value was printed.
    case scenePhase
    /// UIKit (or the system) printed a message about the app's life cycle
    /// (``LifecycleEvent/Domain/system``).
    case system
}
