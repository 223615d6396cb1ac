/// A word as a POSIX shell reads it back: unchanged when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as `'\''`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:,+@%=".unicodeScalars.contains(scalar)
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
