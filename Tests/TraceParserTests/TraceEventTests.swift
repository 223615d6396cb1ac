import Foundation
import Testing
import TraceParser

/// A `TraceEvent` shares its fields between copies: copies must still behave as values.
@Suite struct TraceEventTests {
    private func event() -> TraceEvent {
        var event = TraceEvent(
            location: TraceLocation(file: "app.log", line: 3), event: .sceneWillConnect, pid: 42,
            timestamp: Timestamp(bytes: Array("2020-04-26 12:34:56.789+0900".utf8)), scene: "0x1",
            session: "0x2", sessions: ["0x2"], raw: "scene(_:willConnectTo:options:) 0x1 0x2")
        event.launchOptions = ["url"]
        return event
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = event()
        var copy = original
        #expect(copy == original)
        copy.sessions.append("0x3")
        copy.location.line = 4
        copy.fuzzy = true
        #expect(original.sessions == ["0x2"])
        #expect(original.location.line == 3)
        #expect(!original.fuzzy)
        #expect(copy != original)
        #expect(copy.sessions == ["0x2", "0x3"])
    }

    @Test func equalFieldsAreEqualEventsWithEqualHashes() {
        let one = event()
        let other = event()
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        var changed = other
        changed.scene = "0x9"
        #expect(Set([one, other, changed]).count == 2)
    }

    @Test func encodesEveryFieldByItsName() throws {
        let data = try JSONEncoder().encode(event())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "location", "event", "source", "process", "pid", "timestamp", "scene", "session", "sessions", "raw",
                "fuzzy", "launchOptions",
            ])
        let decoded = try JSONDecoder().decode(TraceEvent.self, from: data)
        #expect(decoded == event())
    }
}
