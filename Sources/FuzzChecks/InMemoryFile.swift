#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Bytes as a file the parser can open by path, so that the checks read them the way a log is
/// read (blocks, line cuts, the end of a file): a temporary file in `/dev/shm` (memory) where
/// there is one, else in `/tmp`.
enum InMemoryFile {
    private static let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"

    static func with(_ bytes: UnsafeRawBufferPointer, _ body: (String) -> Void) {
        var template = Array("\(directory)/tracecheck-fuzz-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        precondition(descriptor >= 0, "cannot make a temporary file in \(directory)")
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer {
            close(descriptor)
            unlink(path)
        }
        write(descriptor, bytes)
        body(path)
    }

    private static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            precondition(written > 0 || errno == EINTR, "writing a temporary file failed")
            if written > 0 { offset += written }
        }
    }
}
