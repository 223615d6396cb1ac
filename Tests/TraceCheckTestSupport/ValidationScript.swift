import Foundation
import Testing

/// Runs a Python validation script that lives beside this file on documents written to a
/// temporary directory, and records an issue for each way they fail. The scripts exit 0 when
/// every document is valid, 1 when one is not (the reasons on standard error), 3 when a package
/// or tool they need is missing; `scripts/setup --tests` installs what they need.
enum ValidationScript {
    /// - Parameters:
    ///   - documents: The documents, by a name used in messages (`blog.sarif`).
    ///   - script: The script's file name.
    ///   - arguments: What comes before the documents' paths.
    ///   - standard: What the documents are checked against, for messages.
    static func check(
        _ documents: [(name: String, text: String)], script: String, arguments: [String], standard: String,
        sourceLocation: SourceLocation
    ) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for document in documents {
            let url = directory.appendingPathComponent(document.name)
            try document.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(script)
        let result = try ToolRunner.run(["python3", scriptPath.path] + arguments + paths, program: URL(fileURLWithPath: "/usr/bin/env"))
        let output = (result.stdout + result.stderr).replacingOccurrences(of: directory.path + "/", with: "")
        switch result.status {
        case 0:
            return
        case 1:
            Issue.record("not valid against \(standard):\n\(output)", sourceLocation: sourceLocation)
        case 3:
            Issue.record("cannot validate against \(standard): \(output)", sourceLocation: sourceLocation)
        case 127:
            Issue.record("cannot validate against \(standard): python3 is not installed (run scripts/setup --tests)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(script) failed with status \(result.status):\n\(output)", sourceLocation: sourceLocation)
        }
    }
}
