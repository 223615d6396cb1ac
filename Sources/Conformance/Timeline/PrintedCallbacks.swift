import TraceParser

/// What a file prints, as far as it has been read: the callbacks printed so far, and whether the
/// file has ended (then a callback not printed is never printed).
///
/// Rules and the analyzer ask through this type, never through a set of their own, so that a
/// question that only the end of the file can answer is visible: the streaming linter then makes
/// the finding wait for the file's end (``FileCondition``) instead of guessing.
public struct PrintedCallbacks: Sendable, Equatable {
    /// The callbacks printed so far.
    public private(set) var printed: LifecycleEventSet
    /// Whether the file has ended (or the run was stopped), so that nothing more will be printed.
    public private(set) var isFinal: Bool
    /// Whether the answers are taken as final before the file's end (live input, or a run ended
    /// early): notes then say "so far".
    public private(set) var isSoFar = false

    /// Creates the facts for a file.
    /// - Parameters:
    ///   - printed: The callbacks printed so far.
    ///   - isFinal: Whether the file has ended.
    public init(printed: LifecycleEventSet = [], isFinal: Bool) {
        self.printed = printed
        self.isFinal = isFinal
    }

    /// A file that prints every callback, for timelines built by hand.
    public static let everything = PrintedCallbacks(printed: .all, isFinal: true)

    /// Whether `event` is known to be printed somewhere in the file.
    public func prints(_ event: LifecycleEvent) -> Bool { printed.contains(event) }

    /// Whether `event` is known never to be printed in the file (only once the file has ended).
    public func neverPrints(_ event: LifecycleEvent) -> Bool { isFinal && !printed.contains(event) }

    /// Whether the file's end may still change the answer for `event`.
    public func isOpen(_ event: LifecycleEvent) -> Bool { !isFinal && !printed.contains(event) }

    /// Records a printed callback; returns whether it is printed for the first time.
    @discardableResult
    mutating func insert(_ event: LifecycleEvent) -> Bool { printed.insert(event) }

    /// Marks the file as ended; `soFar` when it was not read to its end.
    mutating func finalize(soFar: Bool = false) {
        isFinal = true
        isSoFar = soFar
    }

    /// The facts known now, taken as final: for live input, which cannot wait for its end.
    func soFar() -> PrintedCallbacks {
        var facts = self
        if !isFinal { facts.finalize(soFar: true) }
        return facts
    }
}

/// A fact about a whole file that a finding depends on, and that the file may settle only when
/// it ends: the finding waits until then (the streaming linter holds it, a batch analysis of a
/// whole file settles it at once).
public enum FileCondition: Sendable, Hashable {
    /// The finding stands only if the file prints this callback somewhere.
    case requiresPrinted(LifecycleEvent)
    /// A gap finding: it gets a note naming those of these missing callbacks that the file never
    /// prints.
    case neverPrintedNote(missing: [LifecycleEvent])
    /// A gap whose severity depends on the file: as it is when the file prints every missing
    /// callback somewhere (their absence here is the anomaly), else a warning with the note of
    /// ``neverPrintedNote(missing:)`` (the app may not log them).
    case warnsIfNeverPrinted(missing: [LifecycleEvent])

    /// The finding as the file's facts settle it, nil when it is dropped; the finding itself
    /// when the facts are not settled yet (``isSettled(by:)``).
    func settle(_ diagnostic: Diagnostic, by callbacks: PrintedCallbacks) -> Diagnostic? {
        switch self {
        case .requiresPrinted(let event):
            return callbacks.prints(event) || !callbacks.isFinal ? diagnostic : nil
        case .neverPrintedNote(let missing):
            let unprinted = missing.filter(callbacks.neverPrints)
            guard !unprinted.isEmpty else { return diagnostic }
            var settled = diagnostic
            settled.notes.insert(Self.neverPrintedNote(unprinted, soFar: callbacks.isSoFar), at: 0)
            return settled
        case .warnsIfNeverPrinted(let missing):
            guard var settled = FileCondition.neverPrintedNote(missing: missing).settle(diagnostic, by: callbacks) else { return nil }
            if missing.contains(where: callbacks.neverPrints) { settled.severity = .warning }
            return settled
        }
    }

    /// Whether the facts known so far settle the condition.
    func isSettled(by callbacks: PrintedCallbacks) -> Bool {
        switch self {
        case .requiresPrinted(let event): return !callbacks.isOpen(event)
        case .neverPrintedNote(let missing), .warnsIfNeverPrinted(let missing): return !missing.contains(where: callbacks.isOpen)
        }
    }

    /// "this log never prints X; …", or "this log has not printed X so far; …".
    static func neverPrintedNote(_ unprinted: [LifecycleEvent], soFar: Bool = false) -> Diagnostic.Note {
        let printing = soFar ? "has not printed \(unprinted.spelled) so far" : "never prints \(unprinted.spelled)"
        return .init("this log \(printing); if the app does not log \(unprinted.count == 1 ? "it" : "them"), the callbacks may have come unrecorded")
    }
}
