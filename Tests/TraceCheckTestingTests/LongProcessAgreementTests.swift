import Conformance
import Testing
import TraceParser
@testable import TraceCheckTesting

/// On a process longer than `lint`'s settle point (10,000 events), which `lint` checks while it
/// reads it, the test library reports what `tracecheck lint` reports (issue 25: "TraceCheckTesting
/// and lint agree on long processes").
@Suite struct LongProcessAgreementTests {
    /// One scene cycling 3,000 times (15,004 events); every third cycle skips
    /// sceneWillResignActive, an error each time.
    static let log: String = {
        let scene = "<UIWindowScene: 0x600001a2c000>"
        var lines = [
            "application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:) \(scene)",
            "sceneWillEnterForeground(_:) \(scene)", "sceneDidBecomeActive(_:) \(scene)",
        ]
        for cycle in 0..<3_000 {
            lines.append(cycle % 3 == 0 ? "sceneDidBecomeActive(_:) \(scene)" : "sceneWillResignActive(_:) \(scene)")
            lines += ["sceneDidEnterBackground(_:) \(scene)", "sceneWillEnterForeground(_:) \(scene)", "sceneDidBecomeActive(_:) \(scene)"]
            lines.append("sceneDidBecomeActive(_:) \(scene)")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func theTestLibraryReportsWhatLintReports() throws {
        let check = try LifecycleCheck(log: Self.log, file: "long.log", failOn: .note)
        let parser = try TraceParser()
        let findings = Box()
        let stream = LintStream(files: ["long.log"]) { findings.items.append($0) }
        try parser.parseItems(text: Self.log, file: "long.log", onItem: stream.take)
        stream.endFile()
        stream.finish()
        #expect(parser.statistics.events > 10_000, "longer than lint's settle point")
        #expect(!findings.items.isEmpty)
        #expect(check.findings == findings.items)
    }

    final class Box: @unchecked Sendable { var items: [Diagnostic] = [] }
}
