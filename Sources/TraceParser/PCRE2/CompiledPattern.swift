import CPCRE2

/// A PCRE2 pattern compiled once, and JIT-compiled when the platform supports it.
///
/// Create patterns once (see ``LinePatterns``) and match them through a ``Matcher``.
// SAFETY: the compiled code is never mutated after `init`; PCRE2 documents compiled patterns,
// including their JIT code, as safe to share between threads for matching. Every mutable
// piece of matching state lives in a `Matcher`, which is never shared.
public final class CompiledPattern: @unchecked Sendable {
    /// The pattern source, as given.
    public let source: String
    /// The options it was compiled with.
    public let options: PCRE2Options
    /// Whether JIT compilation succeeded; when it did not, matching uses the interpreter.
    public let isJITCompiled: Bool
    let code: OpaquePointer
    /// Capture group names and numbers, for ``Matcher/range(named:)``: a pattern has a few, and
    /// comparing short names is cheaper than hashing them on every match.
    let groupNames: [(name: String, number: Int)]
    /// The number of capture groups in the pattern.
    public let captureCount: Int

    /// Compiles a pattern.
    /// - Parameters:
    ///   - source: The PCRE2 pattern.
    ///   - options: Compile options; ``PCRE2Options/utf`` is usual.
    /// - Throws: ``PCRE2Error/compile(pattern:offset:message:)`` with PCRE2's message and the
    ///   byte offset in the pattern.
    public init(_ source: String, options: PCRE2Options = [.utf]) throws {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = source.withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: source.utf8.count) {
                pcre2_compile_8($0, source.utf8.count, options.rawValue, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw PCRE2Error.compile(
                pattern: source, offset: errorOffset, message: PCRE2Error.message(for: errorCode))
        }
        self.source = source
        self.options = options
        self.code = compiled
        // JIT is an optimisation: when it is unavailable or fails, the interpreter still works.
        self.isJITCompiled = pcre2_jit_compile_8(compiled, PCRE2_JIT_COMPLETE) == 0
        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        self.captureCount = Int(count)
        self.groupNames = Self.readGroupNames(compiled)
    }

    deinit { pcre2_code_free_8(code) }

    /// The number of the capture group called `name`.
    func groupNumber(_ name: String) -> Int? {
        groupNames.first { $0.name == name }?.number
    }

    private static func readGroupNames(_ code: OpaquePointer) -> [(name: String, number: Int)] {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard count > 0, let table else { return [] }
        return (0..<Int(count)).map { index in
            let entry = table + index * Int(entrySize)
            return (String(cString: entry + 2), Int(entry[0]) << 8 | Int(entry[1]))
        }
    }
}
