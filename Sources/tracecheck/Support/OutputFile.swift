#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a whole report to a file.
enum OutputFile {
    /// Creates or truncates the file at `path` and writes `text` to it.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` with the system's reason.
    static func save(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let error = failure(path)
                close(descriptor)
                throw error
            }
            offset += written
        }
        guard close(descriptor) == 0 else { throw failure(path) }
    }

    private static func failure(_ path: String) -> OutputError {
        .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}
