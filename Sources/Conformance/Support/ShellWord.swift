/// A word as a POSIX shell reads it back: unchanged when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as `'\''`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        // Bytes first: lint's text report quotes a path under every error, and a scalar's
        // Unicode properties cost hundreds of instructions each.
        var plain = !word.isEmpty
        var ascii = true
        let (low, high) = plainASCII
        for byte in word.utf8 {
            if byte >= 0x80 {
                ascii = false
            } else if (byte < 64 ? low >> byte : high >> (byte - 64)) & 1 == 0 {
                plain = false
                break
            }
        }
        if plain, !ascii { plain = word.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic } }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The ASCII bytes a shell leaves alone (letters, digits and `-_./:,+@%=`), as bits: bytes
    /// 0–63 in the first mask, 64–127 in the second.
    private static let plainASCII: (UInt64, UInt64) = {
        var masks: (UInt64, UInt64) = (0, 0)
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:,+@%="
        for byte in plain.utf8 {
            if byte < 64 { masks.0 |= 1 << byte } else { masks.1 |= 1 << (byte - 64) }
        }
        return masks
    }()
}
