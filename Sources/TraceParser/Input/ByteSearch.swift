import CByteScan

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches over byte buffers: newlines (shared by the line reader and the block scan) and words
/// (shared by the block scan and the identity reader).
/// - Important: all offsets are byte offsets into the buffer.
enum ByteSearch {
    /// The offset of the first `\n` in `bytes[range]`, or nil.
    static func firstNewline(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress,
            let found = memchr(base + range.lowerBound, 0x0A, range.count)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the last `\n` in `bytes[range]`, or nil.
    static func lastNewline(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == 0x0A { return index }
        }
        return nil
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F
    }

    /// The first `0x` pointer (at least one hex digit, not inside a word) in `bytes`.
    static func firstPointer(in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x30, bytes[index + 1] | 0x20 == 0x78, index == 0 || !isWordByte(bytes[index - 1]) {
                var end = index + 2
                while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
                if end > index + 2 { return index..<end }
            }
            index += 1
        }
        return nil
    }

    /// Whether `byte` is an ASCII hex digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6
    }

    /// Whether two buffers hold the same bytes.
    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// The start of the word that ends at `position`, not before `limit`: the letters, digits,
    /// `_`, `.` and non-ASCII bytes before it (a dotted name, `MyApp.HomeViewController`, with
    /// any letters of other scripts).
    static func wordStart(_ bytes: UnsafeRawBufferPointer, before position: Int, notBefore limit: Int) -> Int {
        var start = position
        while start > limit {
            let byte = bytes[start - 1]
            guard byte >= 0x80 || byte == 0x2E || isWordByte(byte) else { break }
            start -= 1
        }
        return start
    }

    /// The start of the word that ends at `position` and of up to `words` words before it,
    /// separated by ASCII white space or `-` (``wordStart(_:before:notBefore:)`` for each): where a
    /// phrase such as `view controller did appear` starts, given the position of its `did`.
    static func phraseStart(_ bytes: UnsafeRawBufferPointer, before position: Int, notBefore limit: Int, words: Int) -> Int {
        var start = wordStart(bytes, before: position, notBefore: limit)
        for _ in 0..<words {
            var gap = start
            while gap > limit, bytes[gap - 1] == 0x20 || (0x09...0x0D).contains(bytes[gap - 1]) || bytes[gap - 1] == 0x2D { gap -= 1 }
            guard gap < start, gap > limit else { break }
            let word = wordStart(bytes, before: gap, notBefore: limit)
            guard word < gap else { break }
            start = word
        }
        return start
    }

    /// The number of `\n` bytes in `bytes[range]`.
    static func countNewlines(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>) -> Int {
        guard !range.isEmpty, let base = bytes.baseAddress else { return 0 }
        return cbs_count_byte(base.assumingMemoryBound(to: UInt8.self) + range.lowerBound, range.count, 0x0A)
    }
}
