import Testing

@testable import Conformance

/// A path in a command printed for the user reads back as the same word in a POSIX shell.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("traces/a-b_c.log", "traces/a-b_c.log"), ("x:12", "x:12"), ("é.log", "é.log"), ("日本.log", "日本.log"),
        ("dir with space/x.log", "'dir with space/x.log'"), ("x'y", "'x'\\''y'"), ("", "''"), ("a;b", "'a;b'"), ("$HOME", "'$HOME'"),
        ("a\u{2028}b", "'a\u{2028}b'"), ("é b.log", "'é b.log'"), ("b é", "'b é'"),
    ])
    func quoted(_ word: String, _ expected: String) {
        #expect(ShellWord.quoted(word) == expected)
    }
}
