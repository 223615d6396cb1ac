import Testing

@testable import Conformance

/// Text built piece by piece reads as the same pieces joined with `+`.
@Suite struct TextBuilderTests {
    @Test(arguments: [0, 7, -7, 10, 99, 100, 1_234_567, -1_000_000, Int.max, Int.min])
    func numbersAreSpelledAsStringDoes(_ number: Int) {
        var text = TextBuilder()
        text.append(number)
        let built = text.build()
        #expect(built == String(number))
    }

    @Test func piecesOfEveryKindGrowingPastTheFirstBuffer() {
        let pieces = ["scene#", "日本.log", "", "café", String(repeating: "x", count: 300), "\u{1F600}", ": "]
        var text = TextBuilder(capacity: 1)
        var expected = ""
        for (index, piece) in pieces.enumerated() {
            text.append(piece)
            text.append(piece.dropFirst())
            text.append(index)
            expected += piece + piece.dropFirst() + String(index)
        }
        let built = text.build()
        #expect(built == expected)
    }

    @Test func emptyUntilSomethingIsAppended() {
        var text = TextBuilder()
        var states = [text.isEmpty]
        text.append("")
        states.append(text.isEmpty)
        text.append("a")
        states.append(text.isEmpty)
        let built = text.build()
        #expect(states == [true, true, false])
        #expect(built == "a")
    }

    /// A subject's label is built in place under every finding; it reads as before.
    @Test(arguments: [
        (Subject(kind: .scene, ordinal: 2, process: 1, identity: "0x106c00440"), "scene#2 (0x106c00440)"),
        (Subject(kind: .scene, ordinal: 3, process: 1, identity: nil), "scene#3 (no pointer)"),
        (Subject(kind: .process, ordinal: 1, process: 1, identity: "pid 1234"), "process#1 (pid 1234)"),
        (Subject(kind: .process, ordinal: 4, process: 4, identity: nil), "process#4"),
        (Subject(kind: .app, ordinal: 1, process: 2, identity: nil), "app (process#2)"),
        (Subject(kind: .viewController, ordinal: 5, process: 1, identity: "HomeViewController"), "vc HomeViewController"),
        (Subject(kind: .viewController, ordinal: 5, process: 1, identity: nil), "vc #5"),
        (Subject(kind: .scenePhase, ordinal: 1, process: 3, identity: nil), "scenePhase (process#3)"),
        (Subject(kind: .model, ordinal: 2, process: 1, identity: "FeedView", model: "view"), "view#2 (FeedView)"),
        (Subject(kind: .model, ordinal: 2, process: 1, identity: nil), "model#2"),
    ])
    func subjectLabels(_ subject: Subject, _ label: String) {
        #expect(subject.label == label)
    }
}
