@testable import Conformance
import Testing
import TraceCheckTestSupport
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

    /// What a step's state allowed, looked up by its number, is what the state's name gives;
    /// a number that is not the state's (another model's numbering) falls back to the name.
    @Test(arguments: LifecycleModels.all.map(\.id))
    func changesByNumberAreChangesByName(_ id: String) throws {
        let model = try #require(LifecycleModels.named(id))
        let states = model.states.map(\.0)
        for state in states + [.unknown] {
            let byName = model.changes(from: state)
            #expect(model.changes(from: state, number: model.number(of: state)) == byName)
            for other in 0..<(states.count + 2) {
                #expect(model.changes(from: state, number: other) == byName, "\(id): \(state) with number \(other)")
            }
        }
    }
}

/// The scene assignment's short question agrees with the outcome it stands for.
struct TimelineQuestionTests {
    /// `takesWithoutFinding` is "the outcome is legal, passive or first seen", for every callback
    /// in every state that pseudo-random walks through each model reach (the same walks every
    /// run, with and without the subject's start).
    @Test(arguments: LifecycleModels.all.map(\.id))
    func takesWithoutFindingIsTheOutcome(_ id: String) throws {
        let model = try #require(LifecycleModels.named(id))
        var generator = SplitMix64(seed: 29)
        for startSeen in [true, false] {
            for _ in 0..<6 {
                let subject = Subject(kind: .scene, ordinal: 1, process: 1, identity: nil)
                var timeline = Timeline(subject: subject, model: model, startSeen: startSeen)
                for line in 1...30 {
                    for event in LifecycleEvent.allCases {
                        let expected: Bool
                        switch timeline.outcome(of: event) {
                        case .legal, .passive, .firstSeen: expected = true
                        default: expected = false
                        }
                        #expect(timeline.takesWithoutFinding(event) == expected, "\(id) in \(timeline.state?.rawValue ?? "no state"): \(event.rawValue)")
                    }
                    let event = LifecycleEvent.allCases.randomElement(using: &generator)!
                    timeline.apply(TraceEvent(location: TraceLocation(file: "walk", line: line), event: event, raw: ""))
                    // A step's state number, when it has one, is its state's in the model.
                    if let step = timeline.steps.last, let number = step.beforeNumber {
                        #expect(model.number(of: step.before) == number)
                    }
                }
            }
        }
    }
}
