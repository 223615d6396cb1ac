import Foundation
import PackagePlugin

/// `swift package tracecheck lint logs/` (and every other subcommand): runs the tracecheck tool,
/// built from this package, in the directory of the package that invoked it, with the same
/// arguments and exit status.
///
/// SwiftPM talks to a command plugin through the plugin's standard input, so the tool never
/// gets it: it reads `/dev/null` there (an argument-less run of a reading command would
/// otherwise wait on SwiftPM's pipe for ever), no arguments print the tool's help, and `-`
/// (standard input) is refused with the command that reads it.
@main
struct TraceCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // `-` as an input (not as the value of -o/--output, which is standard output).
        let readsStandardInput = arguments.indices.contains { index in
            arguments[index] == "-" && (index == 0 || !["-o", "--output"].contains(arguments[index - 1]))
        }
        if readsStandardInput {
            FileHandle.standardError.write(Data("""
                error: swift package tracecheck cannot read standard input (SwiftPM keeps it for itself); \
                run the tool directly: swift run tracecheck \(arguments.joined(separator: " "))

                """.utf8))
            exit(64)
        }
        let tool = try context.tool(named: "tracecheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.standardInput = FileHandle.nullDevice
        // Paths in the arguments are the package's, as a user in its directory writes them.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // tracecheck's status means something (1: findings, 2: input errors, 3: no evidence, 64: usage).
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
