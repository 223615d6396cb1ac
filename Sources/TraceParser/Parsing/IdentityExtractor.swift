/// The identities a life-cycle line prints: scene, sessions, view controller, activation state.
struct Identity {
    var scene: String?
    var sessions: [String] = []
    var persistentIdentifier: String?
    var activationState: ActivationState?
    var applicationState: ApplicationState?
    var viewController: String?
    var viewControllerInstance: String?
    /// The launch option keys a launch callback prints (`location`, `remoteNotification`).
    var launchOptions: [String] = []
}

extension TraceEvent {
    /// Adds what a line continuing the event printed: its sessions, the persistent identifier
    /// when none was printed, and the launch option keys it did not print yet.
    mutating func add(_ identity: Identity) {
        sessions += identity.sessions
        session = session ?? identity.sessions.first
        persistentIdentifier = persistentIdentifier ?? identity.persistentIdentifier
        let printed = launchOptions
        launchOptions += identity.launchOptions.filter { !printed.contains($0) }
    }
}

/// Where a message's identities are (its texts as places in the message) and what it printed
/// that is read, not copied (states, launch option keys): one layout serves every message of
/// the same shape (``MessageShape``).
struct IdentityLayout {
    var scene: Range<Int>?
    var sessions: [Range<Int>] = []
    var persistentIdentifier: Range<Int>?
    var activationState: ActivationState?
    var applicationState: ApplicationState?
    var viewController: Range<Int>?
    var viewControllerInstance: Range<Int>?
    var launchOptions: [String] = []
    /// A search stopped at PCRE2's limits: the layout holds for this text only (another text of
    /// the same shape could search further).
    var stoppedAtLimit = false
}

/// Reads ``Identity`` values from a message that holds an event.
final class IdentityExtractor {
    private let identity: Matcher
    private let objectClass: Matcher
    private let objectClassAnchored: Matcher
    private let launchOptionKey: Matcher
    private let label: Matcher
    private let interner: StringInterner
    /// Whether a search of the current ``layout(_:event:token:)`` stopped at PCRE2's limits.
    private var stoppedAtLimit = false

    init(_ patterns: CompiledLinePatterns, interner: StringInterner) throws {
        identity = try Matcher(patterns.identity)
        objectClass = try Matcher(patterns.objectClass)
        objectClassAnchored = try Matcher(patterns.objectClassAnchored)
        launchOptionKey = try Matcher(patterns.launchOptionKey)
        label = try Matcher(patterns.viewControllerLabel)
        self.interner = interner
    }

    /// Extracts identities from `message`, whose callback name is at `token`.
    func extract(_ message: UnsafeRawBufferPointer, event: LifecycleEvent, token: Range<Int>) -> Identity {
        identity(layout(message, event: event, token: token), in: message)
    }

    /// The identities `layout` places in `message` (which has the shape of the message it was
    /// read from, ``MessageShape``).
    func identity(_ layout: IdentityLayout, in message: UnsafeRawBufferPointer) -> Identity {
        func text(_ range: Range<Int>?) -> String? { range.map { interner.intern(message, $0) } }
        // One initializer call: no value built field by field and copied out.
        return Identity(
            scene: text(layout.scene), sessions: layout.sessions.isEmpty ? [] : layout.sessions.map { interner.intern(message, $0) },
            persistentIdentifier: text(layout.persistentIdentifier), activationState: layout.activationState,
            applicationState: layout.applicationState, viewController: text(layout.viewController),
            viewControllerInstance: text(layout.viewControllerInstance), launchOptions: layout.launchOptions)
    }

    /// Where the identities of `message`, whose callback name is at `token`, are.
    func layout(_ message: UnsafeRawBufferPointer, event: LifecycleEvent, token: Range<Int>) -> IdentityLayout {
        var result = IdentityLayout()
        var sessionPointers: [Range<Int>] = []
        var persistentIdentifiers: [Range<Int>] = []
        var viewControllerObject: (cls: Range<Int>, pointer: Range<Int>)?
        var offset = 0
        stoppedAtLimit = false
        while offset < message.count, found(identity, message, from: offset), let hit = identity.range(0) {
            offset = max(hit.upperBound, offset + 1)
            if let pointer = identity.range(named: "ptr") {
                // A pointer starts a word (`0x…`, not the tail of `a0x1`) and follows its class.
                if pointer.lowerBound > 0, ByteSearch.isWordByte(message[pointer.lowerBound - 1]) { continue }
                guard let cls = classRange(message, before: pointer.lowerBound) else { continue }
                switch Self.kind(ofClass: UnsafeRawBufferPointer(rebasing: message[cls])) {
                case .session:
                    sessionPointers.append(pointer)
                case .scene:
                    if result.scene == nil { result.scene = pointer }
                case .other:
                    // A containment callback's argument is the parent: an object printed after
                    // the name is that, not the receiver.
                    let argument = (event == .vcWillMoveToParent || event == .vcDidMoveToParent) && pointer.lowerBound >= token.upperBound
                    let namesController = event.domain == .viewController || event == .systemUnbalancedAppearance
                        || event == .systemPresentationNotInHierarchy
                    if viewControllerObject == nil, namesController, !argument {
                        viewControllerObject = (cls, pointer)
                    }
                case .notAViewController:
                    break
                }
            } else if let value = identity.range(named: "pval") {
                persistentIdentifiers.append(value)
            } else if let value = identity.range(named: "sraw") ?? identity.range(named: "sval") {
                result.activationState = result.activationState ?? ActivationState(printed: text(message, value))
            } else if let value = identity.range(named: "aval") ?? identity.range(named: "aobj") {
                result.applicationState = result.applicationState ?? ApplicationState(printed: text(message, value))
            }
        }
        if result.applicationState == nil, event.domain == .app {
            result.applicationState = Self.stateAfterLabel(message, after: token.upperBound)
        }
        if event.isLaunch { result.launchOptions = launchOptions(message) }
        result.sessions = sessionPointers.isEmpty ? persistentIdentifiers : sessionPointers
        result.persistentIdentifier = persistentIdentifiers.first
        if event.domain == .viewController || event.domain == .system {
            if let (cls, pointer) = viewControllerObject {
                // `MyApp.HomeViewController` → `HomeViewController`.
                result.viewController = message[cls].lastIndex(of: 0x2E).map { ($0 + 1)..<cls.upperBound } ?? cls
                result.viewControllerInstance = pointer
            } else if event.domain == .system {
                // UIKit's message names a controller by its object only.
            } else if Self.isPhrase(message, token),
                let subject = Self.gluedSubject(message, token: token) ?? Self.nameAfter(message, token: token)
            {
                result.viewController = subject
            } else if let label = viewControllerLabel(message, before: token.lowerBound) {
                result.viewController = label
            } else if let subject = Self.nameAfter(message, token: token) {
                result.viewController = subject
            }
        }
        result.stoppedAtLimit = stoppedAtLimit
        return result
    }

    /// The launch option keys in `message`, as Swift names them (`UIApplicationLaunchOptionsURLKey`
    /// → `url`, `UIApplicationLaunchOptionsBluetoothCentralsKey` → `bluetoothCentrals`), each once.
    private func launchOptions(_ message: UnsafeRawBufferPointer) -> [String] {
        var keys: [String] = []
        var offset = 0
        while offset < message.count, found(launchOptionKey, message, from: offset), let hit = launchOptionKey.range(0) {
            offset = max(hit.upperBound, offset + 1)
            guard let range = launchOptionKey.range(named: "raw") ?? launchOptionKey.range(named: "case") else { continue }
            let key = Self.lowerCamel(text(message, range))
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// `Location` → `location`, `URL` → `url`, `URLContexts` → `urlContexts`.
    private static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // In `URLContexts` the `C` starts the next word.
        let lowered = upper == characters.count || upper <= 1 ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The state word an app callback's label ends with: `applicationWillEnterForeground:
    /// Background`, `applicationDidBecomeActive(_:) -> active`. Only the last word of the line,
    /// after a separator right after the name (and its argument list).
    private static func stateAfterLabel(_ message: UnsafeRawBufferPointer, after end: Int) -> ApplicationState? {
        var index = end
        if index < message.count, message[index] == 0x28, let close = message[index...].firstIndex(of: 0x29) { index = close + 1 }  // (_:)
        while index < message.count, message[index] == 0x20 { index += 1 }
        guard index < message.count, [0x3A, 0x3D, 0x2D].contains(message[index]) else { return nil }  // : = -
        while index < message.count, [0x3A, 0x3D, 0x2D, 0x3E, 0x20, 0x2E].contains(message[index]) { index += 1 }  // : = - > space .
        var last = message.count
        while last > index, [0x20, 0x09, 0x2E].contains(message[last - 1]) { last -= 1 }
        guard last > index, !message[index..<last].contains(0x20) else { return nil }
        return ApplicationState(printed: String(decoding: message[index..<last], as: UTF8.self))
    }

    private enum ClassKind {
        case session, scene, notAViewController, other
    }

    /// What an object's class says it is, ignoring case: `…SceneSession` or `session`, a scene
    /// (`…Scene`, `…SceneDelegate`), an object that is not a view controller (`…Application`,
    /// `…Window`, `…Delegate`), or anything else.
    private static func kind(ofClass name: UnsafeRawBufferPointer) -> ClassKind {
        if hasSuffix(name, "scenesession") || equals(name, "session") { return .session }
        if hasSuffix(name, "scene") || hasSuffix(name, "scenedelegate") { return .scene }
        if hasSuffix(name, "application") || hasSuffix(name, "window") || hasSuffix(name, "delegate") {
            return .notAViewController
        }
        return .other
    }

    private static func hasSuffix(_ name: UnsafeRawBufferPointer, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard name.count >= count else { return false }
        let start = suffix.utf8Start
        for index in 0..<count where name[name.count - count + index] | 0x20 != start[index] { return false }
        return true
    }

    private static func equals(_ name: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        name.count == word.utf8CodeUnitCount && hasSuffix(name, word)
    }

    /// Where the class printed before a pointer (`UIWindowScene: 0x…`) is in the message, or
    /// nil for a bare pointer.
    func classRange(_ message: UnsafeRawBufferPointer, before end: Int) -> Range<Int>? {
        let windowStart = max(0, end - 96)
        let window = UnsafeRawBufferPointer(rebasing: message[windowStart..<end])
        // The pattern ends at the pointer, so only the start of the word before `: ` can begin a
        // match: found backwards, it is tried alone, unless the word has non-ASCII bytes (where
        // \p{L} decides), which take the search.
        guard let start = Self.classWordStart(window) else { return nil }
        let matcher = start.isASCII ? objectClassAnchored : objectClass
        guard found(matcher, window, from: start.isASCII ? start.offset : 0), let range = matcher.range(named: "cls")
        else { return nil }
        return (range.lowerBound + windowStart)..<(range.upperBound + windowStart)
    }

    /// Where the word before `\s*[:=]\s*<?\s*` at the end of `window` starts (its letters,
    /// digits, `_`, `.` and non-ASCII bytes), and whether it is all ASCII; nil without the separator.
    private static func classWordStart(_ window: UnsafeRawBufferPointer) -> (offset: Int, isASCII: Bool)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var index = window.count
        while index > 0, isSpace(window[index - 1]) { index -= 1 }
        if index > 0, window[index - 1] == 0x3C { index -= 1 }  // <
        while index > 0, isSpace(window[index - 1]) { index -= 1 }
        guard index > 0, window[index - 1] == 0x3A || window[index - 1] == 0x3D else { return nil }  // : =
        index -= 1
        while index > 0, isSpace(window[index - 1]) { index -= 1 }
        let start = ByteSearch.wordStart(window, before: index, notBefore: 0)
        return (start, !window[start..<index].contains { $0 >= 0x80 })
    }

    /// Whether the token is a phrase (`view did appear`, `FeedVC loaded`), not a method name.
    private static func isPhrase(_ message: UnsafeRawBufferPointer, _ token: Range<Int>) -> Bool {
        message[token].contains { $0 == 0x20 || $0 == 0x09 || $0 == 0x5F || $0 == 0x2D }
    }

    /// The class that starts a view-controller phrase (`FeedVC loaded`, `HomeViewController did
    /// appear`): the token starts at its `VC` or `ViewController`, after the class's other
    /// letters; `ViewController` alone is a class too (Xcode's template names its first one so).
    private static func gluedSubject(_ message: UnsafeRawBufferPointer, token: Range<Int>) -> Range<Int>? {
        let start = token.lowerBound
        for suffix in ["ViewController", "VC"] where message[start..<token.upperBound].starts(with: suffix.utf8) {
            var wordStart = ByteSearch.wordStart(message, before: start, notBefore: 0)
            if let dot = message[wordStart..<start].lastIndex(of: 0x2E) { wordStart = dot + 1 }  // MyApp.FeedVC
            if wordStart < start { return wordStart..<(start + suffix.utf8.count) }
            return suffix == "ViewController" ? start..<(start + suffix.utf8.count) : nil
        }
        return nil
    }

    /// The class name a message ends with after the callback and a separator: `view will
    /// disappear (ProfileVC)`, `VC loaded: Feed`, `viewDidAppear(_:) - MyApp.HomeVC` (→ `HomeVC`).
    /// An argument list right after the name is skipped. Only a capitalised name with a lower-case
    /// letter is one (`Feed`, `ProfileVC`; not `start`, `DONE`, `animated`, `true`).
    static func nameAfter(_ message: UnsafeRawBufferPointer, token: Range<Int>) -> Range<Int>? {
        var index = token.upperBound
        let count = message.count
        if index < count, message[index] == 0x28, let close = message[index...].firstIndex(of: 0x29),  // (
           !message[(index + 1)..<close].contains(where: ByteSearch.isWordByte) || message[(index + 1)..<close].contains(0x3A) {
            index = close + 1
        }
        while index < count, message[index] == 0x20 || message[index] == 0x09 { index += 1 }
        let separatorStart = index
        // : - | > ( [ spaces, and — – → (three bytes each).
        while index < count {
            switch message[index] {
            case 0x3A, 0x2D, 0x7C, 0x3E, 0x28, 0x5B, 0x20, 0x09:
                index += 1
                continue
            case 0xE2 where index + 2 < count:
                let (second, third) = (message[index + 1], message[index + 2])
                if (second == 0x80 && (third == 0x93 || third == 0x94)) || (second == 0x86 && third == 0x92) {
                    index += 3
                    continue
                }
            default:
                break
            }
            break
        }
        guard index > separatorStart else { return nil }
        var start = index
        while index < count, ByteSearch.isWordByte(message[index]) || message[index] == 0x2E {
            if message[index] == 0x2E { start = index + 1 }  // MyApp.HomeVC → HomeVC
            index += 1
        }
        guard index > start, (0x41...0x5A).contains(message[start]), message[start..<index].contains(where: { (0x61...0x7A).contains($0) })
        else { return nil }
        let name = start..<index
        while index < count, message[index] == 0x29 || message[index] == 0x5D || message[index] == 0x20 || message[index] == 0x09
            || message[index] == 0x2E || message[index] == 0x21 { index += 1 }  // ) ] spaces . !
        guard index == count else { return nil }
        let flags = ["animated", "true", "false", "yes", "no"]
        return flags.contains(String(decoding: message[name], as: UTF8.self).lowercased()) ? nil : name
    }

    private func viewControllerLabel(_ message: UnsafeRawBufferPointer, before end: Int) -> Range<Int>? {
        guard end > 0 else { return nil }
        // A label sits right before the name; a bounded window keeps the backwards search cheap.
        let start = max(0, end - 120)
        let prefix = UnsafeRawBufferPointer(rebasing: message[start..<end])
        guard found(label, prefix), let range = label.range(1) else { return nil }
        return (range.lowerBound + start)..<(range.upperBound + start)
    }

    /// Whether `matcher` matches `bytes` from `offset`; a search stopped at PCRE2's limits is
    /// no match, noted in ``stoppedAtLimit``.
    private func found(_ matcher: Matcher, _ bytes: UnsafeRawBufferPointer, from offset: Int = 0) -> Bool {
        do {
            return try matcher.matches(bytes, from: offset)
        } catch {
            stoppedAtLimit = true
            return false
        }
    }

    private func text(_ message: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: message[range], as: UTF8.self)
    }
}
