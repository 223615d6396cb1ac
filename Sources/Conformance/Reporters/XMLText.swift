/// XML 1.0 escaping for the JUnit reporter and the SVG timeline.
enum XMLText {
    /// `text` as element content: `&`, `<` and `>` escaped, a carriage return as `&#13;` (parsers
    /// would turn a literal one into a newline), and the characters XML 1.0 cannot hold (other
    /// control characters, U+FFFE and U+FFFF) replaced by U+FFFD.
    static func content(_ text: String) -> String {
        escaped(text, attribute: false)
    }

    /// `text` for a double-quoted attribute value: as ``content(_:)``, and `"`, tab and newline as
    /// character references so that parsers keep them.
    static func attribute(_ text: String) -> String {
        escaped(text, attribute: true)
    }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
