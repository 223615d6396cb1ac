import CPCRE2

/// The signs of prose in a message (``LinePatterns/proseSign``: English function words and words
/// of a non-Latin script), found in one left-to-right pass over the bytes instead of a PCRE2
/// search per sign: the same signs, in the same order (a test compares both on every sample line
/// and on generated text).
///
/// A stop word is a whole run of `[A-Za-z0-9_'’]` equal to one of ``stopWords`` (ASCII, any
/// case); a foreign word starts at a non-ASCII letter and runs through letters, marks, digits and
/// `_`. The two letters that fold to ASCII under PCRE2's caseless matching (U+017F `ſ`, U+212A
/// KELVIN SIGN), letters newer than PCRE2's Unicode tables, and bytes that are not UTF-8, make a
/// message take the pattern instead.
enum ProseSigns {
    /// The English function words of the pattern, lower-case, each packed into a ``key(_:)``.
    static let stopWords: Set<UInt64> = Set([
        "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "not", "no", "why", "what", "when", "where", "how",
        "which", "who", "this", "that", "these", "those", "it", "its", "i", "we", "you", "he", "she", "they", "me", "my", "our",
        "your", "but", "and", "or", "if", "then", "than", "so", "because", "should", "would", "could", "can", "does", "do",
        "doesn't", "don't", "isn't", "wasn't", "won't", "never", "always", "of", "to", "in", "on", "at", "from", "by", "about",
        "into", "only", "also", "here", "there", "yet", "still", "instead", "method", "function",
    ].map { key(Array($0.utf8)) })

    /// The longest stop word, in bytes (a key holds 8).
    private static let longest = 8

    /// Up to 8 bytes as one number, the first in the lowest byte.
    static func key(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// The Unicode version of PCRE2's tables (`14.0.0` in Debian 12's): a letter added later is a
    /// letter to Swift and not to the pattern.
    static let patternUnicode: (major: Int, minor: Int) = {
        var buffer = [CChar](repeating: 0, count: 32)
        guard pcre2_config_8(UInt32(PCRE2_CONFIG_UNICODE_VERSION), &buffer) > 0 else { return (0, 0) }
        let parts = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: ".").compactMap { Int($0) }
        return (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    }()

    /// A sign: its byte range, and whether it is a stop word (else a foreign word).
    struct Sign: Equatable {
        let range: Range<Int>
        let isStopWord: Bool
    }

    /// The signs of the message, left to right; nil when only the pattern can say (a letter that
    /// PCRE2 folds to an ASCII one, `ſ` or the Kelvin sign, or bytes that are not UTF-8).
    static func signs(in message: UnsafeRawBufferPointer) -> [Sign]? {
        var signs: [Sign] = []
        var index = 0
        let count = message.count
        while index < count {
            let byte = message[index]
            if isRunByte(byte) || isRightQuote(message, at: index) {
                // A run of [A-Za-z0-9_'’]: a stop word only whole (the pattern's look-arounds).
                let start = index
                var lowered: UInt64 = 0
                var length = 0
                var plain = true
                while index < count {
                    let next = message[index]
                    if isRunByte(next) {
                        if plain, length < longest {
                            lowered |= UInt64(next | (next >= 0x41 && next <= 0x5A ? 0x20 : 0)) << (8 * UInt64(length))
                            length += 1
                        } else {
                            plain = false
                        }
                        index += 1
                    } else if isRightQuote(message, at: index) {
                        plain = false
                        index += 3
                    } else {
                        break
                    }
                }
                if plain, stopWords.contains(lowered) { signs.append(Sign(range: start..<index, isStopWord: true)) }
                continue
            }
            guard byte >= 0x80 else {
                index += 1
                continue
            }
            let (scalar, width) = decode(message, at: index)
            guard let scalar, Self.readsAsPatternDoes(scalar) else { return nil }
            guard scalar.properties.isLetterCategory else {
                index += width
                continue
            }
            // A word of another script: letters, marks, digits and _ (possessive).
            let start = index
            index += width
            while index < count {
                if message[index] < 0x80 {
                    let next = message[index]
                    guard ByteSearch.isWordByte(next) else { break }
                    index += 1
                    continue
                }
                let (next, nextWidth) = decode(message, at: index)
                guard let next, Self.readsAsPatternDoes(next) else { return nil }
                guard next.properties.isWordCategory else { break }
                index += nextWidth
            }
            signs.append(Sign(range: start..<index, isStopWord: false))
        }
        return signs
    }

    /// Whether the scanner reads the scalar as the pattern does: not `ſ` (U+017F) or the Kelvin
    /// sign (U+212A), which caseless matching takes for `s` and `k`, and not a character newer
    /// than PCRE2's Unicode tables.
    private static func readsAsPatternDoes(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value != 0x17F, scalar.value != 0x212A else { return false }
        guard let age = scalar.properties.age else { return true }
        return (age.major, age.minor) <= patternUnicode
    }

    /// `[A-Za-z0-9_']`.
    private static func isRunByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x27
    }

    /// `’` (U+2019, E2 80 99) at `index`.
    private static func isRightQuote(_ message: UnsafeRawBufferPointer, at index: Int) -> Bool {
        index + 2 < message.count && message[index] == 0xE2 && message[index + 1] == 0x80 && message[index + 2] == 0x99
    }

    /// The scalar at `index` and its width; nil (width 1) for a byte that starts no valid sequence.
    private static func decode(_ message: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar?, Int) {
        var iterator = message[index..<min(index + 4, message.count)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (nil, 1) }
        return (scalar, UTF8.width(scalar))
    }
}

extension Unicode.Scalar.Properties {
    /// `\p{L}`.
    fileprivate var isLetterCategory: Bool {
        switch generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// `[\p{L}\p{M}\p{N}_]` beyond ASCII.
    fileprivate var isWordCategory: Bool {
        switch generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default: return false
        }
    }
}
