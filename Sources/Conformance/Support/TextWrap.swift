/// Fitting text to a terminal's width: lines broken between items with a hanging indent, and
/// text folded to plain ASCII.
enum TextWrap {
    /// `items` joined by `separator`, broken into lines of at most `width` columns (an item
    /// longer than that gets a line of its own, whole); every line after the first starts with
    /// `indent` spaces. No line ends with white space.
    static func hanging(_ items: [String], separator: String = " ", width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for item in items where !item.isEmpty {
            let start = lines.isEmpty && line.isEmpty ? "" : String(repeating: " ", count: indent)
            if line.isEmpty {
                line = start + item
            } else if line.count + separator.count + item.count <= width {
                line += separator + item
            } else {
                lines.append(trimmed(line + separator))
                line = String(repeating: " ", count: indent) + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// Prose broken between words (``hanging(_:separator:width:indent:)``); the spaces it starts
    /// with are kept.
    static func words(_ text: String, width: Int, indent: Int) -> String {
        let lead = text.prefix { $0 == " " }
        let words = text.dropFirst(lead.count).split(separator: " ").map(String.init)
        guard let first = words.first else { return String(lead) }
        return hanging([lead + first] + words.dropFirst(), width: width, indent: indent)
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The text with every character outside ASCII replaced: the typographic ones by their
    /// ASCII spelling (`…` `...`, `–` `-`, `→` `->`, `Δ` `d`), any other by `?`.
    static func ascii(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out += replacements[scalar] ?? "?"
            }
        }
        return out
    }

    private static let replacements: [Unicode.Scalar: String] = [
        "…": "...", "–": "-", "—": "-", "−": "-", "→": "->", "←": "<-", "↔": "<->", "⇒": "=>", "Δ": "d", "×": "x",
        "≥": ">=", "≤": "<=", "≠": "!=", "“": "\"", "”": "\"", "‘": "'", "’": "'", "•": "*", "·": ".", "\u{00A0}": " ",
    ]
}
