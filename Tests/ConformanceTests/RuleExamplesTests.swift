import Conformance
import Testing
import TraceCheckTestSupport

/// Every rule's examples are its test suite (the SwiftLint pattern).
@Suite struct RuleExamplesTests {
    @Test(arguments: builtInRules.map(RuleCase.init))
    func examples(_ rule: RuleCase) {
        verifyRule(rule.type)
    }
}

/// A rule type as a test argument, named by its id.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let type: any Rule.Type
    var testDescription: String { type.description.identifier }
}
