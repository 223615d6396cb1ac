import Conformance
import Foundation
import Testing
import TraceParser

/// The drawings grow in proportion to the events, even when scenes keep coming and going (a log
/// like `scripts/gen-bench-log.py lifecycle`, with thousands of scenes): doubling the events at
/// most about doubles the output. Time and memory are measured by `scripts/bench.sh`, not here
/// (no timed unit tests).
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

    /// The size of every format's drawing.
    static func outputSize(_ analysis: TraceAnalysis) -> Int {
        let swimlanes = Swimlanes(analysis: analysis)
        return TimelineFormat.allCases.reduce(0) { $0 + $1.render(swimlanes).utf8.count }
    }

    @Test func outputIsLinearInTheEvents() throws {
        let small = try TraceAnalyzer.analyze(text: Self.lifecycleLog(10_000), file: "small.log")
        let large = try TraceAnalyzer.analyze(text: Self.lifecycleLog(20_000), file: "large.log")
        let scenes = large.processes.flatMap(\.scenes).count
        #expect(scenes > 500, "the log should create scenes all along, not \(scenes)")
        let smallBytes = Self.outputSize(small)
        let largeBytes = Self.outputSize(large)
        #expect(Double(largeBytes) < 2.5 * Double(smallBytes), "output \(smallBytes) → \(largeBytes) bytes")
    }

    /// Text and SVG are handed to their writer in pieces of about 64 KiB as they are drawn (the
    /// picture of a large log is never one string), and the pieces make the whole picture.
    @Test(arguments: [TimelineFormat.text, .svg])
    func textAndSVGAreWrittenInPieces(_ format: TimelineFormat) throws {
        let swimlanes = Swimlanes(analysis: try TraceAnalyzer.analyze(text: Self.lifecycleLog(5_000), file: "app.log"))
        var pieces: [Int] = []
        var joined = ""
        format.render(swimlanes, text: .init(width: 100, ascii: true)) { piece in
            pieces.append(piece.utf8.count)
            joined += piece
        }
        #expect(joined == format.render(swimlanes, text: .init(width: 100, ascii: true)))
        #expect(pieces.count > joined.utf8.count / RenderedChunks.size / 2, "\(pieces.count) pieces of \(joined.utf8.count) bytes")
        // A piece is handed on at the first row that finds it full: one row more at most.
        #expect(pieces.allSatisfy { $0 < RenderedChunks.size + 4_096 }, "\(pieces.max() ?? 0)")
    }
}
