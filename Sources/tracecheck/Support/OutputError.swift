#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an output could not be written.
enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The file could not be created or written.
    case cannotWrite(path: String, reason: String)

    /// The file could not be created or written, for the reason the system call that just
    /// failed left in `errno`.
    static func systemError(at path: String) -> OutputError {
        .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }

    var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "\(path): \(reason)"
        }
    }
}
