import Testing

@testable import TraceParser

/// One-letter typos in callback names are read, marked `fuzzy`, and explained; short names and
/// names as close to two callbacks are not guessed.
@Suite struct TypoTests {
    static let typos = [
        ("sceneWillEnterForegound(_:)", "scene.willEnterForeground"),  // deletion
        ("applicationDidEnterBackgroud", "app.didEnterBackground"),
        ("-[AppDelegate application:didDiscradSceneSessions:]", "app.didDiscardSceneSessions"),  // swap
        ("🟢 sceneDidBecomeActiev <UIWindowScene: 0x106c00580>", "scene.didBecomeActive"),  // swap
        ("AppDelegate.swift > application(_:didFinishLaunchingWithOptiond:)", "app.didFinishLaunching"),  // substitution
        ("UISceneDidEnterBackgroudNotification", "scene.didEnterBackground"),
        ("SceneDelegate sceneDidDisconnectt", "scene.didDisconnect"),  // insertion
        // The receiver word one letter off, the name exact.
        ("seneDidBecomeActive", "scene.didBecomeActive"),
        ("sceenWillEnterForeground <UIWindowScene: 0x106c00580>", "scene.willEnterForeground"),
        ("applcationWillTerminate(_:)", "app.willTerminate"),
        ("windowScneDidUpdateEffectiveGeometry", "windowScene.didUpdateEffectiveGeometry"),
        // A phrase one letter off, the receiver from the context.
        ("App will enter foregound", "app.willEnterForeground"),
        ("🌙 scene did enter backgroud now", "scene.didEnterBackground"),
        ("SceneDelegate: did becme active", "scene.didBecomeActive"),
    ]

    @Test(arguments: typos)
    func oneLetterOffIsReadAndMarked(_ line: String, _ expected: String) throws {
        var lines: [ParsedLine] = []
        try TraceParser(options: ParseOptions(explain: true)).parse(text: line) { lines.append($0) }
        let parsed = try #require(lines.first)
        let event = try #require(parsed.event, "\(parsed.classification)")
        #expect(event.event.rawValue == expected)
        #expect(event.fuzzy)
        #expect(EventJSONL.encode(event).hasSuffix(",\"fuzzy\":true}"))
        #expect(parsed.explanation?.contains("(one letter off)") == true, "\(parsed.explanation ?? "")")
    }

    @Test(arguments: [
        "appDidLoda",  // short: never corrected
        "sceneWillTerminat3x",  // two letters off
        "applicationDidBecomeActive(_:)",  // exact: not fuzzy
        "ScreenDidBecomeActive", "SpaceDidEnterBackground", "objectDidBecomeActive",  // other words, not receivers
        "apDidBecomeActive",  // app is too short to guess
        "I will go home after the sync", "did it work? app said no",  // English, not names
        "will enter foregound",  // nothing says app or scene
    ])
    func othersAreNotGuessed(_ line: String) throws {
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: line) { lines.append($0) }
        #expect(lines.first?.event?.fuzzy != true)
        if let event = lines.first?.event { #expect(!EventJSONL.encode(event).contains("fuzzy")) }
    }

    @Test func editsOfOneLetter() {
        func oneEdit(_ a: String, _ b: String) -> Bool { OneLetterTypo.isOneEdit(Array(a.utf8), Array(b.utf8)) }
        #expect(oneEdit("foregound", "foreground"))
        #expect(oneEdit("foregroundd", "foreground"))
        #expect(oneEdit("foregrounx", "foreground"))
        #expect(oneEdit("forgeround", "foreground"))
        #expect(!oneEdit("foreground", "foreground"))
        #expect(!oneEdit("fregound", "foreground"))
        #expect(oneEdit("foregruond", "foreground"))
    }

    /// A name one letter off two callbacks is neither.
    @Test func ambiguousCorrectionsAreNotMade() {
        let names = [Array("abcdefgh".utf8), Array("abcdefgx".utf8)]
        #expect(OneLetterTypo.correction(of: "abcdefgy", among: names) == nil)
        #expect(OneLetterTypo.correction(of: "abcdefh", among: names) == "abcdefgh")
    }
}
