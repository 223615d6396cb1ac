/// Turns log bytes into life-cycle events, classifying every line.
///
/// A parser is stateful (process numbering and statistics run across every input it reads) and
/// not thread-safe. Typical use:
/// ```swift
/// let parser = try TraceParser()
/// try parser.parse(path: "app.log") { line in if let event = line.event { print(event.event) } }
/// print(parser.statistics.events)
/// ```
public final class TraceParser {
    /// The options in force.
    public let options: ParseOptions
    /// Counts for everything read so far.
    @exclusivity(unchecked) public private(set) var statistics = ParseStatistics()
    /// Followed files (``ParseOptions/follow``) that became shorter while they were read, where
    /// reading stopped.
    public private(set) var truncatedInputs: [String] = []

    private let prefixReader: LinePrefixReader
    private let recognizer: MessageRecognizer
    private let identities: IdentityExtractor
    private let jsonFields: JSONFieldReader
    private let jsonArrayStart: Matcher
    private let ndjsonLine: Matcher
    private let candidates = CandidateScanner.shared
    private let detail: Matcher
    private let misspeltReceiver: Matcher
    private let watchdogPid: Matcher
    private let interner = StringInterner()
    /// The process name, thread and timestamp of the last event's prefix.
    @exclusivity(unchecked) private var recentProcessName = RecentText()
    @exclusivity(unchecked) private var recentThread = RecentText()
    @exclusivity(unchecked) private var recentTimestamp = RecentTimestamp()
    let readings: RecognitionCache
    /// The custom formats of `.tracecheck.yml`, when there are any.
    private let custom: CustomFormatReader?
    /// Candidate lines the block scan checked with its second filter (for tests: a remembered
    /// event needs none).
    @exclusivity(unchecked) private(set) var filterChecks = 0
    /// Searches of a block for the next candidate (for tests: not one per structured line).
    @exclusivity(unchecked) private(set) var candidateSearches = 0
    @exclusivity(unchecked) private var processes = ProcessTracker()

    // Per-file state.
    @exclusivity(unchecked) private var file = ""
    /// The counts when the current input began (its own counts are the difference).
    private var inputStart = InputSummary(file: "")
    @exclusivity(unchecked) private var sawContent = false
    @exclusivity(unchecked) private var jsonMode = false
    private var nesting = JSONNesting()
    private var pendingObject: [PendingLine] = []
    private var objectFields = JSONLogFields()
    /// The last event, held until a line that does not continue it, and its continuation lines.
    @exclusivity(unchecked) private var heldEvent: ParsedLine?
    /// The decisions on launches taken while the held event was flushed (``flushHeldEvent(before:_:)``).
    private var decisionsWhileFlushing: [ProcessTracker.Decision] = []
    @exclusivity(unchecked) private var heldContinuations: [ParsedLine] = []
    /// The lines read while a second launch waits for evidence of its process
    /// (``ProcessTracker/pendingLaunch``), in order.
    @exclusivity(unchecked) private var heldForLaunch: [ParsedLine] = []
    /// Why the event just read started a process, for `--debug-parse`.
    @exclusivity(unchecked) private var processNote: String?
    /// The last event read from a text line: a line continuing its call
    /// (``continuesCall(_:message:token:)``) is no event of its own.
    @exclusivity(unchecked) private var previousCall: PreviousCall?

    /// An event and where its message and callback name are in its line (``TraceEvent/raw``),
    /// kept to compare the next event's text with, only when the other signs agree.
    private struct PreviousCall {
        let event: TraceEvent
        let message: Range<Int>
        let token: Range<Int>
        /// The event's kind, checked before anything is copied out of it.
        let kind: LifecycleEvent
    }

    /// What reading a line as an event counts, kept to undo when it is no event after all. A
    /// class: the absent snapshot of almost every line costs a nil pointer, not a 200-byte
    /// optional destroyed field by field.
    private final class Snapshot {
        let processes: ProcessTracker
        let statistics: ParseStatistics

        init(_ processes: ProcessTracker, _ statistics: ParseStatistics) {
            (self.processes, self.statistics) = (processes, statistics)
        }
    }
    /// Whether the held event is a cell of a table printed one cell per line (`<td>…</td>`):
    /// the cells after it, up to the end of the row, belong to it.
    @exclusivity(unchecked) private var heldIsCell = false
    /// The header row of a table export on the input's first line, when it has a device column.
    @exclusivity(unchecked) private var tableHeader: TableHeader?

    /// A line of a pretty-printed JSON object, held until the object closes.
    private struct PendingLine {
        let number: Int
        let text: String?
    }

    /// Creates a parser.
    /// - Parameter options: Input style and how much to report per line.
    /// - Throws: ``PCRE2Error`` if the built-in patterns do not compile (a bug).
    public convenience init(options: ParseOptions = ParseOptions()) throws {
        try self.init(options: options, readings: RecognitionCache(slotCount: options.remembersReadings ? RecognitionCache.defaultSlotCount : 0))
    }

    /// A parser with its own cache of readings (a cache of 0 slots reads every message).
    init(options: ParseOptions, readings: RecognitionCache) throws {
        let patterns = try CompiledLinePatterns.shared.get()
        self.options = options
        self.readings = readings
        prefixReader = try LinePrefixReader(patterns)
        recognizer = try MessageRecognizer(patterns)
        identities = try IdentityExtractor(patterns, interner: interner)
        jsonFields = try JSONFieldReader(patterns)
        jsonArrayStart = try Matcher(patterns.jsonArrayStart)
        ndjsonLine = try Matcher(patterns.ndjsonLine)
        detail = try Matcher(patterns.detail)
        misspeltReceiver = try Matcher(patterns.misspeltReceiver)
        watchdogPid = try Matcher(patterns.watchdogPid)
        custom = options.custom.formats.isEmpty ? nil : try CustomFormatReader(options.custom)
    }

    /// Parses a file, or standard input for `-`, streaming it in bounded memory.
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - onLine: Receives every line's result, in order.
    /// - Throws: ``TraceParserError`` when the input cannot be read, or what `onLine` throws.
    public func parse(path: String, onLine: (ParsedLine) throws -> Void) throws {
        let reader = try LineReader(path: path, maxLineLength: options.maxLineLength, follow: options.follow)
        begin(file: InputPaths.name(of: path, standardInput: options.standardInputName))
        try reader.forEachLine { try handle($0, onLine) }
        try finish(onLine)
        statistics.bytes += reader.bytesRead
        summarizeInput(head: reader.head)
        if reader.wasTruncated { truncatedInputs.append(path) }
    }

    /// Parses a file, or standard input for `-`, delivering only its events: the fast path.
    ///
    /// Blocks of lines are searched at once for anything that could make a line more than noise;
    /// only those lines are read in detail. Statistics come out the same as with
    /// ``parse(path:onLine:)``.
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - onIdle: Called when live input (a pipe, a followed file) pauses, after every event read
    ///     so far was delivered (an event is otherwise held until the next line shows whether it
    ///     continues on that line), except the events after a second launch printed without a
    ///     pid, which wait for the line that decides their process (``ProcessTracker``).
    ///   - onEvent: Receives every event, in order.
    /// - Throws: ``TraceParserError`` when the input cannot be read, or what `onEvent` throws.
    public func parseEvents(path: String, onIdle: () -> Void = {}, onEvent: (TraceEvent) throws -> Void) throws {
        let reader = try LineReader(path: path, maxLineLength: options.maxLineLength, follow: options.follow)
        begin(file: InputPaths.name(of: path, standardInput: options.standardInputName))
        try withoutActuallyEscaping(onEvent) { onEvent in
            let forward: (ParsedLine) throws -> Void = { if let event = $0.event { try onEvent(event) } }
            try scanBlocks(reader, idle: {
                try self.flushHeldEvent(forward)
                onIdle()
            }, forward)
        }
        statistics.bytes += reader.bytesRead
        summarizeInput(head: reader.head)
        if reader.wasTruncated { truncatedInputs.append(path) }
    }

    /// Parses a file, or standard input for `-`, on the fast path, handing on its events and the
    /// life of their processes (``ParsedItem``): each process starts before its first event and
    /// ends once with its final record, so the consumer needs nothing else from the parser.
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - onIdle: Called when live input pauses, after every item so far was handed on (a
    ///     process a kill marker ended has ended then).
    ///   - onItem: Receives every item, in order.
    /// - Throws: ``TraceParserError`` when the input cannot be read, or what `onItem` throws.
    public func parseItems(path: String, onIdle: () -> Void = {}, onItem: (ParsedItem) throws -> Void) throws {
        var life = ProcessLife()
        try withoutActuallyEscaping(onItem) { onItem in
            // A pause cannot throw: what `onItem` throws there is thrown by the next event.
            var failure: (any Error)?
            try parseEvents(
                path: path,
                onIdle: {
                    do { try life.pause(records: process, to: onItem) } catch { failure = failure ?? error }
                    onIdle()
                },
                onEvent: { event in
                    if let failure { throw failure }
                    try life.deliver(event, revisions: revision, records: process, to: onItem)
                })
            if let failure { throw failure }
            try life.endInput(records: process, to: onItem)
        }
    }

    /// Parses text held in memory as if it were a file named `file`, handing on its events and
    /// the life of their processes (``parseItems(path:onIdle:onItem:)``).
    public func parseItems(text: String, file: String = "<memory>", onItem: (ParsedItem) throws -> Void) throws {
        var life = ProcessLife()
        try parse(text: text, file: file) { line in
            if let event = line.event { try life.deliver(event, revisions: revision, records: process, to: onItem) }
        }
        try life.endInput(records: process, to: onItem)
    }

    private func scanBlocks(_ reader: LineReader, idle: () throws -> Void, _ forward: (ParsedLine) throws -> Void) throws {
        var reported = 0
        try reader.forEachBlock(idle: idle) { block -> Int? in
            defer {
                if let progress = options.progress {
                    progress(reader.bytesRead - reported)
                    reported = reader.bytesRead
                }
            }
            // Every line read is counted once, so the block's count is the reader's too.
            let linesBefore = statistics.lines
            if block.isTruncatedLine || jsonMode || !sawContent {
                // Truncated lines, pretty-printed JSON and the first lines (which decide the
                // JSON mode) take the line-by-line path.
                if block.isTruncatedLine {
                    try handle(ByteLine(number: block.firstLine, bytes: block.bytes, isTruncated: true), forward)
                } else {
                    try scanLineByLine(block, forward)
                }
            } else {
                try scanBlock(block.bytes, firstLine: block.firstLine, forward)
            }
            return statistics.lines - linesBefore
        }
        try finish(forward)
    }

    /// Parses text held in memory, as if it were a file named `file`.
    public func parse(text: String, file: String = "<memory>", onLine: (ParsedLine) throws -> Void) throws {
        var text = text
        begin(file: file)
        try text.withUTF8 { bytes in
            try LineReader.forEachLine(in: UnsafeRawBufferPointer(bytes)) { try handle($0, onLine) }
            statistics.bytes += bytes.count
        }
        try finish(onLine)
        summarizeInput(head: Array(text.utf8.prefix(LineReader.headLength)))
    }

    /// Parses text and returns its events.
    /// - Throws: ``PCRE2Error`` if the built-in patterns do not compile (a bug).
    public static func events(in text: String, file: String = "<memory>", options: ParseOptions = ParseOptions()) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        try TraceParser(options: options).parse(text: text, file: file) { if let event = $0.event { events.append(event) } }
        return events
    }

    /// Reads the lines of a block one by one, switching to the block scan once the input's first
    /// line has decided that it is not pretty-printed JSON.
    private func scanLineByLine(_ block: LineBlock, _ onLine: (ParsedLine) throws -> Void) throws {
        let rest = block.bytes
        var consumed = 0
        var number = block.firstLine
        try LineReader.forEachLine(in: rest, firstLine: block.firstLine) { line in
            guard jsonMode || !sawContent else { return }
            try handle(line, onLine)
            consumed = line.bytes.baseAddress.map { rest.baseAddress!.distance(to: $0) + line.bytes.count } ?? consumed
            number = line.number + 1
        }
        // Skip the line terminator of the last handled line.
        if consumed < rest.count, rest[consumed] == 0x0D { consumed += 1 }
        if consumed < rest.count, rest[consumed] == 0x0A { consumed += 1 }
        if consumed < rest.count {
            try scanBlock(UnsafeRawBufferPointer(rebasing: rest[consumed...]), firstLine: number, onLine)
        }
    }

    /// Finds candidate lines in a block of whole lines with one search, counts the lines in
    /// between as noise, and reads candidates (and the lines that may continue an event) in detail.
    private func scanBlock(_ bytes: UnsafeRawBufferPointer, firstLine: Int, _ onLine: (ParsedLine) throws -> Void) throws {
        var position = 0  // start of the next line not yet accounted for
        var lineNumber = firstLine
        // The next candidate, and the next match of a structured custom format, at or after the
        // last search's start: kept while ahead, so that a block of structured lines is not
        // searched again to its end for each (a search that found none holds for the block).
        var candidate: Int?
        var searchedCandidate = false
        var structured: Int?
        var searchedStructured = false
        while position < bytes.count {
            // Only a line that starts like a continuation (indented, or closing a bracket) can
            // continue the held event; any other line ends it, and is read like any line.
            var afterEvent = false
            if heldEvent != nil, !Self.startsContinuation(bytes[position]),
                !(heldIsCell && Self.isCell(UnsafeRawBufferPointer(rebasing: bytes[position...])))
            {
                try flushHeldEvent(onLine)
                afterEvent = true
            }
            var hit: Int?
            var isStructured = false
            if heldEvent != nil {
                hit = position  // the line after an event may continue it
            } else {
                if !searchedCandidate || candidate.map({ $0 < position }) == true {
                    candidate = candidates.firstMatch(in: bytes, from: position)
                    searchedCandidate = true
                    candidateSearches += 1
                }
                hit = candidate
                if let custom, custom.hasStructuredFormats {
                    if !searchedStructured || structured.map({ $0 < position }) == true {
                        structured = custom.nextStructuredMatch(in: bytes, from: position)
                        searchedStructured = true
                    }
                    // A structured line comes first when it starts on or before the candidate's line.
                    if let match = structured {
                        let lineStart = ByteSearch.lastNewline(bytes, in: position..<match).map { $0 + 1 } ?? position
                        if hit.map({ lineStart <= $0 }) ?? true {
                            hit = match
                            isStructured = true
                        }
                    }
                }
            }
            // A structured format's pattern may match the empty end of the block (`…|\z`): no line
            // starts there.
            guard let hit, hit < bytes.count else { break }
            // Lines between `position` and the candidate's line are noise.
            var lineStart = position
            if hit > position, let newline = ByteSearch.lastNewline(bytes, in: position..<hit) {
                lineStart = newline + 1
                let skipped = ByteSearch.countNewlines(bytes, in: position..<lineStart)
                statistics.lines += skipped
                statistics.noise += skipped
                lineNumber += skipped
            }
            let lineEnd = ByteSearch.firstNewline(bytes, in: lineStart..<bytes.count) ?? bytes.count
            var stop = lineEnd
            if stop > lineStart, bytes[stop - 1] == 0x0D { stop -= 1 }
            let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<stop])
            // A candidate right after an event is read in full at once: in logs of events only
            // it almost always is one, and the second filter would only repeat the first look.
            let readInFull = heldEvent != nil || isStructured || (afterEvent && lineStart == position)
            // A name of LinePatterns.detail starts at a literal or in the word just before one
            // (`sceneDidBecomeActive`, `UIApplication.didBecomeActiveNotification`, `inactive`),
            // a view-controller phrase up to three words before it (`view controller is appearing`),
            // so none starts before those words: the searches start there.
            let from = readInFull ? 0 : ByteSearch.phraseStart(bytes, before: hit, notBefore: lineStart, words: 3) - lineStart
            let text = readInFull || custom != nil ? nil : textLine(line, searchFrom: from)
            if !readInFull, text?.isRememberedEvent != true, !passesFilter(line, from: from) {
                statistics.lines += 1
                statistics.noise += 1
            } else {
                try handle(ByteLine(number: lineNumber, bytes: line, isTruncated: false), searchFrom: from, text: text, onLine)
            }
            lineNumber += 1
            position = lineEnd + 1
        }
        if position < bytes.count {
            var skipped = ByteSearch.countNewlines(bytes, in: position..<bytes.count)
            if bytes[bytes.count - 1] != 0x0A { skipped += 1 }  // a final line without newline
            statistics.lines += skipped
            statistics.noise += skipped
        }
    }

    private func begin(file: String) {
        self.file = file
        inputStart.bytes = statistics.bytes
        inputStart.lines = statistics.lines
        inputStart.events = statistics.events
        inputStart.unrecognized = statistics.unrecognized
        inputStart.eventsInForcedStyle = statistics.eventsInForcedStyle
        statistics.files += 1
        processes.startFile()
        sawContent = false
        jsonMode = options.inputStyle == .json
        nesting = JSONNesting()
        pendingObject = []
        objectFields = JSONLogFields()
        heldEvent = nil
        heldContinuations = []
        heldForLaunch = []
        previousCall = nil
        tableHeader = nil
        // Each input picks its own layout: a layout remembered from the one before would read
        // `host App[pid]:` of a syslog file after an Xcode console as a process named `host App`.
        prefixReader.forget()
    }

    /// The process with a given ordinal (``TraceEvent/process``) as known so far (consumers get
    /// it in the stream of items: ``parseItems(path:onIdle:onItem:)``).
    private func process(_ ordinal: Int) -> ProcessRecord {
        processes.processes[ordinal - 1]
    }

    /// How many times the record of a process changed (``ProcessTracker/revisions``).
    private func revision(_ ordinal: Int) -> Int {
        processes.revisions[ordinal - 1]
    }

    /// Adds the summary of the input just read (its counts since ``begin(file:)``) to the
    /// statistics, with its first bytes when it gave no event.
    private func summarizeInput(head: @autoclosure () -> [UInt8]) {
        var input = InputSummary(file: file)
        input.bytes = statistics.bytes - inputStart.bytes
        input.lines = statistics.lines - inputStart.lines
        input.events = statistics.events - inputStart.events
        input.eventsInForcedStyle = statistics.eventsInForcedStyle - inputStart.eventsInForcedStyle
        for (reason, count) in statistics.unrecognized where count > inputStart.unrecognized[reason] ?? 0 {
            input.unrecognized[reason] = count - (inputStart.unrecognized[reason] ?? 0)
        }
        if input.events == 0 { input.head = head() }
        statistics.addInput(input)
    }

    private func finish(_ onLine: (ParsedLine) throws -> Void) throws {
        try flushHeldEvent(onLine)
        try flushObject(onLine)
        processes.decidePendingLaunch()
        try releaseHeldForLaunch(onLine)
        statistics.processes = processes.processes
    }

    /// The block scan's second filter: a name, a phase word or an end marker from `from`, or a
    /// did/will word whose receiver may be misspelt.
    private func passesFilter(_ line: UnsafeRawBufferPointer, from: Int) -> Bool {
        filterChecks += 1
        return (try? detail.matches(line, from: from)) == true || (try? misspeltReceiver.matches(line, from: from)) == true
    }

    /// A line of text (not JSON) as read before its message is: its prefix, and where its
    /// message's reading is remembered.
    private struct TextLine {
        let prefix: LinePrefix
        let probe: RecognitionCache.Probe?
        /// The message's remembered reading.
        var remembered: RecognitionCache.Hit?
        /// The message was read before as an event, so it holds a name that the block scan's
        /// second filter (``LinePatterns/detail``) finds: the line needs no such check.
        var isRememberedEvent = false
    }

    /// Reads the prefix of a line the block scan found, and whether its message is a remembered
    /// event; nil when the line may be the first of a JSON or ndjson input (``handle`` decides).
    private func textLine(_ line: UnsafeRawBufferPointer, searchFrom: Int) -> TextLine? {
        guard sawContent, !jsonMode, let first = line.first, first != 0x7B, first != 0x20, first != 0x09 else { return nil }
        let prefix = prefixReader.read(line, style: options.inputStyle)
        let message = UnsafeRawBufferPointer(rebasing: line[prefix.messageStart...])
        let from = max(0, searchFrom - prefix.messageStart)
        var text = TextLine(prefix: prefix, probe: readings.probe(message, searchFrom: from))
        if let probe = text.probe, !prefix.isSystemMessage {
            text.remembered = readings.remembered(message, searchFrom: from, probe: probe)
        }
        if case let .event(_, _, token, _, _)? = text.remembered?.reading.result {
            // The filter reads the whole line: a name at the message's start could be glued to
            // a letter that ends the prefix (never in the built-in layouts, which end in a
            // space or a bracket), so then the filter decides.
            text.isRememberedEvent = token.lowerBound > 0 || prefix.messageStart == 0 || !ByteSearch.isWordByte(line[prefix.messageStart - 1])
                && line[prefix.messageStart - 1] < 0x80
        }
        return text
    }

    /// Reads one line. `searchFrom`: no callback name starts before this byte of the line (the
    /// block scan knows where its first literal's word starts). `text`: what the block scan
    /// already read of it.
    private func handle(_ line: ByteLine, searchFrom: Int = 0, text: TextLine? = nil, _ onLine: (ParsedLine) throws -> Void) throws {
        statistics.lines += 1
        let bytes = line.bytes
        var header: TableHeader?
        if !sawContent, !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            sawContent = true
            if options.inputStyle == nil, (try? jsonArrayStart.matches(bytes)) == true { jsonMode = true }
            if !jsonMode { header = TableHeader(bytes) }
        }
        if jsonMode { return try handleJSON(line, onLine) }
        if let custom, let outcome = custom.read(bytes) { return try handleCustom(line, outcome, custom, onLine) }
        if options.inputStyle == nil || options.inputStyle == .ndjson, let first = bytes.first, first == 0x7B || first == 0x20 || first == 0x09,
            (try? ndjsonLine.matches(bytes)) == true
        {
            try flushHeldEvent(onLine)
            var fields = JSONLogFields()
            jsonFields.read(bytes, into: &fields)
            fields.messageLine = line.number
            return try emit(fieldsLine(fields, line: line), onLine)
        }
        let prefix = text?.prefix ?? prefixReader.read(bytes, style: options.inputStyle)
        let message = UnsafeRawBufferPointer(rebasing: bytes[prefix.messageStart...])
        let messageFrom = max(0, searchFrom - prefix.messageStart)
        // What reading a line as an event counts (a process, a scene) is undone when it is no
        // event after all: a line cut at the length limit, or a cell after a cell event that
        // names that event again (then it is part of it). A process must start with an event.
        let cell = heldEvent != nil && heldIsCell && Self.isCell(bytes)
        let before = cell || line.isTruncated ? Snapshot(processes, statistics) : nil
        var result: ParsedLine
        if prefix.isSystemMessage, let system = recognizer.recognizeSystem(message), case let .event(kind, _, token, _, _) = system {
            // A system library's message of the catalog (not remembered: the same text from the app
            // would be read in full).
            let reading = RecognitionCache.Hit(reading: read(message, system, kind: kind, token: token), isSameText: true)
            result = classify(message, line: line, probe: nil, known: reading, style: prefix.style, how: "\(prefixReader.name(of: prefix)) prefix") { event in
                self.fillPrefixFields(&event, prefix: prefix, bytes: bytes)
            }
        } else if prefix.isSystemMessage {
            result = parsed(line, .noise(.system), style: prefix.style, how: "\(prefixReader.name(of: prefix)) prefix; a system library or subsystem")
        } else {
            result = classify(
                message, line: line, searchFrom: messageFrom,
                probe: text.map(\.probe) ?? readings.probe(message, searchFrom: messageFrom), known: text?.remembered, style: prefix.style,
                how: "\(prefixReader.name(of: prefix)) prefix"
            ) { event in
                self.fillPrefixFields(&event, prefix: prefix, bytes: bytes)
                if let range = self.tableHeader?.device(in: bytes) { event.device = self.interner.intern(bytes, range) }
            }
        }
        // (The classification says whether there is an event without copying it.)
        if line.isTruncated, result.classification == .event {
            if let before { (processes, statistics) = (before.processes, before.statistics) }
            previousCall = nil
            result = truncated(result)
        }
        // A first line that names columns, not an event, is a table's header.
        if let header, result.classification != .event { tableHeader = header }
        if result.classification == .event { prefixReader.remember(prefix) }
        if let number = heldEvent?.number {
            if result.classification != .event, prefix.messageStart == 0, cell || Self.looksLikeContinuation(bytes) {
                return continueHeldEvent(line, style: prefix.style, cell: cell, how: "continues the event on line \(number)")
            }
            // A row printed one cell per line that names its event twice (an event code and a
            // message) is one event.
            if let before, let kind = result.event?.event, kind == heldEvent?.event?.event {
                (processes, statistics) = (before.processes, before.statistics)
                previousCall = nil
                return continueHeldEvent(line, style: prefix.style, cell: true, how: "names the event of line \(number) again in its table row")
            }
            try flushHeldEvent(before: &result, onLine)
        }
        if result.classification == .event {
            heldIsCell = Self.isCell(bytes)
            heldEvent = consume result
        } else {
            try emit(result, onLine)
        }
    }

    /// An indented line, or one that closes a bracket, as `NSLog` prints the rest of a collection.
    private static func looksLikeContinuation(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.first.map(startsContinuation) ?? false
    }

    /// Whether a line is one table cell: `<td>` or `<td …>` after optional whitespace, in any case.
    private static func isCell(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index + 3 < bytes.count, bytes[index] == 0x3C, bytes[index + 1] | 0x20 == 0x74, bytes[index + 2] | 0x20 == 0x64
        else { return false }
        return bytes[index + 3] == 0x3E || bytes[index + 3] == 0x20
    }

    /// Whether a line starting with `first` may continue an event: space, tab, `)`, `}` or `]`.
    private static func startsContinuation(_ first: UInt8) -> Bool {
        first == 0x20 || first == 0x09 || first == 0x29 || first == 0x7D || first == 0x5D
    }

    /// Adds the sessions a continuation line names to the held event.
    /// - Parameter cell: The line is a cell of the event's table row: a scene it prints is the
    ///   event's (in an `NSLog` continuation, a scene inside a session's description is not).
    private func continueHeldEvent(_ line: ByteLine, style: InputStyle, cell: Bool, how: @autoclosure () -> String) {
        if let kind = heldEvent?.event?.event {
            let identity = identities.extract(line.bytes, event: kind, token: 0..<0)
            // In place: the held event is the only reference to its fields.
            heldEvent?.event?.add(identity)
            statistics.sessions.formUnion(identity.sessions)
            if cell, heldEvent?.event?.scene == nil, let scene = identity.scene {
                heldEvent?.event?.scene = scene
                statistics.scenes.insert(scene)
            }
        }
        heldContinuations.append(parsed(line, .noise(.continuation), style: style, how: how()))
    }

    private func flushHeldEvent(_ onLine: (ParsedLine) throws -> Void) throws {
        guard let event = heldEvent.take() else { return }
        guard !heldContinuations.isEmpty else { return try emit(event, onLine) }
        let continuations = heldContinuations
        heldContinuations = []
        try emit(event, onLine)
        for line in continuations { try emit(line, onLine) }
    }

    /// A reading of `message` as `result`, an event of `kind` named at `token`: its identities.
    private func read(_ message: UnsafeRawBufferPointer, _ result: MessageRecognizer.Result, kind: LifecycleEvent, token: Range<Int>)
        -> RecognitionCache.Reading
    {
        let layout = identities.layout(message, event: kind, token: token)
        return RecognitionCache.Reading(result: result, identity: identities.identity(layout, in: message), layout: layout)
    }

    /// Classifies a message and builds its event; `fill` adds the prefix fields. `probe`: where
    /// the message's reading is remembered (``RecognitionCache/probe(_:searchFrom:)``); `known`:
    /// the reading, when the caller found it there.
    private func classify(
        _ message: UnsafeRawBufferPointer, line: ByteLine, searchFrom: Int = 0, probe: RecognitionCache.Probe?,
        known: RecognitionCache.Hit? = nil, style: InputStyle, how prefixHow: @autoclosure () -> String, fill: (inout TraceEvent) -> Void
    ) -> ParsedLine {
        let location = TraceLocation(file: file, line: line.number)
        let hit = known ?? readings.reading(of: message, searchFrom: searchFrom, probe: probe) {
            let result = recognizer.recognize(message, searchFrom: searchFrom)
            guard case let .event(kind, _, token, _, _) = result else { return .init(result: result) }
            return read(message, result, kind: kind, token: token)
        }
        let reading = hit.reading
        switch reading.result {
        case let .event(kind, source, token, how, fuzzy):
            // A message of the same shape as the remembered one has its own identities, in the same
            // places. (Passed straight in: the remembered one is borrowed, not copied.)
            var event =
                if !hit.isSameText, let layout = reading.layout {
                    buildEvent(kind, source: source, identity: identities.identity(layout, in: message), fuzzy: fuzzy, line: line, at: location, fill: fill)
                } else {
                    buildEvent(kind, source: source, identity: reading.identity, fuzzy: fuzzy, line: line, at: location, fill: fill)
                }
            if kind == .systemWatchdogTermination {
                // The system printed it about the app: the app's pid when the line names it, else
                // the process that printed last; none when that one has ended already (a crash
                // report's second watchdog line).
                (event.pid, event.processName, event.thread) = (watchdogPid.firstNumber(named: "pid", in: message), nil, nil)
                if event.pid == nil, processes.lastProcessEnded {
                    return parsed(line, .noise(.debugger), style: style, how: "\(prefixHow()); a watchdog report of a process that ended already")
                }
            }
            if continuesCall(event, message: message, token: token), let number = previousCall?.event.location.line {
                return parsed(
                    line, .noise(.continuation), style: style,
                    how: "\(prefixHow()); one call with line \(number): the same function tag, thread and instant, another text")
            }
            register(&event)
            previousCall = Self.messageRange(message, in: line.bytes).map { PreviousCall(event: event, message: $0, token: token, kind: kind) }
            // A watchdog termination ends the process, as a kill marker does.
            if kind == .systemWatchdogTermination { processes.processEnded(at: location) }
            return parsed(line, .event, event: event, style: style, how: "\(prefixHow()); \(how) → \(kind.rawValue)")
        case let .noise(kind, how):
            return parsed(line, .noise(kind), style: style, how: "\(prefixHow()); \(how)")
        case let .unrecognized(reason, how):
            return parsed(line, .unrecognized(reason), style: style, how: "\(prefixHow()); \(how)")
        case let .processEnd(how):
            processes.processEnded(at: location)
            return parsed(line, .noise(.debugger), style: style, how: "\(prefixHow()); \(how)")
        }
    }

    /// The event of a line, with its identities and prefix fields, counted in its process.
    private func makeEvent(
        _ kind: LifecycleEvent, source: EventSource, identity: borrowing Identity, fuzzy: Bool, line: ByteLine, at location: TraceLocation,
        fill: (inout TraceEvent) -> Void
    ) -> TraceEvent {
        var event = buildEvent(kind, source: source, identity: identity, fuzzy: fuzzy, line: line, at: location, fill: fill)
        register(&event)
        return event
    }

    /// The event of a line with its identities and prefix fields, in no process yet.
    private func buildEvent(
        _ kind: LifecycleEvent, source: EventSource, identity: borrowing Identity, fuzzy: Bool, line: ByteLine, at location: TraceLocation,
        fill: (inout TraceEvent) -> Void
    ) -> TraceEvent {
        var event = TraceEvent(
            location: location, event: kind, source: source, scene: identity.scene,
            session: identity.sessions.first, sessions: identity.sessions,
            persistentIdentifier: identity.persistentIdentifier, activationState: identity.activationState,
            viewController: identity.viewController, viewControllerInstance: identity.viewControllerInstance,
            raw: String(decoding: line.bytes, as: UTF8.self))
        event.fuzzy = fuzzy
        event.printedState = identity.applicationState
        event.launchOptions = identity.launchOptions
        fill(&event)
        return event
    }

    /// Gives an event its process and counts its scene and sessions.
    private func register(_ event: inout TraceEvent) {
        let (kind, source, location) = (event.event, event.source, event.location)
        let known = options.explain ? processes.processes.count : 0
        let pending = options.explain && processes.pendingLaunch != nil
        event.process = processes.assign(kind, source: source, pid: event.pid, name: event.processName, device: event.device, at: location)
        if options.explain { processNote = processNote(for: event, knownBefore: known, pendingBefore: pending) }
        if let scene = event.scene { statistics.scenes.insert(scene) }
        if !event.sessions.isEmpty { statistics.sessions.formUnion(event.sessions) }
    }

    /// Where `message` lies in `line`, when it is a part of it (the text of a text line; not
    /// a JSON field, whose text is unescaped).
    private static func messageRange(_ message: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> Range<Int>? {
        guard let start = message.baseAddress, let base = line.baseAddress, start >= base,
            start + message.count <= base + line.count
        else { return nil }
        let offset = start - base
        return offset..<(offset + message.count)
    }

    /// Whether an event continues the previous event's call, logged in several statements: the
    /// same callback and callback-name text (the function tag a logging macro prints), another
    /// message, the same objects (view controller, scene, sessions), the same pid and thread, within 5 ms after the call's first line (timestamps
    /// with a fraction of a second). The same text again is a second call (a real double stays
    /// visible); UIKit's messages are never statements of a call.
    private func continuesCall(_ event: TraceEvent, message: UnsafeRawBufferPointer, token: Range<Int>) -> Bool {
        guard previousCall?.kind == event.event, let previous = previousCall else { return false }
        let held = previous.event
        guard held.source == event.source, event.source != .system, let pid = held.pid, pid == event.pid,
            let thread = held.thread, thread == event.thread, let start = held.timestamp, let time = event.timestamp,
            start.hasFraction, time.hasFraction,
            held.viewController == event.viewController, held.viewControllerInstance == event.viewControllerInstance,
            held.scene == event.scene, held.sessions == event.sessions
        else { return false }
        let elapsed = time.seconds - start.seconds
        guard elapsed >= 0, elapsed <= 0.005 else { return false }
        // Last, the texts: the same callback name (function tag), another message.
        var raw = held.raw
        return raw.withUTF8 { bytes in
            let line = UnsafeRawBufferPointer(bytes)
            guard previous.message.upperBound <= line.count else { return false }
            let heldMessage = UnsafeRawBufferPointer(rebasing: line[previous.message])
            guard previous.token.upperBound <= heldMessage.count else { return false }
            return heldMessage[previous.token].elementsEqual(message[token]) && !heldMessage.elementsEqual(message)
        }
    }

    /// Why an event started a process, or why it waits to: for `--debug-parse`.
    private func processNote(for event: TraceEvent, knownBefore known: Int, pendingBefore: Bool) -> String? {
        let records = processes.processes
        if !pendingBefore, let pending = processes.pendingLaunch, pending.start.line == event.location.line {
            let pid = records[pending.ordinal - 1].pid.map { " (pid \($0))" } ?? ""
            return "; a second launch without a pid in process #\(pending.ordinal)\(pid): the next line with a pid decides its process"
        }
        guard records.count > known, let record = records.last, record.ordinal == event.process, record.start == event.location else {
            return nil
        }
        let ended = record.closes.map { "#\($0)" }.joined(separator: ", ")
        let why: String
        switch record.boundary {
        case .file: why = "the first event of its input"
        case .pid: why = "pid \(record.pid.map(String.init) ?? "?") is not an open process's" + (ended.isEmpty ? "" : "; ends \(ended)")
        case .launch: why = "a second launch" + (ended.isEmpty ? "" : " after \(ended)")
        case .kill: why = "a kill marker ended \(ended)"
        case .device: why = "\(record.device ?? "its device") has no open process"
        }
        return "; starts process #\(record.ordinal): \(why)"
    }

    private func parsed(
        _ line: ByteLine, _ classification: LineClassification, event: TraceEvent? = nil, style: InputStyle,
        how: @autoclosure () -> String
    ) -> ParsedLine {
        let keepText = event == nil && (options.keepText || options.explain)
        let text = event?.raw ?? (keepText ? String(decoding: line.bytes, as: UTF8.self) : nil)
        return ParsedLine(
            file: file, number: line.number, classification: classification, event: event, style: style,
            explanation: options.explain ? how() + (event != nil ? processNote.take() ?? "" : "") : nil, text: text)
    }

    private func truncated(_ line: ParsedLine) -> ParsedLine {
        ParsedLine(
            file: line.file, number: line.number, classification: .unrecognized(.truncated), event: nil,
            style: line.style, explanation: line.explanation.map { $0 + " (line truncated)" }, text: options.keepText ? "" : nil)
    }

    private func emit(_ line: ParsedLine, _ onLine: (ParsedLine) throws -> Void) throws {
        statistics.count(line.classification)
        if line.event != nil, let forced = options.inputStyle, line.style == forced { statistics.eventsInForcedStyle += 1 }
        guard processes.isDeciding || !heldForLaunch.isEmpty else { return try onLine(line) }
        try emitDeciding(line, onLine)
    }

    /// ``emit(_:_:)`` while a launch waits for evidence, or once it is decided.
    private func emitDeciding(_ line: ParsedLine, _ onLine: (ParsedLine) throws -> Void) throws {
        if processes.pendingLaunch != nil {
            // Held lines are bounded: past the limit the launch starts a process.
            processes.decidePendingLaunch(atLine: line.number)
        }
        var line = line
        for decision in processes.takeDecisions() {
            apply(decision)
            Self.apply(decision, to: &line, explain: options.explain)
        }
        if processes.pendingLaunch != nil { return heldForLaunch.append(line) }
        if !heldForLaunch.isEmpty { try releaseHeldForLaunch(onLine) }
        try onLine(line)
    }

    /// Hands on the lines held for a launch once it is decided.
    private func releaseHeldForLaunch(_ onLine: (ParsedLine) throws -> Void) throws {
        for decision in processes.takeDecisions() { apply(decision) }
        let lines = heldForLaunch
        heldForLaunch = []
        for line in lines { try onLine(line) }
    }

    /// Applies a decision on a launch to the lines held for it, and keeps it for the line being
    /// read (``flushHeldEvent(before:_:)``).
    private func apply(_ decision: ProcessTracker.Decision) {
        for index in heldForLaunch.indices { Self.apply(decision, to: &heldForLaunch[index], explain: options.explain) }
        decisionsWhileFlushing.append(decision)
    }

    /// Flushes the held event, then gives the line being read the decisions that flushing took:
    /// the line was classified (given the pending launch's process) before the held event went
    /// out, and may be what decided the launch (a watchdog termination without a pid ends the
    /// process that printed last, the launch's).
    private func flushHeldEvent(before line: inout ParsedLine, _ onLine: (ParsedLine) throws -> Void) throws {
        decisionsWhileFlushing = []
        try flushHeldEvent(onLine)
        for decision in decisionsWhileFlushing { Self.apply(decision, to: &line, explain: options.explain) }
        decisionsWhileFlushing = []
    }

    /// Gives the events of a launch that started a process that process's number, and says on
    /// the launch line what decided.
    private static func apply(_ decision: ProcessTracker.Decision, to line: inout ParsedLine, explain: Bool) {
        switch decision {
        case let .sameProcess(_, start, evidence):
            guard explain, line.file == start.file, line.number == start.line else { return }
            line.explanation? += "; line \(evidence.line) prints the process's pid again: the launch is its own, no new process"
        case let .newProcess(from, to, start, evidence):
            guard line.event?.process == from, line.file == start.file, line.number >= start.line else { return }
            line.event?.process = to
            guard explain, line.number == start.line else { return }
            let why = evidence.map { "line \($0.line) decided" } ?? "no line with a pid decided"
            line.explanation? += "; starts process #\(to): a second launch (\(why))"
        }
    }

    /// Sets the prefix's fields of a new event (one that has none yet: a field the prefix does
    /// not print is set to nil).
    private func fillPrefixFields(_ event: inout TraceEvent, prefix: LinePrefix, bytes: UnsafeRawBufferPointer) {
        event.setPrefixFields(
            timestamp: prefix.timestamp.flatMap { recentTimestamp.read(UnsafeRawBufferPointer(rebasing: bytes[$0])) },
            processName: prefix.process.map { recentProcessName.text(of: bytes, $0, interner: interner) },
            pid: prefix.pid.flatMap { Self.decimal(bytes, $0) },
            thread: prefix.thread.map { recentThread.text(of: bytes, $0, interner: interner) })
    }

    /// The value of ASCII decimal digits (nil when empty, not digits, or too long).
    private static func decimal(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18 else { return nil }
        var value = 0
        for byte in bytes[range] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    // MARK: Custom formats

    /// Reads a line that a custom format matched (or whose pattern hit a limit). A format's line
    /// never continues an event: it ends the one held.
    private func handleCustom(
        _ line: ByteLine, _ outcome: CustomFormatReader.Outcome, _ custom: CustomFormatReader, _ onLine: (ParsedLine) throws -> Void
    ) throws {
        var result: ParsedLine
        switch outcome {
        case let .limit(index, message):
            result = parsed(line, .unrecognized(.matchLimit), style: .custom, how: "format '\(custom.formats[index].name)': \(message)")
        case let .matched(index):
            let before = line.isTruncated ? Snapshot(processes, statistics) : nil
            result = classifyCustom(line, custom.formats[index], custom)
            if let before, result.classification == .event {
                (processes, statistics) = (before.processes, before.statistics)
                result = truncated(result)
            }
        }
        try flushHeldEvent(before: &result, onLine)
        if result.classification == .event {
            heldIsCell = false
            heldEvent = consume result
        } else {
            try emit(result, onLine)
        }
    }

    /// Classifies a line of a custom format from its groups: the `event` group when it has
    /// one, else its message as any message is read.
    private func classifyCustom(_ line: ByteLine, _ format: CustomFormat, _ custom: CustomFormatReader) -> ParsedLine {
        let bytes = line.bytes
        let how = "format '\(format.name)'"
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        if let subsystem = custom.range(.subsystem), text(subsystem).hasPrefix("com.apple.") {
            return parsed(line, .noise(.system), style: .custom, how: "\(how); subsystem \(text(subsystem)) is the system's")
        }
        // The prefix fields, read now: reading a message may run other patterns, not this one.
        let timestamp = custom.range(.timestamp).flatMap { format.timestampLayout.timestamp(UnsafeRawBufferPointer(rebasing: bytes[$0])) }
        let pid = custom.range(.pid).flatMap { Self.decimal(bytes, $0) }
        let thread = custom.range(.tid).map { interner.intern(bytes, $0) }
        let process = custom.range(.process).map { interner.intern(bytes, $0) }
        let fill: (inout TraceEvent) -> Void = { event in
            event.timestamp = timestamp
            event.pid = pid
            event.thread = thread
            event.processName = process
        }
        let message = custom.range(.message)
        guard let eventRange = custom.range(.event), !eventRange.isEmpty else {
            guard let message else { return parsed(line, .noise(.structure), style: .custom, how: "\(how) with an empty event") }
            let bytes = UnsafeRawBufferPointer(rebasing: bytes[message])
            return classify(bytes, line: line, probe: readings.probe(bytes, searchFrom: 0), style: .custom, how: "\(how) message", fill: fill)
        }
        let word = text(eventRange)
        if let modelEvent = custom.modelSpellings[word] ?? (custom.modelEvents.contains(word) ? word : nil) {
            let subject = custom.range(.subject).flatMap { $0.isEmpty ? nil : interner.intern(bytes, $0) }
                ?? ByteSearch.firstPointer(in: bytes).map { interner.intern(bytes, $0) }
            let location = TraceLocation(file: file, line: line.number)
            var event = makeEvent(.modelEvent, source: .callback, identity: Identity(), fuzzy: false, line: line, at: location, fill: fill)
            event.modelEvent = modelEvent
            event.modelSubject = subject
            let spelled = modelEvent == word ? "a model event" : "spelled in callbacks:"
            return parsed(line, .event, event: event, style: .custom, how: "\(how); event group '\(word)' \(spelled) → \(modelEvent)")
        }
        if custom.isNoise(word) {
            return parsed(line, .noise(.outsideModel), style: .custom, how: "\(how); event '\(word)' is noise (callbacks:)")
        }
        let receiver = custom.range(.receiver).map(text)
        guard let (kind, meaning) = structuredEvent(word, receiver: receiver, custom) else {
            return parsed(
                line, .unrecognized(.unmappedEvent), style: .custom,
                how: "\(how); event '\(word)' is not a life-cycle callback (map it under callbacks:, or to noise)")
        }
        // A word read as a callback name keeps the receiver it names: a phase word alone
        // (`background`) could be the app's, a scene's or SwiftUI's, and is not taken for a
        // SwiftUI phase unless the receiver group or the word says so.
        if kind.domain == .scenePhase, receiver == nil, custom.spelled(word) == nil, LifecycleEvent(rawValue: word) == nil,
            !word.lowercased().contains("phase")
        {
            return parsed(
                line, .unrecognized(.ambiguousReceiver), style: .custom,
                how: "\(how); event '\(word)' could be the app's, a scene's or a SwiftUI phase (map it under callbacks:, or give a receiver group)")
        }
        var identity = Identity()
        if let message {
            identity = identities.extract(UnsafeRawBufferPointer(rebasing: bytes[message]), event: kind, token: 0..<0)
        }
        if let subject = custom.range(.subject).map({ interner.intern(bytes, $0) }) {
            switch kind.domain {
            case .scene: identity.scene = subject
            case .viewController: identity.viewControllerInstance = subject
            case .app, .scenePhase, .model, .system: break
            }
        }
        if let state = custom.range(.state).map(text) {
            switch kind.domain {
            case .app: identity.applicationState = ApplicationState(printed: state) ?? identity.applicationState
            case .scene: identity.activationState = ActivationState(printed: state) ?? identity.activationState
            case .viewController, .scenePhase, .model, .system: break
            }
        }
        let location = TraceLocation(file: file, line: line.number)
        let event = makeEvent(kind, source: .callback, identity: identity, fuzzy: false, line: line, at: location, fill: fill)
        return parsed(line, .event, event: event, style: .custom, how: "\(how); event group '\(word)' \(meaning) → \(kind.rawValue)")
    }

    /// The event an `event` group's word stands for: an app spelling from `callbacks:`, a
    /// canonical id, or a callback name (with the `receiver` group's word before it, for short
    /// names); and how it was read.
    private func structuredEvent(_ word: String, receiver: String?, _ custom: CustomFormatReader) -> (LifecycleEvent, String)? {
        if let event = custom.spelled(word) { return (event, "spelled in callbacks:") }
        if let event = LifecycleEvent(rawValue: word) { return (event, "a canonical id") }
        var text = (receiver.map { $0 + " " } ?? "") + word
        let result = text.withUTF8 { recognizer.recognize(UnsafeRawBufferPointer($0)) }
        guard case let .event(event, _, _, how, _) = result else { return nil }
        return (event, how)
    }

    // MARK: Unified-logging JSON

    /// Classifies the message of a JSON log object, reporting it on the line that held it.
    private func fieldsLine(_ fields: JSONLogFields, line: ByteLine) -> ParsedLine {
        guard let message = fields.message else {
            return parsed(line, .noise(.structure), style: jsonMode ? .json : .ndjson, how: "JSON object without eventMessage")
        }
        let style: InputStyle = jsonMode ? .json : .ndjson
        return message.withUnsafeBytes { bytes in
            classify(bytes, line: line, probe: readings.probe(bytes, searchFrom: 0), style: style, how: "\(style.rawValue) eventMessage") { event in
                event.timestamp = fields.timestamp
                event.pid = fields.pid
                event.thread = fields.thread.map(interner.intern)
                event.processName = fields.processName.map(interner.intern)
                if let text = fields.messageLineText { event.raw = text }
            }
        }
    }

    private func handleJSON(_ line: ByteLine, _ onLine: (ParsedLine) throws -> Void) throws {
        let insideObject = nesting.objectDepth != nil && nesting.depth == nesting.objectDepth
        if insideObject, jsonFields.read(line.bytes, into: &objectFields) {
            objectFields.messageLine = line.number
            objectFields.messageLineText = String(decoding: line.bytes, as: UTF8.self)
        }
        let keep = options.keepText || options.explain
        pendingObject.append(PendingLine(number: line.number, text: keep ? String(decoding: line.bytes, as: UTF8.self) : nil))
        let closed = nesting.advance(line.bytes)
        if closed > 0 || nesting.objectDepth == nil || nesting.depth < nesting.objectDepth! {
            try flushObject(onLine)
        }
    }

    /// Reports the held lines of a JSON object: its message line as classified, the rest as layout.
    private func flushObject(_ onLine: (ParsedLine) throws -> Void) throws {
        guard !pendingObject.isEmpty else { return }
        let fields = objectFields
        let lines = pendingObject
        pendingObject = []
        objectFields = JSONLogFields()
        for pending in lines {
            if pending.number == fields.messageLine, let text = fields.messageLineText {
                var bytes = Array(text.utf8)
                let result = bytes.withUnsafeMutableBytes { buffer in
                    fieldsLine(fields, line: ByteLine(number: pending.number, bytes: UnsafeRawBufferPointer(buffer), isTruncated: false))
                }
                try emit(result, onLine)
            } else {
                try emit(
                    ParsedLine(
                        file: file, number: pending.number, classification: .noise(.structure), event: nil, style: .json,
                        explanation: options.explain ? "json layout" : nil, text: pending.text), onLine)
            }
        }
    }
}
