import DequeModule
import TraceParser

/// Lints a run as it is read: events go in one by one, each process is analysed and checked by
/// every rule as soon as it ends, its events and timelines are then dropped, and each finding
/// comes out as soon as it is certain, in the order of a sorted batch report.
///
/// Memory follows what is live: the events of the process being read, findings waiting for an
/// earlier one (beyond `findingsInMemory` of them, in a temporary file), and (rarely) processes
/// whose analysis needs the end of their file. A process that holds ``settleAfter`` events
/// settles: what decides its analysis is taken as it stands, and from then on it is analysed and
/// checked while it is read, holding its subjects' recent steps, not its events
/// (``settledTooEarly`` lists those that later printed what their facts did not foresee).
///
/// A process ends when a process that replaces it starts (``ProcessRecord/closes``: a new run of the
/// same app, a new launch, the process after a kill marker) or its file ends. Processes of other
/// apps whose lines interleave with its lines stay open meanwhile; processes are checked in the
/// order they started, as a batch analysis numbers their subjects, so one that ended waits for
/// the open ones that started before it. Two facts need the whole file, and wait for its end
/// instead of being guessed:
/// - whether the file prints `scene(_:willConnectTo:options:)` at all, which decides whether the
///   scenes of a process whose launch is in the log start in their initial state: such a process
///   (and those after it in the file) waits until a connection is printed or the file ends;
/// - whether the file ever prints a callback that a finding depends on (the note on a gap, the
///   rules that skip apps which never print a callback, ``FileCondition``): the finding waits.
///
/// Live input (a pipe that stays open, a followed file) cannot wait for its end: with `live`,
/// those facts are taken as they stand when the process is checked, and notes say "so far".
/// And when live input pauses, the process being read is checked as it stands (a preview): a
/// finding its steps already show (a state violation, a gap) is written then, not when the
/// process ends, and is not written again when it does. Live findings are written in the order
/// they become certain.
///
/// Typical use:
/// ```swift
/// let stream = LintStream(files: ["app.log"], processInfo: parser.process) { print($0) }
/// try parser.parseEvents(path: "app.log") { stream.append($0) }
/// stream.endFile()
/// let checked = stream.finish()
/// ```
public final class LintStream {
    /// The rules that run.
    public let rules: [any Rule.Type]
    /// What has been checked so far.
    public private(set) var checked = CheckedRun()

    private let configuration: LintConfiguration
    /// The rules with what they keep, and their findings not queued yet.
    private var ruleSet: RuleSet
    private var analyzer = TraceAnalyzer()
    private let processInfo: (Int) -> ProcessRecord
    private let keepsTimelines: Bool
    private let live: Bool
    private let emit: (Diagnostic) -> Void

    /// The inputs in reading order, and for each position the smallest name from there on
    /// (no finding of a later input can sort before it).
    private let files: [String]
    private let smallestFrom: [String]
    /// The position in `files` of the input being read.
    private var fileIndex = 0
    /// The line after the last event read in the current input.
    private var nextLine = 0
    /// What the current input prints so far; what each earlier input printed, by position.
    private var callbacks = PrintedCallbacks(isFinal: false)
    private var finalCallbacks: [Int: PrintedCallbacks] = [:]

    /// A process of the current input not checked yet: open (it may still print), or ended and
    /// waiting for an earlier process, a scene connection or the input's end.
    private struct Unchecked {
        var events: [TraceEvent] = []
        /// What decides how it is analysed, as its events came (until it settles).
        var facts = ProcessFacts()
        /// Set when it ended: whether a process that replaced it followed it in its file.
        var followedInFile: Bool?
        /// Where its first event is.
        var start: TraceLocation?
        /// Its analysis, once it settled and is checked while it is read (``settleAfter``).
        var running: Running?

        /// Takes its next event; returns its analysis when it settled, else how many events it holds.
        mutating func append(_ event: TraceEvent) -> (running: Running?, held: Int) {
            if start == nil { start = event.location }
            if let running {
                running.pending.append(event)
                running.watch.add(event)
                return (running, running.pending.count)
            }
            events.append(event)
            facts.add(event)
            return (nil, events.count)
        }
    }

    /// A long process checked while it is read: its analysis so far and the events not handed
    /// to it yet (a class: it changes in place inside the dictionary of processes).
    private final class Running {
        var analyzer: ProcessAnalyzer
        var pending: [TraceEvent] = []
        /// The first later line its facts did not foresee.
        var watch: SettledFactsWatch
        /// How many events it held when it settled.
        let settledEvents: Int

        init(analyzer: ProcessAnalyzer, watch: SettledFactsWatch, events: Int) {
            self.analyzer = analyzer
            self.watch = watch
            settledEvents = events
        }
    }

    /// How many events a process holds before it settles: its facts (whether it launched in the
    /// log, uses scenes, which callbacks it prints) are taken as they stand, and it is analysed
    /// and checked while it is read, holding only what is live.
    public let settleAfter: Int
    /// The default of ``settleAfter``.
    public static let defaultSettleAfter = 10_000
    /// The processes that settled and later printed what their facts did not foresee (a launch,
    /// a first scene callback): their findings after that may differ from an analysis of the
    /// whole process.
    public private(set) var settledTooEarly: [SettledProcess] = []
    /// How many events a settled process gathers before handing them to its analysis.
    private static let runningBatch = 1024

    /// The processes not checked yet by ordinal, and their ordinals in order of their start.
    private var unchecked: [Int: Unchecked] = [:]
    private var order = Deque<Int>()
    /// The process of the last event read.
    private var lastProcess: Int?

    /// Live previews: for each process, the findings written for it (by rule, line, subject and
    /// message, with how many) and the events it had then; when the last preview ran.
    private var previewed: [Int: [PreviewKey: Int]] = [:]
    private var previewedEvents: [Int: Int] = [:]
    private var nextPreview: ContinuousClock.Instant?
    /// The shortest time between two previews (a preview re-reads the whole process, so the
    /// time after one is also at least four times what it took: previews take at most a fifth
    /// of the time of a long live process). Zero previews at every pause.
    private let previewInterval: Duration

    /// Findings not written yet, in report order.
    private let outbox: FindingQueue
    private let ranks: SortRanks
    private var sequence = 0
    /// The most events and findings held at once, and findings held in memory: tests check that
    /// they follow what is live.
    private(set) var peakHeldEvents = 0
    private(set) var peakHeldFindings = 0
    var peakFindingsInMemory: Int { outbox.peakInMemory }
    /// Findings that waited in the temporary file and could not be read back (a read error):
    /// they are missing from what was written.
    public var unreadableFindings: Int { outbox.unreadable }
    private var heldEvents = 0

    /// Creates a stream.
    /// - Parameters:
    ///   - configuration: Enabled rules, severities, options and suppressions.
    ///   - rules: The rule set (the built-in rules by default).
    ///   - files: The names the inputs' events carry (`<stdin>` for `-`), in reading order.
    ///   - keepsTimelines: Keep the subject of every timeline in ``checked`` (for reports that
    ///     list them, such as JUnit).
    ///   - live: Take facts about the whole input as they stand, instead of waiting for its end,
    ///     and check the process being read when the input pauses (``inputIsIdle()``), at most
    ///     once per `previewInterval`.
    ///   - settleAfter: How many events a process holds before it settles and is checked while it
    ///     is read.
    ///   - findingsInMemory: How many findings waiting to be written are kept in memory; more are
    ///     written in order to a temporary file and read back when their turn comes.
    ///   - processInfo: The parser's process for an ordinal (``TraceEvent/process``).
    ///   - emit: Receives each finding once it is certain, sorted by file, line, severity (errors
    ///     first) and rule.
    public init(
        configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules,
        files: [String], keepsTimelines: Bool = false, live: Bool = false, previewInterval: Duration = .milliseconds(250),
        settleAfter: Int = LintStream.defaultSettleAfter, findingsInMemory: Int = 16_384, processInfo: @escaping (Int) -> ProcessRecord,
        emit: @escaping (Diagnostic) -> Void
    ) {
        self.settleAfter = settleAfter
        outbox = FindingQueue(memoryLimit: findingsInMemory)
        self.configuration = configuration
        analyzer.models = configuration.modelsByID
        self.rules = rules.filter(configuration.isEnabled)
        ruleSet = RuleSet(self.rules.map { $0.init(options: configuration.options[$0.description.identifier] ?? RuleOptions()) })
        ranks = SortRanks(files: files, rules: self.rules.map { $0.description.identifier })
        self.files = files
        var smallest: [String] = []
        for name in files.reversed() { smallest.append(min(name, smallest.last ?? name)) }
        smallestFrom = smallest.reversed()
        self.keepsTimelines = keepsTimelines
        self.live = live
        self.previewInterval = previewInterval
        self.processInfo = processInfo
        self.emit = emit
    }

    /// Takes the next event of the current input.
    public func append(_ event: TraceEvent) {
        var ended = false
        let ordinal = event.process
        if unchecked[ordinal] == nil {
            // A new process: the processes it replaces have ended.
            for replaced in processInfo(ordinal).closes where unchecked[replaced]?.followedInFile == nil {
                unchecked[replaced]?.followedInFile = true
                ended = true
            }
            if ended { checkEnded() }
            unchecked[ordinal] = Unchecked()
            order.append(ordinal)
        }
        // In place: reading the process out of the dictionary would copy it.
        let (running, held) = unchecked[ordinal]?.append(event) ?? (nil, 0)
        lastProcess = ordinal
        heldEvents += 1
        peakHeldEvents = max(peakHeldEvents, heldEvents)
        // What the file prints counts this event before a process settles with it (its scenes
        // start in their initial state when the file prints connections).
        let newlyPrinted = callbacks.insert(event.event)
        if let running {
            if held >= Self.runningBatch { advance(running, ordinal: ordinal) }
        } else if held >= settleAfter, order.first == ordinal {
            settle(ordinal)
        }
        nextLine = event.location.line + 1
        // A newly printed callback may settle waiting findings, or the scenes' start.
        if newlyPrinted {
            if event.event == .sceneWillConnect { checkEnded() }
            ended = true
        }
        if ended { drain() }
    }

    /// Starts checking a long process while it is read (the first process not checked yet: its
    /// subjects are numbered after those of every process before it).
    private func settle(_ ordinal: Int) {
        guard let process = unchecked[ordinal], let first = process.events.first else { return }
        var analyzer = ProcessAnalyzer(
            process: processInfo(ordinal), file: first.location.file, facts: process.facts, callbacks: callbacks,
            numbering: &self.analyzer)
        analyzer.append(contentsOf: process.events, numbering: &self.analyzer, rules: &ruleSet)
        let running = Running(
            analyzer: analyzer,
            watch: SettledFactsWatch(facts: process.facts, events: process.events, printsConnections: callbacks.prints(.sceneWillConnect)),
            events: process.events.count)
        heldEvents -= process.events.count
        unchecked[ordinal]?.events = []
        unchecked[ordinal]?.running = running
        queueSettledFindings(ordinal: ordinal)
    }

    /// Hands a settled process the events it gathered (and the rules what they settled).
    private func advance(_ running: Running, ordinal: Int) {
        handOver(running)
        queueSettledFindings(ordinal: ordinal)
    }

    /// Hands a settled process's analysis the events it gathered.
    private func handOver(_ running: Running) {
        heldEvents -= running.pending.count
        running.analyzer.append(contentsOf: running.pending, numbering: &analyzer, rules: &ruleSet)
        running.pending.removeAll(keepingCapacity: true)
    }

    /// Moves the findings the rules made for a settled process so far to the outbox; with live
    /// input, writes its state findings at once.
    private func queueSettledFindings(ordinal: Int) {
        queue(ruleSet.takeFindings(), ordinal: ordinal, writesStateFindings: live)
    }

    /// Live input paused: a process that a kill marker ended is checked now rather than when the
    /// next one starts, and with live input the first process not checked yet is previewed.
    public func inputIsIdle() {
        guard let last = lastProcess, unchecked[last]?.followedInFile == nil else { return }
        if processInfo(last).endMarker != nil {
            // Whether another process follows in the file does not matter once a marker ended it.
            unchecked[last]?.followedInFile = false
            checkEnded()
            drain()
        } else if live, let first = order.first, let running = unchecked[first]?.running {
            // A settled process: its settled steps were checked, what it gathered is checked now.
            advance(running, ordinal: first)
            drain()
        } else if live, let first = order.first, unchecked[first]?.followedInFile == nil {
            // Only the first process not checked yet: the subjects of a later one are numbered
            // after those of the processes before it, which are not counted yet.
            preview(first)
        }
    }

    /// Checks the process being read as it stands and writes the findings its steps show that
    /// were not written yet (live input only).
    private func preview(_ ordinal: Int) {
        let start = ContinuousClock.now
        guard let process = unchecked[ordinal], process.events.count != previewedEvents[ordinal],
            nextPreview.map({ start >= $0 }) ?? true
        else { return }
        defer {
            // A zero interval (tests) previews at every pause.
            if previewInterval > .zero { nextPreview = start + max(previewInterval, (ContinuousClock.now - start) * 5) }
        }
        previewedEvents[ordinal] = process.events.count
        // Copies: the preview must not advance the run's numbering or the rules' state.
        var analyzer = self.analyzer
        var rules = ruleSet
        let analysis = analyzer.analyze(
            process: processInfo(ordinal), events: process.events, facts: process.facts, callbacks: callbacks, rules: &rules, ended: false)
        var produced = rules.takeFindings()
        // Only what later lines cannot change: a state finding (a step against its model), not a
        // gap of one callback at the last step of its timeline (the next callback may be the
        // missing one, the two swapped), about a subject whose name is known (a scene that
        // printed no pointer may print it later; a process may print its pid later).
        for (position, rule) in self.rules.enumerated() where rule.description.kind != .state { produced[position] = [] }
        var lastSteps: Set<TraceLocation> = []
        for timeline in analysis.timelines {
            if let last = timeline.steps.last, case .gap(let missing) = last.outcome, missing.count == 1 {
                lastSteps.insert(last.event.location)
            }
        }
        var seen: [PreviewKey: Int] = [:]
        for finding in configured(produced) {
            if lastSteps.contains(finding.location) || !Self.namesItsSubject(finding) {
                continue
            }
            let key = PreviewKey(finding)
            seen[key, default: 0] += 1
            guard seen[key]! > previewed[ordinal]?[key] ?? 0 else { continue }
            if writeAtOnce(finding) { previewed[ordinal, default: [:]][key, default: 0] += 1 }
        }
    }

    /// Whether a finding's subject is named for good: not a process (it may print its pid
    /// later) nor a scene that printed no pointer yet.
    private static func namesItsSubject(_ finding: Diagnostic) -> Bool {
        finding.subject.map { $0.kind != .process && ($0.kind != .scene || $0.identity != nil) } ?? false
    }

    /// Writes a finding of live input now, its condition settled by what was printed so far;
    /// returns whether it was written (a condition may drop it).
    private func writeAtOnce(_ finding: Diagnostic) -> Bool {
        var settled = finding
        if let condition = finding.condition {
            guard let kept = condition.settle(finding, by: callbacks.soFar()) else { return false }
            settled = kept
            settled.condition = nil
        }
        emit(settled)
        return true
    }

    /// The findings of each rule at their configured severity, without the suppressed ones, in
    /// the order the rules produced them.
    private func configured(_ produced: [[Diagnostic]]) -> [Diagnostic] {
        produced.joined().compactMap(configuration.configured)
    }

    /// Ends the current input: its last process ends, and every fact about the input is settled.
    /// - Parameter early: The input was not read to its end (the run was interrupted): notes
    ///   about callbacks it never printed say "so far".
    public func endFile(early: Bool = false) {
        for ordinal in order where unchecked[ordinal]?.followedInFile == nil {
            unchecked[ordinal]?.followedInFile = false
        }
        checkEnded()
        callbacks.finalize(soFar: early || live)
        checkEnded()
        finalCallbacks[fileIndex] = callbacks
        fileIndex += 1
        nextLine = 0
        callbacks = PrintedCallbacks(isFinal: false)
        drain()
    }

    /// Ends the run (call ``endFile()`` first): writes every finding still held.
    /// - Returns: What was checked.
    @discardableResult
    public func finish() -> CheckedRun {
        fileIndex = files.count
        drain()
        return checked
    }

    /// Checks the ended processes whose turn it is: in order of their start, up to the first one
    /// still open or waiting for a scene connection or its input's end.
    private func checkEnded() {
        while let ordinal = order.first {
            guard let process = unchecked[ordinal], let followedInFile = process.followedInFile,
                live || process.running != nil || !TraceAnalyzer.needsFileEnd(process.facts, callbacks: callbacks)
            else { return }
            unchecked[ordinal] = nil
            order.removeFirst()
            let analysis: ProcessAnalysis
            if let running = process.running {
                handOver(running)
                analysis = running.analyzer.finish(
                    followedInFile: followedInFile, info: processInfo(ordinal), numbering: &analyzer, rules: &ruleSet)
                if let (location, what) = running.watch.unforeseen {
                    settledTooEarly.append(SettledProcess(
                        subject: analysis.subject, settledAt: running.watch.settledAt, events: running.settledEvents,
                        unforeseen: location, what: what))
                }
            } else {
                analysis = analyzer.analyze(
                    process: processInfo(ordinal), events: process.events, facts: process.facts, callbacks: callbacks,
                    followedInFile: followedInFile, rules: &ruleSet)
                heldEvents -= process.events.count
            }
            lint(analysis, ordinal: ordinal)
        }
    }

    /// Queues the findings of a process the rules were fed to its end.
    private func lint(_ analysis: ProcessAnalysis, ordinal: Int) {
        queue(ruleSet.takeFindings(), ordinal: ordinal)
        previewed[ordinal] = nil
        previewedEvents[ordinal] = nil
        checked.add(analysis, keepingTimelines: keepsTimelines)
        peakHeldFindings = max(peakHeldFindings, outbox.count)
    }

    /// Puts the findings of each rule in the outbox, at their configured severity, without the
    /// suppressed ones and those a live preview of process `ordinal` wrote.
    /// - Parameter writesStateFindings: Write the state findings about named subjects now, not in
    ///   report order (steps a settled process checked while live input is read).
    private func queue(_ produced: [[Diagnostic]], ordinal: Int, writesStateFindings: Bool = false) {
        let previews = previewed[ordinal] != nil
        for (position, findings) in produced.enumerated() {
            let rule = ranks.rule(position)
            let writesNow = writesStateFindings && rules[position].description.kind == .state
            for finding in findings {
                guard let finding = configuration.configured(finding) else { continue }
                // A finding a live preview wrote is not written again.
                if previews {
                    let key = PreviewKey(finding)
                    if let count = previewed[ordinal]?[key], count > 0 {
                        previewed[ordinal]?[key] = count - 1
                        continue
                    }
                }
                if writesNow, Self.namesItsSubject(finding) {
                    _ = writeAtOnce(finding)
                    continue
                }
                let key = (ranks.file(finding.location.file), finding.location.line, -finding.severity.rank, rule, sequence)
                outbox.insert(QueuedFinding(diagnostic: finding, file: fileIndex, key: key))
                sequence += 1
            }
        }
    }

    /// The first location a finding still to come can have: the start of the first process of
    /// the current input not checked yet, else the next line, else a later input.
    private var watermark: TraceLocation? {
        guard fileIndex < files.count else { return nil }
        let first = order.first.flatMap { unchecked[$0]?.start }
        let open = first ?? TraceLocation(file: files[fileIndex], line: nextLine)
        guard fileIndex + 1 < files.count else { return open }
        return min(open, TraceLocation(file: smallestFrom[fileIndex + 1], line: 0))
    }

    /// Writes the findings that are certain and that nothing still to come can precede.
    private func drain() {
        let limit = watermark
        while let next = outbox.min {
            if let limit, !(next.diagnostic.location < limit) { return }
            var finding: Diagnostic? = next.diagnostic
            if let condition = next.diagnostic.condition {
                var facts = next.file == fileIndex ? callbacks : finalCallbacks[next.file] ?? callbacks
                if live { facts = facts.soFar() }
                guard condition.isSettled(by: facts) else { return }
                finding = condition.settle(next.diagnostic, by: facts)
                finding?.condition = nil
            }
            _ = outbox.popMin()
            if let finding { emit(finding) }
        }
    }
}

/// Input names and rule ids numbered in sorted order, so that findings are ordered by comparing
/// numbers, as ``TraceLocation`` and rule ids compare.
// A class: it remembers the last name it ranked (a process's findings are in one file).
private final class SortRanks {
    private let files: [String: Int]
    private let rules: [Int]
    private var last: (name: String, rank: Int)?

    /// - Parameter rules: The run's rule ids, in the order the rules run.
    init(files: [String], rules: [String]) {
        self.files = Dictionary(Set(files).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let sorted = Dictionary(Set(rules).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        self.rules = rules.map { sorted[$0]! }
    }

    /// Every finding's file is an input: a name outside them (a bug) sorts last rather than
    /// stopping the run.
    func file(_ name: String) -> Int {
        if let last, last.name == name { return last.rank }
        let rank = files[name] ?? files.count
        last = (name, rank)
        return rank
    }

    /// The rank of the id of the rule at `position` in the run's rules.
    func rule(_ position: Int) -> Int { rules[position] }
}

/// A finding as a live preview and the check at the process's end both see it: its notes may
/// differ (what the log printed so far changed), the finding is the same.
private struct PreviewKey: Hashable {
    let rule: String
    let location: TraceLocation
    let subject: Subject?
    let message: String

    init(_ finding: Diagnostic) {
        rule = finding.ruleID
        location = finding.location
        subject = finding.subject
        message = finding.message
    }
}
