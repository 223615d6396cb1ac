/// The families of rules, shown by `tracecheck rules` and usable with `--kind`.
public enum RuleKind: String, CaseIterable, Codable, Sendable {
    /// A callback that the subject's state does not allow (scene, app, view controller, phase).
    case state
    /// The order of launch, configuration, discard and termination within a process.
    case ordering
    /// A callback that should be followed by its partner (`willEnterForeground` → `didBecomeActive`).
    case pairing
    /// Scene sessions: restoration, configuration and discard.
    case session
    /// Which scene a callback belongs to.
    case attribution
    /// The process as a whole: the life cycle it uses, and what is pending when it ends.
    case process
}
