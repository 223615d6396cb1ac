import TraceParser

/// The rows and lanes of a timeline picture: one lane for the app and one per scene, one row
/// per event in log order (and one per process start), each lane's states as spans of rows, and
/// the findings on each row. Every renderer (text, SVG, Mermaid, PlantUML, Chrome trace) draws
/// this. Building it takes time and memory in proportion to the rows plus the lanes.
public struct Swimlanes: Sendable {
    /// A lane: the app (its state derived from the scenes) or one scene.
    public struct Lane: Sendable, Hashable {
        /// The scene, or nil for the app lane.
        public let scene: Subject?
        /// `app`, or `scene#2 (0x106c00440)`.
        public var label: String { scene?.label ?? "app" }
        /// `app`, or `scene#2`.
        public var shortLabel: String { scene.map { "scene#\($0.ordinal)" } ?? "app" }
    }

    /// One row.
    public struct Row: Sendable {
        /// What the row shows.
        public enum Kind: Sendable {
            /// A process starts (its separator row).
            case processStart(ProcessRecord)
            /// An event; `lane` is the lane it happens in (nil for view controllers and phases).
            case event(TraceEvent, lane: Int?, subject: Subject?)
        }

        public let kind: Kind
        /// The findings reported on this row's line.
        public let findings: [Diagnostic]
        /// Seconds since the previous event with a timestamp, when both have one.
        public let delta: Double?

        /// The event, for event rows.
        public var event: TraceEvent? {
            if case .event(let event, _, _) = kind { return event }
            return nil
        }

        /// The ordinal of the process the row belongs to.
        public var process: Int {
            switch kind {
            case .processStart(let info): return info.ordinal
            case .event(let event, _, _): return event.process
            }
        }
    }

    /// The states a lane draws (scene activation states, and the app's aggregate).
    public enum LaneState: String, Sendable, CaseIterable {
        case connected, foregroundInactive, foregroundActive, background, disconnected
    }

    /// A stretch of rows in which a lane stays in one state.
    public struct Span: Sendable, Hashable {
        /// The state.
        public let state: LaneState
        /// The rows: from the row that entered the state up to the row that left it (excluded).
        public let rows: Range<Int>
    }

    /// The lanes: the app first, then scenes in order.
    public let lanes: [Lane]
    /// The rows.
    public let rows: [Row]
    /// Each lane's spans, in row order; a lane is not attached in the rows between its spans.
    /// A disconnected scene has a one-row `disconnected` span, then none.
    public let spans: [[Span]]
    /// Every finding, in order.
    public let findings: [Diagnostic]
    /// Whether any event has a timestamp.
    public let hasTimestamps: Bool

    /// Builds the lanes and rows of an analysis.
    /// - Parameters:
    ///   - analysis: The analysis.
    ///   - findings: Lint findings to mark on their rows.
    ///   - scenes: Scene ordinals to keep (all when empty).
    public init(analysis: TraceAnalysis, findings: [Diagnostic] = [], scenes: [Int] = []) {
        let kept = analysis.processes.flatMap(\.scenes).map(\.subject).filter { scenes.isEmpty || scenes.contains($0.ordinal) }
        var lanes = [Lane(scene: nil)]
        lanes += kept.map { Lane(scene: $0) }
        let laneOfScene = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset + 1) })
        let findingsByLine = Dictionary(grouping: findings) { "\($0.location.file):\($0.location.line)" }
        var rows: [Row] = []
        var recorder = SpanRecorder(lanes: lanes.count)
        var lastTime: (seconds: Double, zoned: Bool)?
        for process in analysis.processes {
            // A new process: scenes of the previous one are gone.
            recorder.detachAll(at: rows.count)
            rows.append(Row(kind: .processStart(process.info), findings: [], delta: nil))
            var sceneOf: [TraceLocation: (Subject, Step)] = [:]
            for timeline in process.scenes {
                for step in timeline.steps { sceneOf[step.event.location] = (timeline.subject, step) }
            }
            var vcOf: [TraceLocation: Subject] = [:]
            for timeline in process.viewControllers {
                for step in timeline.steps { vcOf[step.event.location] = timeline.subject }
            }
            var app = AppStateTracker(process)
            for event in process.events {
                var lane: Int?
                var subject: Subject?
                if let (scene, step) = sceneOf[event.location] {
                    subject = scene
                    lane = laneOfScene[scene]
                    if let lane, let state = LaneState(rawValue: step.after.rawValue) { recorder.set(lane, state, at: rows.count) }
                } else if event.event.domain == .app {
                    lane = 0
                } else if let vc = vcOf[event.location] {
                    subject = vc
                } else if event.event.domain == .scene {
                    continue  // a duplicate notification, or a scene left out with --scene
                }
                if !scenes.isEmpty, event.event.domain == .scene, lane == nil { continue }
                recorder.set(0, Self.appState(app.state(at: event.location), process), at: rows.count)
                // A gap is measured only between timestamps printed the same way (both with a zone or both without).
                let time = event.timestamp.map { (seconds: $0.seconds, zoned: $0.utcOffsetMinutes != nil) }
                let delta = time.flatMap { now in lastTime.flatMap { $0.zoned == now.zoned ? now.seconds - $0.seconds : nil } }
                if time != nil { lastTime = time }
                rows.append(Row(
                    kind: .event(event, lane: lane, subject: subject),
                    findings: findingsByLine["\(event.location.file):\(event.location.line)"] ?? [], delta: delta))
                // A disconnected scene is drawn once, then its lane is empty.
                if let lane, recorder.state(of: lane) == .disconnected { recorder.set(lane, nil, at: rows.count) }
            }
        }
        self.lanes = lanes
        self.rows = rows
        self.spans = recorder.finish(at: rows.count)
        self.findings = findings
        self.hasTimestamps = analysis.processes.contains { $0.events.contains { $0.timestamp != nil } }
    }

    /// A lane's state after a row; nil where the lane's scene is not attached.
    /// - Parameters:
    ///   - lane: The lane's index in ``lanes``.
    ///   - row: The row's index in ``rows``.
    public func state(of lane: Int, at row: Int) -> LaneState? {
        let list = spans[lane]
        // The last span that starts at or before the row.
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].rows.lowerBound <= row { low = middle + 1 } else { high = middle }
        }
        guard low > 0, list[low - 1].rows.contains(row) else { return nil }
        return list[low - 1].state
    }

    private static func appState(_ state: State, _ process: ProcessAnalysis) -> LaneState? {
        switch state {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background, .launched: return process.scenes.isEmpty && process.app == nil ? nil : .background
        default: return nil
        }
    }
}

/// Turns lane state changes, made row by row, into spans.
private struct SpanRecorder {
    private var spans: [[Swimlanes.Span]]
    private var current: [Swimlanes.LaneState?]
    private var since: [Int]
    private var attached: Set<Int> = []

    init(lanes: Int) {
        spans = [[Swimlanes.Span]](repeating: [], count: lanes)
        current = [Swimlanes.LaneState?](repeating: nil, count: lanes)
        since = [Int](repeating: 0, count: lanes)
    }

    func state(of lane: Int) -> Swimlanes.LaneState? { current[lane] }

    /// Puts a lane in `state` from `row` on (nil detaches it).
    mutating func set(_ lane: Int, _ state: Swimlanes.LaneState?, at row: Int) {
        guard current[lane] != state else { return }
        if let old = current[lane], since[lane] < row { spans[lane].append(Swimlanes.Span(state: old, rows: since[lane]..<row)) }
        current[lane] = state
        since[lane] = row
        if state == nil { attached.remove(lane) } else { attached.insert(lane) }
    }

    /// Detaches every lane from `row` on.
    mutating func detachAll(at row: Int) {
        for lane in Array(attached) { set(lane, nil, at: row) }
    }

    /// The spans, every lane detached after the last row.
    mutating func finish(at row: Int) -> [[Swimlanes.Span]] {
        detachAll(at: row)
        return spans
    }
}
