import Testing

@testable import Conformance

/// Lines break at terminal columns, not characters: a CJK path or an emoji takes two columns, a
/// combining accent none.
@Suite struct TextWrapTests {
    @Test(arguments: [
        ("abc", 3), ("日本語", 6), ("ｶﾀｶﾅ", 4), ("e\u{301}", 1), ("🚀", 2), ("❤\u{FE0F}", 2), ("✖ ▲ ●", 5), ("a\u{200D}b", 2), ("…", 1),
    ])
    func columns(_ text: String, _ expected: Int) {
        #expect(TerminalColumns.of(text) == expected, "\(text)")
    }

    @Test func wideCharactersBreakTheLineAtTheirWidth() {
        // 10 columns, then " x" would make 12 of 11.
        #expect(TextWrap.hanging(["一二三四五", "x"], width: 11, indent: 2) == "一二三四五\n  x")
        #expect(TextWrap.hanging(["一二三四五", "x"], width: 12, indent: 2) == "一二三四五 x")
        #expect(TextWrap.words("a.log:3: error: 📱📱📱 gone", width: 14, indent: 2) == "a.log:3:\n  error:\n  📱📱📱 gone")
    }
}
