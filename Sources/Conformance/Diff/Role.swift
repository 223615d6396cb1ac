/// A subject named by its role rather than its pointer: `app`, `scene#2`, `vc#1`, `phase`.
/// Scenes and view controllers are numbered in order of first appearance on each side.
public enum Role: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The app delegate (process and app-level callbacks).
    case app
    /// A scene, numbered from 1.
    case scene(Int)
    /// A view controller, numbered from 1.
    case viewController(Int)
    /// SwiftUI scene phases.
    case phase

    public var description: String {
        switch self {
        case .app: return "app"
        case .scene(let number): return "scene#\(number)"
        case .viewController(let number): return "vc#\(number)"
        case .phase: return "phase"
        }
    }

    /// Parses `app`, `scene#2`, `vc#1`, `phase`.
    public init?(_ text: Substring) {
        switch text {
        case "app": self = .app
        case "phase": self = .phase
        default:
            if text.hasPrefix("scene#"), let number = Int(text.dropFirst(6)), number > 0 {
                self = .scene(number)
            } else if text.hasPrefix("vc#"), let number = Int(text.dropFirst(3)), number > 0 {
                self = .viewController(number)
            } else {
                return nil
            }
        }
    }

    private var rank: (Int, Int) {
        switch self {
        case .app: return (0, 0)
        case .scene(let number): return (1, number)
        case .viewController(let number): return (2, number)
        case .phase: return (3, 0)
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rank < rhs.rank }

    /// The same role with another number (for matching scenes across sides).
    func renumbered(_ number: Int) -> Role {
        switch self {
        case .scene: return .scene(number)
        case .viewController: return .viewController(number)
        default: return self
        }
    }

    /// The number of a scene or view controller role.
    var number: Int? {
        switch self {
        case .scene(let number), .viewController(let number): return number
        default: return nil
        }
    }
}
