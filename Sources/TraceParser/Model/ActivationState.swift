/// A `UIScene.ActivationState` printed in a line (`activationState = UISceneActivationState…`).
public enum ActivationState: String, Codable, Sendable, Hashable, CaseIterable {
    case unattached
    case foregroundActive
    case foregroundInactive
    case background

    /// Parses a printed state: `UISceneActivationStateForegroundActive`, `foregroundActive`,
    /// or a raw value (-1…2), ignoring case.
    public init?(printed text: String) {
        var name = text.lowercased()
        if name.hasPrefix("uisceneactivationstate") { name.removeFirst("uisceneactivationstate".count) }
        switch name {
        case "unattached", "-1": self = .unattached
        case "foregroundactive", "0": self = .foregroundActive
        case "foregroundinactive", "1": self = .foregroundInactive
        case "background", "2": self = .background
        default: return nil
        }
    }
}
