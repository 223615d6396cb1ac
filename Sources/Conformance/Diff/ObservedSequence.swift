import TraceParser

/// The sequence of a log, as scenario items: every callback the analysis placed, with the role
/// of its subject (scenes and view controllers numbered by first appearance in their process).
public enum ObservedSequence {
    /// The items of an analysis, in log order; duplicate signals (a notification printed next to
    /// its callback) are left out, as the checker leaves them out.
    /// - Parameters:
    ///   - analysis: The log's analysis.
    ///   - filter: Which callbacks to keep.
    public static func items(from analysis: TraceAnalysis, filter: EventFilter = EventFilter()) -> [ScenarioItem] {
        renumbered(analysis.processes.enumerated().flatMap { index, process in items(of: process, number: index + 1, filter: filter) })
    }

    /// The items of one process numbered `number`, in log order, with their subjects' run-wide
    /// numbers (``renumbered(_:)`` numbers them in their process).
    static func items(of process: ProcessAnalysis, number: Int, filter: EventFilter = EventFilter()) -> [ScenarioItem] {
        var items: [ScenarioItem] = []
        var roles: [TraceLocation: Role] = [:]
        for timeline in process.scenes {
            for step in timeline.steps { roles[step.event.location] = .scene(timeline.subject.ordinal) }
        }
        for timeline in process.viewControllers {
            for step in timeline.steps { roles[step.event.location] = .viewController(timeline.subject.ordinal) }
        }
        let unassigned = Set(process.unassigned.map(\.location))
        for event in process.events where !unassigned.contains(event.location) && filter.keeps(event.event) {
            if filter.ignoreNotifications && event.source == .notification { continue }
            let role: Role
            switch event.event.domain {
            case .app: role = .app
            case .scenePhase: role = .phase
            case .scene, .viewController:
                guard let placed = roles[event.location] else { continue }
                role = placed
            case .model, .system:
                continue  // scenarios name UIKit callbacks only
            }
            items.append(ScenarioItem(process: number, role: role, kind: .event(event.event), line: event.location.line, file: event.location.file))
        }
        return items
    }

    /// Scenes and view controllers numbered 1, 2, … by first appearance in each process.
    static func renumbered(_ items: [ScenarioItem]) -> [ScenarioItem] {
        var numbers: [Role: Int] = [:]
        var counts: [Int: Int] = [:]  // per kind: 0 scenes, 1 view controllers
        var process = 0
        return items.map { item in
            if item.process != process {
                (process, numbers, counts) = (item.process, [:], [:])
            }
            guard let role = item.role, role.number != nil else { return item }
            let kind = role.sameKind(as: .scene(1)) ? 0 : 1
            let number = numbers[role] ?? {
                counts[kind, default: 0] += 1
                numbers[role] = counts[kind]!
                return counts[kind]!
            }()
            return ScenarioItem(process: item.process, role: role.renumbered(number), kind: item.kind, line: item.line, file: item.file)
        }
    }
}
