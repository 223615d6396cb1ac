import TraceParser

/// The observed run of a log as a scenario, repaired as its models say (`lint --write-repaired`):
/// the callbacks a gap misses are filled in before the callback that revealed the gap, a swapped
/// pair is put back in order, and callbacks the model does not allow where they came (repeated,
/// illegal, after the subject ended) are marked as comments, which a scenario does not expect.
/// Each changed line says why in a comment.
///
/// `diff REPAIRED LOG` then lists exactly the repairs (filled-in callbacks as missing, marked ones
/// as extra), and a run of the app that behaves as documented matches it. Processes are added as
/// they are checked; the text waits in memory up to 1 MiB and beyond it in a temporary file.
public final class RepairedRun {
    /// How many callbacks were filled in, marked as extra, and put back in order.
    public private(set) var filled = 0
    public private(set) var extra = 0
    public private(set) var reordered = 0
    /// How many processes it holds (each starts with `process`, one without callbacks too, so
    /// that processes are numbered as `diff` numbers a log's).
    public private(set) var processes = 0
    /// How many callbacks it holds, marked ones included.
    public private(set) var items = 0
    private let text = SpilledText()

    /// - Parameter source: What the run was read from, for the header comment.
    public init(source: String) {
        text.append("\(Scenario.header)\n# repaired from \(source) by tracecheck lint --write-repaired: filled-in, reordered\n# and extra (commented-out) callbacks say why; docs/scenario.md\n")
    }

    /// Adds a checked process (its events and timelines recorded).
    public func add(_ process: ProcessAnalysis) {
        processes += 1
        let entries = Self.entries(of: process, number: processes)
        items += entries.count
        var out = "process\n"
        for (item, mark) in zip(ObservedSequence.renumbered(entries.map(\.item)), entries.map(\.mark)) {
            switch mark {
            case .observed:
                out += item.text + "\n"
            case .filled(let before):
                filled += 1
                out += "\(item.text)  # filled in: missing before line \(before)\n"
            case .reordered(let partner):
                reordered += 1
                out += "\(item.text)  # reordered: printed \(item.line < partner ? "before" : "after") line \(partner)\n"
            case .extra(let why):
                extra += 1
                out += "# extra: \(item.text)  (line \(item.line): \(why))\n"
            }
        }
        text.append(out)
    }

    /// Hands the scenario to `write` in pieces.
    public func drain(_ write: (String) throws -> Void) throws {
        try text.drain(write)
    }

    /// What a line of the repaired run is.
    enum Mark: Equatable {
        case observed
        /// Missing before the callback of this line.
        case filled(beforeLine: Int)
        /// Swapped with the callback of this line.
        case reordered(partner: Int)
        /// Not allowed where it came, for this reason.
        case extra(String)
    }

    /// The lines of one process in order, with their subjects' run-wide numbers.
    static func entries(of process: ProcessAnalysis, number: Int) -> [(item: ScenarioItem, mark: Mark)] {
        struct Key: Hashable {
            let line: Int
            let role: Role
        }
        // What each timeline's model said of each callback, by line and role (the process and the
        // app timelines share the app role: a step that is not legal wins).
        var outcomes: [Key: Outcome] = [:]
        func record(_ timeline: Timeline, as role: Role) {
            for step in timeline.steps {
                let key = Key(line: step.event.location.line, role: role)
                if let known = outcomes[key], !Self.isOrdinary(known) { continue }
                outcomes[key] = step.outcome
            }
        }
        record(process.process, as: .app)
        if let app = process.app { record(app, as: .app) }
        for scene in process.scenes { record(scene, as: .scene(scene.subject.ordinal)) }
        for vc in process.viewControllers { record(vc, as: .viewController(vc.subject.ordinal)) }
        // Phases print no scene: with several scenes they interleave, and lint judges them only
        // with one scene at most.
        if let phases = process.phases, process.sceneCount <= 1 { record(phases, as: .phase) }

        var entries: [(item: ScenarioItem, mark: Mark)] = []
        // Where the first of a swapped pair is, by role: its partner takes its place.
        var swapped: [Role: Int] = [:]
        for item in ObservedSequence.items(of: process, number: number) {
            guard let role = item.role, let outcome = outcomes[Key(line: item.line, role: role)] else {
                entries.append((item, .observed))
                continue
            }
            switch outcome {
            case .gap(let missing):
                for event in missing {
                    entries.append((ScenarioItem(process: number, role: role, kind: .event(event), line: item.line, file: item.file), .filled(beforeLine: item.line)))
                }
                entries.append((item, .observed))
            case .outOfOrder(first: true):
                swapped[role] = entries.count
                entries.append((item, .observed))
            case .outOfOrder(first: false):
                guard let index = swapped.removeValue(forKey: role) else {
                    entries.append((item, .observed))
                    continue
                }
                // The pair in order where its first came (a callback of the other timeline of the
                // role between them stays after it).
                let first = entries[index].item
                entries[index] = (item, .reordered(partner: first.line))
                entries.insert((first, .reordered(partner: item.line)), at: index + 1)
            case .repeated: entries.append((item, .extra("repeated, the state does not allow it again")))
            case .illegal: entries.append((item, .extra("not allowed in its state, and no missing callback explains it")))
            case .afterEnd: entries.append((item, .extra("after its subject ended")))
            case .legal, .passive, .firstSeen: entries.append((item, .observed))
            }
        }
        return entries
    }

    private static func isOrdinary(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .legal, .passive, .firstSeen: return true
        default: return false
        }
    }
}
