/// Counted nouns in messages, the one place their plurals are made: `1 error`, `2 errors`,
/// `1 process`, `2 processes`.
public enum Plural {
    /// `count` and the noun: singular for exactly one, else `plural`, else the singular with
    /// `es` after `s`, `x`, `ch` or `sh` and `s` after anything else.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural))"
    }

    /// The noun alone, for `count`.
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        if count == 1 { return singular }
        if let plural { return plural }
        return singular + (["s", "x", "ch", "sh"].contains { singular.hasSuffix($0) } ? "es" : "s")
    }
}
