#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a report or a picture to a file.
enum OutputFile {
    /// Creates or truncates the file at `path` and writes `text` to it.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` with the system's reason.
    static func save(_ text: String, to path: String) throws {
        try save(to: path) { try $0.write(text) }
    }

    /// Creates or truncates the file at `path` and lets `body` write it in pieces.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` with the system's reason, or what
    ///   `body` throws.
    static func save(to path: String, _ body: (Writer) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        let writer = Writer(descriptor: descriptor, path: path)
        do {
            try body(writer)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(path) }
    }

    /// An open output file.
    final class Writer {
        fileprivate let descriptor: Int32
        fileprivate let path: String

        fileprivate init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        /// Writes text.
        func write(_ text: String) throws {
            var text = text
            try text.withUTF8 { try write($0) }
        }

        /// Writes bytes, retrying short writes.
        func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = writeBytes(descriptor, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw OutputFile.failure(path) }
                offset += written
            }
        }
    }

    fileprivate static func failure(_ path: String) -> OutputError {
        .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}

/// `write(2)`, under a name that methods called `write` do not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
