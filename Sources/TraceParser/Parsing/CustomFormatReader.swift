/// Matches lines against the custom formats of a parser (the one that matched last first, as
/// for built-in prefixes), with the user's pattern limits.
final class CustomFormatReader {
    /// What matching a line gave.
    enum Outcome {
        /// The format at `format` matched; read its groups with ``range(_:)`` before the next match.
        case matched(format: Int)
        /// A format's pattern hit a PCRE2 limit on the line.
        case limit(format: Int, message: String)
    }

    let formats: [CustomFormat]
    let spellings: [String: LifecycleEvent]
    /// The words `callbacks:` maps to `noise`, lower-cased.
    private let noiseWords: Set<String>
    /// The app's words for model events, and the models' events.
    let modelSpellings: [String: String]
    let modelEvents: Set<String>
    /// The spellings by lower-cased key, for words printed in another case.
    private let lowercasedSpellings: [String: LifecycleEvent]
    private let lines: [Matcher]
    /// Group numbers by format and by ``CustomFormat/Group`` position (looked up per line).
    private let groupNumbers: [[Int?]]
    /// Block searches of the structured formats, by format position.
    private let scans: [(format: Int, matcher: Matcher)]
    private var lastMatched: Int?
    private var current: Int?

    init(_ custom: CustomFormats) throws {
        formats = custom.formats
        spellings = custom.spellings
        modelSpellings = custom.modelSpellings
        modelEvents = custom.modelEvents
        lowercasedSpellings = Dictionary(custom.spellings.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        noiseWords = Set(custom.noiseWords.map { $0.lowercased() })
        let limits = custom.limits
        func matcher(_ pattern: CompiledPattern) throws -> Matcher {
            try Matcher(pattern, matchLimit: limits.match, heapLimitKiB: limits.heapKiB, depthLimit: limits.depth)
        }
        lines = try custom.formats.map { try matcher($0.line) }
        groupNumbers = custom.formats.map { format in CustomFormat.Group.allCases.map { format.groups[$0] } }
        scans = try custom.formats.indices.filter { custom.formats[$0].isStructured }.map { ($0, try matcher(custom.formats[$0].scan)) }
    }

    /// Whether some format reads events from an `event` group (its lines need no callback name).
    var hasStructuredFormats: Bool { !scans.isEmpty }

    /// Matches a line against the formats, or nil when none fits.
    func read(_ line: UnsafeRawBufferPointer) -> Outcome? {
        if let lastMatched, let outcome = attempt(lastMatched, line) { return outcome }
        for index in formats.indices where index != lastMatched {
            if let outcome = attempt(index, line) { return outcome }
        }
        return nil
    }

    private func attempt(_ index: Int, _ line: UnsafeRawBufferPointer) -> Outcome? {
        do {
            guard try lines[index].matches(line) else { return nil }
        } catch {
            return .limit(format: index, message: "\(error)")
        }
        lastMatched = index
        current = index
        return .matched(format: index)
    }

    /// The range of a group in the line last matched, when it took part in the match.
    func range(_ group: CustomFormat.Group) -> Range<Int>? {
        guard let current, let number = groupNumbers[current][group.position] else { return nil }
        return lines[current].range(number)
    }

    /// Whether `callbacks:` maps the word (in any case, as spellings are read) to `noise`.
    func isNoise(_ word: String) -> Bool { noiseWords.contains(word.lowercased()) }

    /// The event an `event` group's word stands for by the spellings, or nil.
    func spelled(_ word: String) -> LifecycleEvent? {
        spellings[word] ?? lowercasedSpellings[word.lowercased()]
    }

    /// Where the first match of a structured format at or after `position` starts in a block of
    /// whole lines: the start of a line to read in full (nil when none). A search that hits a
    /// limit answers `position`, so that the lines are then matched one at a time.
    func nextStructuredMatch(in bytes: UnsafeRawBufferPointer, from position: Int) -> Int? {
        var first: Int?
        for (_, matcher) in scans {
            do {
                guard try matcher.matches(bytes, from: position), let start = matcher.range(0)?.lowerBound else { continue }
                first = min(first ?? start, start)
            } catch {
                return position
            }
        }
        return first
    }
}
