import ArgumentParser
import Conformance
import TraceParser

extension TraceCheck {
    /// `tracecheck timeline`: the life cycle as swimlanes.
    struct Timeline: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the life cycle as swimlanes: one lane for the app and one per scene, one row per event.",
            discussion: """
                Each lane shows its scene's state between events (connected, foregroundInactive, \
                foregroundActive, background); the row of an event marks its lane, and lint \
                findings are marked on their rows and listed under the chart. Lanes narrow to fit \
                the terminal (COLUMNS or the terminal's width, else 100 columns) and are split \
                into pages when there are too many.

                Exit status: 0, or 2 on an input error, 64 on a usage error.
                """)

        @OptionGroup var input: InputOptions

        @Option(name: .customLong("scene"), help: "Draw only this scene (its number in scene#N; repeatable).")
        var scenes: [Int] = []

        @Flag(help: "Plain ASCII instead of box-drawing and block characters.")
        var ascii = false

        @Option(help: "The width to fit, in columns (default: COLUMNS, the terminal's width, or 100).")
        var width: Int?

        func validate() throws {
            if let width, width < 40 { throw ValidationError("--width must be at least 40") }
        }

        func run() throws {
            try withInputErrors {
                let (analysis, findings) = try Self.analyze(input)
                let swimlanes = Swimlanes(analysis: analysis, findings: findings, scenes: scenes)
                let options = TextSwimlaneRenderer.Options(
                    width: width ?? Terminal.width ?? 100, ascii: ascii, colored: Terminal.colorsEnabled)
                let output = StandardOutput()
                output.write(TextSwimlaneRenderer.render(swimlanes, options: options))
                output.flush()
            }
        }

        /// Parses and lints the inputs (with `.tracecheck.yml` when there is one).
        static func analyze(_ input: InputOptions) throws -> (TraceAnalysis, [Diagnostic]) {
            let (analysis, _) = try LogAnalysis.load(input.paths, style: input.inputFormat)
            let (configuration, _) = try LintSetup.configuration(path: nil)
            return (analysis, Linter(configuration: configuration).lint(analysis))
        }
    }
}
