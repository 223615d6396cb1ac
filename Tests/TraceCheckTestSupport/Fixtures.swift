import Foundation

/// Paths of the repository, found from this file's location.
public enum Fixtures {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path under the repository root.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The text of a file under the repository root.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Every file under `directory` (relative to the root) whose name ends with `suffix`, sorted.
    public static func files(under directory: String, suffix: String) -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(suffix) }
            .map { directory + "/" + $0 }
            .sorted()
    }

    /// A scratch directory for one test, removed by the caller.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tracecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
