/// A word as a POSIX shell reads it back: unchanged when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as `'\''`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        // Bytes first: lint's text report quotes a path under every error, and a scalar's
        // Unicode properties cost hundreds of instructions each.
        let (low, high) = plainASCII
        // Through the contiguous UTF-8 (iterating the view costs tens of instructions a byte).
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> (plain: Bool, ascii: Bool) in
            var ascii = true
            for byte in bytes {
                if byte >= 0x80 {
                    ascii = false
                } else if (byte < 64 ? low >> byte : high >> (byte - 64)) & 1 == 0 {
                    return (false, ascii)
                }
            }
            return (!bytes.isEmpty, ascii)
        }
        var copy = word
        let scanned = copy.withUTF8(scan)
        var plain = scanned.plain
        if plain, !scanned.ascii { plain = word.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic } }
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
