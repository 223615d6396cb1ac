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
/// finding its steps already show (a state violation, a gap, a step against a model of
/// `.tracecheck.yml`) is written then, not when the process ends, and is not written again when
/// it does. Live findings are written in the order they become certain.
///
/// Its parts (this folder): ``PendingProcess`` (the phase of each process not checked yet),
/// ``ProcessAnalyzer`` fed through ``RuleSet`` (the one analysis and the one feeder of the
/// rules), ``PrintedByInput`` (what each input prints), ``FindingOrder`` (report order and the
/// watermark, with ``FindingQueue``), ``LivePreview``.
///
/// Typical use:
/// ```swift
/// let stream = LintStream(files: ["app.log"]) { print($0) }
/// try parser.parseItems(path: "app.log", onIdle: stream.inputIsIdle, onItem: stream.take)
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
    private let keepsTimelines: Bool
    private let records: Bool
    private let live: Bool
    private let reportOrder: Bool
    private let emit: (Diagnostic) -> Void
    @exclusivity(unchecked) private var printed = PrintedByInput()
    private var order: FindingOrder
    private var preview: LivePreview

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
    private static let settledBatch = 1024

    /// The processes not checked yet by ordinal, and their ordinals in order of their start.
    @exclusivity(unchecked) private var pending: [Int: PendingProcess] = [:]
    private var pendingOrder = Deque<Int>()
    /// The process of the last event read.
    private var lastProcess: Int?
    /// Whether a process ended since the last event (the findings it released wait for the
    /// next event's line, as its processes' do).
    private var endedSinceEvent = false

    /// The most events and findings held at once, and findings held in memory: tests check that
    /// they follow what is live.
    private(set) var peakHeldEvents = 0
    private(set) var peakHeldFindings = 0
    var peakFindingsInMemory: Int { order.peakInMemory }
    /// Findings that waited in the temporary file and could not be read back (a read error):
    /// they are missing from what was written.
    public var unreadableFindings: Int { order.unreadable }
    private var heldEvents = 0
    /// With `records`: every process checked, with its events and timelines, in order.
    public private(set) var recorded: [ProcessAnalysis] = []
    /// With `records`: which processes ``recorded`` keeps (all when nil), so that a picture of
    /// one process or one window of a long log holds that, not the whole log.
    public var recordsOnly: ((ProcessAnalysis) -> Bool)?
    /// The first process not checked yet, analysed as it stands (nothing is checked and the run's
    /// numbering does not advance), for a live reader that draws it while it goes on; nil when
    /// there is none, when it settled (its steps are then held by its analysis, not kept), and
    /// while what decides its analysis can still turn: until it printed a scene callback (it
    /// uses scenes) and its input a scene connection (its scenes start in their initial state).
    public func openProcessAsItStands() -> ProcessAnalysis? {
        guard let first = pendingOrder.first, let process = pending[first], process.phase == .gathering, !process.events.isEmpty,
            process.facts.printsSceneCallbacks, printed.current.prints(.sceneWillConnect)
        else { return nil }
        var rules = RuleSet.none
        return asItStands(process, rules: &rules, records: true)
    }

    /// A process not checked yet, analysed as it stands by a copy of the analyzer (the run's
    /// numbering does not advance), feeding `rules`.
    private func asItStands(_ process: PendingProcess, rules: inout RuleSet, records: Bool = false) -> ProcessAnalysis {
        var analyzer = self.analyzer
        return analyzer.analyze(
            process: process.record, events: process.events, facts: process.facts, callbacks: printed.current, rules: &rules, records: records,
            ended: false)
    }

    /// With `records`: called with each process once it is checked, and whether ``recordsOnly``
    /// keeps it, instead of keeping it in ``recorded`` (a live timeline draws each process as it
    /// ends and lets it go). With `reportOrder` false, its findings were written before.
    public var onChecked: ((ProcessAnalysis, _ kept: Bool) -> Void)?

    /// The ordinals of the processes in ``recorded``.
    public private(set) var recordedOrdinals: Set<Int> = []
    /// Whether a process that started in `file` at or before `line` has not ended yet (a
    /// picture of a window of a log can stop reading once none has).
    public func hasOpenProcess(in file: String, startingAtOrBefore line: Int) -> Bool {
        pending.values.contains { process in
            process.phase != .ended && process.record.start.file == file && process.record.start.line <= line
        }
    }

    /// The pid of every process that printed one, by ordinal (`lint --pid`; a few bytes a process).
    public private(set) var pids: [Int: Int] = [:]
    /// The position in ``recorded`` of the first process of the current input.
    private var recordedInInput = 0
    /// Candidates the analysis looked at (``TraceAnalysis/lookups``).
    var lookups: Int { analyzer.lookups }
    /// How many processes are not checked yet, and the previews remember (tests check that a
    /// checked process is forgotten).
    var processesHeld: Int { pending.count }
    var processesPreviewed: Int { preview.processesRemembered }

    /// Creates a stream.
    /// - Parameters:
    ///   - configuration: Enabled rules, severities, options and suppressions.
    ///   - rules: The rule set (the built-in rules by default).
    ///   - files: The names the inputs' events carry (`<stdin>` for `-`), in reading order.
    ///   - keepsTimelines: Keep the subject of every timeline in ``checked`` (for reports that
    ///     list them, such as JUnit).
    ///   - records: Keep every process with its events and timelines in ``recorded`` (for the
    ///     commands that draw or compare a run; memory then grows with the input).
    ///   - live: Take facts about the whole input as they stand, instead of waiting for its end,
    ///     and check the process being read when the input pauses (``inputIsIdle()``), at most
    ///     once per `previewInterval`.
    ///   - settleAfter: How many events a process holds before it settles and is checked while it
    ///     is read.
    ///   - findingsInMemory: How many findings waiting to be written are kept in memory; more are
    ///     written in order to a temporary file and read back when their turn comes.
    ///   - reportOrder: Write findings in report order (below); false writes each as soon as it is
    ///     made, its conditions settled by what the input printed so far (with `live`: a live
    ///     timeline draws each process with its findings as soon as it is checked).
    ///   - emit: Receives each finding once it is certain, sorted by file, line, severity (errors
    ///     first) and rule.
    public init(
        configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules,
        files: [String], keepsTimelines: Bool = false, records: Bool = false, live: Bool = false, previewInterval: Duration = .milliseconds(250),
        settleAfter: Int = LintStream.defaultSettleAfter, findingsInMemory: Int = 16_384, reportOrder: Bool = true,
        emit: @escaping (Diagnostic) -> Void
    ) {
        self.settleAfter = settleAfter
        self.configuration = configuration
        analyzer.models = configuration.modelsByID
        self.rules = rules.filter(configuration.isEnabled)
        ruleSet = RuleSet(self.rules.map { $0.init(options: configuration.options[$0.description.identifier] ?? RuleOptions()) })
        order = FindingOrder(files: files, rules: self.rules.map { $0.description.identifier }, findingsInMemory: findingsInMemory)
        preview = LivePreview(interval: previewInterval)
        self.keepsTimelines = keepsTimelines
        self.records = records
        self.live = live
        self.reportOrder = reportOrder
        self.emit = emit
    }

    /// Takes the next item of the current input (``TraceParser/parseItems(path:onIdle:onItem:)``).
    public func take(_ item: ParsedItem) {
        switch item {
        case .processStarted(let record):
            if let pid = record.pid { pids[record.ordinal] = pid }
            pending[record.ordinal] = PendingProcess(record: record)
            pendingOrder.append(record.ordinal)
        case .processChanged(let record):
            if let pid = record.pid { pids[record.ordinal] = pid }
            pending[record.ordinal]?.record = record
        case .processEnded(let record, let followedInFile):
            guard let phase = pending[record.ordinal]?.phase, phase != .ended else { return }
            if let pid = record.pid { pids[record.ordinal] = pid }
            pending[record.ordinal]?.record = record
            pending[record.ordinal]?.followedInFile = followedInFile
            checkEnded()
            // A process a replacing one ended releases findings with that one's first event; one
            // a kill marker ended while the input paused, now.
            if followedInFile { endedSinceEvent = true } else { drain() }
        case .event(let event):
            append(event)
        }
    }

    /// Takes the next event of the current input (its process started: ``take(_:)``).
    private func append(_ event: TraceEvent) {
        var ended = endedSinceEvent
        endedSinceEvent = false
        let ordinal = event.process
        // In place: `values[index]` yields the stored process itself; `pending[ordinal]?` would
        // move it out and copy it back. (The parser starts every process before its first event.)
        guard let index = pending.index(forKey: ordinal) else { return }
        let (settled, held) = pending.values[index].append(event)
        lastProcess = ordinal
        heldEvents += 1
        peakHeldEvents = max(peakHeldEvents, heldEvents)
        // What the file prints counts this event before a process settles with it (its scenes
        // start in their initial state when the file prints connections).
        let newlyPrinted = printed.insert(event.event)
        if let settled {
            if held >= Self.settledBatch { advance(settled, ordinal: ordinal) }
        } else if held >= settleAfter, pendingOrder.first == ordinal {
            settle(ordinal)
        }
        printed.nextLine = event.line + 1
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
        guard let process = pending[ordinal], let first = process.events.first else { return }
        var analyzer = ProcessAnalyzer(
            process: process.record, file: first.location.file, facts: process.facts, callbacks: printed.current,
            numbering: &self.analyzer, records: records)
        analyzer.append(contentsOf: process.events, numbering: &self.analyzer, rules: &ruleSet)
        let settled = SettledRun(
            analyzer: analyzer,
            watch: SettledFactsWatch(
                facts: process.facts, events: process.events, printsConnections: printed.current.prints(.sceneWillConnect)),
            events: process.events.count)
        heldEvents -= process.events.count
        pending[ordinal]?.events = []
        pending[ordinal]?.settled = settled
        queueSettledFindings(ordinal: ordinal)
    }

    /// Hands a settled process the events it gathered (and the rules what they settled).
    private func advance(_ settled: SettledRun, ordinal: Int) {
        handOver(settled)
        queueSettledFindings(ordinal: ordinal)
    }

    /// Hands a settled process's analysis the events it gathered.
    private func handOver(_ settled: SettledRun) {
        heldEvents -= settled.pending.count
        settled.analyzer.append(contentsOf: settled.pending, numbering: &analyzer, rules: &ruleSet)
        settled.pending.removeAll(keepingCapacity: true)
    }

    /// Moves the findings the rules made for a settled process so far to the order; with live
    /// input, writes its state findings at once.
    private func queueSettledFindings(ordinal: Int) {
        queue(ruleSet.takeFindings(), ordinal: ordinal, writesStateFindings: live)
    }

    /// Live input paused (after the parser ended a process a kill marker ended): with live input,
    /// the first process not checked yet is previewed, unless the process read last has ended.
    public func inputIsIdle() {
        guard let last = lastProcess, let phase = pending[last]?.phase, phase != .ended else { return }
        if live, let first = pendingOrder.first, let settled = pending[first]?.settled {
            // A settled process: its settled steps were checked, what it gathered is checked now.
            advance(settled, ordinal: first)
            drain()
        } else if live, let first = pendingOrder.first, pending[first]?.phase == .gathering {
            // Only the first process not checked yet: the subjects of a later one are numbered
            // after those of the processes before it, which are not counted yet.
            previewProcess(first)
        }
    }

    /// Checks the process being read as it stands and writes the findings its steps show that
    /// were not written yet (live input only).
    private func previewProcess(_ ordinal: Int) {
        let start = ContinuousClock.now
        guard let process = pending[ordinal], preview.begin(ordinal, events: process.events.count, at: start) else { return }
        defer { preview.end(startedAt: start) }
        // A copy of the rules: the preview must not advance their state.
        var rules = ruleSet
        let analysis = asItStands(process, rules: &rules)
        var produced = rules.takeFindings()
        // Only state findings, and not those at the last step of a timeline that is a gap of one
        // callback (``LivePreview/unwritten(_:of:lastSteps:)``).
        for (position, rule) in self.rules.enumerated() where rule.description.kind != .state { produced[position] = [] }
        var lastSteps: Set<TraceLocation> = []
        for timeline in analysis.timelines {
            if let last = timeline.steps.last, case .gap(let missing) = last.outcome, missing.count == 1 {
                lastSteps.insert(last.event.location)
            }
        }
        for finding in preview.unwritten(configured(produced), of: ordinal, lastSteps: lastSteps) where writeAtOnce(finding) {
            preview.wrote(finding, of: ordinal)
        }
    }

    /// Writes a finding of live input now, its condition settled by what was printed so far;
    /// returns whether it was written (a condition may drop it).
    private func writeAtOnce(_ finding: Diagnostic) -> Bool {
        var settled = finding
        if let condition = finding.condition {
            guard let kept = condition.settle(finding, by: printed.current.soFar()) else { return false }
            settled = configuration.severity(of: kept)
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
        // The parser ends every process of an input it read to its end; not one whose reading
        // stopped on an error.
        for ordinal in pendingOrder where pending[ordinal]?.phase != .ended {
            pending[ordinal]?.followedInFile = false
        }
        checkEnded()
        printed.finalize(soFar: early || live)
        checkEnded()
        // A recorded process was checked with what its file printed so far; it keeps the whole.
        for position in recordedInInput..<recorded.count { recorded[position].callbacks = printed.current }
        recordedInInput = recorded.count
        printed.nextInput()
        drain()
    }

    /// Ends the run (call ``endFile()`` first): writes every finding still held.
    /// - Returns: What was checked.
    @discardableResult
    public func finish() -> CheckedRun {
        printed.endRun()
        drain()
        return checked
    }

    /// Checks the ended processes whose turn it is: in order of their start, up to the first one
    /// still open or waiting for a scene connection or its input's end.
    private func checkEnded() {
        while let ordinal = pendingOrder.first {
            guard let process = pending[ordinal], let followedInFile = process.followedInFile,
                live || process.settled != nil || !TraceAnalyzer.needsFileEnd(process.facts, callbacks: printed.current)
            else { return }
            pending[ordinal] = nil
            pendingOrder.removeFirst()
            let analysis: ProcessAnalysis
            if let settled = process.settled {
                handOver(settled)
                analysis = settled.analyzer.finish(
                    followedInFile: followedInFile, info: process.record, numbering: &analyzer, rules: &ruleSet)
                analyzer.lookups += settled.analyzer.lookups
                if let (location, what) = settled.watch.unforeseen {
                    settledTooEarly.append(SettledProcess(
                        subject: analysis.subject, settledAt: settled.watch.settledAt, events: settled.settledEvents,
                        unforeseen: location, what: what))
                }
            } else {
                analysis = analyzer.analyze(
                    process: process.record, events: process.events, facts: process.facts, callbacks: printed.current,
                    followedInFile: followedInFile, rules: &ruleSet, records: records)
                heldEvents -= process.events.count
            }
            queue(ruleSet.takeFindings(), ordinal: ordinal)
            preview.forget(ordinal)
            checked.add(analysis, keepingTimelines: keepsTimelines)
            if records {
                let kept = recordsOnly?(analysis) ?? true
                if let onChecked {
                    onChecked(analysis, kept)
                } else if kept {
                    recorded.append(analysis)
                    recordedOrdinals.insert(ordinal)
                }
            }
            peakHeldFindings = max(peakHeldFindings, order.count)
        }
    }

    /// Puts the findings of each rule in the order, at their configured severity, without the
    /// suppressed ones and those a live preview of process `ordinal` wrote.
    /// - Parameter writesStateFindings: Write the state findings about named subjects now, not in
    ///   report order (steps a settled process checked while live input is read).
    private func queue(_ produced: [[Diagnostic]], ordinal: Int, writesStateFindings: Bool = false) {
        let previewed = preview.wroteFindings(of: ordinal)
        for (position, findings) in produced.enumerated() {
            let writesNow = writesStateFindings && rules[position].description.kind == .state
            for finding in findings {
                guard let finding = configuration.configured(finding), !(previewed && preview.takeWritten(finding, of: ordinal)) else { continue }
                if !reportOrder || (writesNow && LivePreview.namesItsSubject(finding)) {
                    _ = writeAtOnce(finding)
                    continue
                }
                order.insert(finding, rule: position, input: printed.input)
            }
        }
    }

    /// Writes the findings that are certain and that nothing still to come can precede: before
    /// the start of the first process of the current input not checked yet, else its next line,
    /// else a later input.
    private func drain() {
        let firstPending = pendingOrder.first.flatMap { pending[$0]?.start }
        let limit = order.watermark(input: printed.input, firstPending: firstPending, nextLine: printed.nextLine)
        order.release(before: limit, settle: settle, emit: emit)
    }

    /// A waiting finding with its condition settled by what its input printed: nil while that
    /// is still open; `.some(nil)` when the condition drops it.
    private func settle(_ queued: QueuedFinding) -> Diagnostic?? {
        guard let condition = queued.diagnostic.condition else { return .some(queued.diagnostic) }
        var facts = printed.callbacks(ofInput: queued.file)
        if live { facts = facts.soFar() }
        guard condition.isSettled(by: facts) else { return nil }
        var finding = condition.settle(queued.diagnostic, by: facts).map(configuration.severity(of:))
        finding?.condition = nil
        return .some(finding)
    }
}
