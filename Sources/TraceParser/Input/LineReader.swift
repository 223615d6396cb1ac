#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams the lines of a file or of standard input in bounded memory.
///
/// The reader fills one reusable buffer with large `read(2)` calls and splits lines on bytes, so
/// memory does not grow with the input size, only with the longest line (up to
/// ``maxLineLength``; the rest of a longer line is skipped and the line is marked truncated).
/// It strips a trailing `\r`, yields a final line that has no newline, and passes NUL bytes
/// and invalid UTF-8 through untouched.
public final class LineReader {
    /// The path shown in errors (`-` is standard input).
    public let path: String
    /// The longest line kept whole, in bytes.
    public let maxLineLength: Int
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: UnsafeMutableRawBufferPointer
    /// Bytes read so far, line terminators included.
    public private(set) var bytesRead = 0

    /// The default size of one read, in bytes.
    public static let defaultChunkSize = 1 << 20
    /// The default longest line kept whole, in bytes.
    public static let defaultMaxLineLength = 16 << 20

    /// Opens a file for reading, or standard input for `-`.
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input.
    ///   - chunkSize: The size of one read.
    ///   - maxLineLength: The longest line kept whole.
    /// - Throws: ``TraceParserError/cannotOpen(path:reason:)`` when the file cannot be opened.
    public init(
        path: String,
        chunkSize: Int = LineReader.defaultChunkSize,
        maxLineLength: Int = LineReader.defaultMaxLineLength
    ) throws {
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else {
                throw TraceParserError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
            descriptor = fd
            ownsDescriptor = true
        }
        self.path = path
        self.maxLineLength = max(maxLineLength, 1)
        buffer = .allocate(byteCount: max(min(chunkSize, self.maxLineLength), 16), alignment: 1)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// Calls `body` for every line, in order.
    /// - Parameter body: Receives each line; the bytes are valid only during the call.
    /// - Throws: ``TraceParserError/readFailed(path:line:reason:)`` on a read error (for
    ///   example a directory), or whatever `body` throws.
    public func forEachLine(_ body: (ByteLine) throws -> Void) throws {
        var start = 0  // first byte of the current line
        var end = 0  // end of valid data
        var lineNumber = 1
        var skippingRest = false  // inside an over-long line whose start was already yielded
        var atEOF = false

        while !atEOF {
            if start > 0 {
                // Move the unfinished line to the front so the next read can follow it.
                let base = buffer.baseAddress!
                memmove(base, base + start, end - start)
                end -= start
                start = 0
            }
            if end == buffer.count { try growOrTruncate(end: &end, line: lineNumber, skipping: &skippingRest, body) }
            let count = read(descriptor, buffer.baseAddress! + end, buffer.count - end)
            if count < 0 {
                if errno == EINTR { continue }
                throw TraceParserError.readFailed(path: path, line: lineNumber, reason: String(cString: strerror(errno)))
            }
            if count == 0 { atEOF = true }
            bytesRead += count
            let scanFrom = end
            end += count
            var cursor = scanFrom
            while cursor < end, let newline = memchr(buffer.baseAddress! + cursor, 0x0A, end - cursor) {
                let lineEnd = buffer.baseAddress!.distance(to: newline)
                if !skippingRest {
                    try body(line(number: lineNumber, from: start, to: lineEnd, truncated: false))
                }
                skippingRest = false
                lineNumber += 1
                start = lineEnd + 1
                cursor = start
            }
            if skippingRest { start = end }  // drop the rest of an over-long line
        }
        if start < end, !skippingRest {
            try body(line(number: lineNumber, from: start, to: end, truncated: false))
        }
    }

    /// Makes room when the buffer holds one unfinished line: doubles the buffer up to the line
    /// limit, then yields the line's start as truncated and skips to its end.
    private func growOrTruncate(
        end: inout Int, line: Int, skipping: inout Bool, _ body: (ByteLine) throws -> Void
    ) throws {
        if buffer.count < maxLineLength {
            let bigger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(buffer.count * 2, maxLineLength), alignment: 1)
            bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
            buffer.deallocate()
            buffer = bigger
            return
        }
        if !skipping {
            try body(ByteLine(number: line, bytes: UnsafeRawBufferPointer(buffer), isTruncated: true))
            skipping = true
        }
        end = 0
    }

    private func line(number: Int, from start: Int, to end: Int, truncated: Bool) -> ByteLine {
        var stop = end
        if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
        let slice = UnsafeRawBufferPointer(rebasing: buffer[start..<stop])
        return ByteLine(number: number, bytes: slice, isTruncated: truncated)
    }

    /// Calls `body` for every line of an in-memory buffer, splitting exactly as the streaming
    /// reader does (no line limit applies).
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - body: Receives each line; the bytes are valid only during the call.
    public static func forEachLine(in bytes: UnsafeRawBufferPointer, _ body: (ByteLine) throws -> Void) rethrows {
        var start = 0
        var number = 1
        while start < bytes.count {
            var end = bytes.count
            if let newline = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) {
                end = bytes.baseAddress!.distance(to: UnsafeRawPointer(newline))
            }
            var stop = end
            if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
            try body(ByteLine(number: number, bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<stop]), isTruncated: false))
            number += 1
            start = end + 1
        }
    }
}
