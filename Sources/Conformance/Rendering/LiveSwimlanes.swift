import TraceParser

/// The text timeline of live input (a pipe that stays open, as `log stream … | tracecheck
/// timeline -`): each process is drawn as soon as it is certain, that is checked (it ended: a
/// relaunch, a kill marker, `applicationWillTerminate(_:)` and the next run, or the end of the
/// input) and its findings written, and is then let go, so memory follows the processes still
/// open. Each chart has the lanes of its own scenes, numbered as in the whole run.
///
/// ```swift
/// let live = LiveSwimlanes(files: ["<stdin>"]) { print($0, terminator: "") }
/// try parser.parseItems(path: "-", onIdle: live.inputIsIdle, onItem: live.take)
/// live.finish()
/// ```
public final class LiveSwimlanes {
    /// The scenes of the charts drawn so far (their ordinals), for an error about `--scene`.
    public private(set) var drawnScenes: Set<Int> = []
    /// How many charts were drawn.
    public private(set) var charts = 0

    private let stream: LintStream
    private let scenes: [Int]
    private let options: TextSwimlaneRenderer.Options
    private let write: (String) -> Void
    private let models: [String: CustomModel]
    private let chooses: Bool
    /// Findings written and not drawn yet, by the ordinal of their process (0: none).
    private var findings: [Int: [Diagnostic]] = [:]

    /// - Parameters:
    ///   - configuration: Rules, formats and models, as `lint` uses them.
    ///   - files: The names of the inputs.
    ///   - scenes: Scene ordinals to draw (all when empty).
    ///   - keeping: Which processes to draw (all when nil).
    ///   - options: Width, characters and colours.
    ///   - write: Where each chart goes, in pieces (``RenderedChunks``).
    public init(
        configuration: LintConfiguration = LintConfiguration(), files: [String], scenes: [Int] = [], keeping: ((ProcessAnalysis) -> Bool)? = nil,
        options: TextSwimlaneRenderer.Options = .init(), write: @escaping (String) -> Void
    ) {
        let collected = FindingsByProcess()
        stream = LintStream(configuration: configuration, files: files, records: true, live: true) { finding in
            collected.add(finding)
        }
        stream.recordsOnly = keeping
        chooses = keeping != nil
        self.scenes = scenes
        self.options = options
        self.write = write
        models = configuration.modelsByID
        collected.owner = self
    }

    /// Takes the next item of the input, and draws what it made certain.
    public func take(_ item: ParsedItem) {
        stream.take(item)
        drawCertain()
    }

    /// The input paused: what is certain is drawn (and the stream previews the process being
    /// read, whose findings wait for its chart).
    public func inputIsIdle() {
        stream.inputIsIdle()
        drawCertain()
    }

    /// Ends the input and the run, and draws every process left; an input without a process
    /// gets the empty chart a whole input gets, unless `keeping` chose processes.
    /// - Parameter early: The input was not read to its end (an interruption).
    public func finish(early: Bool = false) {
        stream.endFile(early: early)
        stream.finish()
        draw(stream.takeRecorded())
        findings = [:]
        if charts == 0, !chooses {
            charts = 1
            TextSwimlaneRenderer.render(Swimlanes(analysis: TraceAnalysis(processes: [])), options: options, to: write)
        }
    }

    /// Draws the processes checked so far once no finding waits (one may belong to them).
    private func drawCertain() {
        guard stream.waitingFindings == 0 else { return }
        draw(stream.takeRecorded())
    }

    private func draw(_ processes: [ProcessAnalysis]) {
        for process in processes {
            var analysis = TraceAnalysis(processes: [process])
            analysis.models = models
            let own = (findings.removeValue(forKey: process.info.ordinal) ?? []) + (findings.removeValue(forKey: 0) ?? [])
            let swimlanes = Swimlanes(analysis: analysis, findings: own, scenes: scenes)
            drawnScenes.formUnion(process.scenes.map(\.subject.ordinal))
            if charts > 0 { write("\n") }
            charts += 1
            TextSwimlaneRenderer.render(swimlanes, options: options, to: write)
            // Processes are checked in the order they started: the findings of those before it
            // that are not drawn (left out by `keeping`) will not be.
            findings = findings.filter { $0.key > process.info.ordinal }
        }
    }

    fileprivate func add(_ finding: Diagnostic) {
        findings[finding.subject?.process ?? 0, default: []].append(finding)
    }
}

/// The stream's findings handed to the timeline that owns it (the stream is made before the
/// timeline can be captured).
private final class FindingsByProcess {
    weak var owner: LiveSwimlanes?

    func add(_ finding: Diagnostic) { owner?.add(finding) }
}
