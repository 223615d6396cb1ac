import Foundation
import TraceParser

/// Finding text without what changes from one run of an app to the next or with the other
/// files of a run: pointers (`0x…`), UUIDs (persistent session ids, `<uuid>`), pids, line
/// numbers and run-wide subject numbers (`N`). Baselines, JUnit test names and SARIF
/// fingerprints key findings by it. One masks at a time (under a lock), so ``shared`` serves
/// every thread.
public final class StableText: @unchecked Sendable {
    /// A masker for any thread.
    public static let shared = StableText()
    private let lock = NSLock()
    /// Pointers, UUIDs, and the numbers after `pid `, `#`, `line ` and `lines ` (with a range).
    private static let pattern = Result {
        try CompiledPattern(
            #"0x[0-9A-Fa-f]+|\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b|(?:(?<=pid )|(?<=#)|(?<=\bline )|(?<=\blines ))\d+(?:[–-]\d+)?"#)
    }
    private let matcher: Matcher?

    /// A masker (its pattern compiles once per process; it cannot fail for this pattern).
    public init() {
        matcher = try? Matcher(Self.pattern.get())
    }

    /// `text` with every pointer, UUID, pid, line number and run-wide number masked.
    public func masked(_ text: String) -> String {
        guard let matcher else { return text }
        lock.lock()
        defer { lock.unlock() }
        var text = text
        return text.withUTF8 { bytes in
            let buffer = UnsafeRawBufferPointer(bytes)
            var out: [UInt8] = []
            out.reserveCapacity(buffer.count)
            var position = 0
            while position < buffer.count, (try? matcher.matches(buffer, from: position)) == true, let found = matcher.range(0) {
                out.append(contentsOf: buffer[position..<found.lowerBound])
                let isPointer = found.count > 1 && buffer[found.lowerBound] == 0x30 && buffer[found.lowerBound + 1] == 0x78
                out.append(contentsOf: (isPointer ? "0x…" : found.count == 36 && buffer[found.lowerBound + 8] == 0x2D ? "<uuid>" : "N").utf8)
                position = max(found.upperBound, found.lowerBound + 1)
            }
            if position < buffer.count { out.append(contentsOf: buffer[position...]) }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A finding's key, the same from one run of an app to the next: its rule, its file
    /// relative to `paths`, its subject numbered in its process and its process in its file,
    /// and its message masked.
    public func key(_ diagnostic: Diagnostic, paths: BaselinePaths) -> (rule: String, file: String, subject: String?, message: String) {
        (diagnostic.ruleID, paths.relative(diagnostic.location.file), diagnostic.subject?.stableKey(masking: self), masked(diagnostic.message))
    }

    /// A finding's rule, subject and masked message as 16 hex digits (64-bit FNV-1a), for
    /// SARIF's `partialFingerprints`: the result's location names the file, as with the line
    /// hashes of code scanning, so the fingerprint does not depend on where the run was made.
    public func fingerprint(_ diagnostic: Diagnostic) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in [diagnostic.ruleID, diagnostic.subject?.stableKey(masking: self) ?? "", masked(diagnostic.message)] {
            for byte in field.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
