import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

/// The public contracts are documented: every event id and every jsonl key.
@Suite struct DocumentationTests {
    @Test func everyEventIdIsInTheEventsTable() throws {
        let doc = try Fixtures.text("docs/events.md")
        let missing = LifecycleEvent.allCases.filter { !doc.contains("| `\($0.rawValue)` |") }
        #expect(missing.isEmpty, "docs/events.md does not list \(missing.map(\.rawValue))")
    }

    @Test func everyJSONLKeyIsDocumented() throws {
        let doc = try Fixtures.text("docs/events-jsonl.md")
        let line = EventJSONL.encode(TraceEvent(location: TraceLocation(file: "f", line: 1), event: .sceneWillConnect, raw: ""))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let missing = object.keys.filter { !doc.contains("| `\($0)` |") }.sorted()
        #expect(missing.isEmpty, "docs/events-jsonl.md does not describe \(missing)")
        #expect(object["schema"] as? String == "tracecheck.events.v1")
    }
}
