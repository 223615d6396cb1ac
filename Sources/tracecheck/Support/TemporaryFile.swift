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
    /// Its entry in ``SignalCleanup``, while it may have to be removed on a signal.
    private var cleanup: Int?

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
        var cleanup: Int?
        var failure: Int32 = 0
        repeat {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            path = "\(directory).\(name).tracecheck-\(suffix)"
            // Registered before it exists: a signal right after `open` must find it (the
            // handlers are installed by the first registration).
            cleanup = SignalCleanup.register(path)
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            failure = errno
            if descriptor < 0, let slot = cleanup { SignalCleanup.unregister(slot) }
        } while descriptor < 0 && failure == EEXIST
        guard descriptor >= 0 else { throw OutputError.cannotWrite(path: reported, reason: String(cString: strerror(failure))) }
        if let mode { _ = fchmod(descriptor, mode) }
        self.descriptor = descriptor
        self.path = path
        self.reported = reported
        self.cleanup = cleanup
    }

    /// Syncs the file to disk and puts it in the target's place.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)``; the file is then still there, for
    ///   ``discard()``.
    func commit(to target: String, system: FileSystemCalls) throws {
        guard system.sync(descriptor) == 0 else { throw OutputError.systemError(at: reported) }
        guard closeOnce() == 0 else { throw OutputError.systemError(at: reported) }
        guard rename(path, target) == 0 else { throw OutputError.systemError(at: reported) }
        unregister()
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
        unregister()
    }

    private func unregister() {
        if let cleanup { SignalCleanup.unregister(cleanup) }
        cleanup = nil
    }

    /// Closes the descriptor unless it was closed already (a second `close` could close a
    /// descriptor another thread has opened since under the same number).
    private func closeOnce() -> Int32 {
        guard isOpen else { return 0 }
        isOpen = false
        return close(descriptor)
    }

}

/// Removes the temporary files being written when SIGINT or SIGTERM ends the process: the
/// handlers, installed while a temporary file exists, unlink them (async-signal-safe) and end the
/// process with the signal as it would have ended without them. A signal the process ignores
/// stays ignored; a signal its parent left blocked (as Foundation's `Process` does) is let
/// through meanwhile, as ``InputInterruption`` does for `lint`.
enum SignalCleanup {
    /// The most temporary files removed on a signal at once (a run writes a few reports); a file
    /// beyond them is written as well but left behind by a signal.
    static let capacity = 64
    /// The paths of the temporary files that exist, as C strings, read by the handler (which may
    /// neither lock nor allocate): set and cleared under `lock`.
    nonisolated(unsafe) fileprivate static let pending: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    /// Reports are written by several threads at once: every change is made under this lock.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    nonisolated(unsafe) private static var registered = 0
    /// The handlers in force before, restored when no temporary file is left, and the signal mask.
    nonisolated(unsafe) private static var previous: [(signal: Int32, handler: (@convention(c) (Int32) -> Void)?)] = []
    nonisolated(unsafe) private static var previousMask = sigset_t()

    /// Removes `path` if the process is ended by a signal from now on; returns its entry for
    /// ``unregister(_:)``, or nil when ``capacity`` files are registered already.
    static func register(_ path: String) -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard let slot = (0..<capacity).first(where: { pending[$0] == nil }) else { return nil }
        if registered == 0 { install() }
        registered += 1
        pending[slot] = strdup(path)
        return slot
    }

    /// Stops removing the file of an entry on a signal; the last one restores the handlers.
    static func unregister(_ slot: Int) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let path = pending[slot]
        pending[slot] = nil
        free(path)
        registered -= 1
        if registered == 0 {
            for (number, handler) in previous { _ = signal(number, handler) }
            if !previous.isEmpty { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
            previous = []
        }
    }

    /// The paths registered now (for tests).
    static var pendingPaths: [String] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return (0..<capacity).compactMap { pending[$0].map { String(cString: $0) } }
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

/// The handler: removes the pending temporary files and ends the process by the signal.
private func removeAndEnd(_ number: Int32) {
    // Only async-signal-safe calls here: unlink(2), signal(2), raise(3).
    for slot in 0..<SignalCleanup.capacity {
        if let path = SignalCleanup.pending[slot] { unlink(path) }
    }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
