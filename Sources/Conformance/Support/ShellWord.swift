/// A word as a POSIX shell reads it back: unchanged when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as `'\''`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        // Bytes first: lint's text report quotes a path under every error, and a scalar's
        // Unicode properties cost hundreds of instructions each.
        let plain = word.utf8.allSatisfy { $0 < 0x80 ? plainASCII[Int($0)] : true }
            && (word.utf8.allSatisfy { $0 < 0x80 } || word.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic })
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The ASCII bytes a shell leaves alone: letters, digits and `-_./:,+@%=`.
    private static let plainASCII: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "-_./:,+@%=".unicodeScalars.contains(scalar)
    }
}
