import HeapModule
import TraceParser

/// Finds the view-controller timeline a callback belongs to, in O(log n) amortized however
/// many instances a class has: by pointer (the newest instance at that address), or, for a
/// callback that names only a class or label, the newest live instance whose state accepts the
/// callback, else the newest live one.
///
/// Positions are indices into ``ProcessAnalysis/viewControllers``. Each instance is filed under
/// the state it is in (a max-heap of positions per key and state); an entry goes stale when its
/// instance moves on and is dropped when it reaches the top.
struct ViewControllerIndex {
    /// A heap entry: an instance and the version of its state it was filed with.
    private struct Entry: Comparable {
        let position: Int
        let version: Int
        static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.position, lhs.version) < (rhs.position, rhs.version) }
    }

    /// A key and a state, by their numbers (``key(_:)``; a state by its number in the model
    /// plus one, 0: not known yet).
    private struct Filing: Hashable {
        let key: Int
        let state: Int
    }

    /// The number of each key (class, label or pointer): a key's string is hashed once per
    /// callback, and the filings hash two integers.
    private var keys: [String: Int] = [:]
    /// The newest instance created under each key, by key number.
    private var newest: [Int?] = []
    /// The instances of each key that may be live, oldest first, by key number; ended ones are
    /// dropped from the top.
    private var live: [[Int]] = []
    /// Instances by key and current state.
    private var byState: [Filing: Heap<Entry>] = [:]
    /// For each key, the states (their filing numbers below 64) that have a heap in
    /// ``byState``: most callbacks are accepted in a few states, and a lookup of a state without
    /// a heap, the most common, then hashes nothing.
    private var filedStates: [UInt64] = []
    /// ``accepting``, read without the check of a global's lazy initialization at every callback.
    private let acceptingStates = ViewControllerIndex.accepting
    /// The version of each instance's state, by position.
    private var versions: [Int] = []
    /// For each instance, the state (numbered as in ``Filing``) of its current entry in
    /// ``byState``, -1 when it has none: a callback that leaves it there keeps that entry.
    private var filedIn: [Int] = []
    /// Heap entries and states looked at (``TraceAnalysis/lookups``).
    private(set) var lookups = 0

    /// The number of a key (class, label or pointer), given on first use.
    mutating func key(_ name: String) -> Int {
        if let number = keys[name] { return number }
        if keys.isEmpty {
            // A process with view controllers has a few classes and instances: room for them at
            // once, not a table grown (and every key hashed again) at each doubling from one.
            keys.reserveCapacity(16)
            byState.reserveCapacity(32)
        }
        keys[name] = newest.count
        newest.append(nil)
        live.append([])
        filedStates.append(0)
        return newest.count - 1
    }

    /// The newest instance created under `key`, ended or not.
    func last(_ key: Int) -> Int? { newest[key] }

    /// Files a new instance, in the state of its timeline (its state, the state's number and
    /// its end, as for ``update(_:_:state:number:hasEnded:)``).
    mutating func add(_ key: Int, _ position: Int, state: State?, number: Int?, hasEnded: Bool) {
        precondition(position == versions.count, "view controllers are added in order")
        newest[key] = position
        live[key].append(position)
        versions.append(0)
        filedIn.append(-1)
        file(key, position, in: Self.filing(state: state, number: number, hasEnded: hasEnded))
    }

    /// Files an instance again after it took a callback (its timeline's state, the state's
    /// number and its end: the caller reads them in place, where passing the timeline would copy it).
    mutating func update(_ key: Int, _ position: Int, state: State?, number: Int?, hasEnded: Bool) {
        let filing = Self.filing(state: state, number: number, hasEnded: hasEnded)
        // Still filed in the same state (a passive or repeated callback): its entry stands.
        if let filing, filing == filedIn[position] { return }
        versions[position] += 1
        file(key, position, in: filing)
    }

    /// The newest live instance of `key`.
    mutating func lastLive(_ key: Int, in timelines: [Timeline]) -> Int? {
        lookups += 1
        while let top = live[key].last, timelines.withUnsafeBufferPointer({ $0[top].hasEnded }) {
            live[key].removeLast()
            lookups += 1
        }
        return live[key].last
    }

    /// The newest live instance of `key` whose state accepts `event` (legal, passive, or first seen).
    mutating func lastLive(_ key: Int, accepting event: LifecycleEvent, in timelines: [Timeline]) -> Int? {
        var best: Int?
        for state in acceptingStates[event.index] {
            lookups += 1
            if state < 64, filedStates[key] & (1 << state) == 0 { continue }
            // One hash per state: the heap is pruned in place through its index (an emptied
            // heap stays, for the next filing in that state).
            guard let index = byState.index(forKey: Filing(key: key, state: state)) else { continue }
            if let top = Self.newestCurrent(in: &byState.values[index], versions: versions, lookups: &lookups), top > (best ?? -1) {
                best = top
            }
        }
        return best
    }

    /// Drops the entries of `heap` filed before their instance changed again, and returns the
    /// position of the newest one left.
    private static func newestCurrent(in heap: inout Heap<Entry>, versions: [Int], lookups: inout Int) -> Int? {
        while let top = heap.max, versions[top.position] != top.version {
            heap.removeMax()
            lookups += 1
        }
        return heap.max?.position
    }

    /// Files the instance at `position` in the state `filing` (``filing(state:number:hasEnded:)``;
    /// nil: nowhere).
    private mutating func file(_ key: Int, _ position: Int, in filing: Int?) {
        filedIn[position] = filing ?? -1
        guard let state = filing else { return }
        if state < 64 { filedStates[key] |= 1 << state }
        byState[Filing(key: key, state: state), default: Heap()].insert(Entry(position: position, version: versions[position]))
    }

    /// The state an instance is filed in (numbered as in ``Filing``), nil when it is not filed:
    /// it ended, or its state is outside the model (no callback is accepted there).
    private static func filing(state: State?, number: Int?, hasEnded: Bool) -> Int? {
        guard !hasEnded, state == nil || number != nil else { return nil }
        return number.map { $0 + 1 } ?? 0
    }

    /// By event index, the states (numbered as in ``Filing``) in which the event is legal or
    /// passive, and 0: an instance whose history is not seen takes any callback.
    private static let accepting: [[Int]] = {
        let model = LifecycleModels.viewController
        var known = model.states.map(\.0)
        for transition in model.transitions { known += transition.from + [transition.to] }
        return LifecycleEvent.allCases.map { event in
            var states: [State] = []
            for state in known where !model.terminal.contains(state) && !states.contains(state) {
                if model.transition(from: state, on: event) != nil || model.isPassive(event, in: state) { states.append(state) }
            }
            return [0] + states.compactMap { model.number(of: $0).map { $0 + 1 } }
        }
    }()
}
