import TraceParser

/// Sends scene callbacks to scene timelines: by the pointer they print, by their session, or,
/// when they print neither, to the only scene that can take them (spec §12).
struct SceneAssigner {
    /// One timeline per scene object (the analyzer settles and trims them as the rules are fed).
    var timelines: [Timeline] = []
    /// The timeline of the last event assigned.
    private(set) var lastApplied = 0
    private let process: Int
    /// The process's number in its file (``Subject/processRole``), and its scenes so far (their
    /// ``Subject/role``).
    private let processRole: Int
    private var created = 0
    private let startSeen: Bool
    private let callbacks: PrintedCallbacks
    private var byPointer: [String: Int] = [:]
    private var bySession: [String: Int] = [:]
    private var lastTouched: [Int] = []
    /// The clock behind `lastTouched`: one tick per callback.
    private var clock = 0
    /// The scenes that have not ended, in order: every lookup without a pointer looks only at these.
    private var live: [Int] = []
    /// Scenes looked at to place callbacks (``TraceAnalysis/lookups``).
    private(set) var lookups = 0
    /// How many scenes are foregroundActive and foregroundInactive after their last step.
    private var active = 0
    private var inactive = 0

    /// The app's state derived from its scenes, as `UIApplication.applicationState` reports it:
    /// `active` when a scene is foregroundActive, else `inactive` when one is
    /// foregroundInactive, else `background` (which covers no connected scene).
    var appState: State { active > 0 ? .active : inactive > 0 ? .inactive : .background }

    init(process: Int, processRole: Int, startSeen: Bool, callbacks: PrintedCallbacks) {
        self.process = process
        self.processRole = processRole
        self.startSeen = startSeen
        self.callbacks = callbacks
    }

    mutating func assign(_ event: TraceEvent, next: () -> Int) {
        lookups += 1 + live.count  // the scans below look at live scenes only
        if let pointer = event.scene {
            // A disconnected pointer that connects again is a new object at a reused address.
            if let index = byPointer[pointer], !(timelines[index].hasEnded && event.event == .sceneWillConnect) {
                return apply(event, to: index, attribution: nil)
            }
            // The scene may be one whose earlier lines printed no pointer: the only live scene
            // without a pointer that can take the callback gets this pointer.
            let unnamed = live.filter { timelines[$0].subject.identity == nil }
            let accepting = unnamed.filter { accepts($0, event.event) }
            if accepting.count == 1, unnamed.count == 1 {
                let index = accepting[0]
                let subject = timelines[index].subject
                timelines[index].subject = Subject(
                    kind: .scene, ordinal: subject.ordinal, role: subject.role, processRole: subject.processRole, process: subject.process,
                    identity: pointer)
                byPointer[pointer] = index
                linkSessions(of: event, to: index)
                return apply(event, to: index, attribution: nil)
            }
            let index = newScene(identity: pointer, next: next)
            byPointer[pointer] = index
            linkSessions(of: event, to: index)
            return apply(event, to: index, attribution: nil)
        }
        if let key = event.sessions.first(where: { bySession[$0] != nil }), let index = bySession[key],
            !timelines[index].hasEnded
        {
            return apply(event, to: index, attribution: .session(key))
        }
        if event.event == .sceneWillConnect {
            // A scene seen only through callbacks before its connection (geometry) connects now.
            if let waiting = live.first(where: {
                timelines[$0].subject.identity == nil && timelines[$0].state == .unattached && timelines[$0].stepCount > 0
            }) {
                linkSessions(of: event, to: waiting)
                return apply(event, to: waiting, attribution: nil)
            }
            let index = newScene(identity: nil, next: next)
            linkSessions(of: event, to: index)
            return apply(event, to: index, attribution: nil)
        }
        let live = self.live
        let candidates = live.filter { accepts($0, event.event) }
        if candidates.count == 1 {
            return apply(event, to: candidates[0], attribution: .onlyCandidate(connectedScenes: live.count))
        }
        if candidates.count > 1 {
            let chosen = mostRecent(candidates)
            let others = candidates.map { timelines[$0].subject }
            return apply(event, to: chosen, attribution: .ambiguous(candidates: others))
        }
        if live.count == 1 {
            return apply(event, to: live[0], attribution: .onlyCandidate(connectedScenes: 1))
        }
        if live.count > 1 {
            return apply(event, to: mostRecent(live), attribution: .ambiguous(candidates: live.map { timelines[$0].subject }))
        }
        // No live scene: the callback belongs to a scene whose connection is not in the log, or
        // (after a disconnect) to a new scene object.
        let index = newScene(identity: nil, next: next)
        apply(event, to: index, attribution: timelines.count > 1 ? .newScene : nil)
    }

    /// Whether a timeline can take a callback without a finding (by index, through a buffer:
    /// passing the timeline, or calling its method on the array's element, copies it).
    private func accepts(_ index: Int, _ event: LifecycleEvent) -> Bool {
        timelines.withUnsafeBufferPointer { $0[index].takesWithoutFinding(event) }
    }

    private mutating func newScene(identity: String?, next: () -> Int) -> Int {
        if timelines.isEmpty {
            // Room for a few scenes and their sessions at once, not tables grown by doubling
            // (rehashing every pointer) from one in every process.
            byPointer.reserveCapacity(8)
            bySession.reserveCapacity(8)
        }
        created += 1
        let subject = Subject(kind: .scene, ordinal: next(), role: created, processRole: processRole, process: process, identity: identity)
        timelines.append(Timeline(subject: subject, model: LifecycleModels.scene, startSeen: startSeen, callbacks: callbacks))
        lastTouched.append(0)
        live.append(timelines.count - 1)
        return timelines.count - 1
    }

    private mutating func linkSessions(of event: TraceEvent, to index: Int) {
        for key in event.sessions { bySession[key] = index }
    }

    private mutating func apply(_ event: TraceEvent, to index: Int, attribution: Attribution?) {
        count(timelines[index].steps.last?.after, -1)
        timelines[index].apply(event, attribution: attribution)
        count(timelines[index].steps.last?.after, 1)
        lastApplied = index
        clock += 1
        lastTouched[index] = clock
        if timelines[index].hasEnded, let position = live.lastIndex(of: index) { live.remove(at: position) }
        if event.event == .sceneWillConnect { linkSessions(of: event, to: index) }
    }

    private mutating func count(_ state: State?, _ delta: Int) {
        // A name of another length is another state (the two names are ASCII): most steps are
        // told apart by their length, not by comparing names (two per step, on every callback).
        guard let length = state?.rawValue.utf8.count else { return }
        if length == Self.activeLength, state == .foregroundActive { active += delta }
        if length == Self.inactiveLength, state == .foregroundInactive { inactive += delta }
    }

    private static let activeLength = State.foregroundActive.rawValue.utf8.count
    private static let inactiveLength = State.foregroundInactive.rawValue.utf8.count

    private func mostRecent(_ indices: [Int]) -> Int {
        indices.max { lastTouched[$0] < lastTouched[$1] } ?? indices[0]
    }
}
