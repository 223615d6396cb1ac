import Conformance
import Testing
import TraceCheckTestSupport

/// The committed generated documents are what the code generates now (swift-format's
/// `GeneratedFilesValidityTests`): changing a rule description or a model without regenerating
/// them fails here, with the command that regenerates them.
@Suite struct GeneratedDocumentationTests {
    @Test func rulesDocumentIsUpToDate() throws {
        try expectUpToDate("docs/rules.md", RuleDocumentation.markdown(), regenerate: RuleDocumentation.regenerateCommand)
    }

    @Test func modelDocumentIsUpToDate() throws {
        try expectUpToDate("docs/model.md", ModelDocumentation.markdown(), regenerate: ModelDocumentation.regenerateCommand)
    }

    @Test func eventsDocumentIsUpToDate() throws {
        try expectUpToDate("docs/events.md", VocabularyDocumentation.markdown(), regenerate: VocabularyDocumentation.regenerateCommand)
    }

    @Test func configurationSchemaIsUpToDate() throws {
        try expectUpToDate("docs/tracecheck.schema.json", ConfigurationSchema.json(), regenerate: ConfigurationSchema.regenerateCommand)
    }

    private func expectUpToDate(
        _ path: String, _ generated: String, regenerate command: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let committed = Golden.normalize(try Fixtures.text(path))
        let upToDate = committed == generated
        #expect(
            upToDate,
            "\(path) is out of date; regenerate it with `\(command)`\n\(Golden.firstDifference(committed, generated))",
            sourceLocation: sourceLocation)
    }
}
