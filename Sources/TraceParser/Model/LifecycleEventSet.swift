/// A set of canonical events as a bit per event (``LifecycleEvent/index``): membership and
/// insertion without hashing, for the sets the check consults for every event.
public struct LifecycleEventSet: Sendable, Hashable {
    /// Room for 128 events (two words; there are fewer, `LifecycleEventTests` checks it).
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Creates an empty set.
    public init() {}

    /// Creates a set of `events`.
    public init(_ events: some Sequence<LifecycleEvent>) {
        for event in events { insert(event) }
    }

    /// Every event.
    public static let all = LifecycleEventSet(LifecycleEvent.allCases)

    /// Whether `event` is in the set.
    public func contains(_ event: LifecycleEvent) -> Bool {
        let index = event.index
        return (index < 64 ? low >> index : high >> (index - 64)) & 1 != 0
    }

    /// Adds `event`; returns whether it was not in the set.
    @discardableResult
    public mutating func insert(_ event: LifecycleEvent) -> Bool {
        let index = event.index
        let bit: UInt64 = 1 << (index & 63)
        if index < 64 {
            defer { low |= bit }
            return low & bit == 0
        }
        defer { high |= bit }
        return high & bit == 0
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { low == 0 && high == 0 }

    /// The events in the set, in ``LifecycleEvent/allCases`` order.
    public var events: [LifecycleEvent] { LifecycleEvent.allCases.filter(contains) }
}

extension LifecycleEventSet: ExpressibleByArrayLiteral {
    public init(arrayLiteral events: LifecycleEvent...) { self.init(events) }
}
