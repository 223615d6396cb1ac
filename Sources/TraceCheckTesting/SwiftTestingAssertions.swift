import Conformance
import Testing

/// Records an issue at the caller when `log` has findings at or above `failOn`, with the
/// findings as `tracecheck lint` prints them, or holds no life-cycle event at all (unless
/// `allowEmpty`).
/// - Returns: The check, for further expectations.
@discardableResult
public func expectConforms(
    _ log: String, failOn: Severity = .error, configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> LifecycleCheck? {
    do {
        let check = try LifecycleCheck(log: log, configuration: configuration, failOn: failOn, allowEmpty: allowEmpty)
        if let message = check.failureMessage { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        return check
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
        return nil
    }
}

/// Like ``expectConforms(_:failOn:configuration:allowEmpty:sourceLocation:)``, and stops the test when the
/// log does not conform: `try requireConforms(log)`.
/// - Throws: ``LifecycleAssertionFailure`` (after recording the issue), or what reading the log throws.
@discardableResult
public func requireConforms(
    _ log: String, failOn: Severity = .error, configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> LifecycleCheck {
    let check = try LifecycleCheck(log: log, configuration: configuration, failOn: failOn, allowEmpty: allowEmpty)
    if let message = check.failureMessage {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        throw LifecycleAssertionFailure(message: message)
    }
    return check
}

/// Records an issue at the caller when the callbacks of `log` differ from `scenario` (a
/// scenario's text, or the path of a `.scenario` file or golden log), with the difference as
/// `tracecheck diff` prints it, or when either holds no callback (unless `allowEmpty`).
@discardableResult
public func expectMatches(
    _ log: String, scenario: String, order: SequenceDiff.Order = .perRole, configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScenarioCheck? {
    do {
        let check = try ScenarioCheck(log: log, scenario: scenario, order: order, configuration: configuration, allowEmpty: allowEmpty)
        if !check.matches { Issue.record(Comment(rawValue: check.report), sourceLocation: sourceLocation) }
        return check
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
        return nil
    }
}

/// Like ``expectMatches(_:scenario:order:configuration:allowEmpty:sourceLocation:)``, and stops the test
/// when the sequences differ.
/// - Throws: ``LifecycleAssertionFailure`` (after recording the issue), or what reading throws.
@discardableResult
public func requireMatches(
    _ log: String, scenario: String, order: SequenceDiff.Order = .perRole, configuration: LintConfiguration = LintConfiguration(), allowEmpty: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ScenarioCheck {
    let check = try ScenarioCheck(log: log, scenario: scenario, order: order, configuration: configuration, allowEmpty: allowEmpty)
    if !check.matches {
        Issue.record(Comment(rawValue: check.report), sourceLocation: sourceLocation)
        throw LifecycleAssertionFailure(message: check.report)
    }
    return check
}

/// The error `requireConforms` and `requireMatches` throw once they have recorded the issue.
public struct LifecycleAssertionFailure: Error, CustomStringConvertible {
    /// What the assertion recorded.
    public let message: String
    public var description: String { message }
}
