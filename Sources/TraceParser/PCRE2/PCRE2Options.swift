import CPCRE2

/// Compile-time options for a ``CompiledPattern``, a typed view of the `PCRE2_*` compile flags.
public struct PCRE2Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates an option set from raw `PCRE2_*` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Match letters without regard to case (`PCRE2_CASELESS`).
    public static let caseless = PCRE2Options(rawValue: PCRE2_CASELESS)
    /// Anchor the pattern at the start offset (`PCRE2_ANCHORED`).
    public static let anchored = PCRE2Options(rawValue: PCRE2_ANCHORED)
    /// Treat the pattern and subjects as UTF-8 and accept invalid UTF-8 in subjects
    /// (`PCRE2_UTF | PCRE2_MATCH_INVALID_UTF`); invalid sequences simply never match.
    public static let utf = PCRE2Options(rawValue: PCRE2_UTF | PCRE2_MATCH_INVALID_UTF)
    /// Ignore white space and `#` comments in the pattern (`PCRE2_EXTENDED`).
    public static let extended = PCRE2Options(rawValue: PCRE2_EXTENDED)
    /// `^` and `$` also match at the start and end of every line (`PCRE2_MULTILINE`).
    public static let multiline = PCRE2Options(rawValue: PCRE2_MULTILINE)
    /// `.` also matches a newline (`PCRE2_DOTALL`).
    public static let dotAll = PCRE2Options(rawValue: PCRE2_DOTALL)
}
