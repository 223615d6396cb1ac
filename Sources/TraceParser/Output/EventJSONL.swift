/// Writes events as JSON Lines: the stable, versioned `tracecheck.events.v1` format
/// documented in `docs/events-jsonl.md`.
public enum EventJSONL {
    /// The schema id written in every object.
    public static let schema = "tracecheck.events.v1"

    /// One event as a single-line JSON object (no trailing newline), keys in a fixed order.
    public static func encode(_ event: TraceEvent) -> String {
        var out = "{"
        func key(_ name: String) { out += out.count == 1 ? "\"\(name)\":" : ",\"\(name)\":" }
        func string(_ name: String, _ value: String?) {
            key(name)
            out += value.map(JSONText.quoted) ?? "null"
        }
        func number(_ name: String, _ value: Int?) {
            key(name)
            out += value.map(String.init) ?? "null"
        }
        string("schema", schema)
        string("file", event.location.file)
        number("line", event.location.line)
        string("event", event.event.rawValue)
        string("source", event.source.rawValue)
        number("process", event.process)
        number("pid", event.pid)
        string("thread", event.thread)
        string("processName", event.processName)
        string("timestamp", event.timestamp?.description)
        string("scene", event.scene)
        string("session", event.session)
        key("sessions")
        out += "[" + event.sessions.map(JSONText.quoted).joined(separator: ",") + "]"
        string("persistentIdentifier", event.persistentIdentifier)
        string("activationState", event.activationState?.rawValue)
        string("vc", event.viewController)
        string("vcInstance", event.viewControllerInstance)
        string("raw", event.raw)
        // Keys added in v1, written only when they say something, so that other objects stay
        // as they were.
        if let state = event.printedState { out += ",\"printedState\":\"\(state.rawValue)\"" }
        if event.fuzzy { out += ",\"fuzzy\":true" }
        if !event.launchOptions.isEmpty {
            out += ",\"launchOptions\":[" + event.launchOptions.map(JSONText.quoted).joined(separator: ",") + "]"
        }
        if let device = event.device { out += ",\"device\":" + JSONText.quoted(device) }
        if let modelEvent = event.modelEvent { out += ",\"modelEvent\":" + JSONText.quoted(modelEvent) }
        if let modelSubject = event.modelSubject { out += ",\"modelSubject\":" + JSONText.quoted(modelSubject) }
        return out + "}"
    }
}

/// JSON string quoting shared by every JSON writer.
public enum JSONText {
    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    public static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    /// Appends `text` as a JSON string literal to `out`, without building it apart first.
    public static func appendQuoted(_ text: String, to out: inout String) {
        // Most text needs no escape: then it is copied whole. (Native strings are contiguous
        // UTF-8, which is searched as a buffer, much faster than through the generic view.)
        let needsEscape: (UInt8) -> Bool = { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F }
        if !(text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) } ?? text.utf8.contains(where: needsEscape)) {
            out.append("\"")
            out.append(text)
            out.append("\"")
            return
        }
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
