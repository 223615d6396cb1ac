import ArgumentParser
import Foundation
import TraceParser

extension TraceCheck {
    /// `tracecheck capture`: record an app's log from a simulator or an archive, without copying
    /// it by hand, and lint it as it comes.
    struct Capture: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "capture",
            abstract: "Record an app's log from a booted simulator or a log archive, and lint it as it comes.",
            discussion: """
                Runs only Apple's documented commands and writes what they print, in ndjson, to \
                the output file as it arrives, in FILE.partial, renamed to FILE when the capture \
                ends (an interrupted capture keeps what it recorded; one that records nothing, \
                such as one without a booted simulator, leaves FILE as it was, and an existing \
                FILE is replaced only with --force): `xcrun simctl spawn DEVICE log stream --style ndjson --predicate …` \
                for a simulator (until Ctrl-C or the stream ends), or `log show --style ndjson \
                --archive PATH --predicate …` for an archive (`sudo log collect --device --last 10m \
                --output app.logarchive` makes one from a connected device). --lint prints the \
                findings of `tracecheck lint` as they become certain and its summary at the end, \
                with its exit status.

                Exit status: 0, 1 with --lint when a finding is an error, 2 when xcrun or log is \
                missing, fails, or the file cannot be written, 3 with --lint when the log holds no \
                life-cycle callback (print() does not reach `log`: use Logger or NSLog).

                Examples:
                  tracecheck capture --process MyApp -o run.log
                  tracecheck capture --process MyApp --lint -o run.log
                  tracecheck capture --archive crash.logarchive --process MyApp -o run.log
                """)

        @Option(name: .shortAndLong, help: "The file to record the raw log to (- for standard output); made when the first line arrives, as FILE.partial until the capture ends.", completion: .file())
        var output: String

        @Flag(help: "Replace the output file when it exists (once the capture has recorded something; a capture that records nothing leaves it as it was).")
        var force = false

        @Option(help: "The simulator to record (a name or UDID); default: the booted one.")
        var simulator: String?

        @Option(help: "Read this log archive (.logarchive) with `log show` instead of streaming a simulator.")
        var archive: String?

        @Option(help: "Only this process's messages (predicate process == \"NAME\").")
        var process: String?

        @Option(help: "A log predicate of your own (combined with --process by AND).")
        var predicate: String?

        @Flag(help: "Lint the log as it is recorded and exit with lint's status; lint's options follow -- (reporters, --config, --fail-on, --baseline, --input-format, ...).")
        var lint = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("With --lint: options of tracecheck lint, after --.", valueName: "lint-options"))
        var lintOptions: [String] = []

        /// The command that prints the log: its program (looked up on PATH) and arguments.
        var command: (program: String, arguments: [String]) {
            let predicates = [process.map { "process == \"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }, predicate].compactMap { $0 }
            let filter = predicates.isEmpty ? [] : ["--predicate", predicates.map { predicates.count > 1 ? "(\($0))" : $0 }.joined(separator: " AND ")]
            if let archive { return ("log", ["show", "--style", "ndjson", "--archive", archive] + filter) }
            return ("xcrun", ["simctl", "spawn", simulator ?? "booted", "log", "stream", "--style", "ndjson"] + filter)
        }

        func validate() throws {
            if output == "-", lint {
                throw ValidationError("-o - and --lint both write to standard output; record to a file to lint as it comes")
            }
            if archive != nil, let simulator {
                throw UsageErrors.validation("--simulator \(simulator) and --archive: an archive is read, no simulator is streamed", help: "give one of them")
            }
            if !lintOptions.isEmpty, !lint {
                throw UsageErrors.validation("lint options after -- without --lint", help: "add --lint, or leave out -- \(lintOptions.joined(separator: " "))")
            }
            if lint {
                // lint's own checks, on lint's options (the input is the recording, read as it comes).
                do {
                    let linter = try Lint.parse(lintOptions + ["-"])
                    if linter.input.paths != ["-"] {
                        throw UsageErrors.validation("capture --lint reads what it records; no input path after --", help: "leave out \(linter.input.paths.dropLast().joined(separator: " "))")
                    }
                } catch let error as ValidationError {
                    throw error
                } catch where Lint.exitCode(for: error) == .success {
                    // `-- --help`: lint's help.
                    throw CleanExit.message(Lint.fullMessage(for: error))
                } catch {
                    // lint's own message and help, said of what follows --.
                    let lines = (UsageErrors.lines(for: error, arguments: ["lint"] + lintOptions) ?? "error: \(Lint.message(for: error))")
                        .split(separator: "\n", maxSplits: 1).map(String.init)
                    throw UsageErrors.validation(
                        "after --: " + lines[0].dropFirst("error: ".count), help: lines.count > 1 ? String(lines[1].dropFirst("help: ".count)) : nil)
                }
            }
        }

        func run() throws {
            try withInputErrors {
                // Checked before anything runs: a recorded log is never replaced without --force.
                let recording = try RecordingFile(output, force: force)
                let (program, arguments) = command
                guard let executable = Self.lookUp(program) else {
                    printError("error: capture needs `\(program)` (Xcode's command-line tools on macOS), and it is not on PATH")
                    throw ExitCode(2)
                }
                let child = Process()
                child.executableURL = executable
                child.arguments = arguments
                let stdout = Pipe()
                child.standardOutput = stdout
                InputInterruption.install()
                do {
                    try child.run()
                } catch {
                    printError("error: cannot run \(program): \(error.localizedDescription)")
                    throw ExitCode(2)
                }
                if process == nil, predicate == nil {
                    printError("note: no --process or --predicate: recording every process's messages (\(archive.map { "the archive \($0)" } ?? "the simulator \(simulator ?? "booted")"))")
                }
                let source = stdout.fileHandleForReading.fileDescriptor
                var lintStatus: Int32 = 0
                var failure: (any Error)?
                if lint {
                    // The linter reads standard input: a pipe that this copy feeds as it records.
                    let feed = Pipe()
                    dup2(feed.fileHandleForReading.fileDescriptor, STDIN_FILENO)
                    let copied = CopyResult()
                    let feedEnd = feed.fileHandleForWriting
                    Thread.detachNewThread {
                        do { try Self.copy(from: source, to: recording, feed: feedEnd.fileDescriptor) } catch { copied.failure = error }
                        try? feedEnd.close()
                        copied.done.signal()
                    }
                    do {
                        let linter = try Lint.parse(lintOptions + ["-"])
                        Lint.signalSetsStatus = false
                        Lint.standardInputName = output
                        try linter.run()
                    } catch let code as ExitCode {
                        lintStatus = code.rawValue
                    }
                    // The linter stops at the end of the feed, or on Ctrl-C: then the child is
                    // stopped below and the copy ends with its output.
                    if child.isRunning { child.terminate() }
                    copied.done.wait()
                    failure = copied.failure
                } else {
                    do { try Self.copy(from: source, to: recording, feed: nil) } catch { failure = error }
                }
                if child.isRunning { child.terminate() }
                child.waitUntilExit()
                // What was recorded is kept whatever happened after it.
                do { try recording.finish() } catch { failure = failure ?? error }
                if let failure { throw failure }
                let interrupted = InputInterruption.isRequested
                if !interrupted, child.terminationReason == .exit, child.terminationStatus != 0 {
                    printError("error: \(program) \(arguments.joined(separator: " ")) exited with status \(child.terminationStatus)"
                        + (recording.recorded > 0 && output != "-" ? " (what it printed is in \(output))" : ""))
                    throw ExitCode(2)
                }
                if output != "-" {
                    printError(recording.recorded > 0
                        ? "recorded the log to \(output)\(interrupted ? " (interrupted)" : "")"
                        : "recorded nothing: \(program) printed no line\(interrupted ? " before the interruption" : ""), so \(output) was not written")
                }
                if lintStatus == Evidence.status {
                    printError(
                        "note: the log has no life-cycle callback: `log` records os_log, Logger and NSLog messages, not print(), which reaches only Xcode's console; log the callbacks with Logger or NSLog")
                }
                if lintStatus != 0 { throw ExitCode(lintStatus) }
            }
        }

        /// What the copying thread leaves for the command (read after `done`).
        private final class CopyResult: @unchecked Sendable {
            let done = DispatchSemaphore(value: 0)
            var failure: (any Error)?
        }

        /// Copies everything `source` gives to the recording, and to the linter's feed if any,
        /// until it ends or the input is interrupted (Ctrl-C, SIGTERM).
        private static func copy(from source: Int32, to recording: RecordingFile, feed: Int32?) throws {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while InputInterruption.waitForInput(source, milliseconds: -1) {
                let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                // The file must take everything; the linter's pipe may have closed (it stops on Ctrl-C).
                try buffer.withUnsafeBytes { try recording.write($0.baseAddress!, count: count) }
                if let feed { _ = buffer.withUnsafeBytes { writeFully(feed, $0.baseAddress!, count) } }
            }
        }

        /// The executable called `name` on PATH.
        static func lookUp(_ name: String) -> URL? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for directory in path.split(separator: ":") where !directory.isEmpty {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            return nil
        }
    }
}
