import Conformance
import XCTest

/// Fails the test at the caller when `log` has findings at or above `failOn`, with the findings
/// as `tracecheck lint` prints them, or holds no life-cycle event at all (unless `allowEmpty`).
public func XCTAssertConforms(
    _ log: @autoclosure () throws -> String, failOn: Severity = .error, configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let check = try LifecycleCheck(log: try log(), configuration: configuration, failOn: failOn, allowEmpty: allowEmpty)
        if let message = check.failureMessage { XCTFail(message, file: file, line: line) }
    } catch {
        XCTFail("cannot check the log: \(error)", file: file, line: line)
    }
}

/// Fails the test at the caller when the callbacks of `log` differ from `scenario` (a
/// scenario's text, or the path of a `.scenario` file or golden log), with the difference as
/// `tracecheck diff` prints it, or when either holds no callback (unless `allowEmpty`).
public func XCTAssertMatches(
    _ log: @autoclosure () throws -> String, scenario: String, order: SequenceDiff.Order = .perRole,
    configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let check = try ScenarioCheck(log: try log(), scenario: scenario, order: order, configuration: configuration, allowEmpty: allowEmpty)
        if !check.matches { XCTFail(check.report, file: file, line: line) }
    } catch {
        XCTFail("cannot compare the log: \(error)", file: file, line: line)
    }
}
