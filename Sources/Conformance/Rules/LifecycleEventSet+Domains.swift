import TraceParser

extension LifecycleEventSet {
    /// Every app and scene event (the callbacks and notifications of the app and scene delegates).
    static let appAndScene = LifecycleEventSet(LifecycleEvent.allCases.filter { $0.domain == .app || $0.domain == .scene })
}
