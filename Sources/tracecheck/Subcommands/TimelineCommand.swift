import ArgumentParser
import Conformance
import TraceParser

extension TraceCheck {
    /// `tracecheck timeline`: the life cycle as swimlanes (named apart from the library's
    /// `Timeline`, which it draws).
    struct TimelineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "timeline",
            abstract: "Draw the life cycle as swimlanes: one lane for the app and one per scene, one row per event.",
            discussion: """
                Each lane shows its scene's state between events (connected, foregroundInactive, \
                foregroundActive, background); the row of an event marks its lane, and lint \
                findings are marked on their rows and listed under the chart. Lanes narrow to fit \
                the terminal (COLUMNS or the terminal's width, else 100 columns) and are split \
                into pages when there are too many; pages after the first show only the rows in \
                which their scenes are attached.

                --format draws a picture instead: svg (a self-contained SVG with a lane per scene, \
                state bars, event ticks and findings with tooltips, and a time axis when the log \
                has timestamps), mermaid (a sequenceDiagram that GitHub renders), plantuml (a \
                timing diagram) or chrome (Chrome trace JSON for Perfetto or chrome://tracing). \
                -o FILE writes to FILE; without --format, its extension picks the format: .txt, \
                .svg, .mmd or .mermaid, .puml or .plantuml, .json (chrome). --scene filters \
                every format; --ascii and --width are for text, and pictures never have colors.

                Exit status: 0, or 2 on an input error or a file that cannot be written, 64 on a \
                usage error (including an output extension that names no format).

                Examples:
                  tracecheck timeline MyApp.log
                  tracecheck timeline --scene 2 --width 80 MyApp.log
                  tracecheck timeline -o timeline.svg MyApp.log
                """)

        @OptionGroup var input: InputOptions
        @OptionGroup var configFile: ConfigFileOption
        @OptionGroup var colorOption: ColorOption

        @Option(name: .customLong("scene"), help: "Draw only this scene (its number in scene#N; repeatable).")
        var scenes: [Int] = []

        @Option(help: "What to draw (default: text, or the format the extension of -o names).")
        var format: TimelineFormat?

        @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
        var output: String?

        @Flag(help: "Plain ASCII instead of box-drawing and block characters (text only).")
        var ascii = false

        @Option(help: "The width to fit, in columns (text only; default: COLUMNS, the terminal's width, or 100; 100 in a file).")
        var width: Int?

        /// The format in force: --format, else the output file's extension, else text.
        var resolvedFormat: TimelineFormat? {
            if let format { return format }
            guard let output else { return .text }
            return TimelineFormat(path: output)
        }

        func validate() throws {
            if let width, width < 40 { throw ValidationError("--width must be at least 40") }
            guard let format = resolvedFormat else {
                throw ValidationError(
                    "cannot tell the format from '\(output ?? "")'; give --format or use .txt, .svg, .mmd, .mermaid, .puml, .plantuml or .json")
            }
            if format != .text, ascii || width != nil {
                throw ValidationError("--ascii and --width apply to --format text only, not \(format.rawValue)")
            }
        }

        func run() throws {
            try withInputErrors {
                let (analysis, findings) = try Self.analyze(input, config: configFile.config)
                // A scene the input does not have would draw an empty chart without a word.
                let known = Set(analysis.processes.flatMap(\.scenes).map(\.subject.ordinal))
                if let missing = scenes.first(where: { !known.contains($0) }) {
                    let list = known.sorted().map { "scene#\($0)" }.joined(separator: ", ")
                    printError("error: no scene#\(missing) in the input\nhelp: " + (list.isEmpty ? "it has no scene" : "it has \(list)"))
                    throw ExitCode.validationFailure
                }
                let swimlanes = Swimlanes(analysis: analysis, findings: findings, scenes: scenes)
                let format = resolvedFormat ?? .text
                if let output {
                    let options = TextSwimlaneRenderer.Options(width: width ?? 100, ascii: ascii, colored: false)
                    try OutputFile.save(format.render(swimlanes, text: options), to: output)
                } else {
                    let options = TextSwimlaneRenderer.Options(
                        width: width ?? Terminal.width ?? 100, ascii: ascii, colored: format == .text && colorOption.enabled)
                    let standardOutput = StandardOutput()
                    standardOutput.write(format.render(swimlanes, text: options))
                    standardOutput.flush()
                }
            }
        }

        /// Parses and lints the inputs (with `.tracecheck.yml` when there is one).
        static func analyze(_ input: InputOptions, config: String?) throws -> (TraceAnalysis, [Diagnostic]) {
            let (configuration, _) = try LintSetup.configuration(path: config, inputs: input.paths)
            let (analysis, findings, _) = try LogAnalysis.load(
                input.paths, inputFormat: input.inputFormat, configuration: configuration, filter: input.filter, checks: true)
            return (analysis, findings)
        }
    }
}
