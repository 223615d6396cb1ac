import Testing
import TraceParser

@testable import Conformance

/// The analysis does linear work on the shapes that used to be quadratic (issue 10): doubling
/// the units at most about doubles the candidates the analyzer looks at and the findings. Work
/// is counted (``TraceAnalysis/lookups``), never timed; `scripts/bench.sh` measures time.
@Suite struct LinearWorkTests {
    /// A shape: its opening lines and the unit repeated (as `scripts/gen-bench-log.py` writes them).
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let opening: [String]
        let unit: [String]
        var testDescription: String { name }

        func log(_ units: Int) -> String {
            (opening + Array([[String]](repeating: unit, count: units).joined())).joined(separator: "\n")
        }
    }

    static let shapes: [Shape] = [
        Shape(
            name: "instances of one view-controller class named by its class", opening: [],
            unit: [
                "FeedViewController viewDidLoad()", "FeedViewController viewWillAppear(_:)", "FeedViewController viewDidAppear(_:)",
                "FeedViewController viewWillDisappear(_:)", "FeedViewController viewDidDisappear(_:)",
            ]),
        Shape(
            name: "app active/resign cycles printed as callbacks and notifications",
            opening: ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"],
            unit: [
                "applicationWillResignActive(_:)", "UIApplicationWillResignActiveNotification",
                "applicationDidBecomeActive(_:)", "UIApplicationDidBecomeActiveNotification",
            ]),
        Shape(
            name: "one scene skipping willEnterForeground on every return",
            opening: [
                "application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:) <UIWindowScene: 0x106c00580>",
                "sceneWillEnterForeground(_:) <UIWindowScene: 0x106c00580>", "sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>",
            ],
            unit: [
                "sceneWillResignActive(_:) <UIWindowScene: 0x106c00580>", "sceneDidEnterBackground(_:) <UIWindowScene: 0x106c00580>",
                "sceneDidBecomeActive(_:) <UIWindowScene: 0x106c00580>",
            ]),
        Shape(
            name: "windows opened and closed, callbacks without a pointer",
            opening: ["application(_:didFinishLaunchingWithOptions:)"],
            unit: [
                "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)",
                "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)",
                "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)",
            ]),
    ]

    private func work(_ shape: Shape, units: Int) throws -> (lookups: Int, findings: Int, events: Int) {
        let analysis = try TraceAnalyzer.analyze(text: shape.log(units))
        let events = analysis.processes.reduce(0) { $0 + $1.events.count }
        return (analysis.lookups, Linter().lint(analysis).count, events)
    }

    @Test(arguments: shapes)
    func doublingTheUnitsDoublesTheWork(_ shape: Shape) throws {
        let small = try work(shape, units: 300)
        let large = try work(shape, units: 600)
        #expect(large.events >= 2 * small.events - shape.opening.count)
        #expect(small.lookups > 0)
        #expect(Double(large.lookups) <= 2.1 * Double(small.lookups), "lookups \(small.lookups) -> \(large.lookups)")
        #expect(Double(large.findings) <= 2.1 * Double(max(small.findings, 1)), "findings \(small.findings) -> \(large.findings)")
    }
}
