import Foundation
import Testing

/// Checks JSON documents against a JSON schema with Python's `jsonschema` package, through
/// `validate-json-schema.py` beside this file (the validator the schema declares, Draft 4 for
/// SARIF 2.1.0). A missing `python3` or `jsonschema` fails the test with a message saying what
/// to install; `scripts/setup` installs both.
public enum JSONSchemaValidator {
    /// Records an issue for every way a document breaks the schema.
    /// - Parameters:
    ///   - documents: The documents, by a name used in messages (`blog.sarif`).
    ///   - schema: The schema's path from the repository root.
    public static func check(
        _ documents: [(name: String, text: String)], against schema: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for document in documents {
            let url = directory.appendingPathComponent(document.name)
            try document.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("validate-json-schema.py")
        let result = try ToolRunner.run(
            ["python3", script.path, Fixtures.path(schema)] + paths, program: URL(fileURLWithPath: "/usr/bin/env"))
        let output = (result.stdout + result.stderr).replacingOccurrences(of: directory.path + "/", with: "")
        switch result.status {
        case 0:
            return
        case 1:
            Issue.record("not valid against \(schema):\n\(output)", sourceLocation: sourceLocation)
        case 3:
            Issue.record("cannot validate against \(schema): \(output)", sourceLocation: sourceLocation)
        case 127:
            Issue.record("cannot validate against \(schema): python3 is not installed (run scripts/setup)", sourceLocation: sourceLocation)
        default:
            Issue.record("validate-json-schema.py failed with status \(result.status):\n\(output)", sourceLocation: sourceLocation)
        }
    }
}
