import Testing

@testable import Conformance

/// Two lines of a run are the same statement when they differ only in digits.
@Suite struct RepeatedCallbackTextTests {
    @Test(arguments: [
        ("12:00:01.5 App[12:34] sceneDidBecomeActive 0x11", "12:00:02.9 App[12:35] sceneDidBecomeActive 0x22", false),
        ("sceneDidBecomeActive: start", "sceneDidBecomeActive: done", true),
        ("Szene ٣ aktiv – sceneDidBecomeActive", "Szene ٧ aktiv – sceneDidBecomeActive", false),
        ("Szene aktiv – sceneDidBecomeActive", "Scène active – sceneDidBecomeActive", true),
        ("", "42", false),
    ])
    func digestsDifferOnlyForDifferentText(_ first: String, _ second: String, _ differ: Bool) {
        #expect((RepeatedCallbackRule.textDigest(first) != RepeatedCallbackRule.textDigest(second)) == differ)
    }
}
