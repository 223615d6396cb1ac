import TraceParser

/// The parser's process record, named apart from Foundation's `ProcessInfo` for files that import both.
typealias ParsedProcess = ProcessInfo
