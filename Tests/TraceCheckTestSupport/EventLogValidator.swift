import Foundation
import Testing

/// Checks the event logs of `tracecheck export` against the official schemas and what the
/// standards say beyond them, through `validate-event-log.py` beside this file: OCEL 2.0 with
/// `jsonschema`'s Draft 7 validator and a `date-time` format check, XES with `xmllint --schema`.
/// The schemas are copies of those in the project's reference data
/// (`Tests/TraceCheckCLITests/Schemas/README.md` says where they came from).
public enum EventLogValidator {
    public static let ocelSchema = "Tests/TraceCheckCLITests/Schemas/ocel20-schema-json.json"
    public static let xesSchema = "Tests/TraceCheckCLITests/Schemas/xes-ieee-1849-2016.xsd"

    /// Records an issue for every way an OCEL 2.0 JSON document breaks the standard.
    public static func checkOCEL(_ documents: [(name: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ValidationScript.check(
            documents, script: "validate-event-log.py", arguments: ["ocel", Fixtures.path(ocelSchema)], standard: "OCEL 2.0",
            sourceLocation: sourceLocation)
    }

    /// Records an issue for every way an XES document breaks IEEE 1849-2016.
    public static func checkXES(_ documents: [(name: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ValidationScript.check(
            documents, script: "validate-event-log.py", arguments: ["xes", Fixtures.path(xesSchema)], standard: "XES (IEEE 1849-2016)",
            sourceLocation: sourceLocation)
    }
}
