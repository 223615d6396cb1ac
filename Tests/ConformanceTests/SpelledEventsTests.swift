import Testing
import TraceParser
@testable import Conformance

/// How messages name a list of callbacks (a gap's missing callbacks, for one).
struct SpelledEventsTests {
    @Test(arguments: [
        ([], ""),
        ([.sceneDidBecomeActive], "sceneDidBecomeActive(_:)"),
        ([.sceneWillResignActive, .sceneDidEnterBackground], "sceneWillResignActive(_:) and sceneDidEnterBackground(_:)"),
        ([.sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive],
         "sceneWillEnterForeground(_:), sceneDidBecomeActive(_:) and sceneWillResignActive(_:)"),
    ] as [([LifecycleEvent], String)])
    func listsReadAsASentence(_ events: [LifecycleEvent], _ expected: String) {
        #expect(events.spelled == expected)
        var text = TextBuilder(capacity: 8)
        text.append("missing ")
        events.appendSpelled(to: &text)
        #expect(text.build() == "missing " + expected)
    }
}
