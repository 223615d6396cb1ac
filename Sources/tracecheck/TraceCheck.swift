import ArgumentParser
import Conformance

@main
struct TraceCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracecheck",
        abstract: "Read iOS app and scene life-cycle logs and check them against UIKit's documented state machine.",
        discussion: """
            EXIT STATUS
              0   success
              1   findings at or above the failure threshold (lint, diff)
              2   input or runtime error (missing or unreadable file, unwritable report, bad pattern)
              3   no evidence: the inputs hold no life-cycle event (lint, diff; --allow-empty passes)
              64  usage error (unknown option, bad value, no path with a terminal on
                  standard input)
              130 lint ended by Ctrl-C (143: SIGTERM), after its reports

            Examples:
              tracecheck MyApp.log                      (lint is the default command)
              tracecheck timeline --scene 2 MyApp.log
              tracecheck explain scene_gap
            """,
        version: ToolInfo.version,
        subcommands: [Lint.self, Diff.self, TimelineCommand.self, Parse.self, Capture.self, Merge.self, Export.self, Rules.self, Explain.self, Model.self],
        defaultSubcommand: Lint.self
    )

    static func main() {
        ClosedStandardStreams.reopen()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let typo = UsageErrors.unknownSubcommand(arguments) {
            printError("error: \(typo.message)\nhelp: \(typo.help)")
            exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if let lines = UsageErrors.lines(for: error, arguments: arguments) {
                printError(lines)
                exit(withError: exitCode(for: error))
            }
            exit(withError: error)
        }
    }
}
