import TraceParser

extension ProcessRecord {
    /// `process#1 (pid 1234) in app.log`, `process#2 (pid 1301), after the previous one was
    /// killed`: the process and why it starts, as every timeline picture labels it.
    var swimlaneTitle: String {
        var title = swimlaneName
        switch boundary {
        case .file: title += " in \(start.file)"
        case .pid: title += ", a new pid"
        case .launch: title += ", a new launch"
        case .kill: title += ", after the previous one was killed"
        case .device: title += ", another device"
        }
        return title
    }

    /// `process#1 (pid 1234)`, `process#2 (device iPad-B)`.
    var swimlaneName: String {
        "process#\(ordinal)" + (pid.map { " (pid \($0))" } ?? device.map { " (device \($0))" } ?? "")
    }
}
