import CPCRE2

/// Matches one ``CompiledPattern`` against byte subjects, reusing its match data for every call.
///
/// A matcher owns the PCRE2 match data, match context, JIT stack and limits. It is not
/// thread-safe: give each thread (each parser) its own.
public final class Matcher {
    /// The pattern this matcher runs.
    public let pattern: CompiledPattern
    private let matchData: OpaquePointer
    private let context: OpaquePointer
    private let jitStack: OpaquePointer?
    private let ovector: UnsafeMutablePointer<Int>
    private let pairCount: Int

    /// The default cap on backtracking steps, generous for log lines and small enough to stop a
    /// catastrophic pattern quickly.
    public static let defaultMatchLimit: UInt32 = 1_000_000
    /// The default cap on interpreter heap memory, in KiB.
    public static let defaultHeapLimitKiB: UInt32 = 16 * 1024
    /// The default cap on the interpreter's nesting of backtracking points (the JIT is bounded by
    /// its 1 MiB stack instead).
    public static let defaultDepthLimit: UInt32 = 1_000_000

    /// Creates a matcher for a pattern.
    /// - Parameters:
    ///   - pattern: The compiled pattern.
    ///   - matchLimit: The PCRE2 match limit (backtracking steps).
    ///   - heapLimitKiB: The PCRE2 heap limit for the interpreter, in KiB.
    ///   - depthLimit: The PCRE2 depth limit for the interpreter.
    /// - Throws: ``PCRE2Error/allocation(_:)`` when PCRE2 cannot allocate its state.
    public init(
        _ pattern: CompiledPattern,
        matchLimit: UInt32 = Matcher.defaultMatchLimit,
        heapLimitKiB: UInt32 = Matcher.defaultHeapLimitKiB,
        depthLimit: UInt32 = Matcher.defaultDepthLimit
    ) throws {
        guard let context = pcre2_match_context_create_8(nil) else {
            throw PCRE2Error.allocation("match context")
        }
        guard let matchData = pcre2_match_data_create_from_pattern_8(pattern.code, nil) else {
            pcre2_match_context_free_8(context)
            throw PCRE2Error.allocation("match data")
        }
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_heap_limit_8(context, heapLimitKiB)
        pcre2_set_depth_limit_8(context, depthLimit)
        var jitStack: OpaquePointer?
        if pattern.isJITCompiled {
            jitStack = pcre2_jit_stack_create_8(32 * 1024, 1024 * 1024, nil)
            if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
        }
        self.pattern = pattern
        self.context = context
        self.matchData = matchData
        self.jitStack = jitStack
        self.ovector = pcre2_get_ovector_pointer_8(matchData)
        self.pairCount = Int(pcre2_get_ovector_count_8(matchData))
    }

    deinit {
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
    }

    /// Runs the pattern on `subject`, starting at byte offset `start`.
    ///
    /// - Important: offsets are byte offsets into `subject`, and so are the ranges that
    ///   ``range(_:)`` returns afterwards.
    /// - Parameters:
    ///   - subject: The bytes to search. Invalid UTF-8 is tolerated.
    ///   - start: The byte offset to start at.
    /// - Returns: Whether the pattern matched.
    /// - Throws: ``PCRE2Error/match(code:message:)`` when PCRE2 gives up, for example at the
    ///   match limit.
    public func matches(_ subject: UnsafeRawBufferPointer, from start: Int = 0) throws -> Bool {
        let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? Matcher.emptySubject
        let rc: Int32
        if pattern.isJITCompiled, jitStack != nil {
            rc = pcre2_jit_match_8(pattern.code, base, subject.count, start, 0, matchData, context)
        } else {
            rc = pcre2_match_8(pattern.code, base, subject.count, start, 0, matchData, context)
        }
        if rc >= 0 { return true }
        if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL { return false }
        throw PCRE2Error.match(code: rc, message: PCRE2Error.message(for: rc))
    }

    /// The byte range of capture group `group` (0 is the whole match) after a successful match,
    /// or nil when the group did not take part in it.
    /// - Important: the range is in bytes of the subject last passed to ``matches(_:from:)``.
    public func range(_ group: Int) -> Range<Int>? {
        guard group < pairCount else { return nil }
        let lower = ovector[2 * group]
        let upper = ovector[2 * group + 1]
        guard lower != Matcher.unset, upper >= lower else { return nil }
        return lower..<upper
    }

    /// The byte range of the named capture group after a successful match, or nil.
    /// - Important: the range is in bytes of the subject last passed to ``matches(_:from:)``.
    public func range(named name: String) -> Range<Int>? {
        guard let number = pattern.groupNumber(name) else { return nil }
        return range(number)
    }

    /// The capture group number for a name, for callers that look groups up once.
    public func groupNumber(_ name: String) -> Int? { pattern.groupNumber(name) }

    private static let unset = Int(bitPattern: UInt.max)  // PCRE2_UNSET
    nonisolated(unsafe) private static let emptySubject: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// The number in group `group` of the first match in `subject`, or nil.
    func firstNumber(named group: String, in subject: UnsafeRawBufferPointer) -> Int? {
        guard (try? matches(subject)) == true, let range = range(named: group) else { return nil }
        return Int(String(decoding: subject[range], as: UTF8.self))
    }
}
