import Foundation
import PackagePlugin

/// `swift package tracecheck lint logs/` (and every other subcommand): runs the tracecheck tool,
/// built from this package, in the directory of the package that invoked it, with the same
/// arguments and exit status.
@main
struct TraceCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tracecheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Paths in the arguments are the package's, as a user in its directory writes them.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // tracecheck's status means something (1: findings, 2: input errors, 64: usage).
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
