#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Newline searches over byte buffers, shared by the line reader and the block scan.
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

    /// The number of `\n` bytes in `bytes[range]`.
    static func countNewlines(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>) -> Int {
        var count = 0
        var cursor = range.lowerBound
        while let newline = firstNewline(bytes, in: cursor..<range.upperBound) {
            count += 1
            cursor = newline + 1
        }
        return count
    }
}
