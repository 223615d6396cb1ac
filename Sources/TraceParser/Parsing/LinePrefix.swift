/// The prefix fields of one line and where its message starts, as byte ranges.
struct LinePrefix {
    var style: InputStyle = .plain
    var patternName = "plain"
    var messageStart = 0
    var timestamp: Range<Int>?
    var process: Range<Int>?
    var pid: Range<Int>?
    var thread: Range<Int>?
    /// The sender library (`(UIKitCore)`) or subsystem (`[com.apple.UIKit:Lifecycle]`) says the
    /// system, not the app, wrote the message.
    var isSystemMessage = false
    /// The layout that matched, by its position among the prefix patterns (for
    /// ``LinePrefixReader/remember(_:)``).
    var candidate: Int?
}

/// Recognises line prefixes, remembering the style of the last event so that a log in one style
/// costs one pattern per line.
///
/// Only events are remembered: a line may fit two layouts (a CSV row's time cell and an `NSLog`
/// prefix), and the one tried first wins, so the choice must depend on lines that the block scan
/// and the line-by-line path both read, which are the events (the block scan skips most noise).
final class LinePrefixReader {
    /// A class, so that trying one costs a reference, not a copy of its fields.
    private final class Candidate {
        let style: InputStyle
        let name: String
        let matcher: Matcher
        let ts, proc, pid, tid, lib, subsys: Int?

        init(style: InputStyle, name: String, matcher: Matcher, ts: Int?, proc: Int?, pid: Int?, tid: Int?, lib: Int?, subsys: Int?) {
            (self.style, self.name, self.matcher) = (style, name, matcher)
            (self.ts, self.proc, self.pid, self.tid, self.lib, self.subsys) = (ts, proc, pid, tid, lib, subsys)
        }
    }

    private let candidates: [Candidate]
    private var lastMatched: Int?

    init(_ patterns: CompiledLinePatterns) throws {
        candidates = try patterns.prefixes.map { prefix, pattern in
            let matcher = try Matcher(pattern)
            return Candidate(
                style: prefix.style, name: prefix.name, matcher: matcher,
                ts: matcher.groupNumber("ts"), proc: matcher.groupNumber("proc"),
                pid: matcher.groupNumber("pid"), tid: matcher.groupNumber("tid"),
                lib: matcher.groupNumber("lib"), subsys: matcher.groupNumber("subsys"))
        }
    }

    /// Reads the prefix of `line`; a line that fits no prefix (of `style`, when given) is plain.
    func read(_ line: UnsafeRawBufferPointer, style: InputStyle?) -> LinePrefix {
        if let lastMatched, var prefix = attempt(candidates[lastMatched], line) {
            prefix.candidate = lastMatched
            return prefix
        }
        for index in candidates.indices where index != lastMatched {
            let candidate = candidates[index]
            if let style, candidate.style != style { continue }
            if var prefix = attempt(candidate, line) {
                prefix.candidate = index
                return prefix
            }
        }
        return LinePrefix()
    }

    /// Tries the layout of `prefix`, the prefix of an event, first from now on.
    func remember(_ prefix: LinePrefix) {
        if let candidate = prefix.candidate { lastMatched = candidate }
    }

    private func attempt(_ candidate: Candidate, _ line: UnsafeRawBufferPointer) -> LinePrefix? {
        let matcher = candidate.matcher
        guard (try? matcher.matches(line)) == true, let whole = matcher.range(0) else { return nil }
        let library = candidate.lib.flatMap(matcher.range).map { String(decoding: line[$0], as: UTF8.self) }
        let subsystem = candidate.subsys.flatMap(matcher.range).map { String(decoding: line[$0], as: UTF8.self) }
        return LinePrefix(
            style: candidate.style, patternName: candidate.name, messageStart: whole.upperBound,
            timestamp: candidate.ts.flatMap(matcher.range), process: candidate.proc.flatMap(matcher.range),
            pid: candidate.pid.flatMap(matcher.range), thread: candidate.tid.flatMap(matcher.range),
            isSystemMessage: library.map(Self.systemLibraries.contains) == true
                || subsystem?.hasPrefix("com.apple.") == true)
    }

    /// Apple libraries whose messages in unified logging are the system's, not the app's.
    /// (`Foundation` is not among them: the app's own `NSLog` lines carry it.)
    static let systemLibraries: Set<String> = [
        "UIKitCore", "UIKit", "UIKitServices", "FrontBoardServices", "FrontBoard", "BaseBoard", "BoardServices",
        "RunningBoardServices", "CoreFoundation", "SwiftUI", "SwiftUICore", "CFNetwork", "libxpc.dylib",
        "libdispatch.dylib", "CoreData", "CloudKit", "UserNotifications", "AXCoreUtilities", "TextInput",
    ]
}
