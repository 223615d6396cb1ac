/// What one input line turned out to be. Every line gets exactly one classification.
public enum LineClassification: Sendable, Hashable {
    /// A life-cycle event.
    case event
    /// A line that is not about the life cycle, with the kind of noise it is.
    case noise(NoiseKind)
    /// A line that mentions a life-cycle name but could not be read as an event, with why.
    case unrecognized(UnrecognizedReason)
}

/// Kinds of lines that are known not to be life-cycle events.
public enum NoiseKind: String, CaseIterable, Codable, Sendable {
    /// Empty or white space only.
    case blank
    /// Layout of the log itself: `log` headers, JSON punctuation and fields other than the message.
    case structure
    /// The rest of an event's message printed over several lines (an `NSLog` of a set of sessions).
    case continuation
    /// Messages from the system or frameworks (`[Agent] …`, UIKit adoption warnings).
    case system
    /// Debugger and run-loop messages (`Message from debugger: …`, `Program ended …`).
    case debugger
    /// A delegate or view-controller callback that the life-cycle model does not cover
    /// (for example `viewDidLayoutSubviews`).
    case outsideModel = "outside-model"
    /// Anything else the app printed that names no life-cycle callback.
    case text
}

/// Why a line that mentions a life-cycle name is not an event.
public enum UnrecognizedReason: String, CaseIterable, Codable, Sendable {
    /// The name is quoted inside a sentence (prose, not a log statement).
    case prose
    /// The line is source code (a `func` or method declaration), not output.
    case sourceCode = "source-code"
    /// A short name such as `didBecomeActive` with nothing saying whether the app or a scene
    /// received it.
    case ambiguousReceiver = "ambiguous-receiver"
    /// The line was longer than the reader keeps, and its start names a callback.
    case truncated
    /// The pattern engine gave up on the line (match or heap limit).
    case matchLimit = "match-limit"
    /// A custom format's `event` group holds a word that `callbacks:` does not map and that is
    /// no canonical id or callback name (map it, or map it to `noise`).
    case unmappedEvent = "unmapped-event"
}
