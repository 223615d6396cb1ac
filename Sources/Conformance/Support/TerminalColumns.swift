/// How many columns of a terminal a text takes: East Asian wide and fullwidth characters and
/// emoji take two, combining marks and other zero-width characters none, everything else one
/// (the rules of `wcwidth`, without the locale it needs).
enum TerminalColumns {
    /// The columns `text` takes.
    static func of<Text: StringProtocol>(_ text: Text) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes: its first scalar's, or two when it asks for emoji
    /// presentation (U+FE0F).
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return isWide(first.value) ? 2 : 1
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
