import TraceParser

/// A JSON document whose objects keep their keys in the order they were built, so that the
/// machine-readable reports are byte-for-byte deterministic.
enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A string, or `null` when there is none.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An integer, or `null` when there is none.
    static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// The document pretty-printed: two spaces per level, `"key": value`, empty arrays and
    /// objects as `[]` and `{}`, and a final newline.
    var pretty: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    /// The value pretty-printed as it appears nested at `indent` (no final newline).
    func pretty(indent: String) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    /// The document on one line without spaces: `{"key":[1,"a"]}`.
    var compact: String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): JSONText.appendQuoted(value, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.writeCompact(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                JSONText.appendQuoted(member.key, to: &out)
                out += ":"
                member.value.writeCompact(into: &out)
            }
            out += "}"
        }
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): JSONText.appendQuoted(value, to: &out)
        case .array(let items) where items.isEmpty: out += "[]"
        case .array(let items):
            let inner = indent + "  "
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members) where members.isEmpty: out += "{}"
        case .object(let members):
            let inner = indent + "  "
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner
                JSONText.appendQuoted(member.key, to: &out)
                out += ": "
                member.value.write(into: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
