import TraceParser

/// The text timeline of live input (a pipe that stays open, as `log stream … | tracecheck
/// timeline -`), drawn as it becomes certain: at each pause, the rows of the process being read
/// that the next lines cannot change; when the process is checked (it ended: a relaunch, a kill
/// marker, `applicationWillTerminate(_:)` and the next run, or the end of the input) and its
/// findings written, the rest of its chart, which is then let go, so memory follows the
/// processes still open. Each chart has the lanes of its own scenes, numbered as in the whole
/// run.
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
    /// How many times something was drawn (a chart, or rows of one): a reader flushes when it
    /// changes.
    public private(set) var drawings = 0

    private let stream: LintStream
    private let scenes: [Int]
    private let options: TextSwimlaneRenderer.Options
    private let write: (String) -> Void
    private let models: [String: CustomModel]
    private let keeping: ((ProcessAnalysis) -> Bool)?
    private var chooses: Bool { keeping != nil }
    /// The process whose rows are being drawn while it goes on: its ordinal, the line of the
    /// last row drawn, and the columns of the last header (its lanes and whether it has times).
    private var drawing: (ordinal: Int, line: Int, columns: Columns)?

    /// What a header describes: rows under another header need their own.
    private struct Columns: Equatable {
        let lanes: [Swimlanes.Lane]
        let hasTimestamps: Bool
    }
    /// When the process being read was last drawn as it stands, and what that cost.
    private var lastLook: (at: ContinuousClock.Instant, cost: Duration)?
    /// Whether items came since that look (a quiet input is not looked at again).
    private var readSinceLook = false
    /// The rows of the last events of a process that goes on are not drawn at a pause: the next
    /// line can still change them (a swap, a duplicate notification, a one-callback gap).
    static let rowsHeldBack = 3
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
        self.keeping = keeping
        self.scenes = scenes
        self.options = options
        self.write = write
        models = configuration.modelsByID
        relay.owner = self
    }

    /// Takes the next item of the input; a process it ends is drawn.
    public func take(_ item: ParsedItem) {
        stream.take(item)
        readSinceLook = true
    }

    /// The input paused: the stream previews the process being read, and its rows that are
    /// certain (all but the last ``rowsHeldBack``) are drawn, at most every 250 ms and four times
    /// what the last look cost (a process that settled, after 10,000 events, is drawn when it
    /// ends).
    public func inputIsIdle() {
        stream.inputIsIdle()
        let now = ContinuousClock.now
        guard readSinceLook else { return }
        if let lastLook, now - lastLook.at < max(.milliseconds(250), lastLook.cost * 4) { return }
        defer { (lastLook, readSinceLook) = ((now, ContinuousClock.now - now), false) }
        guard let process = stream.openProcessAsItStands(), keeping?(process) ?? true else { return }
        let ordinal = process.info.ordinal
        let swimlanes = Swimlanes(analysis: analysis(process), findings: findings[ordinal] ?? [], scenes: scenes)
        let lines = swimlanes.rows.compactMap { $0.event?.location.line }
        guard lines.count > Self.rowsHeldBack else { return }
        let last = lines[lines.count - Self.rowsHeldBack - 1]
        drawRows(swimlanes, ordinal: ordinal, through: last, ends: false)
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

    /// A process checked: drawn with its findings when it is kept (or its first rows were drawn
    /// while `keeping` took it, as it stood); the findings of processes before it, all checked,
    /// are let go.
    private func checked(_ process: ProcessAnalysis, kept: Bool) {
        let ordinal = process.info.ordinal
        let own = (findings.removeValue(forKey: ordinal) ?? []) + (findings.removeValue(forKey: 0) ?? [])
        findings = findings.filter { $0.key > ordinal }
        defer { drawing = nil }
        guard kept || drawing?.ordinal == ordinal else { return }
        drawnScenes.formUnion(process.scenes.map(\.subject.ordinal))
        let swimlanes = Swimlanes(analysis: analysis(process), findings: own, scenes: scenes)
        drawings += 1
        guard drawing?.ordinal == ordinal else {
            if charts > 0 { write("\n") }
            charts += 1
            return TextSwimlaneRenderer.render(swimlanes, options: options, to: write)
        }
        // Its first rows were drawn while it went on: the rest, then the legend and findings.
        drawRows(swimlanes, ordinal: ordinal, through: Int.max, ends: true)
        var legend = options
        legend.parts = .legend
        TextSwimlaneRenderer.render(swimlanes, options: legend, to: write)
    }

    /// Draws the rows of `swimlanes` (one process) after those drawn so far, through `line`:
    /// the first ones with its start row and a header, later ones with a header only when the
    /// columns change. Rows whose lanes take several pages wait for the process's end (`ends`),
    /// where each page gets its header.
    private func drawRows(_ swimlanes: Swimlanes, ordinal: Int, through line: Int, ends: Bool) {
        let first = drawing?.ordinal != ordinal
        let after = first ? 0 : drawing?.line ?? 0
        let selected = swimlanes.rows.indices.filter { index in
            swimlanes.rows[index].event.map { $0.location.line > after && $0.location.line <= line } ?? false
        }
        guard let lastRow = selected.last, let lastLine = swimlanes.rows[lastRow].event?.location.line else { return }
        let window = swimlanes.window(selected, startRows: first)
        let pages = TextSwimlaneRenderer.pageCount(window, width: options.width)
        guard pages == 1 || ends else { return }
        let columns = Columns(lanes: window.lanes, hasTimestamps: window.hasTimestamps)
        var rows = options
        rows.parts = first || pages > 1 || drawing?.columns != columns ? [.header, .rows] : .rows
        if first {
            if charts > 0 { write("\n") }
            charts += 1
        }
        TextSwimlaneRenderer.render(window, options: rows, to: write)
        drawings += 1
        drawing = (ordinal, lastLine, columns)
    }

    /// One process as an analysis to draw.
    private func analysis(_ process: ProcessAnalysis) -> TraceAnalysis {
        var analysis = TraceAnalysis(processes: [process])
        analysis.models = models
        return analysis
    }
}

/// The stream's callbacks handed to the timeline that owns the stream (made before the
/// timeline can be captured).
private final class Relay {
    weak var owner: LiveSwimlanes?
}
