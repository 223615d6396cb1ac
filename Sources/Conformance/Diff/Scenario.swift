import TraceParser

/// One step of an expected or observed sequence: a role and a callback, or a wildcard.
public struct ScenarioItem: Hashable, Sendable {
    /// What the item expects.
    public enum Kind: Hashable, Sendable {
        /// A callback.
        case event(LifecycleEvent)
        /// Any number of callbacks that do not change state (`...`).
        case anyNonState
    }

    /// The process, numbered from 1 on each side.
    public let process: Int
    /// Who receives it; nil for a wildcard that stands for every role.
    public let role: Role?
    /// The callback or wildcard.
    public let kind: Kind
    /// The line it came from (in the scenario or the log).
    public let line: Int
    /// The file it came from.
    public let file: String

    /// Creates an item.
    public init(process: Int, role: Role?, kind: Kind, line: Int, file: String) {
        self.process = process
        self.role = role
        self.kind = kind
        self.line = line
        self.file = file
    }

    /// How it is written in a scenario file: `scene#1 willEnterForeground`, `...`.
    public var text: String {
        switch kind {
        case .anyNonState: return role.map { "\($0) ..." } ?? "..."
        case .event(let event): return "\(role.map(\.description) ?? "?") \(Scenario.shortName(event))"
        }
    }
}

/// The scenario notation for expected sequences (documented in `docs/scenario.md`):
///
/// ```
/// # comments and blank lines are ignored
/// process                      # starts the next process (optional before the first)
/// app didFinishLaunching
/// scene#1 willConnect
/// scene#1 ...                  # any number of callbacks of scene#1 that do not change state
/// ...                          # the same for every role
/// ```
public enum Scenario {
    /// The header written by `--record`.
    public static let header = "# tracecheck scenario v1"

    /// Whether a file's text is a scenario (its first meaningful line is the header, `process`,
    /// or an item) rather than a log.
    public static func looks(like text: String) -> Bool {
        // Line by line, without splitting the whole text first (it may be a big log).
        var rest = Substring(text)
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
            let trimmed = trim(line)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(header) { return true }
            if trimmed.hasPrefix("#") { continue }
            // `...` alone could begin either; the next line decides.
            if trimmed == "..." { continue }
            return trimmed == "process" || (try? item(trimmed, process: 1, line: 1, file: "")) != nil
        }
        return false
    }

    private static func trim<S: StringProtocol>(_ text: S) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// Parses a scenario.
    /// - Throws: ``ScenarioError`` naming the line.
    public static func parse(_ text: String, file: String) throws -> [ScenarioItem] {
        var items: [ScenarioItem] = []
        // Each `process` line starts the next process, an empty one too, except one before any
        // item (the first process needs none).
        var process = 1
        var started = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A comment is a line starting with `#`, or the rest of a line after ` #`.
            var trimmed = trim(raw)
            if trimmed.hasPrefix("#") { continue }
            if let comment = trimmed.range(of: " #") { trimmed = trim(trimmed[..<comment.lowerBound]) }
            if trimmed.isEmpty { continue }
            if trimmed == "process" {
                if started { process += 1 }
                started = true
                continue
            }
            items.append(try item(trimmed, process: process, line: index + 1, file: file))
            started = true
        }
        return items
    }

    private static func item(_ text: String, process: Int, line: Int, file: String) throws -> ScenarioItem {
        if text == "..." { return ScenarioItem(process: process, role: nil, kind: .anyNonState, line: line, file: file) }
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, let role = Role(parts[0]) else {
            throw ScenarioError(path: file, line: line, message: "expected 'ROLE EVENT' (app, scene#N, vc#N or phase, then a callback), '...', or 'process'; got '\(text)'")
        }
        if parts[1] == "..." { return ScenarioItem(process: process, role: role, kind: .anyNonState, line: line, file: file) }
        guard let event = event(named: String(parts[1]), for: role) else {
            throw ScenarioError(path: file, line: line, message: "unknown callback '\(parts[1])' for \(role) (see docs/events.md)")
        }
        return ScenarioItem(process: process, role: role, kind: .event(event), line: line, file: file)
    }

    /// The event a role's callback name means: `willConnect` for a scene is `scene.willConnect`.
    static func event(named name: String, for role: Role) -> LifecycleEvent? {
        if let event = LifecycleEvent(rawValue: name), self.role(for: event, ordinal: 1)?.sameKind(as: role) == true { return event }
        return LifecycleEvent.allCases.first { shortName($0) == name && self.role(for: $0, ordinal: 1)?.sameKind(as: role) == true }
    }

    /// The name written after the role: the canonical id without its domain, except for
    /// `windowScene.*` (written in full to keep it apart from `scene.*`).
    static func shortName(_ event: LifecycleEvent) -> String {
        let id = event.rawValue
        if id.hasPrefix("windowScene.") { return id }
        return String(id[id.index(after: id.firstIndex(of: ".")!)...])
    }

    /// The role kind that receives an event (none for events of a model of `.tracecheck.yml` and
    /// UIKit's messages, which scenarios do not name).
    static func role(for event: LifecycleEvent, ordinal: Int) -> Role? {
        switch event.domain {
        case .app: return .app
        case .scene: return .scene(ordinal)
        case .viewController: return .viewController(ordinal)
        case .scenePhase: return .phase
        case .model, .system: return nil
        }
    }

    /// A scenario file for a sequence, as `--record` writes it.
    public static func render(_ items: [ScenarioItem], source: String) -> String {
        var lines = [header, "# recorded from \(source)"]
        var process = 0
        for item in items {
            // A process without callbacks keeps its `process` line, so the numbers stay the log's.
            while process < item.process {
                lines.append("process")
                process += 1
            }
            lines.append(item.text)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Role {
    /// Whether two roles are of the same kind (both scenes, both apps…).
    func sameKind(as other: Role) -> Bool {
        switch (self, other) {
        case (.app, .app), (.phase, .phase), (.scene, .scene), (.viewController, .viewController): return true
        default: return false
        }
    }
}

