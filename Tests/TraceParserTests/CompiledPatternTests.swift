import Testing
@testable import TraceParser

@Suite struct CompiledPatternTests {
    @Test func compileErrorCarriesMessageAndOffset() {
        #expect {
            _ = try CompiledPattern("scene(Did", options: [.utf])
        } throws: { error in
            guard case let PCRE2Error.compile(pattern, offset, message) = error else { return false }
            return pattern == "scene(Did" && offset == 9 && message.contains("missing closing parenthesis")
        }
    }

    @Test func namedGroupsAreFound() throws {
        let pattern = try CompiledPattern(#"(?<pid>\d+):(?<tid>\d+)"#)
        let matcher = try Matcher(pattern)
        #expect(pattern.captureCount == 2)
        #expect(matcher.groupNumber("tid") == 2)
        #expect(matcher.groupNumber("nope") == nil)
    }

    @Test func everyLinePatternCompilesAndJITs() throws {
        let patterns = try CompiledLinePatterns.shared.get()
        let all = patterns.prefixes.map(\.pattern) + [
            patterns.callbackToken, patterns.scenePhase, patterns.receiverHint, patterns.identity,
            patterns.viewControllerLabel, patterns.sourceCode, patterns.word, patterns.special, patterns.jsonField,
        ]
        // JIT is optional in PCRE2 builds; where it exists, every pattern must use it.
        let jitAvailable = all.contains(where: \.isJITCompiled)
        if jitAvailable { #expect(all.filter { !$0.isJITCompiled }.isEmpty) }
    }
}

@Suite struct MatcherTests {
    private func match(_ pattern: String, _ subject: [UInt8], options: PCRE2Options = [.utf], from start: Int = 0) throws -> Range<Int>? {
        let matcher = try Matcher(CompiledPattern(pattern, options: options))
        return try subject.withUnsafeBytes { try matcher.matches($0, from: start) ? matcher.range(0) : nil }
    }

    @Test func rangesAreByteOffsets() throws {
        // "씬 " is 4 bytes in UTF-8: the match starts at byte 4, not character 2.
        #expect(try match("scene", Array("씬 scene".utf8)) == 4..<9)
    }

    @Test func startOffsetIsHonoured() throws {
        #expect(try match("a", Array("a-a".utf8), from: 1) == 2..<3)
    }

    @Test func invalidUTF8IsToleratedNotFatal() throws {
        let subject: [UInt8] = [0xFF, 0xFE, 0x20] + Array("sceneDidBecomeActive".utf8) + [0xC3]
        #expect(try match("sceneDid\\w+", subject) == 3..<23)
    }

    @Test func anchoredPatternsDoNotSearch() throws {
        #expect(try match("b", Array("ab".utf8), options: [.utf, .anchored]) == nil)
    }

    @Test func emptySubjectMatchesEmptyPattern() throws {
        #expect(try match("^$", []) == 0..<0)
    }

    @Test func unsetGroupIsNil() throws {
        let matcher = try Matcher(CompiledPattern("(a)|(b)"))
        let matched = try Array("b".utf8).withUnsafeBytes { try matcher.matches($0) }
        #expect(matched)
        #expect(matcher.range(1) == nil)
        #expect(matcher.range(2) == 0..<1)
    }

    /// Deep nesting stops at the JIT stack or the depth limit with an error, never a crash.
    @Test func deepNestingIsBounded() throws {
        let matcher = try Matcher(CompiledPattern("^(a(?1)?b)$"), depthLimit: 1_000)
        let subject = Array(String(repeating: "a", count: 200_000).utf8) + Array(String(repeating: "b", count: 200_000).utf8)
        #expect(throws: PCRE2Error.self) {
            try subject.withUnsafeBytes { try matcher.matches($0) }
        }
    }

    @Test func matchLimitStopsCatastrophicBacktracking() throws {
        let matcher = try Matcher(CompiledPattern("(a+)+$"), matchLimit: 10_000)
        let subject = Array(String(repeating: "a", count: 40).utf8) + [0x21]
        #expect(throws: PCRE2Error.self) {
            try subject.withUnsafeBytes { try matcher.matches($0) }
        }
    }
}
