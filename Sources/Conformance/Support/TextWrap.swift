/// Fitting text to a terminal's width: lines broken between items with a hanging indent, and
/// text folded to plain ASCII.
enum TextWrap {
    /// `items` joined by `separator`, broken into lines of at most `width` terminal columns
    /// (``TerminalColumns``; an item wider than that gets a line of its own, whole); every line
    /// after the first starts with `indent` spaces. No line ends with white space.
    static func hanging(_ items: [String], separator: String = " ", width: Int, indent: Int) -> String {
        var lines = HangingLines(separator: separator, width: width, indent: indent)
        var out = items.compactMap { lines.add($0) }
        if let last = lines.finish() { out.append(last) }
        return out.joined(separator: "\n")
    }

    /// ``hanging(_:separator:width:indent:)`` one item at a time, each line handed out as soon
    /// as the next item does not fit on it: a legend of thousands of scenes is never one string.
    struct HangingLines {
        let separator: String
        let width: Int
        let indent: Int
        private var line = ""
        private var columns = 0

        init(separator: String = " ", width: Int, indent: Int) {
            self.separator = separator
            self.width = width
            self.indent = indent
        }

        /// Adds an item (an empty one is skipped); returns the line it completed, if any.
        mutating func add(_ item: String) -> String? {
            guard !item.isEmpty else { return nil }
            let itemColumns = TerminalColumns.of(item)
            if line.isEmpty {
                line = item
                columns = itemColumns
            } else if columns + TerminalColumns.of(separator) + itemColumns <= width {
                line += separator + item
                columns += TerminalColumns.of(separator) + itemColumns
            } else {
                let full = TextWrap.trimmed(line + separator)
                line = String(repeating: " ", count: indent) + item
                columns = indent + itemColumns
                return full
            }
            return nil
        }

        /// The last line, if any.
        mutating func finish() -> String? {
            defer { (line, columns) = ("", 0) }
            return line.isEmpty ? nil : line
        }
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
