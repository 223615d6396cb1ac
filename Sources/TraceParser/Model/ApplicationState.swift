/// A `UIApplication.State` printed in a line (`applicationState: background`,
/// `UIApplicationStateBackground`, `state=inactive`, `applicationWillEnterForeground: Background`).
public enum ApplicationState: String, Codable, Sendable, Hashable, CaseIterable {
    case active
    case inactive
    case background

    /// Parses a printed state: `active`, `.background`, `UIApplicationStateInactive`,
    /// `UIApplication.State.active`, or a raw value (0 active, 1 inactive, 2 background), alone
    /// or as `UIApplication.State(rawValue: 2)`, ignoring case.
    public init?(printed text: String) {
        var name = text.lowercased().filter { $0 != " " }
        if name.hasSuffix(")"), let colon = name.firstIndex(of: ":") { name = String(name[name.index(after: colon)...].dropLast()) }
        for prefix in ["uiapplicationstate", "uiapplication.state.", "."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        switch name {
        case "active", "0": self = .active
        case "inactive", "1": self = .inactive
        case "background", "2": self = .background
        default: return nil
        }
    }
}
