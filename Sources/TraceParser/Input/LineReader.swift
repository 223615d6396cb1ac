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
/// and invalid UTF-8 through untouched. Text that starts with a UTF-16 byte order mark is
/// turned into UTF-8 as it is read (``UTF16Transcoder``).
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
    /// Keep reading at the end of a file, as it grows (`tail -f`).
    public let follow: Bool
    /// Whether the input may make a read wait (a pipe, a terminal, a socket, a followed file):
    /// then the reader waits with ``InputInterruption`` so that a signal ends the wait.
    private let mayWait: Bool
    /// Whether following ended because the file became shorter than what was read.
    public private(set) var wasTruncated = false
    /// The input's first bytes as handed out (UTF-8 for UTF-16 text), up to ``headLength``: what
    /// tells why an input gave no event (``InputEvidence``).
    public private(set) var head: [UInt8] = []
    /// How many of the first bytes ``head`` keeps.
    public static let headLength = 4096
    /// Whether the first read was made (it tells UTF-16 text by its byte order mark).
    private var sawStart = false
    /// For UTF-16 text: the transcoder, the bytes read for it, and the UTF-8 made from them not
    /// handed out yet.
    private var utf16: UTF16Transcoder?
    private var raw: [UInt8] = []
    private var decoded: [UInt8] = []
    private var decodedStart = 0

    /// How long a followed file is left before it is read again, and a quiet input before `idle`
    /// is called again, in milliseconds.
    static let followInterval: Int32 = 200

    /// The default size of one read, in bytes.
    public static let defaultChunkSize = 1 << 20
    /// The default longest line kept whole, in bytes.
    public static let defaultMaxLineLength = 16 << 20

    /// Opens a file for reading, or standard input for `-`.
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input.
    ///   - chunkSize: The size of one read.
    ///   - maxLineLength: The longest line kept whole.
    ///   - follow: Keep reading at the end of the file as it grows, until the inputs are ended
    ///     (``InputInterruption``) or the file is truncated.
    /// - Throws: ``TraceParserError/cannotOpen(path:reason:)`` when the file cannot be opened.
    public init(
        path: String,
        chunkSize: Int = LineReader.defaultChunkSize,
        maxLineLength: Int = LineReader.defaultMaxLineLength,
        follow: Bool = false
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
        self.follow = follow
        var info = stat()
        mayWait = follow || fstat(descriptor, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG
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
        try forEachBlock { block in
            if block.isTruncatedLine {
                try body(ByteLine(number: block.firstLine, bytes: block.bytes, isTruncated: true))
            } else {
                try Self.forEachLine(in: block.bytes, firstLine: block.firstLine, body)
            }
        }
    }

    /// Calls `body` for runs of whole lines, in order: the fastest way to scan a large input.
    /// - Parameters:
    ///   - idle: Called when the input has nothing more for now and the reader is about to wait
    ///     (a pipe that stays open, a followed file), so that what was read can be finished, and
    ///     again every ``followInterval`` milliseconds while it waits.
    ///   - body: Receives each block; the bytes are valid only during the call.
    /// - Throws: ``TraceParserError/readFailed(path:line:reason:)`` on a read error, or
    ///   whatever `body` or `idle` throws.
    public func forEachBlock(idle: () throws -> Void = {}, _ body: (LineBlock) throws -> Void) throws {
        try forEachBlock(idle: idle) { block -> Int? in
            try body(block)
            return nil
        }
    }

    /// ``forEachBlock(idle:_:)`` where `body` may return the number of lines it counted in a
    /// block of whole lines (its `\n` bytes), so that the reader does not count them again.
    func forEachBlock(idle: () throws -> Void = {}, counting body: (LineBlock) throws -> Int?) throws {
        var start = 0  // first unconsumed byte
        var end = 0  // end of valid data
        var lineNumber = 1
        var skippingRest = false  // inside an over-long line whose start was already yielded
        while true {
            if start > 0 {
                // Move the unfinished line to the front so the next read can follow it.
                let base = buffer.baseAddress!
                memmove(base, base + start, end - start)
                end -= start
                start = 0
            }
            if end == buffer.count {
                if buffer.count < maxLineLength {
                    grow(keeping: end)
                } else {
                    if !skippingRest {
                        _ = try body(LineBlock(bytes: UnsafeRawBufferPointer(buffer), firstLine: lineNumber, isTruncatedLine: true))
                        skippingRest = true
                    }
                    end = 0
                }
            }
            if mayWait, decodedStart == decoded.count {
                if !InputInterruption.waitForInput(descriptor, milliseconds: 0) {
                    break
                }
                // While the input stays quiet, `idle` is called again every so often: work it
                // put off (a live preview waiting out its interval) is then done without waiting
                // for the next line, however long that takes.
                var interrupted = false
                while !interrupted, !InputInterruption.hasInput(descriptor) {
                    try idle()
                    interrupted = !InputInterruption.waitForInput(descriptor, milliseconds: Self.followInterval)
                }
                if interrupted { break }
            } else if InputInterruption.isRequested {
                break
            }
            let count = readInput(into: buffer.baseAddress! + end, capacity: buffer.count - end)
            if count < 0 {
                if errno == EINTR { continue }
                throw TraceParserError.readFailed(path: path, line: lineNumber, reason: String(cString: strerror(errno)))
            }
            if count == 0 {
                guard follow, !isTruncated() else { break }
                // At the end of a followed file: wait for it to grow (or for the run to end).
                try idle()
                if !InputInterruption.waitForInput(nil, milliseconds: Self.followInterval) { break }
                continue
            }
            let fresh = end
            end += count
            if skippingRest {
                guard let newline = ByteSearch.firstNewline(UnsafeRawBufferPointer(buffer), in: fresh..<end) else {
                    start = end  // still inside the over-long line
                    continue
                }
                start = newline + 1
                skippingRest = false
                lineNumber += 1
            }
            guard let last = ByteSearch.lastNewline(UnsafeRawBufferPointer(buffer), in: max(start, fresh)..<end) else { continue }
            let block = UnsafeRawBufferPointer(rebasing: buffer[start...last])
            let counted = try body(LineBlock(bytes: block, firstLine: lineNumber, isTruncatedLine: false))
            assert(counted == nil || counted == ByteSearch.countNewlines(block, in: 0..<block.count), "a block's lines counted wrong")
            lineNumber += counted ?? ByteSearch.countNewlines(block, in: 0..<block.count)
            start = last + 1
        }
        if start < end, !skippingRest {
            _ = try body(LineBlock(bytes: UnsafeRawBufferPointer(rebasing: buffer[start..<end]), firstLine: lineNumber, isTruncatedLine: false))
        }
    }

    /// Reads into `destination` (counting the bytes read in ``bytesRead``), turning UTF-16 text
    /// into UTF-8: the number of bytes put there, 0 at the end of the input, -1 on an error
    /// (`errno` says which).
    private func readInput(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        let count = readDecoded(into: destination, capacity: capacity)
        if count > 0, head.count < Self.headLength {
            let kept = min(count, Self.headLength - head.count)
            head.append(contentsOf: UnsafeRawBufferPointer(start: destination, count: kept))
        }
        return count
    }

    private func readDecoded(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        if utf16 == nil {
            let count = read(descriptor, destination, capacity)
            guard count > 0 else { return count }
            bytesRead += count
            let first = !sawStart
            sawStart = true
            let bytes = destination.assumingMemoryBound(to: UInt8.self)
            guard first, count >= 2, let transcoder = UTF16Transcoder(byteOrderMark: bytes[0], bytes[1]) else { return count }
            utf16 = transcoder
            raw = [UInt8](repeating: 0, count: 64 * 1024)
            utf16?.convert(UnsafeRawBufferPointer(start: destination + 2, count: count - 2), into: &decoded)
        }
        while decodedStart == decoded.count {
            decoded.removeAll(keepingCapacity: true)
            decodedStart = 0
            let count = raw.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 { return -1 }
            if count == 0 {
                // A followed file may go on: what is pending waits for the rest of it.
                if !follow { utf16?.finish(into: &decoded) }
                if decoded.isEmpty { return 0 }
                break
            }
            bytesRead += count
            raw.withUnsafeBytes { utf16?.convert(UnsafeRawBufferPointer(rebasing: $0[..<count]), into: &decoded) }
        }
        let count = min(capacity, decoded.count - decodedStart)
        decoded.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + decodedStart, byteCount: count) }
        decodedStart += count
        return count
    }

    /// Whether the followed file is now shorter than what was read (truncated or replaced).
    private func isTruncated() -> Bool {
        var info = stat()
        wasTruncated = fstat(descriptor, &info) == 0 && Int(info.st_size) < bytesRead
        return wasTruncated
    }

    private func grow(keeping count: Int) {
        let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: min(buffer.count * 2, maxLineLength), alignment: 1)
        bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: count)
        buffer.deallocate()
        buffer = bigger
    }

    /// Calls `body` for every line of an in-memory buffer, splitting exactly as the streaming
    /// reader does (a `\r` before the newline is dropped; no line limit applies).
    /// - Parameters:
    ///   - bytes: Whole lines.
    ///   - firstLine: The number of the first line.
    ///   - body: Receives each line; the bytes are valid only during the call.
    public static func forEachLine(
        in bytes: UnsafeRawBufferPointer, firstLine: Int = 1, _ body: (ByteLine) throws -> Void
    ) rethrows {
        var start = 0
        var number = firstLine
        while start < bytes.count {
            let end = ByteSearch.firstNewline(bytes, in: start..<bytes.count) ?? bytes.count
            var stop = end
            if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
            try body(ByteLine(number: number, bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<stop]), isTruncated: false))
            number += 1
            start = end + 1
        }
    }
}
