/// Assigns events to processes: a new file, a kill marker, a pid not seen among the processes
/// still open, or (when the pid does not show) a second launch start a new one.
///
/// A second launch printed without a pid in a process whose lines carry one (a `print` among
/// `NSLog` lines) is evidence only with what follows: it stays in its process, pending
/// (``pendingLaunch``), until the next event with a pid decides. The same pid says it was the
/// same process (`repeated_launch` reports the launch); a pid no open process has says the
/// launch started that process. Lines of other open processes (an app printing beside it)
/// decide nothing. A pid-less run of events after it longer than
/// ``PendingLaunch/maximumEvents`` or ``PendingLaunch/maximumLines``, a kill marker, or the end of
/// the input decide for a new process, as a second launch does in a log without pids. A launch
/// after `applicationWillTerminate` starts a new process at once. The parser holds the lines of
/// a pending launch and renumbers its events when the decision is a new process
/// (``takeDecisions()``).
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
    fileprivate struct LaunchKey: Hashable {
        let event: LifecycleEvent
        let source: EventSource
    }

    /// What events printed of a launch, and whether the process went on after it: what makes a
    /// further launch another process.
    fileprivate struct LaunchEvidence {
        var launchesSeen: Set<LaunchKey> = []
        var sawLifecycle = false
        /// `applicationWillTerminate` was printed: a launch after it is another process.
        var terminated = false

        /// Whether a launch printed now would be a second one.
        func isRelaunch(_ launchKey: LaunchKey) -> Bool { sawLifecycle || launchesSeen.contains(launchKey) }

        mutating func note(_ event: LifecycleEvent, _ launchKey: LaunchKey) {
            if event.isLaunch {
                launchesSeen.insert(launchKey)
            } else if event.domain == .app || event.domain == .scene, !event.isPartOfLaunch {
                sawLifecycle = true
            }
            if event == .appWillTerminate { terminated = true }
        }

        mutating func add(_ other: LaunchEvidence) {
            launchesSeen.formUnion(other.launchesSeen)
            sawLifecycle = sawLifecycle || other.sawLifecycle
            terminated = terminated || other.terminated
        }
    }

    /// A process that may still print, with what it printed of its launch.
    private struct Open {
        /// Its position in ``processes``.
        let index: Int
        var evidence = LaunchEvidence()
    }

    /// A second launch without a pid, in a process with one, waiting for evidence.
    struct PendingLaunch {
        /// The process it was printed in (its ordinal).
        let ordinal: Int
        /// The launch line.
        let start: TraceLocation
        /// What the events since the launch printed of a launch, and whether they went on.
        fileprivate var evidence: LaunchEvidence
        /// Events since the launch, the launch included.
        fileprivate var events = 1
        /// Past this many pid-less events, or this many lines after the launch, the launch is
        /// taken to start a new process.
        static let maximumEvents = 16
        static let maximumLines = 10_000
    }

    /// What became of a pending launch.
    enum Decision: Equatable {
        /// The line with the same pid that kept the launch in its process.
        case sameProcess(ordinal: Int, start: TraceLocation, evidence: TraceLocation)
        /// The events from `start` on that were given to `from` belong to the new process `to`;
        /// `evidence`: the line that decided (nil: too many pid-less lines, or the input ended).
        case newProcess(from: Int, to: Int, start: TraceLocation, evidence: TraceLocation?)
    }

    /// The launch waiting for evidence, if any: the parser holds its lines.
    private(set) var pendingLaunch: PendingLaunch? {
        didSet { isDeciding = pendingLaunch != nil || !decisions.isEmpty }
    }
    /// The decisions on pending launches, in the order taken, until the parser takes them: a
    /// line can decide one launch and be another that the next line decides, before the parser
    /// hands on the line that waits for the first.
    private var decisions: [Decision] = [] {
        didSet { isDeciding = pendingLaunch != nil || !decisions.isEmpty }
    }
    /// Whether a launch is pending or its decision not taken: the parser's one check per line.
    private(set) var isDeciding = false

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

    /// Whether the process that printed last was ended by a marker, and none printed since.
    var lastProcessEnded: Bool { last == nil && !killed.isEmpty }

    /// The decisions on pending launches made since the last call, in order, for the parser to
    /// apply to the lines it held.
    mutating func takeDecisions() -> [Decision] {
        guard !decisions.isEmpty else { return [] }
        defer { decisions = [] }
        return decisions
    }

    /// The input ended, or the parser can hold a pending launch's lines no longer (`line`: the
    /// line now read): a pending launch without evidence starts a new process.
    mutating func decidePendingLaunch(atLine line: Int? = nil) {
        guard let pending = pendingLaunch, line.map({ $0 - pending.start.line > PendingLaunch.maximumLines }) ?? true else { return }
        startPendingProcess(pid: nil, name: nil, evidence: nil)
    }

    /// A new input begins: every process of the previous one has ended.
    mutating func startFile() {
        decidePendingLaunch()
        startsFile = true
        open = []
        last = nil
        killed = []
    }

    /// A marker said the process that printed last ended; its pid, or the next line without one,
    /// starts another.
    mutating func processEnded(at location: TraceLocation) {
        if pendingLaunch != nil { startPendingProcess(pid: nil, name: nil, evidence: location) }
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
        if isDeciding, pendingLaunch != nil, let ordinal = decidingPendingLaunch(event, launchKey, pid: pid, name: name, at: location) {
            record(event, launchKey, in: ordinal)
            return ordinal
        }
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
            open[target].evidence.isRelaunch(launchKey)
        {
            if pid == nil, processes[open[target].index].pid != nil, !open[target].evidence.terminated {
                // Evidence comes with the next pid (see the type's description).
                pendingLaunch = PendingLaunch(
                    ordinal: processes[open[target].index].ordinal, start: location, evidence: LaunchEvidence(launchesSeen: [launchKey]))
                last = target
                return processes[open[target].index].ordinal
            }
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
        open[last].evidence.note(event, launchKey)
        return processes[open[last].index].ordinal
    }

    /// The process of an event while a launch is pending, or nil when the event is assigned as
    /// usual (after it decided for the launch's own process, or when it belongs to another open
    /// process).
    private mutating func decidingPendingLaunch(
        _ event: LifecycleEvent, _ launchKey: LaunchKey, pid: Int?, name: String?, at location: TraceLocation
    ) -> Int? {
        guard let pending = pendingLaunch else { return nil }
        if location.line - pending.start.line > PendingLaunch.maximumLines {
            startPendingProcess(pid: nil, name: nil, evidence: nil)
            return nil
        }
        guard let pid else {
            // A line without a pid belongs to the process that printed last, as always; a launch
            // that would start a process (after the pending one's events, or in another process)
            // decides the pending launch first, so that processes are numbered in start order.
            let lastIsPending = last.map { processes[open[$0].index].ordinal == pending.ordinal } ?? false
            let startsAnother = event.isLaunch
                && (!lastIsPending || pending.evidence.terminated || pending.evidence.isRelaunch(launchKey))
            if startsAnother || (lastIsPending && pending.events >= PendingLaunch.maximumEvents) {
                startPendingProcess(pid: nil, name: nil, evidence: nil)
                return nil
            }
            guard lastIsPending else { return nil }
            pendingLaunch?.events += 1
            return pending.ordinal
        }
        guard let position = open.firstIndex(where: { processes[$0.index].ordinal == pending.ordinal }) else { return nil }
        if processes[open[position].index].pid == pid {
            // The same process went on printing: the launch was its own.
            open[position].evidence.add(pending.evidence)
            pendingLaunch = nil
            decisions.append(.sameProcess(ordinal: pending.ordinal, start: pending.start, evidence: location))
            return nil
        }
        // The line of another open process (an app printing beside it) decides nothing.
        if open.contains(where: { processes[$0.index].pid == pid }) { return nil }
        // A pid no open process has: the launch started its process. (It decides before that
        // process could start, so that processes stay numbered in the order they start.)
        startPendingProcess(pid: pid, name: name, evidence: location)
        return nil
    }

    /// Notes what a pending launch's event printed.
    private mutating func record(_ event: LifecycleEvent, _ launchKey: LaunchKey, in ordinal: Int) {
        guard pendingLaunch?.ordinal == ordinal else { return }
        pendingLaunch?.evidence.note(event, launchKey)
    }

    /// The pending launch started a process (with `pid` when the deciding line printed one).
    private mutating func startPendingProcess(pid: Int?, name: String?, evidence: TraceLocation?) {
        guard let pending = pendingLaunch.take() else { return }
        let replaced = open.firstIndex { processes[$0.index].ordinal == pending.ordinal }
        // It replaces the process it was printed in, not the processes that printed since.
        start(.launch, replacing: replaced, pid: pid, name: name, device: nil, at: pending.start, onlyReplaced: true)
        guard let last else { return }
        open[last].evidence = pending.evidence
        decisions.append(.newProcess(from: pending.ordinal, to: processes[open[last].index].ordinal, start: pending.start, evidence: evidence))
    }

    /// Starts a process, ending the open processes it replaces: `replaced` (the process a launch
    /// ended), those of the same app under another pid, and in a log without pids every one; a
    /// device's process replaces only the one a launch ended.
    private mutating func start(
        _ boundary: ProcessRecord.Boundary, replacing replaced: Int?, pid: Int?, name: String?, device: String?,
        at location: TraceLocation, onlyReplaced: Bool = false
    ) {
        var closes = killed
        var kept: [Open] = []
        for (position, process) in open.enumerated() {
            let info = processes[process.index]
            if position == replaced || (!onlyReplaced && device == nil && (pid == nil || info.pid == nil || info.name == name)) {
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
