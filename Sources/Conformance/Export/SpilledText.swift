import Foundation

/// Text written in order and read back once at the end: in memory up to a limit, beyond it in an
/// ``UnlinkedTemporaryFile`` (in memory still when the file cannot be created or written), so
/// that the part of an export written last holds a bounded amount of memory.
final class SpilledText {
    /// The most bytes kept in memory before they go to the file.
    let memoryLimit: Int
    private var memory = ""
    private var file: FileHandle?
    private var fileFailed = false
    /// Bytes in the file (tests check that the limit is kept).
    private(set) var spilledBytes = 0

    init(memoryLimit: Int = 1 << 20) {
        self.memoryLimit = max(memoryLimit, 1)
    }

    deinit { try? file?.close() }

    /// Whether nothing was appended (or only empty text).
    var isEmpty: Bool { spilledBytes == 0 && memory.isEmpty }

    /// Adds `text` at the end.
    func append(_ text: String) {
        memory += text
        guard memory.utf8.count >= memoryLimit, !fileFailed else { return }
        if file == nil { file = UnlinkedTemporaryFile.create(prefix: "tracecheck-export") }
        guard let file, (try? file.write(contentsOf: Data(memory.utf8))) != nil else {
            // A write can fail half done (a full disk): what it wrote is cut off again, and the
            // text stays in memory.
            fileFailed = true
            if let file { try? file.truncate(atOffset: UInt64(spilledBytes)) }
            return
        }
        spilledBytes += memory.utf8.count
        memory = ""
    }

    /// Hands the text to `write` in order, in pieces of at most 256 KiB from the file, then
    /// what is in memory.
    /// - Throws: What `write` throws, or an error reading the file back.
    func drain(_ write: (String) throws -> Void) throws {
        if let file, spilledBytes > 0 {
            try file.seek(toOffset: 0)
            var pending = Data()
            var left = spilledBytes
            while left > 0, let block = try file.read(upToCount: min(left, 256 * 1024)), !block.isEmpty {
                left -= block.count
                pending += block
                // A piece ends at a whole character (a UTF-8 sequence is not split).
                var end = pending.count
                while end > 0, pending[pending.startIndex + end - 1] & 0xC0 == 0x80 { end -= 1 }
                if end > 0, pending[pending.startIndex + end - 1] >= 0xC0 { end -= 1 }
                try write(String(decoding: pending.prefix(end), as: UTF8.self))
                pending = Data(pending.dropFirst(end))
            }
            if !pending.isEmpty { try write(String(decoding: pending, as: UTF8.self)) }
        }
        try write(memory)
    }
}
