/// How a ``TraceParser`` reads its input.
public struct ParseOptions: Sendable {
    /// The input style to use for every line, or nil to detect it line by line.
    public var inputStyle: InputStyle?
    /// Fill ``ParsedLine/explanation`` (which pattern matched and why), for `--debug-parse`.
    public var explain: Bool
    /// Fill ``ParsedLine/text`` for lines that are not events, for `--verbose`.
    public var keepText: Bool
    /// The longest line kept whole; longer lines are read up to this length.
    public var maxLineLength: Int
    /// Keep reading a file as it grows, like `tail -f`, until ``InputInterruption`` ends it (or
    /// the file is truncated).
    public var follow = false
    /// Layouts and spellings from `.tracecheck.yml`, tried before the built-in styles.
    public var custom = CustomFormats()
    /// Called from the parsing thread after each block read by ``TraceParser/parseEvents(path:onIdle:onEvent:)``
    /// with the number of bytes it read since the last call (a progress line adds them up).
    public var progress: (@Sendable (Int) -> Void)?
    /// The name the lines of standard input (`-`) carry, `<stdin>` when nil (`capture --lint`
    /// gives them the recording's).
    public var standardInputName: String?
    /// Remember how recent messages were read, by their shape (the default); off, every message
    /// is read in full (the parse fuzzer's reference).
    public var remembersReadings = true

    /// Creates options; the defaults detect the style and keep no extra text.
    public init(
        inputStyle: InputStyle? = nil, explain: Bool = false, keepText: Bool = false,
        maxLineLength: Int = LineReader.defaultMaxLineLength, follow: Bool = false
    ) {
        self.inputStyle = inputStyle
        self.explain = explain
        self.keepText = keepText
        self.maxLineLength = maxLineLength
        self.follow = follow
    }
}

/// The result for one input line.
public struct ParsedLine: Sendable {
    /// The input it came from (a path, or `<stdin>`).
    public let file: String
    /// The 1-based line number.
    public let number: Int
    /// What the line is.
    public let classification: LineClassification
    /// The event, when the line is one.
    public internal(set) var event: TraceEvent?
    /// The style its prefix was read as.
    public let style: InputStyle
    /// Which pattern matched and why, when ``ParseOptions/explain`` is set.
    public internal(set) var explanation: String?
    /// The line's text, for events and when ``ParseOptions/keepText`` is set.
    public let text: String?
}

/// What `.tracecheck.yml` says about reading logs: its formats, the app's own spellings of
/// callbacks, and the limits on user patterns.
public struct CustomFormats: Sendable, Equatable {
    /// Formats tried, in order, before the built-in styles.
    public var formats: [CustomFormat]
    /// The app's words for events (`fg` → `scene.willEnterForeground`), for `event` groups.
    public var spellings: [String: LifecycleEvent]
    /// The app's words for events of its models (`onAppear` → `view.appear`).
    public var modelSpellings: [String: String] = [:]
    /// The app's words that are no life-cycle event (`callbacks: { refresh: noise }`): lines
    /// with them in an `event` group are noise, not unrecognized.
    public var noiseWords: Set<String> = []
    /// The events of the models of `.tracecheck.yml` (`view.appear`), which `event` groups may
    /// print as they are.
    public var modelEvents: Set<String> = []
    /// PCRE2 limits for the formats' patterns.
    public var limits: PatternLimits

    /// Creates a set of formats; the default has none.
    public init(formats: [CustomFormat] = [], spellings: [String: LifecycleEvent] = [:], limits: PatternLimits = PatternLimits()) {
        self.formats = formats
        self.spellings = spellings
        self.limits = limits
    }

    /// The same spellings and limits with only the format called `name`, or nil when there is none.
    public func only(_ name: String) -> CustomFormats? {
        guard let format = formats.first(where: { $0.name == name }) else { return nil }
        var only = self
        only.formats = [format]
        return only
    }
}
