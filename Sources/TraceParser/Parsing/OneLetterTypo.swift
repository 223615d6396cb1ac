/// One-letter typos in callback names (`willEnterForegound`, `didEnterBackgroud`,
/// `didDiscradSceneSessions`): a name one insertion, deletion, substitution or swap of two
/// neighbouring letters away from exactly one name of the vocabulary (Damerau–Levenshtein
/// distance 1). Names shorter than ``minimumLength`` are never corrected: one letter off a short
/// word is too often another word.
enum OneLetterTypo {
    /// The shortest name a typo is looked for in, and the shortest vocabulary name it may mean.
    static let minimumLength = 7

    /// Whether `a` and `b` are one edit apart (not equal).
    static func isOneEdit(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (m, n) = (a.count, b.count)
        guard a != b, abs(m - n) <= 1 else { return false }
        var i = 0
        while i < min(m, n), a[i] == b[i] { i += 1 }
        if m == n {
            if a[(i + 1)...] == b[(i + 1)...] { return true }  // substitution
            return i + 1 < m && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]  // swap
        }
        return m > n ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]  // deletion, insertion
    }

    /// The one vocabulary name among `names` that `name` is a one-letter typo of, or nil when
    /// none or several are.
    static func correction(of name: String, among names: [[UInt8]]) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.count >= minimumLength else { return nil }
        var found: [UInt8]?
        for candidate in names where candidate.count >= minimumLength && isOneEdit(bytes, candidate) {
            if found != nil { return nil }
            found = candidate
        }
        return found.map { String(decoding: $0, as: UTF8.self) }
    }
}
