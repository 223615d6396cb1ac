/// Assigns events to processes: a new file, a kill marker, a pid not seen among the processes
/// still open, or (when the pid does not show) a second launch start a new one.
///
/// Several processes may be open at once: a line with the pid of an open process belongs to it,
/// so the lines of two apps (an app and its extension, two apps in one `log show`) may
/// interleave. A new process ends the open processes it replaces (``ProcessRecord/closes``): an
/// earlier run of the same app (same name, another pid), the process a launch ended, and in a
/// log without pids the previous process. A line without a pid belongs to the process that
/// printed last. In a table export with a device column, the device takes the pid's place: each
/// device (user, install) is a process of its own, and a second launch on it starts its next one.
struct ProcessTracker {
    /// A launch callback and how it was printed (the callback and its notification are one launch).
    private struct LaunchKey: Hashable {
        let event: LifecycleEvent
        let source: EventSource
    }

    /// A process that may still print, with what it printed of its launch.
    private struct Open {
        /// Its position in ``processes``.
        let index: Int
        var launchesSeen: Set<LaunchKey> = []
        var sawLifecycle = false
    }

    private(set) var processes: [ProcessRecord] = []
    /// For each record, how many times it changed since it was made: a reader that saw a
    /// record's number has seen the record as it is (``ProcessLife``).
    private(set) var revisions: [Int] = []
    private var startsFile = true
    /// The open processes of the current input, in order of their start (almost always one).
    private var open: [Open] = []
    /// The position in `open` of the process that printed last, nil after a kill marker.
    private var last: Int?
    /// Processes ended by kill markers since the last new process (their ordinals).
    private var killed: [Int] = []

    /// A new input begins: every process of the previous one has ended.
    mutating func startFile() {
        startsFile = true
        open = []
        last = nil
        killed = []
    }

    /// A marker said the process that printed last ended; its pid, or the next line without one,
    /// starts another.
    mutating func processEnded(at location: TraceLocation) {
        guard let last else { return }
        processes[open[last].index].endMarker = location
        revisions[open[last].index] += 1
        killed.append(processes[open[last].index].ordinal)
        open.remove(at: last)
        self.last = nil
    }

    /// The ordinal for an event, starting a process when needed.
    mutating func assign(
        _ event: LifecycleEvent, source: EventSource, pid: Int?, name: String?, device: String? = nil, at location: TraceLocation
    ) -> Int {
        let launchKey = LaunchKey(event: event, source: source)
        var boundary: ProcessRecord.Boundary?
        var target: Int?
        if startsFile {
            boundary = .file
        } else if let device {
            target = open.firstIndex { processes[$0.index].device == device }
            if target == nil { boundary = .device }
        } else if let pid, let same = open.firstIndex(where: { processes[$0.index].pid == pid }) {
            target = same
        } else if let last, pid == nil || processes[open[last].index].pid == nil {
            // No pid on this line, or none printed yet by the process that printed last (it takes this one).
            target = last
        } else {
            boundary = killed.isEmpty ? .pid : .kill
        }
        // A second launch means a new process, unless the pid says it is the same one (then
        // events before the launch callback are a finding for the checker, not a boundary).
        if let target, event.isLaunch, pid == nil || pid != processes[open[target].index].pid,
            open[target].sawLifecycle || open[target].launchesSeen.contains(launchKey)
        {
            boundary = .launch
        }
        if let boundary {
            start(boundary, replacing: target, pid: pid, name: name, device: device, at: location)
        } else if let target {
            last = target
            let index = open[target].index
            if processes[index].pid == nil, let pid {
                processes[index].pid = pid
                processes[index].name = name
                revisions[index] += 1
            }
        }
        guard let last else { preconditionFailure("an event always has a process") }
        if event.isLaunch {
            open[last].launchesSeen.insert(launchKey)
        } else if event.domain == .app || event.domain == .scene, !event.isPartOfLaunch {
            open[last].sawLifecycle = true
        }
        return processes[open[last].index].ordinal
    }

    /// Starts a process, ending the open processes it replaces: `replaced` (the process a launch
    /// ended), those of the same app under another pid, and in a log without pids every one; a
    /// device's process replaces only the one a launch ended.
    private mutating func start(
        _ boundary: ProcessRecord.Boundary, replacing replaced: Int?, pid: Int?, name: String?, device: String?,
        at location: TraceLocation
    ) {
        var closes = killed
        var kept: [Open] = []
        for (position, process) in open.enumerated() {
            let info = processes[process.index]
            if position == replaced || (device == nil && (pid == nil || info.pid == nil || info.name == name)) {
                closes.append(info.ordinal)
            } else {
                kept.append(process)
            }
        }
        var info = ProcessRecord(ordinal: processes.count + 1, pid: pid, name: name, boundary: boundary, start: location)
        info.device = device
        info.closes = closes
        processes.append(info)
        revisions.append(0)
        kept.append(Open(index: processes.count - 1))
        open = kept
        last = kept.count - 1
        killed = []
        startsFile = false
    }
}
