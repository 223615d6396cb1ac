import TraceParser

extension TraceEvent {
    /// Every key the line names a session by: session pointers and the `persistentIdentifier`.
    var sessionKeys: Set<String> {
        Set(sessions + (persistentIdentifier.map { [$0] } ?? []))
    }
}
