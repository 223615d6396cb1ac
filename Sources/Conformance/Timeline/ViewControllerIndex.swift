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

    /// A key (class, label or pointer) and a state; nil for an instance whose state is not known yet.
    private struct Filing: Hashable {
        let key: String
        let state: State?
    }

    /// The newest instance created under each key.
    private var newest: [String: Int] = [:]
    /// The instances of each key that may be live, oldest first; ended ones are dropped from the top.
    private var live: [String: [Int]] = [:]
    /// Instances by key and current state.
    private var byState: [Filing: Heap<Entry>] = [:]
    /// The version of each instance's state, by position.
    private var versions: [Int] = []
    /// Heap entries and states looked at (``TraceAnalysis/lookups``).
    private(set) var lookups = 0
    /// The states of the model that accept each callback without a finding, worked out once.
    private var acceptingStates: [LifecycleEvent: [State?]] = [:]

    /// The newest instance created under `key`, ended or not.
    func last(_ key: String) -> Int? { newest[key] }

    /// Files a new instance.
    mutating func add(_ key: String, _ position: Int, _ timeline: Timeline) {
        precondition(position == versions.count, "view controllers are added in order")
        newest[key] = position
        live[key, default: []].append(position)
        versions.append(0)
        file(key, position, timeline)
    }

    /// Files an instance again after it took a callback.
    mutating func update(_ key: String, _ position: Int, _ timeline: Timeline) {
        versions[position] += 1
        file(key, position, timeline)
    }

    /// The newest live instance of `key`.
    mutating func lastLive(_ key: String, in timelines: [Timeline]) -> Int? {
        lookups += 1
        while let top = live[key]?.last, timelines[top].hasEnded {
            live[key]?.removeLast()
            lookups += 1
        }
        return live[key]?.last
    }

    /// The newest live instance of `key` whose state accepts `event` (legal, passive, or first seen).
    mutating func lastLive(_ key: String, accepting event: LifecycleEvent, in timelines: [Timeline]) -> Int? {
        var best: Int?
        for state in accepting(event, model: LifecycleModels.viewController) {
            let filing = Filing(key: key, state: state)
            lookups += 1
            guard var heap = byState.removeValue(forKey: filing) else { continue }
            while let top = heap.max, versions[top.position] != top.version {
                heap.removeMax()
                lookups += 1
            }
            if let top = heap.max, top.position > (best ?? -1) { best = top.position }
            if !heap.isEmpty { byState[filing] = heap }
        }
        return best
    }

    private mutating func file(_ key: String, _ position: Int, _ timeline: Timeline) {
        if timeline.hasEnded { return }
        byState[Filing(key: key, state: timeline.state), default: Heap()].insert(Entry(position: position, version: versions[position]))
    }

    /// The states (nil: not known yet) in which `event` is legal or passive.
    private mutating func accepting(_ event: LifecycleEvent, model: StateMachine) -> [State?] {
        if let states = acceptingStates[event] { return states }
        var states: [State?] = [nil]  // an instance whose history is not seen takes any callback
        var known = model.states.map(\.0)
        for transition in model.transitions { known += transition.from + [transition.to] }
        for state in known where !model.terminal.contains(state) && !states.contains(state) {
            if model.transition(from: state, on: event) != nil || model.isPassive(event, in: state) { states.append(state) }
        }
        acceptingStates[event] = states
        return states
    }
}
