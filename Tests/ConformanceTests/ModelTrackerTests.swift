import Conformance
import Testing

/// How the subjects of a model of `.tracecheck.yml` are told apart and followed: by object (a
/// line naming none goes to every live subject), or one per process; a creating event after the
/// end starts a new subject.
@Suite struct ModelTrackerTests {
    static func configuration(identity: String) -> String {
        """
        formats:
          - name: player
            pattern: 'PLAYER(?: (?<subject>\\w+))? (?<event>\\w+)$'
        callbacks: { load: player.load, play: player.play, pause: player.pause, stop: player.stop }
        models:
          - id: player
            identity: \(identity)
            states: [idle, ready, playing, stopped]
            initial: idle
            terminal: [stopped]
            transitions:
              - { from: idle, event: load, to: ready }
              - { from: ready, event: play, to: playing }
              - { from: playing, event: pause, to: ready }
              - { from: [ready, playing], event: stop, to: stopped }

        """
    }

    private func steps(_ log: String, identity: String) throws -> [(subject: String, event: String, after: String, outcome: ModelStep.Outcome)] {
        let configuration = try ConfigurationFile.parse(Self.configuration(identity: identity), path: "test.yml")
        let analysis = try TraceAnalyzer.analyze(text: log, configuration: configuration)
        return analysis.processes.flatMap(\.modelSteps).map { ($0.subject.label, $0.name, $0.after, $0.outcome) }
    }

    @Test func objectsAreApartAndALineWithoutOneGoesToEveryLiveSubject() throws {
        let steps = try steps("PLAYER a load\nPLAYER b load\nPLAYER a play\nPLAYER stop\nPLAYER a play\nPLAYER a load", identity: "object")
        #expect(steps.map(\.subject) == ["player#1 (a)", "player#2 (b)", "player#1 (a)", "player#1 (a)", "player#2 (b)", "player#1 (a)", "player#3 (a)"])
        #expect(steps.map(\.outcome) == [.transition, .transition, .transition, .transition, .transition, .afterEnd, .transition])
        #expect(steps.last?.after == "ready")
    }

    @Test func oneSubjectPerProcess() throws {
        let steps = try steps("PLAYER a load\nPLAYER b play\nPLAYER c play", identity: "process")
        #expect(Set(steps.map(\.subject)) == ["player#1"])
        #expect(steps.map(\.outcome) == [.transition, .transition, .repeated])
    }

    @Test func aBroadcastWithNoLiveSubjectChangesNothing() throws {
        #expect(try steps("PLAYER stop\nPLAYER a load", identity: "object").map(\.outcome) == [.transition])
    }
}
