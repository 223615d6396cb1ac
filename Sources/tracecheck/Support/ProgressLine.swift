#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `lint`'s progress on a terminal for big inputs: `reading 38% of 222 MB` on standard error,
/// redrawn in place at most five times a second from the parsing threads, and erased when the
/// reading ends. It is drawn only when standard error is a terminal, the inputs are files of
/// ``threshold`` bytes or more in all, and no findings are printed on that terminal meanwhile.
final class ProgressLine: @unchecked Sendable {
    /// Inputs smaller than this read too fast for a progress line.
    static let threshold = 50_000_000

    private let total: Int
    private let lock = NSLock()
    private var read = 0
    private var lastDraw: UInt64?
    private var drawn = false
    private var finished = false

    /// A progress line for `files`, or nil when none should be drawn.
    /// - Parameter findingsOnTerminal: Findings are printed on standard output as they come, and
    ///   standard output is a terminal (the same screen).
    static func make(files: [String], live: Bool, quiet: Bool, findingsOnTerminal: Bool) -> ProgressLine? {
        guard !quiet, !live, !findingsOnTerminal, isatty(STDERR_FILENO) == 1 else { return nil }
        let total = files.reduce(0) { sum, file in
            sum + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
        return total >= threshold ? ProgressLine(total: total) : nil
    }

    private init(total: Int) { self.total = total }

    /// Counts `bytes` more read, and redraws when the last drawing is old enough.
    func add(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        read += bytes
        guard !finished else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        if let lastDraw, now - lastDraw < 200_000_000 { return }
        lastDraw = now
        let percent = min(100, read * 100 / max(total, 1))
        draw("\r\u{1B}[Kreading \(percent)% of \(total / 1_000_000) MB")
        drawn = true
    }

    /// Erases the line, before anything else is printed.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { draw("\r\u{1B}[K") }
        drawn = false
        finished = true
    }

    private func draw(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress { _ = writeFully(STDERR_FILENO, base, bytes.count) }
        }
    }
}
