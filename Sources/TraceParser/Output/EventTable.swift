/// Renders events as an aligned text table (line, time, process, identity, event), streaming:
/// column widths come from the first rows and later rows overflow rather than wait.
public final class EventTable {
    private let showFile: Bool
    private let write: (String) -> Void
    private var held: [[String]] = []
    private var widths: [Int]?
    /// Rows held back to measure column widths before anything is written.
    public static let measuredRows = 500

    private static let headers = ["LINE", "TIME", "PROCESS", "IDENTITY", "EVENT"]

    /// Creates a table.
    /// - Parameters:
    ///   - showFile: Prefix line numbers with the file (for several inputs).
    ///   - write: Receives each finished line, newline included.
    public init(showFile: Bool, write: @escaping (String) -> Void) {
        self.showFile = showFile
        self.write = write
    }

    /// Adds one event's row.
    public func add(_ event: TraceEvent) {
        let row = [
            showFile ? event.location.description : String(event.location.line),
            event.timestamp?.description ?? "-",
            Self.process(event),
            Self.identity(event),
            event.event.rawValue + (event.source == .callback ? "" : " (\(event.source.rawValue))"),
        ]
        if let widths {
            emit(row, widths)
        } else {
            held.append(row)
            if held.count >= Self.measuredRows { flushHeld() }
        }
    }

    /// Writes any held rows; call once after the last event.
    public func finish() { flushHeld() }

    private func flushHeld() {
        guard widths == nil else { return }
        let measured = ([Self.headers] + held).reduce(into: Array(repeating: 0, count: Self.headers.count)) { widths, row in
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        widths = measured
        emit(Self.headers, measured)
        for row in held { emit(row, measured) }
        held = []
    }

    private func emit(_ row: [String], _ widths: [Int]) {
        var line = ""
        for (index, cell) in row.enumerated() {
            let isLast = index == row.count - 1
            let padding = isLast ? 0 : max(0, widths[index] - cell.count)
            line += (index == 0 ? String(repeating: " ", count: padding) + cell : cell + String(repeating: " ", count: padding))
            if !isLast { line += "  " }
        }
        write(line + "\n")
    }

    private static func process(_ event: TraceEvent) -> String {
        var text = "#\(event.process)"
        if let name = event.processName { text += " \(name)" }
        if let pid = event.pid { text += "[\(pid)]" }
        if let device = event.device { text += " device \(device)" }
        return text
    }

    private static func identity(_ event: TraceEvent) -> String {
        var parts: [String] = []
        if let vc = event.viewController { parts.append("vc \(vc)") }
        if let instance = event.viewControllerInstance { parts.append(instance) }
        if let scene = event.scene { parts.append("scene \(scene)") }
        if event.sessions.count > 1 {
            parts.append("sessions \(event.sessions.joined(separator: ","))")
        } else if let session = event.session {
            parts.append("session \(session)")
        }
        if let state = event.activationState { parts.append("[\(state.rawValue)]") }
        return parts.isEmpty ? "-" : parts.joined(separator: " ")
    }
}
