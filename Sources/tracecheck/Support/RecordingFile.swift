#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `capture` writes a raw log as it arrives, without ever destroying a recorded one: the
/// bytes go to `PATH.partial`, made when the first of them arrives, and the finished recording
/// is synced and renamed over `PATH` at the end (an interrupted capture keeps what it recorded
/// in `PATH.partial`, and a capture that records nothing leaves `PATH` as it was). An existing
/// `PATH` is replaced only with `force`; `-` is standard output, and a device or FIFO is written
/// in place. One thread at a time uses it (the copying thread, then the command once the copy
/// is done).
final class RecordingFile: @unchecked Sendable {
    /// The path as given (`-` for standard output).
    let path: String
    /// Bytes written so far.
    private(set) var recorded = 0
    private let inPlace: Bool
    private var descriptor: Int32 = -1

    /// The file name bytes are written to while the capture runs.
    var partialPath: String { path + ".partial" }

    /// Checks that `path` may be written.
    /// - Throws: ``OutputError`` when `path` is a directory, or when it (or its `.partial`)
    ///   exists and `force` is not set.
    init(_ path: String, force: Bool) throws {
        self.path = path
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, (status.st_mode & S_IFMT) == S_IFDIR { throw OutputError.cannotWrite(path: path, reason: "Is a directory") }
        inPlace = path == "-" || exists && (status.st_mode & S_IFMT) != S_IFREG
        if path == "-" { descriptor = STDOUT_FILENO }
        guard !inPlace, !force else { return }
        if exists {
            throw OutputError.cannotWrite(path: path, reason: "the file exists; capture replaces a recorded log only with --force")
        }
        if stat(partialPath, &status) == 0 {
            throw OutputError.cannotWrite(
                path: partialPath, reason: "the file exists (an unfinished capture?); rename it, or replace it with --force")
        }
    }

    /// Writes bytes, making the file at the first of them.
    /// - Throws: ``OutputError`` when the file cannot be made or written.
    func write(_ bytes: UnsafeRawPointer, count: Int) throws {
        if descriptor < 0 {
            descriptor = inPlace ? open(path, O_WRONLY | O_CLOEXEC) : open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw OutputError.systemError(at: inPlace ? path : partialPath) }
        }
        guard writeFully(descriptor, bytes, count) else { throw OutputError.systemError(at: inPlace ? path : partialPath) }
        recorded += count
    }

    /// Ends the recording: the file is synced and renamed over ``path`` (nothing is made or
    /// replaced when nothing was recorded).
    /// - Throws: ``OutputError`` when the sync or the rename fails (the bytes stay in ``partialPath``).
    func finish() throws {
        guard descriptor >= 0, path != "-" else { return }
        defer { descriptor = -1 }
        if inPlace {
            guard close(descriptor) == 0 else { throw OutputError.systemError(at: path) }
            return
        }
        guard fsync(descriptor) == 0 else {
            close(descriptor)
            throw OutputError.systemError(at: partialPath)
        }
        guard close(descriptor) == 0 else { throw OutputError.systemError(at: partialPath) }
        guard rename(partialPath, path) == 0 else { throw OutputError.systemError(at: path) }
    }
}
