/// Why an input could not be read. Findings about the log's content are never errors.
public enum TraceParserError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path does not exist.
    case notFound(path: String)
    /// The file could not be opened.
    case cannotOpen(path: String, reason: String)
    /// Reading failed part-way.
    case readFailed(path: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file or directory"
        case let .cannotOpen(path, reason): return "\(path): \(reason)"
        case let .readFailed(path, line, reason): return "\(path):\(line): read failed: \(reason)"
        }
    }
}
