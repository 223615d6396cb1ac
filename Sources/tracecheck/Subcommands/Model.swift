import ArgumentParser
import Conformance

extension TraceCheck {
    /// `tracecheck model`: print the life-cycle models the checks follow.
    struct Model: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "model",
            abstract: "Print the life-cycle models: states, transitions, passive callbacks and their sources.",
            discussion: """
                Without a name, prints every model. text lists each model's states, transitions \
                (with the callback, label, source and evidence) and passive callbacks; mermaid \
                prints a stateDiagram-v2 per model and dot a Graphviz digraph per model; markdown \
                prints docs/model.md. --vocabulary prints the callbacks tracecheck reads instead: \
                each canonical id with its receiver, spellings, notifications and place in the \
                models (text, or docs/events.md with --format markdown). The models declared in \
                .tracecheck.yml (models:) follow the built-in ones, and a name may be theirs; \
                markdown prints the built-in models only. An unknown name is a usage error (exit \
                status 64).

                Examples:
                  tracecheck model
                  tracecheck model --format mermaid scene
                  tracecheck model --vocabulary
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, mermaid, dot, markdown
        }

        @Argument(help: "The model: \(LifecycleModels.all.map(\.id).joined(separator: ", ")), or one of .tracecheck.yml. All of them when omitted.")
        var name: String?

        @Option(help: "Output format.")
        var format: Format = .text

        @OptionGroup var configFile: ConfigFileOption

        @Flag(help: "Print the vocabulary (every callback tracecheck reads and its canonical id) instead of the models; text or markdown.")
        var vocabulary = false

        func validate() throws {
            if vocabulary, name != nil { throw ValidationError("--vocabulary prints every callback; it takes no model name") }
            if vocabulary, format != .text, format != .markdown {
                throw ValidationError("--vocabulary prints text or markdown, not \(format.rawValue)")
            }
        }

        func run() throws {
            if vocabulary {
                let output = StandardOutput()
                output.write(format == .markdown ? VocabularyDocumentation.markdown() : VocabularyDocumentation.text())
                output.flush()
                return
            }
            var models = LifecycleModels.all
            var declared: [CustomModel] = []
            if format != .markdown {
                try withInputErrors { declared = try LintSetup.configuration(path: configFile.config).0.models }
            }
            var custom = declared
            if let name {
                models = models.filter { $0.id == name }
                custom = custom.filter { $0.id == name }
                guard !models.isEmpty || !custom.isEmpty else {
                    let known = LifecycleModels.all.map(\.id) + declared.map(\.id)
                    printError("error: unknown model '\(name)'; the models are \(known.joined(separator: ", "))")
                    throw ExitCode.validationFailure
                }
            }
            let output = StandardOutput()
            switch format {
            case .text: output.write((models.map(ModelDocumentation.text) + custom.map(CustomModelDocumentation.text)).joined(separator: "\n"))
            case .mermaid:
                output.write((models.map(ModelDocumentation.mermaid) + custom.map(CustomModelDocumentation.mermaid)).joined(separator: "\n"))
            case .dot: output.write((models.map(ModelDocumentation.dot) + custom.map(CustomModelDocumentation.dot)).joined(separator: "\n"))
            case .markdown: output.write(ModelDocumentation.markdown(models))
            }
            output.flush()
        }
    }
}
