/// The shape of a message, for ``RecognitionCache``: its bytes with every standalone pointer
/// (`0x` and hex digits) and every standalone number of three digits or more masked by `0`s,
/// byte for byte (so every position stays where it was).
///
/// Standalone: neither the byte before nor the byte after is a letter, a digit, `_` or a byte of
/// a non-ASCII character, so the run is no part of a name or a word, and every lookaround next
/// to it sees the same bytes before and after masking. A reading does not depend on such a run's
/// value: the built-in patterns read decimal digits only as `\d`, `\p{N}`, `\w` or
/// `[0-9a-fA-F]` (which the `0`s keep) except single digits (`rawValue: 2`, which is never
/// masked); a pointer keeps its `0x`, and every pattern that tells a letter from a digit starts
/// or stops at that `x` (words, phases, prose signs, class names), while no name, hint or
/// literal is made of the letters a–f alone; states read from text accept no run of three
/// digits; and the identities a run holds are read from the message's own text
/// (``IdentityLayout``). Keep this so when a pattern changes: `RecognitionCacheTests` reads
/// every case with and without the cache.
enum MessageShape {
    /// Writes the shape of `message` into `shape` (at least as long); returns whether it masked
    /// anything (when not, the shape is the message).
    @discardableResult
    static func write(_ message: UnsafeRawBufferPointer, into shape: UnsafeMutableRawBufferPointer) -> Bool {
        let count = message.count
        guard count > 0, let source = message.baseAddress, let target = shape.baseAddress else { return false }
        target.copyMemory(from: source, byteCount: count)
        var masked = false
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Eight bytes without a digit at once: a byte is a digit when it is below 10
                // after `^ 0x30`, and the test is nonzero exactly when one is.
                let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x3030_3030_3030_3030
                if (word &- 0x0A0A_0A0A_0A0A_0A0A) & ~word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let byte = source.load(fromByteOffset: index, as: UInt8.self)
            guard byte &- 0x30 < 10 else {
                index += 1
                continue
            }
            let start = index
            var end = index + 1
            var mask = start
            if byte == 0x30, end + 1 < count, source.load(fromByteOffset: end, as: UInt8.self) == 0x78,
                ByteSearch.isHexDigit(source.load(fromByteOffset: end + 1, as: UInt8.self))
            {
                // A pointer: `0x` stays, its digits are masked.
                end += 1
                while end < count, ByteSearch.isHexDigit(source.load(fromByteOffset: end, as: UInt8.self)) { end += 1 }
                mask = start + 2
            } else {
                while end < count, source.load(fromByteOffset: end, as: UInt8.self) &- 0x30 < 10 { end += 1 }
                if end - start < 3 { mask = end }
            }
            if mask < end, start == 0 || !isWordByte(source.load(fromByteOffset: start - 1, as: UInt8.self)),
                end == count || !isWordByte(source.load(fromByteOffset: end, as: UInt8.self))
            {
                (target + mask).initializeMemory(as: UInt8.self, repeating: 0x30, count: end - mask)
                masked = true
            }
            index = end
        }
        return masked
    }

    /// A letter, digit or `_`, or a byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || ByteSearch.isWordByte(byte)
    }
}
