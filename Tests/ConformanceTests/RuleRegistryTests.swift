import Conformance
import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct RuleRegistryTests {
    private var descriptions: [RuleDescription] { builtInRules.map { $0.description } }

    @Test func identifiersAreUniqueAndSnakeCase() {
        let ids = descriptions.map(\.identifier) + descriptions.flatMap(\.deprecatedAliases)
        #expect(Set(ids).count == ids.count, "duplicate rule ids")
        for id in ids {
            #expect(id.range(of: #"^[a-z][a-z0-9_]*$"#, options: .regularExpression) != nil, "\(id) is not snake_case")
        }
    }

    @Test func namesAreTitleCaseAndDescriptionsHaveNoFinalPeriod() {
        for description in descriptions {
            let words = description.name.split(separator: " ")
            #expect(words.allSatisfy { $0.first?.isUppercase == true }, "\(description.name) is not Title Case")
            #expect(!description.description.hasSuffix("."), "\(description.identifier): description ends with a period")
            #expect(!description.rationale.isEmpty && !description.sources.isEmpty, "\(description.identifier) needs a rationale and sources")
            #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty,
                    "\(description.identifier) needs triggering and non-triggering examples")
        }
    }

    @Test func namesAreUniqueSoThatTheirDocumentationAnchorsAre() {
        let names = descriptions.map(\.name)
        #expect(Set(names).count == names.count, "duplicate rule names")
    }

    /// docs/model.md says undocumented cases are never errors: an error rests on Apple's word.
    @Test func errorsRestOnADocumentedSource() {
        for description in descriptions where description.severity == .error {
            #expect(description.sources.contains { $0.evidence == .documented || $0.evidence == .wwdc },
                    "\(description.identifier) is an error without a DOC or WWDC source")
        }
    }

    @Test func everyRuleFileIsRegisteredInSortedOrder() {
        let files = Fixtures.files(under: "Sources/Conformance/Rules", suffix: "Rule.swift")
            .map { String($0.split(separator: "/").last!.dropLast(".swift".count)) }
            .filter { $0 != "Rule" && $0 != "StepRule" }
        let registered = builtInRules.map { String(describing: $0) }
        #expect(Set(files) == Set(registered), "files \(Set(files).subtracting(registered)) not in builtInRules")
        #expect(registered == registered.sorted(), "builtInRules is not sorted")
    }
}
