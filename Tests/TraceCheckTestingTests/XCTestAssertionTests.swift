import Conformance
import TraceCheckTestSupport
import XCTest

@testable import TraceCheckTesting

/// The XCTest assertions pass on a log that conforms and a sequence that matches; what they
/// fail with otherwise (XCTest on Linux cannot expect a failure, so the message is checked).
final class XCTestAssertionTests: XCTestCase {
    func testConformingLogPasses() throws {
        XCTAssertConforms(try Fixtures.text("traces/real/blog-split-view-2020.log"))
        XCTAssertMatches(
            "application(_:didFinishLaunchingWithOptions:)\nscene(_:willConnectTo:options:) <UIWindowScene: 0x1>\n",
            scenario: "app didFinishLaunching\nscene#1 willConnect\n")
    }

    func testFailureMessageIsTheLintReport() throws {
        let log = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            """
        let check = try LifecycleCheck(log: log, file: "run.log")
        let message = try XCTUnwrap(check.failureMessage)
        XCTAssertTrue(message.hasPrefix("\(check.failures.count) finding"), message)
        XCTAssertTrue(message.contains("run.log:"), message)
        XCTAssertTrue(message.contains("[scene_missing_resign_active]"), message)
        XCTAssertNil(try LifecycleCheck(log: try Fixtures.text("traces/real/blog-split-view-2020.log")).failureMessage)
    }

    func testConfigurationAppliesToTheCheck() throws {
        let log = try Fixtures.text("traces/synthetic/rules/scene_gap.log")
        XCTAssertTrue(try LifecycleCheck(log: log).findings.contains { $0.ruleID == "scene_gap" })
        let configuration = try ConfigurationFile.parse("disabled_rules: [scene_gap]\n", path: "test.yml")
        let check = try LifecycleCheck(log: log, configuration: configuration)
        XCTAssertFalse(check.findings.contains { $0.ruleID == "scene_gap" })
    }

    /// An empty or unrelated log checks nothing: it fails unless allowEmpty says it may pass.
    func testLogWithoutEventsFailsUnlessAllowed() throws {
        let empty = try LifecycleCheck(log: "")
        XCTAssertFalse(empty.passed)
        XCTAssertEqual(
            empty.failureMessage,
            "app.log: no life-cycle event: it is empty (0 bytes) (allowEmpty: true passes a log without events)")
        let unrelated = try LifecycleCheck(log: "GET /index.html 200\n", file: "server.log")
        XCTAssertEqual(unrelated.noEvidence, "server.log: no life-cycle event: it has no line that names a life-cycle callback (1 line, 20 bytes, read as plain text)")
        XCTAssertTrue(try LifecycleCheck(log: "", allowEmpty: true).passed)
        XCTAssertConforms("", allowEmpty: true)
    }

    /// A comparison with an empty side compares nothing: it fails unless allowEmpty.
    func testEmptySideDoesNotMatchUnlessAllowed() throws {
        let empty = try ScenarioCheck(log: "", scenario: "")
        XCTAssertFalse(empty.matches)
        XCTAssertEqual(empty.report, "nothing to compare: the observed log holds no life-cycle callback (allowEmpty: true compares it all the same)")
        let noScenario = try ScenarioCheck(log: "application(_:didFinishLaunchingWithOptions:)\n", scenario: "# nothing yet\n")
        XCTAssertEqual(noScenario.noEvidence, "nothing to compare: expected holds no life-cycle callback (allowEmpty: true compares it all the same)")
        XCTAssertTrue(try ScenarioCheck(log: "", scenario: "", allowEmpty: true).matches)
    }
}
