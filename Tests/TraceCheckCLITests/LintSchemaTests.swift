import Foundation
import Testing
import TraceCheckTestSupport

/// The machine-readable reports are valid against their schemas: SARIF against the OASIS SARIF
/// 2.1.0 schema, json against `docs/lint-json.schema.json`.
@Suite struct LintSchemaTests {
    static let sarifSchema = "Tests/TraceCheckCLITests/Schemas/sarif-schema-2.1.0.json"
    static let lintSchema = "docs/lint-json.schema.json"

    /// Every trace of the golden tests, plus all of traces/ in one run.
    static let inputs = LintReporterCommandTests.traces.map { [$0] } + [["traces"]]

    private func documents(_ reporter: String) throws -> [(name: String, text: String)] {
        try Self.inputs.enumerated().map { index, paths in
            let result = try ToolRunner.run(["lint", "--reporter", reporter, "--fail-on", "never"] + paths)
            #expect(result.status == 0, "\(paths)")
            return (name: "\(index)-\(paths[0].split(separator: "/").last ?? "").\(reporter)", text: result.stdout)
        }
    }

    @Test func sarifIsValidSARIF210() throws {
        try JSONSchemaValidator.check(documents("sarif"), against: Self.sarifSchema)
    }

    @Test func jsonIsValidAgainstItsSchema() throws {
        try JSONSchemaValidator.check(documents("json"), against: Self.lintSchema)
    }

    /// The validation really runs: a SARIF log without `version` and with an unknown level fails.
    @Test func invalidSARIFIsRejected() throws {
        let broken = #"{"runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#
        withKnownIssue {
            try JSONSchemaValidator.check([(name: "broken.sarif", text: broken)], against: Self.sarifSchema)
        }
    }
}
