#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writing to standard output, flushed in large blocks.
final class StandardOutput {
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    init() { buffer.reserveCapacity(limit + 4096) }

    deinit { flush() }

    /// Appends text; writes when the buffer is full.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= limit { flush() }
    }

    /// Appends bytes; writes when the buffer is full.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { flush() }
    }

    /// Writes everything held.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes one line to standard error.
func printError(_ text: String) {
    Array((text + "\n").utf8).withUnsafeBytes { writeAll(STDERR_FILENO, $0) }
}

/// Writes all bytes to a file descriptor, retrying short writes; gives up quietly on a closed pipe.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}
