@testable import Conformance
import Testing
import TraceParser

/// The answers a model keeps by state number agree with its definition.
struct StateMachineAnswerTests {
    /// `isPassive` from the per-state bit sets is the model's `passive` list, for every state
    /// (also one the model does not know) and every callback (also ones it does not handle).
    @Test(arguments: LifecycleModels.all.map(\.id))
    func isPassiveIsThePassiveList(_ id: String) throws {
        let model = try #require(LifecycleModels.named(id))
        let states = model.states.map(\.0) + [.unknown, "notAStateOfAnyModel"]
        var passiveAnswers = 0
        for state in states {
            for event in LifecycleEvent.allCases {
                let expected = model.passive.contains { $0.event == event && $0.allowedIn.contains(state) }
                #expect(model.isPassive(event, in: state) == expected, "\(id): \(event.rawValue) in \(state)")
                if expected { passiveAnswers += 1 }
            }
        }
        #expect((passiveAnswers > 0) == !model.passive.isEmpty)
    }
}
