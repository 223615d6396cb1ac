import Conformance
import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct RuleRegistryTests {
    private var descriptions: [RuleDescription] { builtInRules.map { $0.description } }

    /// `checksModels` and `isOptIn` answer what a cast to ``ModelRule`` and ``OptInRule`` answers
    /// (the configuration asks them instead of casting). No built-in rule is opt-in today: the
    /// documentation tests' sample opt-in rule shows `isOptIn` (its table row says `opt-in`).
    @Test func kindFlagsMatchTheProtocols() {
        for rule in builtInRules {
            #expect(rule.checksModels == (rule is any ModelRule.Type), "\(rule.description.identifier)")
            #expect(rule.isOptIn == (rule is any OptInRule.Type), "\(rule.description.identifier)")
        }
        #expect(builtInRules.contains { $0.checksModels })
    }

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

    /// Rules without a fix of their own: `process_end_state` describes, there is nothing to do;
    /// `uikit_warning` gives one per warning (``uikitWarningsEachSayWhatToDo()``).
    static let rulesWithoutAFix: Set<String> = ["process_end_state", "uikit_warning"]

    @Test func everyRuleSaysWhatToDoInOneLowerCaseSentence() {
        for description in descriptions {
            guard let fix = description.fix else {
                #expect(Self.rulesWithoutAFix.contains(description.identifier), "\(description.identifier) has no fix")
                continue
            }
            #expect(!Self.rulesWithoutAFix.contains(description.identifier))
            #expect(fix.first?.isLowercase == true && !fix.hasSuffix(".") && !fix.contains("\n") && fix.count <= 200,
                    "\(description.identifier): a fix is one lower-case sentence, without a final period, at most 200 characters")
        }
    }

    @Test func uikitWarningsEachSayWhatToDo() throws {
        let rule = try #require(builtInRules.first { $0.description.identifier == "uikit_warning" })
        var fixes: [String] = []
        for example in rule.description.triggeringExamples {
            let analysis = try TraceAnalyzer.analyze(text: example.log, file: "example.log", configuration: try example.lintConfiguration())
            fixes += rule.init().validate(analysis).map { $0.fix ?? "" }
        }
        #expect(fixes.count == 6 && !fixes.contains(""), "one per kind of warning: \(fixes)")
        #expect(Set(fixes).count == fixes.count, "each warning has its own fix")
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
