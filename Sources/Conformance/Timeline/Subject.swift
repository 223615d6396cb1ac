/// What a timeline follows.
public enum SubjectKind: String, Codable, Sendable, CaseIterable {
    /// One scene object (`UIWindowScene`).
    case scene
    /// The process (launch and termination).
    case process
    /// The app's UI state in the app-delegate life cycle.
    case app
    /// One view controller (by pointer, or by class or label).
    case viewController = "vc"
    /// SwiftUI scene phases printed by the app.
    case scenePhase = "phase"
    /// A subject of a model declared in `.tracecheck.yml` (``Subject/model`` says which).
    case model

    /// Hashes the case, not its name: subjects key every rule's state per timeline.
    public func hash(into hasher: inout Hasher) { hasher.combine(withUnsafeBytes(of: self) { $0[0] }) }

    /// The case's position in ``allCases`` (its stored tag): tables by kind are arrays, asked per
    /// step without hashing.
    var ordinal: Int { Int(withUnsafeBytes(of: self) { $0[0] }) }
}

/// The thing a diagnostic or timeline is about, with a short stable label such as
/// `scene#2 (0x106c00440)`, `process#1 (pid 1234)` or `vc HomeViewController`.
public struct Subject: Hashable, Codable, Sendable, CustomStringConvertible {
    /// What it is.
    public let kind: SubjectKind
    /// Its number among subjects of its kind, in order of first appearance in the run (from 1).
    public let ordinal: Int
    /// Its number among subjects of its kind (a model subject: of its model) in its process, and
    /// for a process among the processes of its file, from 1: unlike ``ordinal``, the same when
    /// other files are read in the same run or other processes of its file change. With
    /// ``processRole`` it names the subject from one run of an app to the next (baselines,
    /// JUnit test names, SARIF fingerprints: ``stableKey(masking:)``).
    public let role: Int
    /// The ``role`` of its process.
    public let processRole: Int
    /// The process it lives in.
    public let process: Int
    /// The pointer, class or label that identifies it in the log, when printed.
    public let identity: String?
    /// For a subject of a model of `.tracecheck.yml`: the model's id.
    public let model: String?

    /// Creates a subject; its role is its ordinal unless given.
    public init(
        kind: SubjectKind, ordinal: Int, role: Int? = nil, processRole: Int? = nil, process: Int, identity: String?, model: String? = nil
    ) {
        self.kind = kind
        self.ordinal = ordinal
        self.role = role ?? ordinal
        self.processRole = processRole ?? (kind == .process ? role ?? ordinal : process)
        self.process = process
        self.identity = identity
        self.model = model
    }

    /// The label used in every output.
    public var label: String {
        var text = TextBuilder(capacity: 48)
        appendLabel(to: &text)
        return text.build()
    }

    /// Appends ``label`` (a report names a subject under most findings).
    func appendLabel(to text: inout TextBuilder) {
        switch kind {
        case .scene:
            text.append("scene#")
            text.append(ordinal)
            text.append(" (")
            text.append(identity ?? "no pointer")
            text.append(")")
        case .process:
            text.append("process#")
            text.append(ordinal)
            appendIdentityInParentheses(to: &text)
        case .app:
            text.append("app (process#")
            text.append(process)
            text.append(")")
        case .viewController:
            text.append("vc ")
            if let identity {
                text.append(identity)
            } else {
                text.append("#")
                text.append(ordinal)
            }
        case .scenePhase:
            text.append("scenePhase (process#")
            text.append(process)
            text.append(")")
        case .model:
            text.append(model ?? "model")
            text.append("#")
            text.append(ordinal)
            appendIdentityInParentheses(to: &text)
        }
    }

    private func appendIdentityInParentheses(to text: inout TextBuilder) {
        guard let identity else { return }
        text.append(" (")
        text.append(identity)
        text.append(")")
    }

    public var description: String { label }

    /// The label without what changes from one run of the app to the next or with the other
    /// files of a run: pointers, pids and run-wide numbers; subjects are numbered in their
    /// process (`scene#2`, `process#1`, `app`, `vc#3 FeedViewController`, `vc#4
    /// FeedViewController (0x…)`, `vc#5`, `scenePhase`, `view#3 (FeedView)`).
    public func stableLabel(masking text: StableText) -> String {
        switch kind {
        case .scene: return "scene#\(role)"
        case .process: return "process#\(role)"
        case .app: return "app"
        case .viewController: return "vc#\(role)" + (identity.map { " " + text.masked($0) } ?? "")
        case .scenePhase: return "scenePhase"
        case .model: return "\(model ?? "model")#\(role)" + (identity.map { " (\(text.masked($0)))" } ?? "")
        }
    }

    /// ``stableLabel(masking:)`` with its process's (`process#2 scene#1`): what names the
    /// subject in its file from one run of the app to the next.
    public func stableKey(masking text: StableText) -> String {
        kind == .process ? stableLabel(masking: text) : "process#\(processRole) " + stableLabel(masking: text)
    }
}

extension Subject {
    /// What tells a subject from every other of the run whatever it prints later (a scene gets
    /// its pointer when a later line prints it): its kind and ordinal.
    struct Key: Hashable, Sendable {
        let kind: SubjectKind
        let ordinal: Int
    }

    /// Its ``Key``.
    var key: Key { Key(kind: kind, ordinal: ordinal) }
}
