import CByteScan
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// The literal scan must find exactly the lines the PCRE2 pattern it replaced found: the same
/// literals, in any case, `scene`/`application` only before `(` or `:`; with the vector filter
/// and without it.
@Suite struct CandidateScannerTests {
    /// The pattern the scan replaced, kept as the oracle (with the literals added since).
    private static let oracle = #"""
        did | will | scene \s* [(:] | application \s* [(:] | viewis | loadview | dealloc | appear | (?:vc|controller)\ loaded
        | attempt\ to\ present | watchdog | deinit | restor
        | openurl | configurationforconnecting | handleevents | significanttimechange | perform | continueuser | shouldsave
        | supportedinterface | handlerfor | phase | active | background
        | message\ from\ debugger | program\ ended
        """#

    private static let portable = CandidateScanner(vectorWidth: 0)
    /// The vector filters this processor has (16 and 32 positions at a time), each compared with
    /// the portable scan.
    private static let vectorized = [16, 32].filter { $0 <= cbs_anchor_filter_width() }.map { CandidateScanner(vectorWidth: Int32($0)) }

    private func both(_ text: String, from start: Int = 0) throws -> (scan: Int?, oracle: Int?) {
        let matcher = try Matcher(CompiledPattern(Self.oracle, options: [.extended, .caseless]))
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBytes { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let expected = try matcher.matches(raw, from: start) ? matcher.range(0)?.lowerBound : nil
            let portable = Self.portable.firstMatch(in: raw, from: start)
            // The vector filter only skips positions: every scan finds the same literal.
            for scanner in Self.vectorized {
                #expect(scanner.firstMatch(in: raw, from: start) == portable, "\(text.debugDescription) from \(start)")
            }
            return (portable, expected)
        }
    }

    @Test(arguments: [
        "sceneDidBecomeActive", "DID", "xWiLl", "scene (", "scene\t:", "scene\n(", "scene x(", "Scene",
        "APPLICATION:", "application ", "viewIsAppearing", "loadView", "-[VC dealloc]", "deinit", "restoreState",
        "view is appearing", "FeedVC loaded", "View controller LOADED", "vc_loaded", "Config loaded", "uploaded", "view-loaded",
        "openURLContexts", "configurationForConnecting", "handleEventsForBackgroundURLSession", "applicationSignificantTimeChange",
        "significantTimeChang", "phase", "inActive",
        "background", "Message from debugger: killed", "Program ended with exit code: 0", "nothing here", "",
        "di", "wil", "ac", "scen", "message from debugge", "program ende", "configurationforconnectin",
        "0123456789 !@#$%^&*()_+-=[]{};':\",./<>? ~", "ÀÉÎÕÜ ſcene( KELVIN K", "did\u{0}will", "xxxxxxxxxxxxxxxdi",
    ])
    func agreesWithThePattern(_ text: String) throws {
        let result = try both(text)
        #expect(result.scan == result.oracle, "\(text)")
    }

    /// Every literal, at every offset from a block start and near the block end, in both cases.
    @Test func findsEveryLiteralAtEveryOffset() throws {
        for literal in LinePatterns.candidateLiterals {
            for text in [literal.text, literal.text.uppercased()] {
                let word = text + (literal.needsCallSuffix ? "(" : "")
                // Past 18 (34) bytes the vector filter reads the line 16 (32) positions at a time.
                for padding in 0..<72 {
                    let line = String(repeating: "-", count: padding) + word
                    let result = try both(line)
                    #expect(result.scan == padding, "\(line)")
                    #expect(result.oracle == padding, "\(line)")
                    #expect(try both(line + "\n" + line, from: 1).scan == (padding == 0 ? word.utf8.count + 1 : padding), "\(line)")
                }
            }
        }
    }

    /// Random text made of the literals' own bytes: the scan and the pattern find the same first
    /// line (a long literal may start before a shorter one whose anchor the scan meets first).
    @Test func agreesOnRandomText() throws {
        var generator = SplitMix64(seed: 258)
        let alphabet = Array("diwlsceapntvwrohgkbmfDIWLSCEAPNTVGBK (:\n\t_-.")
        for _ in 0..<1000 {
            let text = String((0..<Int(generator.next() % 200)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let start = text.isEmpty ? 0 : Int(generator.next() % UInt64(text.utf8.count))
            let result = try both(text, from: start)
            let line = { (offset: Int?) in offset.map { text.utf8.prefix($0).filter { $0 == 0x0A }.count } }
            #expect(line(result.scan) == line(result.oracle), "\(text.debugDescription) from \(start)")
        }
    }
}


/// The newline count the block scan uses for the lines between candidates.
@Suite struct NewlineCountTests {
    @Test func countsEveryNewlineAtEveryLengthAndOffset() {
        var generator = SplitMix64(seed: 2019)
        let bytes = (0..<300).map { _ in generator.next() % 3 == 0 ? UInt8(0x0A) : UInt8(0x61 + generator.next() % 26) }
        bytes.withUnsafeBytes { raw in
            for start in 0..<40 {
                for end in start...raw.count where (end - start) % 7 == 0 || end == raw.count {
                    let expected = bytes[start..<end].filter { $0 == 0x0A }.count
                    #expect(ByteSearch.countNewlines(raw, in: start..<end) == expected, "\(start)..<\(end)")
                }
            }
        }
    }

    /// Past 255 blocks of 16 bytes the vector count sums its lane counters and starts again.
    @Test func countsLongRunsOfNewlines() {
        for length in [4079, 4080, 4081, 4096, 10_000, 65_536 + 7] {
            let bytes = [UInt8](repeating: 0x0A, count: length)
            bytes.withUnsafeBytes { #expect(ByteSearch.countNewlines($0, in: 0..<length) == length, "\(length)") }
        }
    }
}
