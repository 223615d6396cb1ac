/// Levenshtein distances, for "did you mean" suggestions.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions between two strings.
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        var previous = Array(0...b.count)
        for i in stride(from: 1, through: a.count, by: 1) {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The closest candidate within `limit` edits (default: a third of the word's length, at
    /// least 2), if any.
    public static func closest(to word: String, among candidates: [String], limit: Int? = nil) -> String? {
        let best = candidates.map { ($0, between(word, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        guard let best, best.1 <= limit ?? max(2, word.count / 3) else { return nil }
        return best.0
    }
}
