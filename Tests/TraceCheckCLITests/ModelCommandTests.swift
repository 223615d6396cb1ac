import Conformance
import Testing
import TraceCheckTestSupport
import TraceParser

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

    @Test func vocabularyMarkdownIsTheEventsDocument() throws {
        let result = try ToolRunner.run(["model", "--vocabulary", "--format", "markdown"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/events.md")
    }

    /// The text lists every canonical id, the callbacks outside the model, and each id's place.
    @Test func vocabularyTextListsEveryCallback() throws {
        let result = try ToolRunner.run(["model", "--vocabulary"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        for event in LifecycleEvent.allCases {
            let swift = Vocabulary.entry(for: event).swift
            #expect(lines.contains { $0.hasPrefix("\(event.rawValue) ") && $0.contains(swift) }, "\(event.rawValue)")
        }
        #expect(lines.contains("(outside the model) viewController viewDidLayoutSubviews() viewDidLayoutSubviews –"))
        #expect(lines.contains("scene.willEnterForeground scene: connected, background → foregroundInactive"))
        #expect(lines.contains("vc.dealloc vc: notLoaded, disappeared → deallocated"))
    }

    @Test(arguments: [["model", "scene", "--vocabulary"], ["model", "--vocabulary", "--format", "dot"]])
    func vocabularyTakesNoModelAndNoDiagram(_ arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--vocabulary"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try ToolRunner.run(["model", "--format", "svg"])
        #expect(result.status == 64)
    }
}
