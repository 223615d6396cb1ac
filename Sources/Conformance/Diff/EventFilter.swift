import TraceParser

/// Which callbacks a diff compares (`--ignore`, `--only state`).
public struct EventFilter: Sendable {
    /// Kinds of callbacks that can be ignored by name.
    public static let groups: [String: @Sendable (LifecycleEvent) -> Bool] = [
        "app": { $0.domain == .app },
        "scene": { $0.domain == .scene },
        "vc": { $0.domain == .viewController },
        "phase": { $0.domain == .scenePhase },
        "non-state": { !changesState($0) },
    ]

    /// Ignored group names and canonical ids.
    public var ignored: [String]
    /// Keep only callbacks that change state.
    public var onlyState: Bool
    /// Leave out items printed as notifications.
    public var ignoreNotifications: Bool

    /// Creates a filter.
    public init(ignored: [String] = [], onlyState: Bool = false) {
        self.ignored = ignored.filter { $0 != "notification" }
        self.ignoreNotifications = ignored.contains("notification")
        self.onlyState = onlyState
    }

    /// Whether a name is a group, `notification`, or a canonical id.
    public static func isValid(_ name: String) -> Bool {
        groups[name] != nil || name == "notification" || LifecycleEvent(rawValue: name) != nil
    }

    /// Whether an item is compared (wildcards always are).
    public func keeps(_ item: ScenarioItem) -> Bool {
        guard case .event(let event) = item.kind else { return true }
        return keeps(event)
    }

    /// Whether a callback is compared.
    public func keeps(_ event: LifecycleEvent) -> Bool {
        if onlyState && !Self.changesState(event) { return false }
        return !ignored.contains { name in Self.groups[name]?(event) ?? (name == event.rawValue) }
    }

    /// Whether a callback changes its subject's state in its model.
    public static func changesState(_ event: LifecycleEvent) -> Bool {
        let models: [StateMachine]
        switch event.domain {
        case .app: models = [LifecycleModels.process, LifecycleModels.appDelegate]
        case .scene: models = [LifecycleModels.scene]
        case .viewController: models = [LifecycleModels.viewController]
        case .scenePhase: models = [LifecycleModels.scenePhase]
        case .model, .system: return false
        }
        return models.contains { model in model.transitions.contains { $0.event == event } }
    }
}
