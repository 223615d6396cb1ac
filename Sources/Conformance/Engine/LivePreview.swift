import TraceParser

/// The previews of live input (``LintStream/inputIsIdle()``): when the input pauses, the process
/// being read is checked as it stands, and the findings that later lines cannot change are
/// written at once; the check at the process's end does not write them again.
struct LivePreview {
    /// For each process, the findings written for it (with how many), and the events it had then.
    private var written: [Int: [PreviewKey: Int]] = [:]
    private var previewedEvents: [Int: Int] = [:]
    /// When the next preview may run.
    private var next: ContinuousClock.Instant?
    /// The shortest time between two previews (a preview re-reads the whole process, so the
    /// time after one is also at least four times what it took: previews take at most a fifth
    /// of the time of a long live process). Zero previews at every pause.
    private let interval: Duration

    init(interval: Duration) {
        self.interval = interval
    }

    /// Whether a process holding `events` is due for a preview started at `now` (it changed
    /// since the last one, and the interval has passed); notes that it is previewed.
    mutating func begin(_ ordinal: Int, events: Int, at now: ContinuousClock.Instant) -> Bool {
        guard events != previewedEvents[ordinal], next.map({ now >= $0 }) ?? true else { return false }
        previewedEvents[ordinal] = events
        return true
    }

    /// A preview started at `start` ended now.
    mutating func end(startedAt start: ContinuousClock.Instant) {
        // A zero interval (tests) previews at every pause.
        if interval > .zero { next = start + max(interval, (ContinuousClock.now - start) * 5) }
    }

    /// The findings of a preview not written yet, in order: a state finding (a step against its
    /// model), not a gap of one callback at the last step of its timeline (the next callback may
    /// be the missing one, the two swapped), about a subject whose name is known.
    /// - Parameter lastSteps: Where the timelines' last steps that are gaps of one callback are.
    func unwritten(_ findings: [Diagnostic], of ordinal: Int, lastSteps: Set<TraceLocation>) -> [Diagnostic] {
        var seen: [PreviewKey: Int] = [:]
        return findings.filter { finding in
            guard !lastSteps.contains(finding.location), Self.namesItsSubject(finding) else { return false }
            let key = PreviewKey(finding)
            seen[key, default: 0] += 1
            return seen[key]! > written[ordinal]?[key] ?? 0
        }
    }

    /// Notes that a preview wrote a finding of a process.
    mutating func wrote(_ finding: Diagnostic, of ordinal: Int) {
        written[ordinal, default: [:]][PreviewKey(finding), default: 0] += 1
    }

    /// Whether previews wrote findings of a process.
    func wroteFindings(of ordinal: Int) -> Bool { written[ordinal] != nil }

    /// Whether a preview wrote a finding that the check at the process's end made (each written
    /// finding is matched once).
    mutating func takeWritten(_ finding: Diagnostic, of ordinal: Int) -> Bool {
        let key = PreviewKey(finding)
        guard let count = written[ordinal]?[key], count > 0 else { return false }
        written[ordinal]?[key] = count - 1
        return true
    }

    /// The process was checked: its previews are forgotten.
    mutating func forget(_ ordinal: Int) {
        written[ordinal] = nil
        previewedEvents[ordinal] = nil
    }

    /// Whether a finding's subject is known: any but a process (it may print its pid later). A
    /// scene that printed no pointer yet is named by its number (`scene#1 (no pointer)`): a log
    /// without pointers (Xcode's console of `print`s) gets its findings at each pause too, and
    /// the check at the process's end knows them by number, whatever pointer it printed since.
    static func namesItsSubject(_ finding: Diagnostic) -> Bool {
        finding.subject.map { $0.kind != .process } ?? false
    }

    /// The processes it remembers something about (tests check it forgets them).
    var processesRemembered: Int { Set(written.keys).union(previewedEvents.keys).count }
}

/// A finding as a live preview and the check at the process's end both see it: its notes may
/// differ (what the log printed so far changed), the finding is the same.
private struct PreviewKey: Hashable {
    let rule: String
    let location: TraceLocation
    /// The subject by kind, model and number, not by its pointer (printed later, perhaps).
    let subject: SubjectNumber?
    let message: String

    struct SubjectNumber: Hashable {
        let kind: SubjectKind
        let model: String?
        let ordinal: Int
    }

    init(_ finding: Diagnostic) {
        rule = finding.ruleID
        location = finding.location
        subject = finding.subject.map { SubjectNumber(kind: $0.kind, model: $0.model, ordinal: $0.ordinal) }
        message = finding.message
    }
}
