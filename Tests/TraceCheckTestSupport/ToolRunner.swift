import Foundation

/// The outcome of running the built `tracecheck` binary.
public struct ToolResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

extension ToolResult {
    /// Standard error is a usage error as docs/reliability.md describes it: one line starting
    /// `error: `, then at most one starting `help: `.
    public var isUsageError: Bool {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        guard stderr.hasSuffix("\n"), lines.count == 2 || lines.count == 3, lines[0].hasPrefix("error: ") else { return false }
        return lines.count == 2 || lines[1].hasPrefix("help: ")
    }
}

/// Runs the `tracecheck` executable that `swift build` / `swift test` built.
public enum ToolRunner {
    /// The binary: `TRACECHECK_BIN`, else `tracecheck` beside the test bundle, else `.build/debug`.
    public static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["TRACECHECK_BIN"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("tracecheck"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("tracecheck"))
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(argv0.appendingPathComponent("tracecheck"))
        candidates.append(argv0.deletingLastPathComponent().appendingPathComponent("tracecheck"))
        candidates.append(Fixtures.root.appendingPathComponent(".build/debug/tracecheck"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[candidates.count - 1]
    }()

    /// Runs `tracecheck` (or another program) with `arguments` in the repository root (or `directory`).
    /// - Parameters:
    ///   - arguments: The command line after `tracecheck`.
    ///   - stdin: Bytes for standard input; nil closes it at once.
    ///   - directory: The working directory.
    ///   - environment: Extra environment variables.
    ///   - program: The program to run instead of `tracecheck`.
    public static func run(
        _ arguments: [String], stdin: Data? = nil, in directory: URL = Fixtures.root,
        environment: [String: String] = [:], program: URL = executable
    ) throws -> ToolResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.merge(environment) { $1 }
        process.environment = env
        // Files rather than pipes: a large output can never block the child.
        let scratch = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { try input.fileHandleForWriting.write(contentsOf: stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        let outputData = try Data(contentsOf: outputURL)
        let errorData = try Data(contentsOf: errorURL)
        return ToolResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}
