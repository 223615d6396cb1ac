#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file an output is written to before it replaces its target (``OutputFile``):
/// `.NAME.tracecheck-XXXXXXXX` in the target's directory, so that the final `rename(2)` stays on
/// one file system. While it exists, SIGINT and SIGTERM remove it before they end the process.
final class TemporaryFile {
    let descriptor: Int32
    private let path: String
    /// The name errors give (the target as the user wrote it).
    private let reported: String
    private var isOpen = true

    /// Creates the file.
    /// - Parameters:
    ///   - target: The file it will replace.
    ///   - reported: The target as the user wrote it, for errors.
    ///   - mode: The permissions to give it (the target's, when it exists); else the usual ones
    ///     for a new file (0644 less the umask).
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` when the directory does not let it be made.
    init(beside target: String, reportedAs reported: String, mode: mode_t?) throws {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var descriptor: Int32 = -1
        var path = ""
        repeat {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            path = "\(directory).\(name).tracecheck-\(suffix)"
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else { throw OutputError.cannotWrite(path: reported, reason: String(cString: strerror(errno))) }
        if let mode { _ = fchmod(descriptor, mode) }
        self.descriptor = descriptor
        self.path = path
        self.reported = reported
        SignalCleanup.remove(onSignal: path)
    }

    /// Syncs the file to disk and puts it in the target's place.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)``; the file is then still there, for
    ///   ``discard()``.
    func commit(to target: String, system: FileSystemCalls) throws {
        guard system.sync(descriptor) == 0 else { throw failure() }
        guard closeOnce() == 0 else { throw failure() }
        guard rename(path, target) == 0 else { throw failure() }
        SignalCleanup.remove(onSignal: nil)
        // The rename itself reaches the disk with its directory.
        let directory = open(target.lastIndex(of: "/").map { String(target[...$0]) } ?? ".", O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// Removes the file, leaving the target as it was.
    func discard() {
        _ = closeOnce()
        unlink(path)
        SignalCleanup.remove(onSignal: nil)
    }

    /// Closes the descriptor unless it was closed already (a second `close` could close a
    /// descriptor another thread has opened since under the same number).
    private func closeOnce() -> Int32 {
        guard isOpen else { return 0 }
        isOpen = false
        return close(descriptor)
    }

    private func failure() -> OutputError {
        .cannotWrite(path: reported, reason: String(cString: strerror(errno)))
    }
}

/// Removes the temporary file being written when SIGINT or SIGTERM ends the process: the
/// handlers, installed while a temporary file exists, unlink it (async-signal-safe) and end the
/// process with the signal as it would have ended without them. A signal the process ignores
/// stays ignored; a signal its parent left blocked (as Foundation's `Process` does) is let
/// through meanwhile, as ``InputInterruption`` does for `lint`.
enum SignalCleanup {
    /// The temporary file's path as a C string, read by the handler.
    nonisolated(unsafe) fileprivate static var pending: UnsafeMutablePointer<CChar>?
    /// The handlers in force before, restored when no temporary file is left, and the signal mask.
    nonisolated(unsafe) private static var previous: [(signal: Int32, handler: (@convention(c) (Int32) -> Void)?)] = []
    nonisolated(unsafe) private static var previousMask = sigset_t()

    /// Removes `path` if the process is ended by a signal from now on; nil cancels that.
    static func remove(onSignal path: String?) {
        let old = pending
        if let path {
            pending = strdup(path)
            if previous.isEmpty { install() }
        } else {
            pending = nil
            for (number, handler) in previous { _ = signal(number, handler) }
            if !previous.isEmpty { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
            previous = []
        }
        free(old)
    }

    private static func install() {
        for number in [SIGINT, SIGTERM] {
            let handler = signal(number, removeAndEnd)
            if unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(number, SIG_IGN)
            } else {
                previous.append((number, handler))
            }
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        for (number, _) in previous { sigaddset(&signals, number) }
        _ = pthread_sigmask(SIG_UNBLOCK, &signals, &previousMask)
    }
}

/// The handler: removes the pending temporary file and ends the process by the signal.
private func removeAndEnd(_ number: Int32) {
    // Only async-signal-safe calls here: unlink(2), signal(2), raise(3).
    if let path = SignalCleanup.pending { unlink(path) }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
