/// How serious a finding is: documented violations are errors, behaviour seen on real devices
/// is a warning or a note, and undocumented cases are never errors.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    /// Information that explains the log (for example why a callback is deferred).
    case note
    /// Something unusual that real devices or partial logs can show.
    case warning
    /// A violation of the documented life cycle.
    case error

    /// Its order, from note (0) to error (2).
    public var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// By rank: a raw-value enum would hash its `String` (reporters count findings by severity).
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}
