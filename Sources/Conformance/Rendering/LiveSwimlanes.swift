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
    /// Findings written and not drawn yet, by the ordinal of their process (0: none). The
    /// stream writes a process's findings before it hands the process over, and a live preview
    /// those of the process being read.
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
        let relay = Relay()
        stream = LintStream(configuration: configuration, files: files, records: true, live: true, reportOrder: false) { finding in
            relay.owner?.add(finding)
        }
        stream.recordsOnly = keeping
        stream.onChecked = { process, kept in relay.owner?.checked(process, kept: kept) }
        chooses = keeping != nil
        self.scenes = scenes
        self.options = options
        self.write = write
        models = configuration.modelsByID
        relay.owner = self
    }

    /// Takes the next item of the input; a process it ends is drawn.
    public func take(_ item: ParsedItem) {
        stream.take(item)
    }

    /// The input paused: the stream previews the process being read (its findings wait for its
    /// chart).
    public func inputIsIdle() {
        stream.inputIsIdle()
    }

    /// Ends the input and the run, drawing every process left; an input without a process gets
    /// the empty chart a whole input gets, unless `keeping` chose processes.
    /// - Parameter early: The input was not read to its end (an interruption).
    public func finish(early: Bool = false) {
        stream.endFile(early: early)
        stream.finish()
        if charts == 0, !chooses {
            charts = 1
            TextSwimlaneRenderer.render(Swimlanes(analysis: TraceAnalysis(processes: [])), options: options, to: write)
        }
    }

    private func add(_ finding: Diagnostic) {
        findings[finding.subject?.process ?? 0, default: []].append(finding)
    }

    /// A process checked: drawn with its findings when it is kept; the findings of processes
    /// before it, all checked, are let go.
    private func checked(_ process: ProcessAnalysis, kept: Bool) {
        let ordinal = process.info.ordinal
        let own = (findings.removeValue(forKey: ordinal) ?? []) + (findings.removeValue(forKey: 0) ?? [])
        findings = findings.filter { $0.key > ordinal }
        guard kept else { return }
        var analysis = TraceAnalysis(processes: [process])
        analysis.models = models
        drawnScenes.formUnion(process.scenes.map(\.subject.ordinal))
        if charts > 0 { write("\n") }
        charts += 1
        TextSwimlaneRenderer.render(Swimlanes(analysis: analysis, findings: own, scenes: scenes), options: options, to: write)
    }
}

/// The stream's callbacks handed to the timeline that owns the stream (made before the
/// timeline can be captured).
private final class Relay {
    weak var owner: LiveSwimlanes?
}
