import Foundation
import Testing
import TraceCheckTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tracecheck capture` against fake `xcrun` and `log` on PATH that replay a recorded ndjson log
/// and write down how they were called: the documented commands are run, the raw log is written
/// as it came, `--lint` lints it as it comes, and a missing or failing tool is one line (exit 2).
@Suite struct CaptureCommandTests {
    static let recorded = "traces/synthetic/log-show-style-ndjson.log"

    /// A directory with fake `xcrun` and `log` that print the recorded log (or fail with status
    /// `fail`) and write their arguments, one per line, to `args.txt` beside them.
    private func fakeTools(fail: Int? = nil, replaying recorded: String = Fixtures.path(Self.recorded), thenWait: Bool = false) throws -> URL {
        let directory = try Fixtures.temporaryDirectory()
        for name in ["xcrun", "log"] {
            let script = """
                #!/bin/sh
                printf '%s\\n' "$@" > "\(directory.path)/args.txt"
                \(fail.map { "echo 'simctl: no booted device' >&2; exit \($0)" } ?? "cat '\(recorded)'\(thenWait ? "; exec sleep 30" : "")")

                """
            let url = directory.appendingPathComponent(name)
            try script.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return directory
    }

    private func run(_ arguments: [String], tools: URL, path: String? = nil) throws -> ToolResult {
        try ToolRunner.run(["capture"] + arguments, environment: ["PATH": path ?? "\(tools.path):/usr/bin:/bin"])
    }

    @Test func simulatorStreamIsRecordedAsItCame() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let result = try run(["--process", "Diary", "-o", output], tools: tools)
        #expect(result.status == 0)
        #expect(result.stderr == "recorded the log to \(output)\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == (try Fixtures.text(Self.recorded)))
        let arguments = try String(contentsOf: tools.appendingPathComponent("args.txt"), encoding: .utf8)
        #expect(arguments == "simctl\nspawn\nbooted\nlog\nstream\n--style\nndjson\n--predicate\nprocess == \"Diary\"\n")
    }

    @Test func archiveIsShownWithBothPredicates() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let result = try run(
            ["--archive", "app.logarchive", "--process", "Diary", "--predicate", "subsystem == \"com.example\"", "-o", output], tools: tools)
        #expect(result.status == 0)
        let arguments = try String(contentsOf: tools.appendingPathComponent("args.txt"), encoding: .utf8)
        #expect(arguments == "show\n--style\nndjson\n--archive\napp.logarchive\n--predicate\n(process == \"Diary\") AND (subsystem == \"com.example\")\n")
    }

    @Test func lintWhileRecordingPrintsWhatLintPrints() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let live = try run(["--lint", "-o", output], tools: tools)
        let afterwards = try ToolRunner.run(["lint", output])
        #expect(live.status == afterwards.status)
        // The findings carry the recording's name, not <stdin>.
        #expect(live.stdout == afterwards.stdout)
        #expect(live.stdout.contains("4 events, 1 process"))
    }

    /// An app whose callbacks are print()ed records a stream without them: --lint fails with
    /// the no-evidence status and says why, instead of passing on nothing.
    @Test func lintOfAStreamWithoutCallbacksFailsAndSaysWhy() throws {
        let stream = try Fixtures.temporaryDirectory().appendingPathComponent("system.ndjson")
        try "{\"eventMessage\":\"Connection interrupted\",\"processImagePath\":\"/Diary\",\"processID\":12}\n".write(to: stream, atomically: true, encoding: .utf8)
        let tools = try fakeTools(replaying: stream.path)
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let result = try run(["--lint", "-o", output], tools: tools)
        #expect(result.status == 3)
        #expect(result.stderr.contains("error: \(output): no life-cycle event: it has no line that names a life-cycle callback (1 line,"))
        #expect(result.stderr.hasSuffix("note: the log has no life-cycle callback: `log` records os_log, Logger and NSLog messages, not print(), which reaches only Xcode's console; log the callbacks with Logger or NSLog\n"))
    }

    /// A simulator stream ends with Ctrl-C: a capture of an app that only print()s still fails
    /// with the no-evidence status then (lint's own status, not the signal's), and keeps the file.
    @Test func anInterruptedLintOfAStreamWithoutCallbacksFails() throws {
        let stream = try Fixtures.temporaryDirectory().appendingPathComponent("system.ndjson")
        try "{\"eventMessage\":\"Connection interrupted\",\"processImagePath\":\"/Diary\",\"processID\":12}\n".write(to: stream, atomically: true, encoding: .utf8)
        let tools = try fakeTools(replaying: stream.path, thenWait: true)
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log")
        let run = try LiveToolRun(["capture", "--lint", "-o", output.path], environment: ["PATH": "\(tools.path):/usr/bin:/bin"])
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, ((try? Data(contentsOf: URL(fileURLWithPath: output.path + ".partial")))?.count ?? 0) == 0 { usleep(50_000) }
        usleep(300_000)  // the linter has read the line
        run.signal(SIGINT)
        #expect(try run.finish() == 3)
        #expect(run.stderr.contains("note: the log has no life-cycle callback: `log` records os_log, Logger and NSLog messages"))
        #expect(run.stderr.contains("recorded the log to \(output.path) (interrupted)"))
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test func missingOrFailingToolIsOneLine() throws {
        let tools = try fakeTools(fail: 1)
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let failing = try run(["-o", output], tools: tools)
        #expect(failing.status == 2)
        #expect(failing.stderr.hasSuffix("error: xcrun simctl spawn booted log stream --style ndjson exited with status 1\n"))
        let empty = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let missing = try run(["-o", output], tools: tools, path: empty.path)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: capture needs `xcrun` (Xcode's command-line tools on macOS), and it is not on PATH\n")
    }

    /// A recorded log is never destroyed: an existing file is refused without --force (before
    /// anything runs); with --force, a capture that records nothing ("no booted simulator")
    /// leaves it as it was, and one that records replaces it only at the end.
    @Test func aRecordedLogIsNeverDestroyed() throws {
        let failing = try fakeTools(fail: 1)
        defer { try? FileManager.default.removeItem(at: failing) }
        let kept = failing.appendingPathComponent("keep.log")
        try "yesterday's capture\n".write(to: kept, atomically: true, encoding: .utf8)
        let refused = try run(["-o", kept.path], tools: failing)
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: \(kept.path): the file exists; capture replaces a recorded log only with --force\n")
        #expect(!FileManager.default.fileExists(atPath: failing.appendingPathComponent("args.txt").path), "nothing ran")
        let noSimulator = try run(["--force", "-o", kept.path], tools: failing)
        #expect(noSimulator.status == 2)
        #expect(noSimulator.stderr.hasSuffix("error: xcrun simctl spawn booted log stream --style ndjson exited with status 1\n"))
        #expect(try String(contentsOf: kept, encoding: .utf8) == "yesterday's capture\n")
        #expect(!FileManager.default.fileExists(atPath: kept.path + ".partial"))

        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let replaced = tools.appendingPathComponent("keep.log")
        try "yesterday's capture\n".write(to: replaced, atomically: true, encoding: .utf8)
        let forced = try run(["--force", "-o", replaced.path], tools: tools)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: replaced, encoding: .utf8) == (try Fixtures.text(Self.recorded)))
        #expect(!FileManager.default.fileExists(atPath: replaced.path + ".partial"))
    }

    /// `-o -` is standard output, as everywhere else in the tool (it made a file named `-`);
    /// with --lint, which prints there too, it is a usage error.
    @Test func dashIsStandardOutput() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let result = try ToolRunner.run(["capture", "-o", "-"], in: tools, environment: ["PATH": "\(tools.path):/usr/bin:/bin"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Fixtures.text(Self.recorded)))
        #expect(result.stderr == "note: no --process or --predicate: recording every process's messages (the simulator booted)\n")
        #expect(!FileManager.default.fileExists(atPath: tools.appendingPathComponent("-").path))
        let both = try ToolRunner.run(["capture", "--lint", "-o", "-"], in: tools, environment: ["PATH": "\(tools.path):/usr/bin:/bin"])
        #expect(both.status == 64)
    }

    /// `capture --lint` is `lint`: its options after `--` (reporters, --fail-on, --config, ...).
    @Test func lintOptionsFollowTheTerminator() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let output = tools.appendingPathComponent("run.log").path
        let report = tools.appendingPathComponent("lint.sarif").path
        let live = try run(["--process", "Diary", "--lint", "-o", output, "--", "--reporter", "json", "--reporter", "sarif:\(report)", "--fail-on", "never"], tools: tools)
        #expect(live.status == 0)
        let afterwards = try ToolRunner.run(["lint", output, "--reporter", "json", "--fail-on", "never"])
        #expect(live.stdout == afterwards.stdout)
        #expect(live.stdout.hasPrefix("{"))
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("\"version\""))
    }

    @Test func lintHelpAfterTheTerminatorIsHelp() throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let result = try run(["-o", tools.appendingPathComponent("run.log").path, "--lint", "--", "--help"], tools: tools)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: lint [<options>]"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--simulator", "iPhone 15", "--archive", "a.logarchive"], "error: --simulator iPhone 15 and --archive: an archive is read, no simulator is streamed\nhelp: give one of them\n"),
        (["--", "--fail-on", "never"], "error: lint options after -- without --lint\nhelp: add --lint, or leave out -- --fail-on never\n"),
        (["--lint", "--", "other.log"], "error: capture --lint reads what it records; no input path after --\nhelp: leave out other.log\n"),
        (["--lint", "--", "--fail-on", "warnings"], "error: after --: invalid value 'warnings' for --fail-on (error, warning, note or never)\nhelp: did you mean 'warning'?\n"),
    ] as [([String], String)])
    func conflictingOptionsAreUsageErrors(_ options: [String], _ message: String) throws {
        let tools = try fakeTools()
        defer { try? FileManager.default.removeItem(at: tools) }
        let result = try run(["-o", tools.appendingPathComponent("run.log").path] + options, tools: tools)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: tools.appendingPathComponent("run.log").path))
    }
}
