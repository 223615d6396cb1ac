import Foundation

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
        FileHandle(fileDescriptor: descriptor).write(Data(bytes))
        body(path)
    }
}
