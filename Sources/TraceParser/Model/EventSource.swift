/// How an event reached the log: the delegate method itself, a notification, or a SwiftUI phase.
public enum EventSource: String, Codable, Sendable, Hashable {
    /// A delegate method printed its name (`#function`, `__func__`, a label).
    case callback
    /// A `UIApplication` or `UIScene` notification name was printed (spec §9).
    case notification
    /// A SwiftUI `ScenePhase` value was printed.
    case scenePhase
}
