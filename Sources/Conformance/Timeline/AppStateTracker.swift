import TraceParser

/// The app's state at each event of a recorded process, for the swimlanes (after a swap of two
/// callbacks, from the rewritten steps, unlike ``ProcessAnalysis/appState`` as the analysis
/// went), in one pass over the process's steps: asked for locations in log order, it replays every
/// step up to each location once, instead of searching every scene's steps for every event.
struct AppStateTracker {
    private struct Change {
        let location: TraceLocation
        let timeline: Int
        let after: State
    }

    /// Every step of the scenes (or of the app timeline, for apps without scenes), in log order.
    private let changes: [Change]
    private var next = 0
    /// Each timeline's state after the steps replayed so far (nil before its first step).
    private var states: [State?]
    private var active = 0
    private var inactive = 0
    private let initial: State
    private let usesScenes: Bool

    /// Creates a tracker at the start of `process`.
    init(_ process: ProcessAnalysis) {
        let timelines = process.app.map { [$0] } ?? process.scenes
        var changes: [(change: Change, order: Int)] = []
        for (index, timeline) in timelines.enumerated() {
            for step in timeline.steps {
                changes.append((Change(location: step.event.location, timeline: index, after: step.after), changes.count))
            }
        }
        // Log order; steps at one line keep the order they were recorded in.
        self.changes = changes.sorted { ($0.change.location, $0.order) < ($1.change.location, $1.order) }.map(\.change)
        states = [State?](repeating: nil, count: timelines.count)
        initial = process.app?.model.initial ?? .background
        usesScenes = process.app == nil
    }

    /// The state after every step at or before `location`.
    /// - Important: Locations must not decrease from one call to the next.
    mutating func state(at location: TraceLocation) -> State {
        while next < changes.count && changes[next].location <= location {
            let change = changes[next]
            count(states[change.timeline], -1)
            states[change.timeline] = change.after
            count(change.after, 1)
            next += 1
        }
        guard usesScenes else { return states.first.flatMap { $0 } ?? initial }
        if active > 0 { return .active }
        if inactive > 0 { return .inactive }
        return .background
    }

    private mutating func count(_ state: State?, _ delta: Int) {
        if state == .foregroundActive { active += delta }
        if state == .foregroundInactive { inactive += delta }
    }
}
