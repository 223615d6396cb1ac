/// Assigns events to processes: a new file, a kill marker, a changed pid, or (when the pid does
/// not show) a second launch start a new one.
struct ProcessTracker {
    /// A launch callback and how it was printed (the callback and its notification are one launch).
    private struct LaunchKey: Hashable {
        let event: LifecycleEvent
        let source: EventSource
    }

    private(set) var processes: [ProcessInfo] = []
    private var pending: ProcessInfo.Boundary? = .file
    private var launchesSeen: Set<LaunchKey> = []
    private var sawLifecycle = false

    /// A new input begins.
    mutating func startFile() { pending = .file }

    /// A marker said the process ended; the next event starts another.
    mutating func processEnded(at location: TraceLocation) {
        guard pending == nil else { return }
        pending = .kill
        if !processes.isEmpty { processes[processes.count - 1].endMarker = location }
    }

    /// The ordinal for an event, starting a process when needed.
    mutating func assign(_ event: LifecycleEvent, source: EventSource, pid: Int?, name: String?, at location: TraceLocation) -> Int {
        let isLaunch = event.isLaunch
        let launchKey = LaunchKey(event: event, source: source)
        var boundary = pending
        if boundary == nil, let pid, let current = processes.last?.pid, pid != current { boundary = .pid }
        // A second launch means a new process, unless the pid says it is the same one (then
        // events before the launch callback are a finding for the checker, not a boundary).
        let samePid = pid != nil && pid == processes.last?.pid
        if boundary == nil, isLaunch, !samePid, sawLifecycle || launchesSeen.contains(launchKey) { boundary = .launch }
        if let boundary {
            processes.append(ProcessInfo(ordinal: processes.count + 1, pid: pid, name: name, boundary: boundary, start: location))
            pending = nil
            launchesSeen = []
            sawLifecycle = false
        } else if processes[processes.count - 1].pid == nil, let pid {
            processes[processes.count - 1].pid = pid
            processes[processes.count - 1].name = name
        }
        if isLaunch {
            launchesSeen.insert(launchKey)
        } else if event.domain == .app || event.domain == .scene, !event.isPartOfLaunch {
            sawLifecycle = true
        }
        return processes.count
    }
}
