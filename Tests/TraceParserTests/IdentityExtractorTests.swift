import Testing

@testable import TraceParser

/// The class of an object description is read backwards from its pointer. The extractor tries
/// the start of the word before `: ` alone; the search over the whole window it replaced is the
/// oracle, and both must find the same class.
@Suite struct IdentityExtractorTests {
    private static let windows = [
        "<UIWindowScene: ", "<MyApp.HomeViewController: ", "UISceneSession:", "scene=", "scene = <",
        "vc: <  ", "x <A.B.C: ", "<Mon.ÉcranViewController: ", "<ViewController2 : ", "<1Home: ", "<..Home: ",
        "<Home..VC: ", "<.Home: ", "<_Private: ", "<Home.: ", "é.Home: ", "Home…: ", "Ωmega: ", "–dash: ",
        "no separator ", "<: ", ": ", "", "<Home ", "Home:x", "Home\t=\t<\t", "a b c d: ",
        String(repeating: "x", count: 120) + ".Tail: ", "prefix " + String(repeating: "y", count: 100) + ": ",
    ]

    @Test(arguments: windows)
    func agreesWithTheSearch(_ text: String) throws {
        let patterns = try CompiledLinePatterns.shared.get()
        let extractor = try IdentityExtractor(patterns, interner: StringInterner())
        let search = try Matcher(patterns.objectClass)
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBytes { buffer in
            let message = UnsafeRawBufferPointer(buffer)
            let window = UnsafeRawBufferPointer(rebasing: message[max(0, message.count - 96)...])
            let expected = try search.matches(window) ? search.range(named: "cls").map { String(decoding: window[$0], as: UTF8.self) } : nil
            let found = extractor.classRange(message, before: message.count).map { String(decoding: message[$0], as: UTF8.self) }
            #expect(found == expected, "\(text)")
        }
    }

    @Test func readsTheClassNames() throws {
        let events = try TraceParser.events(in: """
            <MyApp.HomeViewController: 0x7f81> viewDidLoad
            <Mon.ÉcranViewController: 0x7f82> viewDidLoad
            """)
        #expect(events.map(\.viewController) == ["HomeViewController", "ÉcranViewController"])
        #expect(events.map(\.viewControllerInstance) == ["0x7f81", "0x7f82"])
    }
}
