import TraceParser

extension TraceEvent {
    /// Every key the line names a session by: session pointers and the `persistentIdentifier`.
    var sessionKeys: Set<String> { Set(orderedSessionKeys) }

    /// The same keys in print order: session pointers (or identifiers), then the identifier.
    var orderedSessionKeys: [String] {
        var keys = sessions
        if let identifier = persistentIdentifier, !keys.contains(identifier) { keys.append(identifier) }
        return keys
    }
}
