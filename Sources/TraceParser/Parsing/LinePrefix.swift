/// The prefix fields of one line and where its message starts, as byte ranges.
struct LinePrefix: Equatable {
    var style: InputStyle = .plain
    var messageStart = 0
    var timestamp: Range<Int>?
    var process: Range<Int>?
    var pid: Range<Int>?
    var thread: Range<Int>?
    /// The sender library (`(UIKitCore)`) or subsystem (`[com.apple.UIKit:Lifecycle]`) says the
    /// system, not the app, wrote the message.
    var isSystemMessage = false
    /// The layout that matched, by its position among the prefix patterns (for
    /// ``LinePrefixReader/remember(_:)`` and ``LinePrefixReader/name(of:)``); nil for a line
    /// that fits none. No name is kept here: a prefix without a `String` is copied as plain bytes.
    var candidate: Int?
}

extension LinePrefix {
    /// The same prefix in a line that has `offset` more bytes before it (a gutter).
    mutating func shift(by offset: Int) {
        func moved(_ range: Range<Int>?) -> Range<Int>? { range.map { ($0.lowerBound + offset)..<($0.upperBound + offset) } }
        messageStart += offset
        (timestamp, process, pid, thread) = (moved(timestamp), moved(process), moved(pid), moved(thread))
    }
}

/// Recognises line prefixes, remembering the style of the last event of the input so that a log
/// in one style costs one pattern per line.
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
        /// The `xcode` layout, which ``XcodePrefixScanner`` reads first.
        let isXcode: Bool

        init(style: InputStyle, name: String, matcher: Matcher, ts: Int?, proc: Int?, pid: Int?, tid: Int?, lib: Int?, subsys: Int?) {
            (self.style, self.name, self.matcher) = (style, name, matcher)
            (self.ts, self.proc, self.pid, self.tid, self.lib, self.subsys) = (ts, proc, pid, tid, lib, subsys)
            isXcode = name == "xcode"
        }
    }

    private let candidates: [Candidate]
    @exclusivity(unchecked) private var lastMatched: Int?

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
    /// A prefix behind a gutter (a line copied into a comment, a quote or a list: `> `, ` * `,
    /// `// `, `- `, `1. `, indentation) is read behind it.
    func read(_ line: UnsafeRawBufferPointer, style: InputStyle?) -> LinePrefix {
        if let prefix = readAtStart(line, style: style) { return prefix }
        guard let gutter = Self.gutter(line) else { return LinePrefix() }
        guard var prefix = readAtStart(UnsafeRawBufferPointer(rebasing: line[gutter...]), style: style) else { return LinePrefix() }
        prefix.shift(by: gutter)
        return prefix
    }

    private func readAtStart(_ line: UnsafeRawBufferPointer, style: InputStyle?) -> LinePrefix? {
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
        return nil
    }

    /// The length of a gutter before a prefix: white space, then at most one marker (`>` or
    /// `> >`, `*`, `//`, `-`, `+`, `#`, a list number `1.` or `1)`) and white space, when a
    /// digit (a timestamp) or a process name with `[` follows; nil when there is none.
    static func gutter(_ line: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        let count = line.count
        func spaces() { while index < count, line[index] == 0x20 || line[index] == 0x09 { index += 1 } }
        spaces()
        guard index < count else { return nil }
        switch line[index] {
        case 0x3E:  // > (quotes may nest)
            while index < count, line[index] == 0x3E {
                index += 1
                spaces()
            }
        case 0x2A, 0x2D, 0x2B, 0x23:  // * - + #
            index += 1
        case 0x2F where index + 1 < count && line[index + 1] == 0x2F:  // //
            index += 2
        case 0x30...0x39:
            // A list number, unless it is the timestamp itself.
            var end = index
            while end < count, end - index < 3, (0x30...0x39).contains(line[end]) { end += 1 }
            if end < count, line[end] == 0x2E || line[end] == 0x29, end + 1 < count, line[end + 1] == 0x20 { index = end + 1 }
        default:
            break
        }
        spaces()
        guard index > 0, index < count else { return nil }
        let next = line[index]
        if (0x30...0x39).contains(next) { return index }
        // A process name (`MyApp[100:200]`) or a month (`Mar  1 10:00:00 host MyApp[100]`).
        let window = line[index..<min(count, index + 64)]
        return window.contains(0x5B) ? index : nil
    }

    /// Tries the layouts in their order again (a new input).
    func forget() {
        lastMatched = nil
    }

    /// The name of the layout `prefix` was read with (`xcode`), `plain` for a line that fits none.
    func name(of prefix: LinePrefix) -> String {
        prefix.candidate.map { candidates[$0].name } ?? "plain"
    }

    /// Tries the layout of `prefix`, the prefix of an event, first from now on.
    func remember(_ prefix: LinePrefix) {
        if let candidate = prefix.candidate { lastMatched = candidate }
    }

    /// The prefix of `line` in the layout called `name` by its pattern alone (tests compare it
    /// with ``XcodePrefixScanner``).
    func patternPrefix(of line: UnsafeRawBufferPointer, layout name: String) -> LinePrefix? {
        candidates.first { $0.name == name }.flatMap { attemptPattern($0, line) }
    }

    private func attempt(_ candidate: Candidate, _ line: UnsafeRawBufferPointer) -> LinePrefix? {
        if candidate.isXcode, let prefix = XcodePrefixScanner.read(line) { return prefix }
        return attemptPattern(candidate, line)
    }

    private func attemptPattern(_ candidate: Candidate, _ line: UnsafeRawBufferPointer) -> LinePrefix? {
        let matcher = candidate.matcher
        guard (try? matcher.matches(line)) == true, let whole = matcher.range(0) else { return nil }
        let library = candidate.lib.flatMap(matcher.range).map { String(decoding: line[$0], as: UTF8.self) }
        let subsystem = candidate.subsys.flatMap(matcher.range).map { String(decoding: line[$0], as: UTF8.self) }
        return LinePrefix(
            style: candidate.style, messageStart: whole.upperBound,
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
