import Conformance
import Testing
import TraceCheckTestSupport

@Suite struct ReporterRegistryTests {
    @Test func identifiersAreUniqueLowercaseWords() {
        let ids = builtInReporters.map { $0.identifier }
        #expect(Set(ids).count == ids.count, "duplicate reporter ids")
        for id in ids {
            #expect(id.range(of: #"^[a-z]+$"#, options: .regularExpression) != nil, "\(id) is not a lowercase word")
        }
    }

    @Test func textIsFirstBecauseItIsTheDefault() {
        #expect(builtInReporters.first.map { $0.identifier } == "text")
    }

    @Test func descriptionsAreOneLineWithoutFinalPeriod() {
        for reporter in builtInReporters {
            #expect(!reporter.description.isEmpty && !reporter.description.contains("\n"), "\(reporter.identifier)")
            #expect(!reporter.description.hasSuffix("."), "\(reporter.identifier): description ends with a period")
        }
    }

    @Test func everyReporterFileIsRegistered() {
        let files = Fixtures.files(under: "Sources/Conformance/Reporters", suffix: "Reporter.swift")
            .map { String($0.split(separator: "/").last!.dropLast(".swift".count)) }
            .filter { $0 != "Reporter" }
        let registered = builtInReporters.map { String(describing: $0) }
        #expect(Set(files) == Set(registered), "files \(Set(files).subtracting(registered)) not in builtInReporters")
    }

    @Test func everyReporterIsDocumented() throws {
        let readme = try Fixtures.text("README.md")
        let reference = try Fixtures.text("docs/lint-reporters.md")
        for id in builtInReporters.map({ $0.identifier }) {
            #expect(readme.contains("`\(id)`"), "README.md does not mention the \(id) reporter")
            #expect(reference.contains("## `\(id)`"), "docs/lint-reporters.md has no section for the \(id) reporter")
        }
    }
}
