import TraceParser

/// The rows and lanes of a timeline picture: one lane for the app and one per scene, one row
/// per event in log order (and one per process start), with every lane's state after each row
/// and the findings on each row. Every renderer (text, SVG, Mermaid, PlantUML, Chrome trace)
/// draws this.
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
            case processStart(ProcessInfo)
            /// An event; `lane` is the lane it happens in (nil for view controllers and phases).
            case event(TraceEvent, lane: Int?, subject: Subject?)
        }

        public let kind: Kind
        /// Each lane's state after the row; nil where the lane's scene is not attached.
        public let states: [LaneState?]
        /// The findings reported on this row's line.
        public let findings: [Diagnostic]
        /// Seconds since the previous event with a timestamp, when both have one.
        public let delta: Double?

        /// The event, for event rows.
        public var event: TraceEvent? {
            if case .event(let event, _, _) = kind { return event }
            return nil
        }
    }

    /// The states a lane draws (scene activation states, and the app's aggregate).
    public enum LaneState: String, Sendable, CaseIterable {
        case connected, foregroundInactive, foregroundActive, background, disconnected
    }

    /// The lanes: the app first, then scenes in order.
    public let lanes: [Lane]
    /// The rows.
    public let rows: [Row]
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
        var states = [LaneState?](repeating: nil, count: lanes.count)
        var lastTime: (seconds: Double, zoned: Bool)?
        for process in analysis.processes {
            // A new process: scenes of the previous one are gone.
            states = [LaneState?](repeating: nil, count: lanes.count)
            rows.append(Row(kind: .processStart(process.info), states: states, findings: [], delta: nil))
            var sceneOf: [TraceLocation: (Subject, Step)] = [:]
            for timeline in process.scenes {
                for step in timeline.steps { sceneOf[step.event.location] = (timeline.subject, step) }
            }
            var vcOf: [TraceLocation: Subject] = [:]
            for timeline in process.viewControllers {
                for step in timeline.steps { vcOf[step.event.location] = timeline.subject }
            }
            for event in process.events {
                var lane: Int?
                var subject: Subject?
                if let (scene, step) = sceneOf[event.location] {
                    subject = scene
                    lane = laneOfScene[scene]
                    if let lane { states[lane] = LaneState(rawValue: step.after.rawValue) ?? states[lane] }
                } else if event.event.domain == .app {
                    lane = 0
                } else if let vc = vcOf[event.location] {
                    subject = vc
                } else if event.event.domain == .scene {
                    continue  // a duplicate notification, or a scene left out with --scene
                }
                if !scenes.isEmpty, event.event.domain == .scene, lane == nil { continue }
                states[0] = Self.appState(process, at: event.location)
                // A gap is measured only between timestamps printed the same way (both with a zone or both without).
                let time = event.timestamp.map { (seconds: $0.seconds, zoned: $0.utcOffsetMinutes != nil) }
                let delta = time.flatMap { now in lastTime.flatMap { $0.zoned == now.zoned ? now.seconds - $0.seconds : nil } }
                if time != nil { lastTime = time }
                rows.append(Row(
                    kind: .event(event, lane: lane, subject: subject), states: states,
                    findings: findingsByLine["\(event.location.file):\(event.location.line)"] ?? [], delta: delta))
                // A disconnected scene is drawn once, then its lane is empty.
                for index in states.indices where states[index] == .disconnected && index != lane { states[index] = nil }
            }
        }
        self.lanes = lanes
        self.rows = rows
        self.findings = findings
        self.hasTimestamps = analysis.processes.contains { $0.events.contains { $0.timestamp != nil } }
    }

    private static func appState(_ process: ProcessAnalysis, at location: TraceLocation) -> LaneState? {
        switch process.appState(at: location).rawValue {
        case "active": return .foregroundActive
        case "inactive": return .foregroundInactive
        case "background", "launched": return process.scenes.isEmpty && process.app == nil ? nil : .background
        default: return nil
        }
    }
}
