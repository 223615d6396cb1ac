import Foundation
import Testing

/// Golden-file comparison: `TRACECHECK_RECORD=1 swift test` rewrites the files, and still fails
/// so that a recording run is never mistaken for a passing one.
public enum Golden {
    /// Whether this run records golden files.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TRACECHECK_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `relativePath` (from the repository root).
    /// Line endings are normalised and the repository's absolute path becomes `${ROOT}`.
    public static func check(
        _ actual: String, against relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let normalized = normalize(actual)
        let path = Fixtures.path(relativePath)
        if isRecording {
            do {
                try normalized.write(toFile: path, atomically: true, encoding: .utf8)
                Issue.record("recorded \(relativePath); run again without TRACECHECK_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(relativePath): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing golden file \(relativePath); record it with TRACECHECK_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if normalize(expected) != normalized {
            Issue.record(
                "output differs from \(relativePath) (re-record with TRACECHECK_RECORD=1 swift test):\n\(firstDifference(normalize(expected), normalized))",
                sourceLocation: sourceLocation)
        }
    }

    /// CRLF to LF, and the repository root to `${ROOT}`.
    public static func normalize(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: Fixtures.root.path, with: "${ROOT}")
    }

    /// The first line where two texts differ, as `line N:` followed by `- expected` and `+ actual`.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.components(separatedBy: "\n")
        let a = actual.components(separatedBy: "\n")
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? e[index] : "<end of file>"
            let right = index < a.count ? a[index] : "<end of output>"
            if left != right { return "line \(index + 1):\n- \(left)\n+ \(right)" }
        }
        return "(no line differs)"
    }
}
