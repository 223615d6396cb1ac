import TraceParser
import Yams

/// `formats:`, `callbacks:` and `pattern_limits:` of `.tracecheck.yml`.
extension ConfigurationFile.Reader {
    /// The keys of one format.
    static let formatKeys = ["name", "pattern", "timestamp_layout", "samples"]
    /// The keys of one sample: its line, and what it must yield.
    static let sampleKeys = ["line", "event", "subject", "state", "timestamp", "pid", "tid", "process", "noise"]

    /// The value of `callbacks:` that says a word is no life-cycle event.
    static let noiseSpelling = "noise"

    /// The app's spellings of events: `word: canonical.id`, `word: model.event`, or
    /// `word: noise` for a word of the app's that is no life-cycle event.
    func spellings(_ node: Node, modelEvents: Set<String>) throws -> ([String: LifecycleEvent], [String: String], Set<String>) {
        var spellings: [String: LifecycleEvent] = [:]
        var modelSpellings: [String: String] = [:]
        var noise: Set<String> = []
        for (key, value) in try mapping(node, "callbacks") {
            let word = try string(key, "a spelling")
            guard !word.isEmpty else { throw error(key, "an empty spelling") }
            if let text = value.string, modelEvents.contains(text) {
                modelSpellings[word] = text
            } else if value.string == Self.noiseSpelling {
                noise.insert(word)
            } else {
                spellings[word] = try event(value, modelEvents: modelEvents)
            }
        }
        return (spellings, modelSpellings, noise)
    }

    /// A canonical event id (the models' events are suggested too when they are given).
    func event(_ node: Node, modelEvents: Set<String> = []) throws -> LifecycleEvent {
        let text = try string(node, "an event id")
        guard let event = LifecycleEvent(rawValue: text), event != .modelEvent else {
            let known = LifecycleEvent.allCases.filter { $0 != .modelEvent }.map(\.rawValue) + modelEvents.sorted()
            throw error(node, "unknown event '\(text)'" + suggestion(text, among: known) + " (see docs/events.md)")
        }
        return event
    }

    /// `match`, `depth` and `heap_kib`, each a whole number from 1 to 4,294,967,295.
    func patternLimits(_ node: Node) throws -> PatternLimits {
        var limits = PatternLimits()
        for (key, value) in try mapping(node, "pattern_limits") {
            guard let number = value.int, number > 0, number <= Int(UInt32.max) else {
                throw error(value, "\(key.string ?? "a limit") must be a whole number above 0")
            }
            switch key.string ?? "" {
            case "match": limits.match = UInt32(number)
            case "depth": limits.depth = UInt32(number)
            case "heap_kib": limits.heapKiB = UInt32(number)
            default:
                throw error(key, "unknown key '\(key.string ?? "")' in pattern_limits" + suggestion(key.string ?? "", among: ["match", "depth", "heap_kib"]))
            }
        }
        return limits
    }

    /// The formats, in order, each compiled and its samples checked with `custom`'s spellings and
    /// limits.
    func formats(_ nodes: [Node], custom: CustomFormats) throws -> [CustomFormat] {
        var formats: [CustomFormat] = []
        for node in nodes {
            var name: String?
            var pattern: (String, Node)?
            var layout = TimestampLayout.iso8601
            var samples: [Node] = []
            for (key, value) in try mapping(node, "a format") {
                switch key.string ?? "" {
                case "name": name = try string(value, "name")
                case "pattern": pattern = (try string(value, "pattern"), value)
                case "timestamp_layout":
                    do {
                        layout = try TimestampLayout(try string(value, "timestamp_layout"))
                    } catch let problem as TimestampLayoutError {
                        throw error(value, "\(problem)")
                    }
                case "samples": samples = try list(value, "samples")
                default:
                    throw error(key, "unknown key '\(key.string ?? "")' in a format" + suggestion(key.string ?? "", among: Self.formatKeys))
                }
            }
            guard let name, !name.isEmpty else { throw error(node, "a format needs a name") }
            guard let (source, patternNode) = pattern else { throw error(node, "format '\(name)' needs a pattern") }
            if InputStyle(rawValue: name) != nil || formats.contains(where: { $0.name == name }) {
                throw error(node, "format name '\(name)' is taken (by a built-in style or another format)")
            }
            let format: CustomFormat
            do {
                format = try CustomFormat(name: name, pattern: source, timestampLayout: layout)
            } catch let problem as CustomFormatError {
                throw error(patternNode, "format '\(name)': \(problem)")
            }
            for sample in samples { try check(sample, of: format, custom: custom) }
            formats.append(format)
        }
        return formats
    }

    /// Reads a sample's line with its format alone and compares what it yields with what the
    /// sample says.
    private func check(_ node: Node, of format: CustomFormat, custom: CustomFormats) throws {
        var line: String?
        var expected: [(String, String, Node)] = []
        var noise = false
        for (key, value) in try mapping(node, "a sample") {
            let name = key.string ?? ""
            switch name {
            case "line": line = try string(value, "line")
            case "noise":
                guard let flag = value.bool else { throw error(value, "noise must be true or false") }
                noise = flag
            case _ where Self.sampleKeys.contains(name): expected.append((name, try string(value, name), value))
            default:
                throw error(key, "unknown key '\(name)' in a sample" + suggestion(name, among: Self.sampleKeys))
            }
        }
        guard let line else { throw error(node, "format '\(format.name)': a sample needs a line") }
        var options = ParseOptions(explain: true)
        options.custom = custom
        options.custom.formats = [format]
        var parsed: ParsedLine?
        try TraceParser(options: options).parse(text: line) { if parsed == nil { parsed = $0 } }
        let prefix = "format '\(format.name)': sample"
        guard let parsed, parsed.style == .custom else { throw error(node, "\(prefix) does not match the pattern") }
        if parsed.classification == .unrecognized(.matchLimit) { throw error(node, "\(prefix) hits a pattern limit: \(parsed.explanation ?? "")") }
        guard let event = parsed.event else {
            if noise { return }
            throw error(node, "\(prefix) is not an event (\(parsed.explanation ?? "no explanation"))")
        }
        let id = event.modelEvent ?? event.event.rawValue
        if noise { throw error(node, "\(prefix) is an event (\(id)), not noise") }
        for (key, text, value) in expected {
            let actual: String?
            var matches: Bool
            switch key {
            case "event":
                if !custom.modelEvents.contains(text) { _ = try self.event(value, modelEvents: custom.modelEvents) }
                (actual, matches) = (id, id == text)
            case "subject":
                actual = event.modelSubject ?? event.scene ?? event.viewControllerInstance
                matches = actual == text
            case "state":
                actual = event.activationState?.rawValue ?? event.printedState?.rawValue
                matches = ActivationState(printed: text).map { $0 == event.activationState } == true
                    || ApplicationState(printed: text).map { $0 == event.printedState } == true
            case "timestamp": (actual, matches) = (event.timestamp?.description, event.timestamp?.description == text)
            case "pid": (actual, matches) = (event.pid.map(String.init), event.pid.map(String.init) == text)
            case "tid": (actual, matches) = (event.thread, event.thread == text)
            default: (actual, matches) = (event.processName, event.processName == text)
            }
            if !matches { throw error(value, "\(prefix) yields \(key) \(actual ?? "none"), not \(text)") }
        }
    }
}
