/// A log layout described in `.tracecheck.yml` (`formats:`): a PCRE2 pattern, matched at the start
/// of each line, whose named groups say where each field is.
///
/// A format with a `message` group is a layout: its message is read like any other (callback
/// names, notifications, identities). A format with an `event` group is a structured logger
/// (`LC|obj=0x1|ev=fg|state=active`): the group's text is the event, looked up in the
/// `callbacks:` spellings, as a canonical id, or as a callback name; `subject`, `receiver` and
/// `state` say which object, whose callback, and the state it printed.
public struct CustomFormat: Sendable, Equatable {
    /// The named groups a format may have.
    public enum Group: String, CaseIterable, Sendable {
        case timestamp, pid, tid, process, subsystem, category, level, message
        case event, subject, receiver, state

        /// The group's position in ``allCases``.
        var position: Int {
            switch self {
            case .timestamp: 0
            case .pid: 1
            case .tid: 2
            case .process: 3
            case .subsystem: 4
            case .category: 5
            case .level: 6
            case .message: 7
            case .event: 8
            case .subject: 9
            case .receiver: 10
            case .state: 11
            }
        }
    }

    /// The name `--input-format` and `--debug-parse` use.
    public let name: String
    /// The pattern as written.
    public let pattern: String
    /// How its `timestamp` group prints the time.
    public let timestampLayout: TimestampLayout
    /// The pattern anchored at a line's start.
    let line: CompiledPattern
    /// The pattern after `^` in multi-line mode (`^` and `$` at every line's start and end),
    /// searched through a block for the lines of a structured format, which need not name any
    /// callback: a line with a match at its start has the leftmost match at or before it, and
    /// each line a search stops on is then matched on its own.
    let scan: CompiledPattern
    /// Group numbers by group.
    let groups: [Group: Int]

    /// Formats are the same when their name, pattern and layout are.
    public static func == (lhs: CustomFormat, rhs: CustomFormat) -> Bool {
        lhs.name == rhs.name && lhs.pattern == rhs.pattern && lhs.timestampLayout == rhs.timestampLayout
    }

    /// Whether the format reads events from an `event` group.
    public var isStructured: Bool { groups[.event] != nil }

    /// Compiles a format.
    /// - Throws: ``CustomFormatError`` when the pattern does not compile, names a group that is
    ///   not a ``Group``, or has neither a `message` nor an `event` group.
    public init(name: String, pattern: String, timestampLayout: TimestampLayout = .iso8601) throws {
        let line: CompiledPattern
        let scan: CompiledPattern
        do {
            line = try CompiledPattern(pattern, options: [.utf, .anchored])
            // `^` first, so that PCRE2 tries line starts only (a top-level alternation leaves
            // the later branches unanchored: more lines to check, never one missed).
            scan = try CompiledPattern("^" + pattern, options: [.utf, .multiline])
        } catch let PCRE2Error.compile(_, offset, message) {
            throw CustomFormatError.pattern(offset: offset, message: message)
        }
        var groups: [Group: Int] = [:]
        for (groupName, number) in line.groupNames {
            guard let group = Group(rawValue: groupName) else {
                throw CustomFormatError.unknownGroup(groupName)
            }
            groups[group] = number
        }
        guard groups[.message] != nil || groups[.event] != nil else { throw CustomFormatError.noMessage }
        self.name = name
        self.pattern = pattern
        self.timestampLayout = timestampLayout
        self.line = line
        self.scan = scan
        self.groups = groups
    }
}

/// Why a custom format cannot be used.
public enum CustomFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// PCRE2 did not compile the pattern: its message, and the byte offset in the pattern.
    case pattern(offset: Int, message: String)
    /// A named group that is not one of ``CustomFormat/Group``.
    case unknownGroup(String)
    /// Neither a `message` nor an `event` group.
    case noMessage

    public var description: String {
        switch self {
        case let .pattern(offset, message): return "pattern does not compile at offset \(offset): \(message)"
        case let .unknownGroup(name):
            return "unknown group '\(name)' (known: \(CustomFormat.Group.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .noMessage: return "pattern needs a 'message' or an 'event' group"
        }
    }
}

/// The PCRE2 limits on user patterns, so that a catastrophic pattern costs a bounded time per
/// line and classifies the line `match-limit` instead of hanging (`.tracecheck.yml`,
/// `pattern_limits:`).
public struct PatternLimits: Sendable, Equatable {
    /// Backtracking steps per match (PCRE2's match limit; the JIT honours it too).
    public var match: UInt32
    /// Nested backtracking points (PCRE2's depth limit, for the interpreter).
    public var depth: UInt32
    /// Interpreter heap, in KiB.
    public var heapKiB: UInt32

    /// The defaults: 100,000 steps (about a millisecond), depth 10,000, 4 MiB of heap.
    public init(match: UInt32 = 100_000, depth: UInt32 = 10_000, heapKiB: UInt32 = 4096) {
        self.match = match
        self.depth = depth
        self.heapKiB = heapKiB
    }
}
