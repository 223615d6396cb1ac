/// Why an output could not be written.
enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The file could not be created or written.
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "\(path): \(reason)"
        }
    }
}
