#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends reading early, cleanly: after ``install()``, SIGINT (Ctrl-C) and SIGTERM end every input
/// where it has been read, as if the file ended there, so that the run can report what it read;
/// a second signal ends the process as usual.
///
/// The signal handler writes one byte to a pipe (the self-pipe pattern), which readers waiting
/// for input poll beside their input, so a reader blocked on a pipe or following a file wakes
/// at once, whatever thread the signal reached.
public enum InputInterruption {
    /// The pipe's ends; the byte written stays there, so every later reader sees it too.
    static let ends: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// Makes SIGINT and SIGTERM end the input instead of the process (once).
    public static func install() {
        _ = ends
        _ = receivedSignal  // initialized before a handler can write it
        // A parent may have started the process with these signals blocked (Foundation's
        // Process does): unblock them, or Ctrl-C would never arrive.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] { sigaddset(&unblocked, number) }
        _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        for number in [SIGINT, SIGTERM] {
            _ = signal(number) { received in
                InputInterruption.receivedSignal = received
                InputInterruption.request()
                _ = signal(received, SIG_DFL)  // a second signal ends the process
            }
        }
    }

    /// The signal that ended the inputs (SIGINT, SIGTERM), or 0: a run it ended exits with
    /// 128 plus its number after printing what is certain, as shells expect. (Written once by
    /// the handler before the byte that wakes the readers.)
    nonisolated(unsafe) public private(set) static var receivedSignal: Int32 = 0

    /// Ends the inputs now (async-signal-safe: one `write(2)`).
    public static func request() {
        var byte: UInt8 = 1
        _ = write(ends.write, &byte, 1)
    }

    /// Whether reading was ended early.
    public static var isRequested: Bool {
        var entry = pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)
        return ends.read >= 0 && poll(&entry, 1, 0) > 0
    }

    /// Whether `descriptor` has input now (or its end), without waiting.
    static func hasInput(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Waits until `descriptor` has input (true), the inputs are ended early (false), or
    /// `milliseconds` pass (true, to try again; -1 waits without limit).
    public static func waitForInput(_ descriptor: Int32?, milliseconds: Int32) -> Bool {
        var entries = [pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)]
        if let descriptor { entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            let ready = poll(&entries, nfds_t(entries.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ends.read < 0 || entries[0].revents == 0
        }
    }
}
