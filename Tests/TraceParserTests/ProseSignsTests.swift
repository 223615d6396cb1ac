import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// The one-pass prose scanner finds what the pattern it replaced finds, sign for sign, on every
/// line of the sample logs and on generated text of every character class the pattern tells
/// apart; where only the pattern can say (letters that fold to ASCII, bytes that are not UTF-8)
/// it declines.
@Suite struct ProseSignsTests {
    private let recognizer = try! MessageRecognizer(CompiledLinePatterns.shared.get())

    /// The signs both found (none when the scanner declines).
    @discardableResult
    private func compare(_ text: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [ProseSigns.Sign] {
        try text.withUnsafeBytes { message in
            guard let scanned = ProseSigns.signs(in: message) else { return [] }
            let searched = try recognizer.proseSignsByPattern(message)
            #expect(scanned == searched, "\(String(decoding: text, as: UTF8.self))", sourceLocation: sourceLocation)
            return scanned
        }
    }

    @Test func everySampleLine() throws {
        var lines = 0
        for path in Fixtures.files(under: "traces", suffix: ".log") + Fixtures.files(under: "docs/examples", suffix: ".log") {
            for line in try Fixtures.text(path).split(separator: "\n") {
                try compare(Array(line.utf8))
                lines += 1
            }
        }
        #expect(lines > 500)
    }

    /// Words, stop words in every case, apostrophes straight and curly, digits, `_`, letters of
    /// other scripts with marks and digits, emoji and punctuation, in random order (fixed seed).
    @Test func generatedText() throws {
        let pieces = [
            "the", "The", "THE", "isn't", "doesn't", "don’t", "don't", "x", "a", "I", "_", "'", "’", "0", "9", "theé", "éthe", "é'the",
            "café", "naïve", "Ελληνικά", "русский", "中文", "日本語", "한국어", "ק", "e\u{301}", "\u{301}", "١٢٣", "Ⅻ", "ǅ", "ʰ",
            "🙂", "👍🏽", "-", ".", ",", ":", "(", ")", "[", "]", " ", " ", "\t", "method", "function", "instead", "sceneDidBecomeActive",
            "viewDidLoad()", "because", "won't", "it's", "its", "i18n", "x_the", "the_x", "2the", "ºthe", "ªb",
        ]
        var generator = SplitMix64(seed: 29)
        var found: [ProseSigns.Sign] = []
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: Bool.random(using: &generator) ? " " : "")
            found += try compare(Array(text.utf8))
        }
        // Both kinds of sign were there to compare, many times.
        #expect(found.filter(\.isStopWord).count > 1_000)
        #expect(found.filter { !$0.isStopWord }.count > 1_000)
    }

    @Test(arguments: ["ſo it is", "the \u{212A}elvin is", "so \u{FF}\u{FE} the", "x \u{1E4D0}\u{1E4D1} y"])
    func declinesWhereOnlyThePatternCanSay(_ text: String) {
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = Array("so ".utf8) + [0xFF, 0xFE] + Array(" the".utf8) }
        // Nag Mundari (Unicode 15) is newer than the tables of the PCRE2 the suite runs with.
        if text.contains("\u{1E4D0}"), ProseSigns.patternUnicode >= (15, 0) { return }
        bytes.withUnsafeBytes { #expect(ProseSigns.signs(in: $0) == nil) }
    }

    @Test func thePatternsUnicodeVersionIsKnown() {
        #expect(ProseSigns.patternUnicode.major >= 6)
    }
}
