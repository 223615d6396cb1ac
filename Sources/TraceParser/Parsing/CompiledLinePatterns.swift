/// ``LinePatterns`` compiled once per process and shared by every parser.
final class CompiledLinePatterns: Sendable {
    let prefixes: [(prefix: LinePatterns.Prefix, pattern: CompiledPattern)]
    let callbackToken: CompiledPattern
    let detail: CompiledPattern
    let scenePhase: CompiledPattern
    let receiverHint: CompiledPattern
    let identity: CompiledPattern
    let objectClass: CompiledPattern
    let launchOptionKey: CompiledPattern
    /// ``LinePatterns/objectClass`` tried at one start only.
    let objectClassAnchored: CompiledPattern
    let viewControllerLabel: CompiledPattern
    let sourceCode: CompiledPattern
    let word: CompiledPattern
    let proseSign: CompiledPattern
    let special: CompiledPattern
    let misspeltReceiver: CompiledPattern
    let systemMessage: CompiledPattern
    let backtraceFrame: CompiledPattern
    let watchdog: CompiledPattern
    let watchdogPid: CompiledPattern
    let jsonField: CompiledPattern
    let jsonArrayStart: CompiledPattern
    let ndjsonLine: CompiledPattern

    private init() throws {
        let anchored: PCRE2Options = [.utf, .anchored]
        let extended: PCRE2Options = [.utf, .extended]
        prefixes = try LinePatterns.prefixes.map { ($0, try CompiledPattern($0.source, options: anchored)) }
        callbackToken = try CompiledPattern(LinePatterns.callbackToken, options: extended.union(.caseless))
        detail = try CompiledPattern(LinePatterns.detail, options: extended.union(.caseless))
        scenePhase = try CompiledPattern(LinePatterns.scenePhase, options: [.utf, .extended, .caseless, .anchored])
        receiverHint = try CompiledPattern(LinePatterns.receiverHint)
        identity = try CompiledPattern(LinePatterns.identity, options: extended)
        objectClass = try CompiledPattern(LinePatterns.objectClass, options: extended)
        launchOptionKey = try CompiledPattern(LinePatterns.launchOptionKey, options: extended)
        objectClassAnchored = try CompiledPattern(LinePatterns.objectClass, options: extended.union(.anchored))
        viewControllerLabel = try CompiledPattern(LinePatterns.viewControllerLabel, options: extended)
        sourceCode = try CompiledPattern(LinePatterns.sourceCode, options: [.utf, .extended, .anchored])
        word = try CompiledPattern(LinePatterns.word)
        proseSign = try CompiledPattern(LinePatterns.proseSign, options: [.utf, .extended, .caseless])
        special = try CompiledPattern(LinePatterns.special, options: [.utf, .extended, .anchored])
        misspeltReceiver = try CompiledPattern(LinePatterns.misspeltReceiver, options: [.utf, .extended, .caseless])
        systemMessage = try CompiledPattern(LinePatterns.systemMessage, options: [.utf, .extended, .anchored])
        backtraceFrame = try CompiledPattern(LinePatterns.backtraceFrame, options: [.utf, .extended, .anchored])
        watchdog = try CompiledPattern(LinePatterns.watchdog, options: [.utf, .extended, .caseless])
        watchdogPid = try CompiledPattern(LinePatterns.watchdogPid, options: [.utf])
        jsonField = try CompiledPattern(LinePatterns.jsonField, options: extended)
        jsonArrayStart = try CompiledPattern(LinePatterns.jsonArrayStart, options: anchored)
        ndjsonLine = try CompiledPattern(LinePatterns.ndjsonLine, options: anchored)
    }

    /// The shared, compiled patterns, or the compile error (a bug in ``LinePatterns``).
    static let shared: Result<CompiledLinePatterns, Error> = Result { try CompiledLinePatterns() }
}
