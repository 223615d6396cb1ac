/// Decides what a log message (the line without its prefix) is: an event, noise, or an
/// unrecognised mention of a life-cycle name.
final class MessageRecognizer {
    /// The outcome for one message.
    enum Result {
        /// `fuzzy`: the name was read despite a one-letter typo.
        case event(LifecycleEvent, EventSource, token: Range<Int>, how: String, fuzzy: Bool = false)
        case noise(NoiseKind, how: String)
        case unrecognized(UnrecognizedReason, how: String)
        /// A debugger line that says the process ended (`Terminated due to signal 9`).
        case processEnd(how: String)
    }

    private let token: Matcher
    private let phase: Matcher
    private let receiverHint: Matcher
    private let sourceCode: Matcher
    private let word: Matcher
    private let proseSign: Matcher
    private let special: Matcher
    private let misspeltReceiver: Matcher
    private let systemMessage: Matcher
    private let backtraceFrame: Matcher
    private let watchdog: Matcher
    private let groups: TokenGroups

    /// Capture group numbers of ``LinePatterns/callbackToken``, looked up once.
    private struct TokenGroups {
        let base, label, sel, recv, rest, name, vsubj, vverb, vload, nclass, nname, short, phase: Int
        init(_ m: Matcher) throws {
            func number(_ name: String) throws -> Int {
                guard let n = m.groupNumber(name) else {
                    throw PCRE2Error.compile(pattern: m.pattern.source, offset: 0, message: "no group \(name)")
                }
                return n
            }
            (base, label, sel, recv, rest) = try (number("base"), number("label"), number("sel"), number("recv"), number("rest"))
            (name, vsubj, vverb, vload) = try (number("name"), number("vsubj"), number("vverb"), number("vload"))
            (nclass, nname, short, phase) = try (number("nclass"), number("nname"), number("short"), number("phase"))
        }
    }

    init(_ patterns: CompiledLinePatterns) throws {
        token = try Matcher(patterns.callbackToken)
        phase = try Matcher(patterns.scenePhase)
        receiverHint = try Matcher(patterns.receiverHint)
        sourceCode = try Matcher(patterns.sourceCode)
        word = try Matcher(patterns.word)
        proseSign = try Matcher(patterns.proseSign)
        special = try Matcher(patterns.special)
        misspeltReceiver = try Matcher(patterns.misspeltReceiver)
        systemMessage = try Matcher(patterns.systemMessage)
        backtraceFrame = try Matcher(patterns.backtraceFrame)
        watchdog = try Matcher(patterns.watchdog)
        groups = try TokenGroups(token)
    }

    /// Classifies a message.
    /// - Parameters:
    ///   - message: The message bytes.
    ///   - searchFrom: Where the search for a name starts; the caller knows none starts before.
    /// - Returns: The classification, with the token's byte range for events.
    func recognize(_ message: UnsafeRawBufferPointer, searchFrom: Int = 0) -> Result {
        do {
            return try recognizeThrowing(message, searchFrom: searchFrom)
        } catch {
            return .unrecognized(.matchLimit, how: "\(error)")
        }
    }

    private func recognizeThrowing(_ message: UnsafeRawBufferPointer, searchFrom: Int) throws -> Result {
        if let system = try systemEvent(message) { return system }
        var offset = searchFrom
        var outsideModel: String?
        var ambiguous: String?
        while offset < message.count, try token.matches(message, from: offset) {
            guard let whole = token.range(0) else { break }
            offset = max(whole.upperBound, offset + 1)
            if token.range(groups.phase) != nil {
                if let result = try phaseEvent(message, how: "scene phase after a 'phase' label") { return result }
                continue
            }
            let (receiver, name, source, branch) = normalizedToken(message)
            var how = branch
            var fuzzy = false
            var known = CallbackNames.meaning(of: name) ?? gluedMeaning(message, name: name)
            if known == nil, let typo = CallbackNames.meaning(ofTypo: name) {
                known = typo.meaning
                fuzzy = true
                how += " '\(name)' read as '\(typo.name)' (one letter off)"
            }
            guard let meaning = known else {
                outsideModel = outsideModel ?? "\(branch) '\(name)' is not a life-cycle callback"
                continue
            }
            if case .outsideModel = meaning {
                outsideModel = outsideModel ?? "\(branch) '\(name)' is outside the life-cycle model"
                continue
            }
            var resolvedReceiver = receiver
            if receiver == nil, case .byReceiver = meaning, let hint = try receiverHint(message, around: whole) {
                resolvedReceiver = hint
                how += " with receiver \(hint) from the context"
            }
            guard let event = CallbackNames.resolve(meaning, receiver: resolvedReceiver) else {
                if resolvedReceiver == .viewController {
                    outsideModel = outsideModel ?? "\(branch) '\(name)' of a view controller is outside the life-cycle model"
                    continue
                }
                ambiguous = ambiguous ?? "\(branch) '\(name)': nothing says whether the app or a scene received it"
                continue
            }
            return try checked(event, source, token: whole, how: how, fuzzy: fuzzy, in: message)
        }
        if message.count <= 24, let result = try phaseEvent(message, how: "a scene phase alone on the line") {
            return result
        }
        if let (event, range, how) = try misspeltReceiverEvent(message, searchFrom: searchFrom) {
            return try checked(event, .callback, token: range, how: how, fuzzy: true, in: message)
        }
        if let ambiguous { return .unrecognized(.ambiguousReceiver, how: try framed(ambiguous, in: message)) }
        if let outsideModel { return .noise(.outsideModel, how: try framed(outsideModel, in: message)) }
        if let watchdog = try watchdogEvent(message) { return watchdog }
        return try specialNoise(message)
    }

    /// A message of UIKit's catalog (``systemEvent(_:)`` or a watchdog termination), for lines
    /// a system library printed; nil for any other.
    func recognizeSystem(_ message: UnsafeRawBufferPointer) -> Result? {
        (try? systemEvent(message)) ?? (try? watchdogEvent(message)) ?? nil
    }

    /// A watchdog termination (``LinePatterns/watchdog``) anywhere in the message.
    private func watchdogEvent(_ message: UnsafeRawBufferPointer) throws -> Result? {
        guard try watchdog.matches(message), let range = watchdog.range(0) else { return nil }
        return .event(.systemWatchdogTermination, .system, token: range, how: "UIKit message: a watchdog termination")
    }

    /// One of UIKit's messages of ``LinePatterns/systemMessage`` at the start of the message.
    func systemEvent(_ message: UnsafeRawBufferPointer) throws -> Result? {
        guard let first = message.first, first == 0x5B || first == 0x57 || first == 0x77 || first == 0x55 || first == 0x41
            || first == 0x44 || first == 0x42 || first == 0x43,  // [ W w U A D B C
            try systemMessage.matches(message), let whole = systemMessage.range(0)
        else { return nil }
        let event: LifecycleEvent
        if systemMessage.range(named: "unbalanced") != nil {
            event = .systemUnbalancedAppearance
        } else if systemMessage.range(named: "present") != nil {
            event = .systemPresentationNotInHierarchy
        } else if systemMessage.range(named: "completion") != nil {
            event = .systemCompletionHandlerNotCalled
        } else if systemMessage.range(named: "overdue") != nil {
            event = .systemBackgroundTaskOverdue
        } else {
            event = .systemBackgroundTaskNotFound
        }
        return .event(event, .system, token: whole, how: "UIKit message")
    }

    /// An explanation, said to be about a backtrace frame when the message is one.
    private func framed(_ how: String, in message: UnsafeRawBufferPointer) throws -> String {
        try backtraceFrame.matches(message) ? "a backtrace frame: \(how)" : how
    }

    /// An event, unless the line quotes its name in source code, a backtrace, a protocol's method
    /// or prose.
    private func checked(
        _ event: LifecycleEvent, _ source: EventSource, token whole: Range<Int>, how: String, fuzzy: Bool,
        in message: UnsafeRawBufferPointer
    ) throws -> Result {
        if try backtraceFrame.matches(message) {
            return .unrecognized(.sourceCode, how: "a backtrace frame naming \(event.rawValue), not a call of it")
        }
        if try sourceCode.matches(message) {
            return .unrecognized(.sourceCode, how: "a declaration quoting \(event.rawValue)")
        }
        if Self.namesProtocolMethod(message, before: whole.lowerBound) {
            return .unrecognized(.prose, how: "\(event.rawValue) of a protocol (-[<Protocol> …]) quoted in a message")
        }
        if let prose = try proseReason(message, token: whole) {
            return .unrecognized(.prose, how: "\(event.rawValue) quoted in prose (\(prose))")
        }
        return .event(event, source, token: whole, how: how, fuzzy: fuzzy)
    }

    /// A word whose receiver is one letter off `scene`, `application` or `windowScene` and whose
    /// did/will name is a callback of that receiver: `seneDidBecomeActive`.
    private func misspeltReceiverEvent(_ message: UnsafeRawBufferPointer, searchFrom: Int) throws -> (LifecycleEvent, Range<Int>, String)? {
        // Lines without a name read here (the line-by-line path reads every line) rarely have
        // did/will: a byte scan spares them the search.
        guard Self.containsDidOrWill(message) else { return nil }
        var offset = searchFrom
        while offset < message.count, try misspeltReceiver.matches(message, from: offset), let whole = misspeltReceiver.range(0) {
            offset = max(whole.upperBound, offset + 1)
            if let phrase = misspeltReceiver.range(named: "phrase") {
                if let found = try misspeltPhraseEvent(message, phrase) { return found }
                continue
            }
            guard let pre = misspeltReceiver.range(named: "pre"), let rest = misspeltReceiver.range(named: "rest") else { continue }
            let prefix = Self.normalize(message, pre)
            let name = Self.normalize(message, rest)
            guard let word = Self.receiverWords.first(where: { OneLetterTypo.isOneEdit(Array(prefix.utf8), Array($0.word.utf8)) }),
                let meaning = CallbackNames.meaning(of: name), let event = CallbackNames.resolve(meaning, receiver: word.receiver)
            else { continue }
            return (event, whole, "method name with receiver '\(prefix)' read as '\(word.word)' (one letter off)")
        }
        return nil
    }

    /// Whether `did` or `will` (any case) is in the message.
    private static func containsDidOrWill(_ message: UnsafeRawBufferPointer) -> Bool {
        guard message.count >= 3 else { return false }
        for index in 0..<(message.count - 2) {
            let (a, b, c) = (message[index] | 0x20, message[index + 1] | 0x20, message[index + 2] | 0x20)
            if a == 0x64, b == 0x69, c == 0x64 { return true }  // did
            if a == 0x77, b == 0x69, c == 0x6C, index + 3 < message.count, message[index + 3] | 0x20 == 0x6C { return true }  // will
        }
        return false
    }

    /// A did/will phrase whose first words are one letter off a callback's name
    /// (`will enter foregound`), its receiver from the context as for short names.
    private func misspeltPhraseEvent(_ message: UnsafeRawBufferPointer, _ phrase: Range<Int>) throws -> (LifecycleEvent, Range<Int>, String)? {
        // Word ends, so that `will enter foregound now` tries `will enter foregound` too.
        var ends: [Int] = []
        for index in phrase where index + 1 == phrase.upperBound || [0x20, 0x09, 0x5F, 0x2D].contains(message[index + 1]) {
            if ![0x20, 0x09, 0x5F, 0x2D].contains(message[index]) { ends.append(index + 1) }
        }
        for end in ends.reversed() {
            let range = phrase.lowerBound..<end
            let words = Self.normalize(message, range)
            guard let typo = CallbackNames.meaning(ofTypo: words) else { continue }
            let receiver = try receiverHint(message, around: range)
            guard let event = CallbackNames.resolve(typo.meaning, receiver: receiver) else { continue }
            return (event, range, "short name '\(words)' read as '\(typo.name)' (one letter off)\(receiver.map { " with receiver \($0) from the context" } ?? "")")
        }
        return nil
    }

    /// The receiver words a misspelt receiver is compared with (`app` is too short to guess).
    private static let receiverWords: [(word: String, receiver: Receiver)] = Vocabulary.receiverWords
        .filter { $0.count > 3 }.map { ($0, receiver($0)) }

    /// The receiver, normalised name, source and branch description of the current token match.
    private func normalizedToken(_ message: UnsafeRawBufferPointer) -> (Receiver?, String, EventSource, String) {
        func text(_ group: Int) -> String? { token.range(group).map { Self.normalize(message, $0) } }
        if let base = text(groups.base), let name = text(groups.label) ?? text(groups.sel) {
            let branch = token.range(groups.label) != nil ? "Swift method" : "Objective-C selector"
            return (Self.receiver(base), name, .callback, branch)
        }
        if let recv = text(groups.recv), let rest = text(groups.rest) {
            return (Self.receiver(recv), rest, .callback, "method name")
        }
        if let name = text(groups.name) { return (nil, name, .callback, "method name") }
        if token.range(groups.vsubj) != nil, let verb = text(groups.vverb) ?? text(groups.vload) {
            return (.viewController, Self.viewControllerName(ofPhrase: verb), .callback, "view-controller phrase")
        }
        if let nclass = text(groups.nclass), let nname = text(groups.nname) {
            return (Self.receiver(nclass), nname, .notification, "notification name")
        }
        return (nil, text(groups.short) ?? "", .callback, "short name")
    }

    /// The vocabulary name of a view-controller phrase's verb: `did appear` → `viewdidappear`,
    /// `loaded` → `viewdidload`, `deallocated` → `dealloc`, `will move to parent` → `willmove`.
    private static func viewControllerName(ofPhrase verb: String) -> String {
        switch verb {
        case "loaded": return "viewdidload"
        case "appeared": return "viewdidappear"
        case "disappeared": return "viewdiddisappear"
        case "willmovetoparent": return "willmove"
        case "didmovetoparent": return "didmove"
        default: return verb.hasPrefix("dealloc") || verb.hasPrefix("deinit") ? "dealloc" : "view" + verb
        }
    }

    /// A receiver glued to a selector's words (`sceneWillConnectToSessionOptions`) is read when
    /// its words begin one spelling of one callback, three words at least (two begin too many).
    private func gluedMeaning(_ message: UnsafeRawBufferPointer, name: String) -> CallbackNames.Meaning? {
        guard let rest = token.range(groups.rest), Self.words(message, rest) >= 3 else { return nil }
        return CallbackNames.meaning(ofGlued: name)
    }

    /// The camel-case words of `message[range]`: one, and one more at each ASCII capital.
    private static func words(_ message: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
        1 + message[range].dropFirst().filter { (0x41...0x5A).contains($0) }.count
    }

    private static func receiver(_ word: String) -> Receiver {
        switch word {
        case "scene": return .scene
        case "windowscene": return .windowScene
        default: return .app
        }
    }

    /// Lower-cases ASCII letters and drops spaces, `_` and `-`.
    private static func normalize(_ message: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            var count = 0
            for byte in message[range] where byte != 0x20 && byte != 0x5F && byte != 0x2D && byte != 0x09 {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// The nearest `Scene…`/`App…` word before the token, else the first one after it.
    private func receiverHint(_ message: UnsafeRawBufferPointer, around tokenRange: Range<Int>) throws -> Receiver? {
        var offset = 0
        var before: Receiver?
        while offset < message.count, try receiverHint.matches(message, from: offset), let hit = receiverHint.range(0) {
            let found: Receiver =
                receiverHint.range(named: "vc") != nil ? .viewController
                : receiverHint.range(named: "scene") != nil ? .scene : .app
            if hit.lowerBound >= tokenRange.upperBound { return before ?? found }
            if hit.upperBound <= tokenRange.lowerBound { before = found }
            offset = max(hit.upperBound, offset + 1)
        }
        return before
    }

    /// Why the message reads as a sentence that quotes the callback, or nil for a log statement.
    ///
    /// Prose signs (English function words, words in a non-Latin script) are counted before and
    /// after the name. A sentence goes on after the name it quotes ("I expected
    /// sceneDidDisconnect to be called"); a label puts its words before it ("Application moved
    /// from Inactive to Active: applicationDidBecomeActive") or after a separator
    /// ("sceneDidBecomeActive: the app is ready", "… -> note").
    private func proseReason(_ message: UnsafeRawBufferPointer, token tokenRange: Range<Int>) throws -> String? {
        var before = (stop: 0, foreign: 0)
        var after = (stop: 0, foreign: 0)
        let afterLimit = Self.labelSeparator(in: message, after: tokenRange.upperBound) ?? message.count
        // Every verdict but the quoted name needs a sign after the name, before the separator: a
        // stop word starts with an ASCII letter, a word of another script with a non-ASCII byte.
        // Without such a byte there, the search is skipped; it stops at the separator.
        let signAfter = message[tokenRange.upperBound..<afterLimit].contains {
            $0 >= 0x80 || ($0 | 0x20) &- 0x61 < 26
        }
        for sign in signAfter ? try proseSigns(message) : [] {
            let hit = sign.range
            if hit.lowerBound >= afterLimit { break }
            if hit.overlaps(tokenRange) { continue }
            if hit.upperBound <= tokenRange.lowerBound {
                if sign.isStopWord { before.stop += 1 } else { before.foreign += 1 }
            } else {
                if sign.isStopWord { after.stop += 1 } else { after.foreign += 1 }
            }
        }
        if after.stop >= 2 { return "\(after.stop) English function words after the name" }
        if after.foreign >= 3 { return "\(after.foreign) words of text after the name" }
        if before.stop >= 2 || before.foreign >= 3, after.stop + after.foreign >= 1 {
            return "a sentence around the name"
        }
        let quoted = tokenRange.lowerBound > 0 && [0x60, 0x27, 0x22].contains(message[tokenRange.lowerBound - 1])
        if quoted {
            let words = try wordCount(message, excluding: tokenRange)
            if words >= 3 { return "quoted name among \(words) words" }
        }
        return nil
    }

    /// The signs of prose in the message, in one pass (``ProseSigns``), or by the pattern when
    /// only it can say.
    func proseSigns(_ message: UnsafeRawBufferPointer) throws -> [ProseSigns.Sign] {
        if let signs = ProseSigns.signs(in: message) { return signs }
        return try proseSignsByPattern(message)
    }

    /// The signs as ``LinePatterns/proseSign`` finds them, one search after another.
    func proseSignsByPattern(_ message: UnsafeRawBufferPointer) throws -> [ProseSigns.Sign] {
        var signs: [ProseSigns.Sign] = []
        var offset = 0
        while offset < message.count, try proseSign.matches(message, from: offset), let hit = proseSign.range(0) {
            offset = max(hit.upperBound, offset + 1)
            signs.append(ProseSigns.Sign(range: hit, isStopWord: proseSign.range(named: "stop") != nil))
        }
        return signs
    }

    /// Whether the name is a method of a protocol in Objective-C notation, `-[<UISceneDelegate>
    /// scene:openURLContexts:]`: UIKit and frameworks write that to warn about a delegate method
    /// (implemented but never called, or missing a background mode); an app logging its own call
    /// names its object (`-[SceneDelegate …]`).
    private static func namesProtocolMethod(_ message: UnsafeRawBufferPointer, before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, message[index] == 0x20 || message[index] == 0x09 { index -= 1 }
        guard index >= 0, message[index] == 0x3E else { return false }  // >
        index -= 1
        let nameEnd = index
        while index >= 0, ByteSearch.isWordByte(message[index]) { index -= 1 }
        guard index < nameEnd, index >= 1, message[index] == 0x3C else { return false }  // <
        return message[index - 1] == 0x5B  // [
    }

    /// Where a label separator (`:`, `-`, `->`, `=`, `|`, `—`, `–`, `→`) follows the name, after
    /// its argument list, spaces and closing brackets; what comes after it is the label's message.
    private static func labelSeparator(in message: UnsafeRawBufferPointer, after end: Int) -> Int? {
        var index = end
        var depth = 0
        while index < message.count {
            switch message[index] {
            case 0x28: depth += 1  // (
            case 0x29: depth = max(0, depth - 1)  // )
            case 0x20, 0x5D, 0x7D, 0x3E: break  // space ] } >
            default: if depth == 0 { return separator(in: message, at: index) }
            }
            index += 1
        }
        return nil
    }

    private static func separator(in message: UnsafeRawBufferPointer, at index: Int) -> Int? {
        switch message[index] {
        case 0x3A, 0x2D, 0x3D, 0x7C: return index  // : - = |
        case 0xE2 where index + 2 < message.count:
            // U+2014 em dash, U+2013 en dash, U+2192 rightwards arrow.
            let (b1, b2) = (message[index + 1], message[index + 2])
            return (b1 == 0x80 && (b2 == 0x94 || b2 == 0x93)) || (b1 == 0x86 && b2 == 0x92) ? index : nil
        default: return nil
        }
    }

    private func wordCount(_ message: UnsafeRawBufferPointer, excluding tokenRange: Range<Int>) throws -> Int {
        var words = 0
        var offset = 0
        while offset < message.count, try word.matches(message, from: offset), let hit = word.range(0) {
            offset = max(hit.upperBound, offset + 1)
            if !hit.overlaps(tokenRange) { words += 1 }
        }
        return words
    }

    private func phaseEvent(_ message: UnsafeRawBufferPointer, how: String) throws -> Result? {
        guard try phase.matches(message), let range = phase.range(named: "phase") else { return nil }
        let event: LifecycleEvent
        switch message[range.lowerBound] | 0x20 {
        case UInt8(ascii: "a"): event = .phaseActive
        case UInt8(ascii: "i"): event = .phaseInactive
        default: event = .phaseBackground
        }
        return .event(event, .scenePhase, token: range, how: how)
    }

    /// Noise with a known meaning (debugger, system, layout), else plain text.
    private func specialNoise(_ message: UnsafeRawBufferPointer) throws -> Result {
        if message.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .noise(.blank, how: "blank") }
        guard try special.matches(message) else { return .noise(.text, how: "no life-cycle name") }
        if special.range(named: "kill") != nil { return .processEnd(how: "process end marker") }
        if special.range(named: "debugger") != nil { return .noise(.debugger, how: "debugger message") }
        if special.range(named: "structure") != nil { return .noise(.structure, how: "log layout") }
        return .noise(.system, how: "system message")
    }
}
