import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// `ProcessAnalysis.positions(of:)`, which rules use instead of scanning every event, lists
/// exactly the events of each kind, in order.
@Suite struct ProcessPositionsTests {
    /// The parser keeps a launch whole across the callbacks the process model allows inside it.
    @Test func callbacksInsideTheLaunchAreThoseTheModelAllowsThere() throws {
        for event in LifecycleEvent.allCases {
            #expect(event.isPartOfLaunch == LifecycleModels.process.isPassive(event, in: "launching"), "\(event.rawValue)")
        }
        let log = """
            application(_:willFinishLaunchingWithOptions:)
            application(_:shouldRestoreSecureApplicationState:)
            application(_:didDecodeRestorableStateWith:)
            application(_:didFinishLaunchingWithOptions:)
            """
        #expect(try TraceAnalyzer.analyze(text: log).processes.count == 1)
    }

    @Test func positionsAreTheEventsOfEachKind() throws {
        let files = try InputPaths.expand([Fixtures.path("traces")])
        var checked = 0
        for file in files {
            let analysis = try TraceAnalyzer.analyze(text: String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self))
            for process in analysis.processes {
                for kind in LifecycleEvent.allCases {
                    let expected = process.events.indices.filter { process.events[$0].event == kind }
                    #expect(process.positions(of: kind) == expected, "\(file): \(kind.rawValue)")
                    checked += expected.count
                }
                let pair: [LifecycleEvent] = [.sceneWillConnect, .appConfigurationForConnecting]
                #expect(process.positions(of: pair) == process.events.indices.filter { pair.contains(process.events[$0].event) })
            }
        }
        #expect(checked > 400)
    }
}
