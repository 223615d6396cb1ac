import Conformance
import Foundation
import Testing
import TraceParser

/// Building the swimlanes and drawing them in every format grows in proportion to the events,
/// even when scenes keep coming and going (a log like `scripts/gen-bench-log.py lifecycle`,
/// with thousands of scenes): doubling the events at most about doubles the output and the time.
@Suite struct SwimlanesScalingTests {
    /// A log of `count` scene and app callbacks on four scene pointers that disconnect and
    /// reconnect at random (a fixed seed), so that scenes are created all along.
    static func lifecycleLog(_ count: Int) -> String {
        let callbacks = [
            "-[SceneDelegate sceneWillEnterForeground:] <UIWindowScene: %@>",
            "-[SceneDelegate sceneDidBecomeActive:] <UIWindowScene: %@>",
            "-[SceneDelegate sceneWillResignActive:] <UIWindowScene: %@>",
            "-[SceneDelegate sceneDidEnterBackground:] <UIWindowScene: %@>",
            "-[SceneDelegate scene:willConnectToSession:options:] <UIWindowScene: %@>",
            "-[SceneDelegate sceneDidDisconnect:] <UIWindowScene: %@>",
            "-[AppDelegate application:didFinishLaunchingWithOptions:]",
        ]
        var state: UInt64 = 258
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var log = ""
        for index in 0..<count {
            let template = index == 0 ? callbacks[6] : callbacks[next(6)]
            let seconds = index / 50
            log += "2024-03-02 09:\(seconds / 600 % 60 < 10 ? "0" : "")\(seconds / 60 % 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60).\(100_000 + index % 900_000)+0100 Diary[4021:1a2b3] "
            log += template.replacingOccurrences(of: "%@", with: "0x10\(next(4))0c00580") + "\n"
        }
        return log
    }

    /// Seconds to build the swimlanes and render every format, and the output's size.
    static func measure(_ analysis: TraceAnalysis) -> (seconds: Double, bytes: Int) {
        let start = Date()
        let swimlanes = Swimlanes(analysis: analysis)
        var bytes = 0
        for format in TimelineFormat.allCases { bytes += format.render(swimlanes).utf8.count }
        return (Date().timeIntervalSince(start), bytes)
    }

    @Test func renderingIsLinearInTheEvents() throws {
        let small = try TraceAnalyzer.analyze(text: Self.lifecycleLog(10_000), file: "small.log")
        let large = try TraceAnalyzer.analyze(text: Self.lifecycleLog(20_000), file: "large.log")
        let scenes = large.processes.flatMap(\.scenes).count
        #expect(scenes > 500, "the log should create scenes all along, not \(scenes)")
        _ = Self.measure(small)  // warm up
        let (smallSeconds, smallBytes) = Self.measure(small)
        let (largeSeconds, largeBytes) = Self.measure(large)
        #expect(Double(largeBytes) < 2.5 * Double(smallBytes), "output \(smallBytes) → \(largeBytes) bytes")
        // Generous for a shared machine; rows × lanes work would be about 4× and take minutes.
        #expect(largeSeconds < 3.5 * smallSeconds + 1, "time \(smallSeconds) → \(largeSeconds) s")
    }
}
