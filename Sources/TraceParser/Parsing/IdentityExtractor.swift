/// The identities a life-cycle line prints: scene, sessions, view controller, activation state.
struct Identity {
    var scene: String?
    var sessions: [String] = []
    var persistentIdentifier: String?
    var activationState: ActivationState?
    var viewController: String?
    var viewControllerInstance: String?
}

/// Reads ``Identity`` values from a message that holds an event.
final class IdentityExtractor {
    private let identity: Matcher
    private let label: Matcher
    private let interner: StringInterner

    init(_ patterns: CompiledLinePatterns, interner: StringInterner) throws {
        identity = try Matcher(patterns.identity)
        label = try Matcher(patterns.viewControllerLabel)
        self.interner = interner
    }

    /// Extracts identities from `message`, whose callback name is at `token`.
    func extract(_ message: UnsafeRawBufferPointer, event: LifecycleEvent, token: Range<Int>) -> Identity {
        var result = Identity()
        var sessionPointers: [String] = []
        var persistentIdentifiers: [String] = []
        var objects: [(cls: String, pointer: String)] = []
        var offset = 0
        while offset < message.count, (try? identity.matches(message, from: offset)) == true, let hit = identity.range(0) {
            offset = max(hit.upperBound, offset + 1)
            if let cls = identity.range(named: "cls"), let pointer = identity.range(named: "ptr") {
                let className = text(message, cls)
                let key = className.lowercased()
                let pointerText = interner.intern(message, pointer)
                if key.hasSuffix("scenesession") || key == "session" {
                    sessionPointers.append(pointerText)
                } else if key.hasSuffix("scene") || key.contains("scenedelegate") {
                    if result.scene == nil { result.scene = pointerText }
                } else {
                    objects.append((className, pointerText))
                }
            } else if let value = identity.range(named: "pval") {
                persistentIdentifiers.append(interner.intern(message, value))
            } else if let value = identity.range(named: "sraw") ?? identity.range(named: "sval") {
                result.activationState = result.activationState ?? ActivationState(printed: text(message, value))
            }
        }
        result.sessions = sessionPointers.isEmpty ? persistentIdentifiers : sessionPointers
        result.persistentIdentifier = persistentIdentifiers.first
        if event.domain == .viewController {
            let described = objects.first { !Self.isNotAViewController($0.cls) }
            if let described {
                result.viewController = interner.intern(String(described.cls.split(separator: ".").last ?? ""))
                result.viewControllerInstance = described.pointer
            } else {
                result.viewController = viewControllerLabel(message, before: token.lowerBound)
            }
        }
        return result
    }

    /// Objects that a view-controller line may print but that are not the controller.
    private static func isNotAViewController(_ cls: String) -> Bool {
        let lower = cls.lowercased()
        return lower.hasSuffix("application") || lower.hasSuffix("window") || lower.hasSuffix("delegate")
            || lower == "animated"
    }

    private func viewControllerLabel(_ message: UnsafeRawBufferPointer, before end: Int) -> String? {
        guard end > 0 else { return nil }
        let prefix = UnsafeRawBufferPointer(rebasing: message[0..<end])
        guard (try? label.matches(prefix)) == true, let range = label.range(1) else { return nil }
        return interner.intern(prefix, range)
    }

    private func text(_ message: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: message[range], as: UTF8.self)
    }
}
