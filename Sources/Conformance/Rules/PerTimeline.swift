/// What a rule keeps for each timeline, whether the engine hands it the steps timeline by
/// timeline (a process analysed whole) or interleaved in event order (a long process, fed as
/// it is read).
///
/// The value of the timeline being fed is kept at hand; the others wait in a dictionary, so
/// steps timeline by timeline cost one comparison each and interleaved ones a lookup when the
/// timeline changes.
struct PerTimeline<Value: Sendable>: Sendable {
    private let initial: Value
    private var current: Subject.Key?
    private var value: Value
    private var parked: [Subject.Key: Value] = [:]

    /// - Parameter initial: The value of a timeline not seen yet.
    init(_ initial: Value) {
        self.initial = initial
        value = initial
    }

    /// The value of the timeline with `key`.
    subscript(_ key: Subject.Key) -> Value {
        mutating get {
            select(key)
            return value
        }
        _modify {
            select(key)
            yield &value
        }
    }

    /// Forgets the value of a timeline that ended and returns it.
    mutating func end(_ key: Subject.Key) -> Value {
        select(key)
        defer {
            value = initial
            current = nil
        }
        return value
    }

    private mutating func select(_ key: Subject.Key) {
        guard key != current else { return }
        if let current { parked[current] = value }
        // Timeline by timeline (each ended before the next) nothing is parked: no key is hashed.
        value = parked.isEmpty ? initial : parked.removeValue(forKey: key) ?? initial
        current = key
    }
}
