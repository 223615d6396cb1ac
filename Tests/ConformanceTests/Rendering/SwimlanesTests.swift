@testable import Conformance
import Testing
import TraceCheckTestSupport
import TraceParser

/// The swimlane model that every timeline format draws, checked on every sample trace.
@Suite struct SwimlanesTests {
    static let traces = Fixtures.files(under: "traces", suffix: ".log")

    static func analysis(_ trace: String) throws -> TraceAnalysis {
        try TraceAnalyzer.analyze(text: Fixtures.text(trace), file: trace)
    }

    /// A row shows the application state its line printed.
    @Test func eventTextShowsThePrintedState() throws {
        let events = try TraceParser.events(in: "applicationWillEnterForeground: Background\napplicationDidBecomeActive(_:)")
        #expect(TextSwimlaneRenderer.eventText(events[0], subject: nil) == "app willEnterForeground [state: background]")
        #expect(TextSwimlaneRenderer.eventText(events[1], subject: nil) == "app didBecomeActive")
    }

    @Test func thereAreSampleTraces() {
        #expect(Self.traces.count >= 10)
    }

    /// The one-pass tracker gives what a search of every timeline's steps gives, event by
    /// event, and at the end what the analyzer kept as it went.
    @Test(arguments: traces)
    func appStateTrackerAgreesWithTheAnalysis(_ trace: String) throws {
        func appState(_ process: ProcessAnalysis, at location: TraceLocation) -> State {
            if let app = process.app { return app.steps.last { $0.event.location <= location }?.after ?? app.model.initial }
            let states = process.scenes.compactMap { timeline in timeline.steps.last { $0.event.location <= location }?.after }
            return states.contains(.foregroundActive) ? .active : states.contains(.foregroundInactive) ? .inactive : .background
        }
        for process in try Self.analysis(trace).processes {
            var tracker = AppStateTracker(process)
            for event in process.events {
                #expect(tracker.state(at: event.location) == appState(process, at: event.location), "\(event.location)")
            }
            #expect(tracker.state(at: process.lastLocation) == process.appState)
        }
    }

    /// Spans are ordered, disjoint and within the rows; a lane is empty on process-start rows;
    /// the lane of an event's row is attached unless the scene had already ended.
    @Test(arguments: traces)
    func spansCoverTheRowsConsistently(_ trace: String) throws {
        let swimlanes = Swimlanes(analysis: try Self.analysis(trace))
        #expect(swimlanes.spans.count == swimlanes.lanes.count)
        for spans in swimlanes.spans {
            for (span, next) in zip(spans, spans.dropFirst()) {
                #expect(span.rows.upperBound <= next.rows.lowerBound)
                // Only an ended scene's callbacks make one-row disconnected spans that touch.
                #expect(span.state != next.state || span.state == .disconnected || span.rows.upperBound < next.rows.lowerBound,
                        "adjacent spans of one state")
            }
            #expect(spans.allSatisfy { !$0.rows.isEmpty && $0.rows.upperBound <= swimlanes.rows.count })
            #expect(spans.filter { $0.state == .disconnected }.allSatisfy { $0.rows.count == 1 })
        }
        for (index, row) in swimlanes.rows.enumerated() {
            switch row.kind {
            case .processStart:
                #expect(swimlanes.lanes.indices.allSatisfy { swimlanes.state(of: $0, at: index) == nil })
            case .event(let event, let lane?, _) where event.event == .sceneWillConnect:
                #expect(swimlanes.state(of: lane, at: index) == .connected, "\(event.location)")
            default:
                break
            }
        }
    }

    @Test func stateOfALaneFollowsItsSpans() throws {
        let swimlanes = Swimlanes(analysis: try Self.analysis("traces/real/blog-split-view-2020.log"))
        // Row 0 starts the process; rows 1… are lines 1…: scene#1 connects on line 2 and becomes active on line 4.
        #expect(swimlanes.state(of: 1, at: 1) == nil)
        #expect(swimlanes.state(of: 1, at: 2) == .connected)
        #expect(swimlanes.state(of: 1, at: 4) == .foregroundActive)
        #expect(swimlanes.state(of: 0, at: 4) == .foregroundActive)
        #expect(swimlanes.state(of: 3, at: 25) == .background)
    }

    @Test func aSceneFilterKeepsOnlyItsLaneAndRows() throws {
        let analysis = try Self.analysis("traces/synthetic/ipad-two-windows.log")
        let all = Swimlanes(analysis: analysis)
        let second = Swimlanes(analysis: analysis, scenes: [2])
        #expect(all.lanes.count == 3)
        #expect(second.lanes.map(\.shortLabel) == ["app", "scene#2"])
        #expect(second.rows.count < all.rows.count)
    }

    @Test func theTimeAxisFollowsTimestampsInLogOrder() throws {
        let swimlanes = Swimlanes(analysis: try Self.analysis("traces/synthetic/xcode-console.log"))
        let axis = SwimlaneTimeAxis(swimlanes)
        #expect(axis.isTime)
        #expect(axis.positions.count == swimlanes.rows.count)
        #expect(zip(axis.positions, axis.positions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(axis.positions[0] == 0)
        #expect(axis.end > axis.positions[axis.positions.count - 1])
        #expect(axis.origin?.line == 2)
        // Line 9 is 14.210694 s after line 2; process#2 starts where its first event (line 12) is.
        let row = { (line: Int) in swimlanes.rows.firstIndex { $0.event?.location.line == line } ?? -1 }
        #expect(abs(axis.positions[row(9)] - 14.210694) < 0.000_001)
        let start = swimlanes.rows.lastIndex { $0.event == nil } ?? -1
        #expect(axis.positions[start] == axis.positions[row(12)])
    }

    @Test func withoutTimestampsTheAxisIsEventOrder() throws {
        let swimlanes = Swimlanes(analysis: try Self.analysis("traces/real/blog-split-view-2020.log"))
        let axis = SwimlaneTimeAxis(swimlanes)
        #expect(!axis.isTime)
        #expect(axis.positions == swimlanes.rows.indices.map(Double.init))
        #expect(axis.end == Double(swimlanes.rows.count))
    }
}
