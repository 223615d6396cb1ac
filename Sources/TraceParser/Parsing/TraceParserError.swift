/// Why an input could not be read. Findings about the log's content are never errors.
public enum TraceParserError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path does not exist.
    case notFound(path: String)
    /// The file could not be opened.
    case cannotOpen(path: String, reason: String)
    /// Reading failed part-way.
    case readFailed(path: String, line: Int, reason: String)
    /// A directory given as an input holds no file to read (``DirectoryFilter``), so nothing
    /// would be checked: a mistyped path must not pass a CI run.
    case noLogFiles(path: String)

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file or directory"
        case let .cannotOpen(path, reason): return "\(path): \(reason)"
        case let .readFailed(path, line, reason): return "\(path):\(line): read failed: \(reason)"
        case let .noLogFiles(path):
            return "\(path): no log files in this directory (it reads *.log, *.txt and Apple's ndjson or json logs; --include GLOB reads others)"
        }
    }
}
