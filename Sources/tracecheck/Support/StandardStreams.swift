#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceParser

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

/// Writes all bytes to a file descriptor; gives up quietly on a closed pipe.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    _ = writeFully(descriptor, base, bytes.count)
}

/// Standard streams the parent closed (`<&-`, `>&-`) are opened on `/dev/null` when tracecheck
/// starts, so that no file or pipe it opens takes their numbers: a report would otherwise get
/// the text meant for standard output, and standard input would read the pipe that signals
/// Ctrl-C (and wait forever). Reading `-` from a closed standard input is then an error.
enum ClosedStandardStreams {
    nonisolated(unsafe) private(set) static var inputWasClosed = false

    /// Opens `/dev/null` on each closed standard stream; call first thing.
    static func reopen() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            if descriptor == STDIN_FILENO { inputWasClosed = true }
        }
    }

    /// How many skipped files a note names before it counts the rest.
    static let namedSkippedFiles = 5

    /// The input files of `paths` (``InputPaths/expand(_:filter:)``); for each directory with
    /// files that are not read, a note on standard error names them (unless `quiet`).
    /// - Throws: ``TraceParserError`` for a missing input, or for `-` when standard input was closed.
    static func expand(_ paths: [String], filter: DirectoryFilter = DirectoryFilter(), quiet: Bool = false) throws -> [String] {
        let expanded = try InputPaths.expand(paths, filter: filter)
        let files = expanded.files
        for (directory, skipped) in expanded.skipped where !quiet {
            let named = skipped.prefix(namedSkippedFiles).joined(separator: ", ")
            let more = skipped.count > namedSkippedFiles ? " and \(skipped.count - namedSkippedFiles) more" : ""
            printError("note: skipped \(Plural.count(skipped.count, "file")) in \(directory): \(named)\(more) (--include GLOB reads them)")
        }
        if inputWasClosed, files.contains("-") {
            throw TraceParserError.cannotOpen(path: "<stdin>", reason: "standard input is closed")
        }
        return files
    }
}
