#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a report, a baseline, a scenario or a picture to a file, atomically: the text goes to
/// a temporary file beside the target, which replaces the target (by `rename(2)`) only once it is
/// complete and on disk. On any failure, and on SIGINT or SIGTERM while it is written, the
/// temporary file is removed and an existing target is left as it was: a full disk never leaves
/// a truncated baseline behind.
///
/// A target that exists and is not a regular file (`/dev/stdout`, `/dev/null`, a FIFO) is written
/// in place; a symbolic link is followed, and the file it points to is replaced.
enum OutputFile {
    /// Writes `text` to the file at `path`.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` with the system's reason.
    static func save(_ text: String, to path: String) throws {
        try save(to: path) { try $0.write(text) }
    }

    /// Lets `body` write the file at `path` in pieces.
    /// - Parameter system: The calls that write and sync (tests simulate a full disk with it).
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` with the system's reason, or what
    ///   `body` throws.
    static func save(to path: String, system: FileSystemCalls = .posix, _ body: (Writer) throws -> Void) throws {
        var status = stat()
        let exists = stat(path, &status) == 0
        guard !exists || (status.st_mode & S_IFMT) == S_IFREG else {
            // A device or a FIFO: nothing to replace.
            return try writeInPlace(path, system: system, body)
        }
        let target = resolvedTarget(path)
        let temporary = try TemporaryFile(beside: target, reportedAs: path, mode: exists ? status.st_mode & 0o7777 : nil)
        do {
            try body(Writer(descriptor: temporary.descriptor, path: path, system: system))
            try temporary.commit(to: target, system: system)
        } catch {
            temporary.discard()
            throw error
        }
    }

    private static func writeInPlace(_ path: String, system: FileSystemCalls, _ body: (Writer) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError.systemError(at: path) }
        do {
            try body(Writer(descriptor: descriptor, path: path, system: system))
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw OutputError.systemError(at: path) }
    }

    /// The file a symbolic link at `path` points to (so that the link survives), else `path`.
    private static func resolvedTarget(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// An open output file.
    final class Writer {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        private let system: FileSystemCalls

        fileprivate init(descriptor: Int32, path: String, system: FileSystemCalls) {
            self.descriptor = descriptor
            self.path = path
            self.system = system
        }

        /// Writes text.
        func write(_ text: String) throws {
            var text = text
            try text.withUTF8 { try write($0) }
        }

        /// Writes bytes, retrying short writes.
        func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            guard let base = bytes.baseAddress else { return }
            guard writeFully(descriptor, base, bytes.count, with: system.write) else { throw OutputError.systemError(at: path) }
        }
    }
}

/// The system calls an output file is written with: `write(2)` and `fsync(2)`, or, in tests,
/// calls that fail like a full disk.
struct FileSystemCalls: Sendable {
    var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int
    var sync: @Sendable (Int32) -> Int32

    static let posix = FileSystemCalls(write: { systemWrite($0, $1, $2) }, sync: { fsync($0) })
}
