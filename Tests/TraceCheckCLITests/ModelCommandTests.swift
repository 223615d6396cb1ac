import Conformance
import Testing
import TraceCheckTestSupport

@Suite struct ModelCommandTests {
    static let models = LifecycleModels.all.map(\.id)

    @Test func markdownIsTheModelDocument() throws {
        let result = try ToolRunner.run(["model", "--format", "markdown"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/model.md")
    }

    @Test func dotMatchesGolden() throws {
        let result = try ToolRunner.run(["model", "--format", "dot"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/model.dot")
    }

    /// docs/model.md holds every model's text and diagram: its blocks are the goldens of the
    /// text and mermaid formats (regenerate it when they change).
    @Test(arguments: models, ["text", "mermaid"])
    func oneModelMatchesItsBlockInTheModelDocument(_ model: String, format: String) throws {
        let result = try ToolRunner.run(["model", model, "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let document = Golden.normalize(try Fixtures.text("docs/model.md"))
        #expect(
            document.contains("```\(format)\n\(result.stdout)```\n"),
            "`tracecheck model \(model) --format \(format)` differs from its block in docs/model.md; regenerate it with `\(ModelDocumentation.regenerateCommand)`")
    }

    @Test func defaultIsTheTextOfEveryModel() throws {
        let result = try ToolRunner.run(["model"])
        #expect(result.status == 0)
        #expect(result.stdout == LifecycleModels.all.map(ModelDocumentation.text).joined(separator: "\n"))
    }

    @Test func unknownModelIsAUsageError() throws {
        let result = try ToolRunner.run(["model", "window"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: unknown model 'window'; the models are scene, process, app, vc, phase\n")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try ToolRunner.run(["model", "--format", "svg"])
        #expect(result.status == 64)
    }
}
