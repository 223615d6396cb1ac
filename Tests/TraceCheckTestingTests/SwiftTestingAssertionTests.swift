import Conformance
import Testing
import TraceCheckTestSupport
@testable import TraceCheckTesting

/// The Swift Testing assertions pass on a log that conforms and a sequence that matches, and
/// record an issue with what `tracecheck lint` and `tracecheck diff` print otherwise.
@Suite struct SwiftTestingAssertionTests {
    static let conforming = try! Fixtures.text("traces/real/blog-split-view-2020.log")
    /// A scene that enters the background straight from active: an error.
    static let gap = """
        application(_:didFinishLaunchingWithOptions:)
        scene(_:willConnectTo:options:) <UIWindowScene: 0x600001a2c000>
        sceneWillEnterForeground(_:) <UIWindowScene: 0x600001a2c000>
        sceneDidBecomeActive(_:) <UIWindowScene: 0x600001a2c000>
        sceneDidEnterBackground(_:) <UIWindowScene: 0x600001a2c000>
        """
    static let launch = """
        application(_:didFinishLaunchingWithOptions:)
        scene(_:willConnectTo:options:) <UIWindowScene: 0x600001a2c000>
        sceneWillEnterForeground(_:) <UIWindowScene: 0x600001a2c000>
        sceneDidBecomeActive(_:) <UIWindowScene: 0x600001a2c000>
        """

    @Test func conformingLogPasses() throws {
        let check = expectConforms(Self.conforming)
        #expect(check?.passed == true)
        #expect(check?.findings.count == 3)  // notes
        #expect(check?.report.hasSuffix("0 errors, 0 warnings, 3 notes in 1 file (25 events, 1 process, 3 scenes)\n") == true)
        try requireConforms(Self.conforming)
    }

    @Test func findingsFailWithTheReport() throws {
        withKnownIssue {
            expectConforms(Self.gap)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("[scene_missing_resign_active]") && $0.rawValue.contains("app.log:") }
        }
        withKnownIssue {
            #expect(throws: LifecycleAssertionFailure.self) { try requireConforms(Self.gap) }
        }
        // Notes fail only from the severity asked.
        withKnownIssue { expectConforms(Self.conforming, failOn: .note) }
    }

    /// An empty log checks nothing, so it fails (as lint exits 3), unless allowEmpty.
    @Test func emptyLogFailsUnlessAllowed() throws {
        withKnownIssue {
            expectConforms("")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("app.log: no life-cycle event: it is empty (0 bytes)") }
        }
        withKnownIssue {
            expectMatches("", scenario: "")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("nothing to compare: the observed log holds no life-cycle callback") }
        }
        #expect(expectConforms("", allowEmpty: true)?.passed == true)
        #expect(try requireMatches("", scenario: "", allowEmpty: true).matches)
    }

    @Test func matchingScenarioPassesAndOtherFails() throws {
        expectMatches(Self.launch, scenario: """
            app didFinishLaunching
            scene#1 willConnect
            scene#1 willEnterForeground
            scene#1 didBecomeActive
            """)
        try requireMatches(Self.launch, scenario: "app didFinishLaunching\nscene#1 willConnect\nscene#1 willEnterForeground\nscene#1 didBecomeActive\n")
        withKnownIssue {
            expectMatches(Self.launch, scenario: "app didFinishLaunching\nscene#1 willConnect\nscene#1 didBecomeActive\n")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+") && $0.rawValue.contains("willEnterForeground") }
        }
    }

    @Test func scenarioFromAFile() throws {
        let golden = Fixtures.path("traces/synthetic/diff/baseline-run.log")
        expectMatches(try Fixtures.text("traces/synthetic/diff/baseline-run.log"), scenario: golden)
        withKnownIssue {
            expectMatches(try Fixtures.text("traces/synthetic/diff/extra-scene.log"), scenario: golden)
        }
    }
}

extension SwiftTestingAssertionTests {
    /// The failure docs/testing.md shows is what the assertion records.
    @Test func documentedFailureIsTheRecordedOne() throws {
        let documented = try Fixtures.text("docs/testing.md").components(separatedBy: "```\n1 finding")[1].components(separatedBy: "```")[0]
        let check = try LifecycleCheck(log: Self.gap)
        #expect(check.failureMessage == "1 finding" + documented)
    }

    /// The repaired run of a faulty log (`lint --write-repaired`) is a scenario the assertions
    /// read: the documented run matches it, the faulty one does not.
    @Test func aRepairedRunIsAScenario() throws {
        let faulty = "scene(_:willConnectTo:options:) <UIWindowScene: 0x1>\nsceneDidBecomeActive(_:) <UIWindowScene: 0x1>\n"
        let documented = "scene(_:willConnectTo:options:) <UIWindowScene: 0x9>\nsceneWillEnterForeground(_:) <UIWindowScene: 0x9>\nsceneDidBecomeActive(_:) <UIWindowScene: 0x9>\n"
        let repaired = RepairedRun(source: "faulty.log")
        for process in try TraceAnalyzer.analyze(text: faulty, file: "faulty.log").processes { repaired.add(process) }
        var scenario = ""
        try repaired.drain { scenario += $0 }
        try requireMatches(documented, scenario: scenario)
        withKnownIssue { expectMatches(faulty, scenario: scenario) }
    }
}
