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
        try ValidationScript.check(
            documents, script: "validate-json-schema.py", arguments: [Fixtures.path(schema)], standard: schema, sourceLocation: sourceLocation)
    }
}
