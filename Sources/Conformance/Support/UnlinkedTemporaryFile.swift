import Foundation

/// A temporary file removed from its directory as soon as it is created and kept open: nothing is
/// left behind by a crash or a signal.
enum UnlinkedTemporaryFile {
    /// A new one, open for reading and writing, or nil when it cannot be created.
    static func create(prefix: String) -> FileHandle? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = try? FileHandle(forUpdating: url)
        else { return nil }
        try? FileManager.default.removeItem(at: url)
        return handle
    }
}
