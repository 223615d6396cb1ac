import TraceParser

extension ProcessInfo {
    /// `process#1 (pid 1234) in app.log`, `process#2 (pid 1301), after the previous one was
    /// killed`: the process and why it starts, as every timeline picture labels it.
    var swimlaneTitle: String {
        var title = "process#\(ordinal)"
        if let pid { title += " (pid \(pid))" }
        switch boundary {
        case .file: title += " in \(start.file)"
        case .pid: title += ", a new pid"
        case .launch: title += ", a new launch"
        case .kill: title += ", after the previous one was killed"
        }
        return title
    }

    /// `process#1 (pid 1234)`.
    var swimlaneName: String {
        "process#\(ordinal)" + (pid.map { " (pid \($0))" } ?? "")
    }
}
