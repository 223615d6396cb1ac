import Foundation
import Testing
import TraceCheckTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One bad or odd input and what tracecheck must do with it: its exit status, and either its
/// one-line error (exactly) or, for an input that is merely odd, the counts it reads from it.
/// docs/reliability.md lists the catalog.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    /// Files to make in the run's directory (name → bytes).
    var files: [String: [UInt8]] = [:]
    let arguments: [String]
    let status: Int32
    /// The whole of standard error (one line), or nil when it must be empty.
    var error: String?
    /// Texts standard output must contain.
    var output: [String] = []
    /// Files of the run's directory that must not exist after it.
    var absent: [String] = []
    /// Files of ``files`` that must hold the same bytes after the run (nothing lost).
    var unchanged: [String] = []

    var testDescription: String { name }
}

private func text(_ string: String) -> [UInt8] { Array(string.utf8) }
private let validRun = text("sceneWillEnterForeground(_:)\nsceneDidBecomeActive(_:)\n")
/// What `parse --count --format jsonl` prints for these counts (its byte count aside).
private func counts(lines: Int, events: Int, noise: Int, truncated: Int = 0) -> [String] {
    [
        "\"lines\":\(lines),",
        "\"events\":\(events),\"noise\":\(noise),\"unrecognized\":{\"prose\":0,\"source-code\":0,\"ambiguous-receiver\":0,\"truncated\":\(truncated),",
    ]
}

/// A directory as `capture` and Apple's tools leave it: an ndjson capture, a plain log, a
/// console copy without a log extension, and a JSON report of tracecheck's own.
private let appleLogDirectory: [String: [UInt8]] = [
    "logs/run.ndjson": text("{\"eventMessage\":\"sceneDidBecomeActive(_:)\",\"processID\":7}\n"),
    "logs/app.log": validRun,
    "logs/console.out": validRun,
    "logs/sub/lint.json": text("{\"schema\":\"tracecheck.lint.v1\",\"findings\":[]}\n"),
]

/// YAML whose anchors would expand to 9^7 strings if anything walked them.
private let aliasBomb: String = {
    var yaml = "a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g"] {
        yaml += "\(name): &\(name) [\(Array(repeating: "*\(previous)", count: 9).joined(separator: ","))]\n"
        previous = name
    }
    return yaml
}()

@Suite struct BadInputCatalogTests {
    static let cases: [BadInput] = [
        // Inputs that cannot be read: status 2, one line.
        BadInput(name: "missing file", arguments: ["lint", "missing.log"], status: 2, error: "error: missing.log: no such file or directory"),
        BadInput(
            name: "directory without logs", files: ["logs/notes.md": text("# notes\n")], arguments: ["lint", "logs"], status: 2,
            error: "error: logs: no log files in this directory (it reads *.log, *.txt and Apple's ndjson or json logs; --include GLOB reads others)"),
        BadInput(
            name: "link that points at itself", arguments: ["lint", "loop.log"], status: 2,
            error: "error: loop.log: Too many levels of symbolic links"),
        BadInput(
            name: "standard input closed", arguments: ["<&-", "lint", "-"], status: 2, error: "error: <stdin>: standard input is closed"),
        // Odd inputs: read as far as they are text, never a crash or a hang.
        BadInput(name: "empty file", files: ["empty.log": []], arguments: ["parse", "--count", "--format", "jsonl", "empty.log"], status: 0, output: counts(lines: 0, events: 0, noise: 0)),
        BadInput(name: "/dev/null", arguments: ["parse", "--count", "--format", "jsonl", "/dev/null"], status: 0, output: counts(lines: 0, events: 0, noise: 0)),
        BadInput(
            name: "blank lines only", files: ["blank.log": text("   \n\t\n\n")], arguments: ["parse", "--count", "--format", "jsonl", "blank.log"],
            status: 0, output: counts(lines: 3, events: 0, noise: 3)),
        BadInput(
            name: "binary file", files: ["binary.log": Array(Array(0...255).map(UInt8.init).repeated(64))],
            arguments: ["parse", "--count", "--format", "jsonl", "binary.log"], status: 0, output: counts(lines: 65, events: 0, noise: 65)),
        BadInput(
            name: "NUL bytes", files: ["nul.log": text("sceneDidBecomeActive(_:)\0 <UIWindowScene: 0x1>\n") + [0, 0, 0, 10]],
            arguments: ["parse", "--count", "--format", "jsonl", "nul.log"], status: 0, output: counts(lines: 2, events: 1, noise: 1)),
        BadInput(
            name: "UTF-16 text with a byte order mark", files: ["utf16.log": [0xFF, 0xFE] + "sceneDidBecomeActive(_:)\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }],
            arguments: ["parse", "--count", "--format", "jsonl", "utf16.log"], status: 0, output: counts(lines: 1, events: 1, noise: 0)),
        BadInput(
            name: "lone CR line ends (one line)", files: ["cr.log": text("sceneWillEnterForeground(_:)\rsceneDidBecomeActive(_:)\r")],
            arguments: ["parse", "--count", "--format", "jsonl", "cr.log"], status: 0, output: counts(lines: 1, events: 1, noise: 0)),
        BadInput(
            name: "invalid UTF-8", files: ["latin1.log": text("sceneDidBecomeActive(_:) ") + [0xFF, 0xFE, 0x63, 0x61, 0x66, 0xC3, 10]],
            arguments: ["parse", "--count", "--format", "jsonl", "latin1.log"], status: 0, output: counts(lines: 1, events: 1, noise: 0)),
        BadInput(
            name: "100,000 nested brackets", files: ["brackets.log": text("sceneDidBecomeActive(_:) " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "\n")],
            arguments: ["parse", "--count", "--format", "jsonl", "brackets.log"], status: 0, output: counts(lines: 1, events: 1, noise: 0)),
        BadInput(
            name: "5,000-digit pointer", files: ["pointer.log": text("sceneDidBecomeActive(_:) <UIWindowScene: 0x" + String(repeating: "1", count: 5000) + ">\n")],
            arguments: ["parse", "--count", "--format", "jsonl", "pointer.log"], status: 0, output: ["\"processes\":1,\"scenes\":1"]),
        BadInput(
            name: "40-digit pid", files: ["pid.log": text("2020-04-26 12:00:00.000000+0900 App[" + String(repeating: "9", count: 40) + ":1] sceneDidBecomeActive(_:)\n")],
            arguments: ["parse", "--count", "--format", "jsonl", "pid.log"], status: 0, output: counts(lines: 1, events: 1, noise: 0)),
        BadInput(
            name: "line over the 16 MiB cap (cut, counted)", files: ["long.log": text("sceneDidBecomeActive(_:) " + String(repeating: "x", count: 17 << 20) + "\nsceneWillResignActive(_:)\n")],
            arguments: ["parse", "--count", "--format", "jsonl", "long.log"], status: 0, output: counts(lines: 2, events: 1, noise: 0, truncated: 1)),
        BadInput(
            name: "timestamps running backwards", files: ["backwards.log": text("2020-04-26 12:00:01.000000+0900 App[1:1] sceneWillEnterForeground(_:)\n2020-04-26 11:00:00.000000+0900 App[1:1] sceneDidBecomeActive(_:)\n")],
            arguments: ["lint", "backwards.log"], status: 0, output: ["0 errors, 0 warnings, 0 notes in 1 file (2 events, 1 process, 1 scene)"]),
        BadInput(
            name: "pretty-printed JSON cut short", files: ["cut.log": text("[{\n  \"eventMessage\" : \"sceneDidBecomeActive(_:)\",\n  \"timestamp\" : \"2024-01-01")],
            arguments: ["parse", "--count", "--format", "jsonl", "cut.log"], status: 0, output: counts(lines: 3, events: 1, noise: 2)),
        BadInput(
            name: "file name with spaces", files: ["my app.log": validRun], arguments: ["lint", "my app.log"], status: 0,
            output: ["in 1 file (2 events"]),
        BadInput(name: "non-ASCII file name", files: ["äpp-日本.log": validRun], arguments: ["lint", "äpp-日本.log"], status: 0, output: ["in 1 file (2 events"]),
        BadInput(name: "newline in a file name", files: ["two\nlines.log": validRun], arguments: ["lint", "two\nlines.log"], status: 0, output: ["in 1 file (2 events"]),
        BadInput(
            name: "directory with a link to itself", files: ["dir/app.log": validRun], arguments: ["lint", "dir"], status: 0,
            output: ["in 1 file (2 events"]),
        // No evidence: inputs that hold no life-cycle event check nothing, so they fail with
        // status 3 and say what was read and why nothing matched (--allow-empty passes them).
        BadInput(name: "lint of an empty file", files: ["empty.log": []], arguments: ["lint", "empty.log"], status: 3,
            error: "error: empty.log: no life-cycle event: it is empty (0 bytes)", output: ["(0 events, 0 processes, 0 scenes)"]),
        BadInput(name: "lint of /dev/null", arguments: ["lint", "/dev/null"], status: 3, error: "error: /dev/null: no life-cycle event: it is empty (0 bytes)"),
        BadInput(name: "lint of an empty standard input", arguments: ["lint", "-"], status: 3, error: "error: <stdin>: no life-cycle event: it is empty (0 bytes)"),
        BadInput(
            name: "lint of a gzip file", files: ["app.log.gz": [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x01, 0x00]],
            arguments: ["lint", "app.log.gz"], status: 3,
            error: "error: app.log.gz: no life-cycle event: it is gzip-compressed data, not text: decompress it first (gzip -dc app.log.gz | tracecheck lint -)"),
        BadInput(
            name: "lint of a binary file", files: ["binary.log": Array(Array(0...255).map(UInt8.init).repeated(64))], arguments: ["lint", "binary.log"],
            status: 3, error: "error: binary.log: no life-cycle event: it is binary data (16 NUL bytes in its first 4.1 KB), not text"),
        BadInput(
            name: "lint of another program's log", files: ["server.log": text("Starting server on port 8080\nGET /index.html 200\n")],
            arguments: ["lint", "server.log"], status: 3,
            error: "error: server.log: no life-cycle event: it has no line that names a life-cycle callback (2 lines, 49 bytes, read as plain text)"),
        BadInput(
            name: "lint of prose about callbacks", files: ["notes.log": text("Remember that applicationDidBecomeActive(_:) is called twice here\n")],
            arguments: ["lint", "notes.log"], status: 3,
            error: "error: notes.log: no life-cycle event: it has no line that names a life-cycle callback (1 line, 66 bytes, read as plain text); 1 names one but was not read: 1 prose (tracecheck parse --verbose lists them)"),
        BadInput(
            name: "lint with a wrong --input-format", files: ["nslog.log": text("2020-04-26 12:00:00.000000+0900 App[12:34] sceneWillEnterForeground(_:)\n2020-04-26 12:00:00.100000+0900 App[12:34] sceneDidBecomeActive(_:)\n")],
            arguments: ["lint", "--input-format", "json", "nslog.log"], status: 3,
            error: "error: nslog.log: no life-cycle event: it has no line that names a life-cycle callback (2 lines, 140 bytes, read as json, forced by --input-format); read without --input-format, its first lines hold 2 events (xcode style)"),
        BadInput(name: "lint --allow-empty of an empty file", files: ["empty.log": []], arguments: ["lint", "--allow-empty", "empty.log"], status: 0),
        BadInput(
            name: "lint of an empty file among logs", files: ["empty.log": [], "app.log": validRun], arguments: ["lint", "app.log", "empty.log"], status: 0,
            error: "warning: empty.log: no life-cycle event: it is empty (0 bytes)", output: ["in 2 files (2 events"]),
        BadInput(
            name: "write-baseline of an empty file", files: ["empty.log": []], arguments: ["lint", "--write-baseline", "base.json", "empty.log"], status: 3,
            error: "error: empty.log: no life-cycle event: it is empty (0 bytes)\nerror: the baseline was not written: it would accept nothing",
            absent: ["base.json"]),
        BadInput(
            name: "diff against an empty scenario", files: ["golden.scenario": [], "app.log": validRun], arguments: ["diff", "golden.scenario", "app.log"],
            status: 3, error: "error: golden.scenario: no callback to compare: the scenario is empty"),
        BadInput(
            name: "diff --record of an empty log", files: ["empty.log": []], arguments: ["diff", "--record", "golden.scenario", "empty.log"], status: 3,
            error: "error: empty.log: no life-cycle event: it is empty (0 bytes)", absent: ["golden.scenario"]),
        BadInput(
            name: "diff of a log that --ignore empties", files: ["app.log": validRun], arguments: ["diff", "--ignore", "scene", "app.log", "app.log"],
            status: 3, error: "error: app.log: no callback left to compare after --ignore and --only"),
        // Directories read what tracecheck and Apple's tools write, and name what they skip.
        BadInput(
            name: "directory with an ndjson capture and other files", files: appleLogDirectory, arguments: ["lint", "--reporter", "summary", "logs"],
            status: 0, error: "note: skipped 2 files in logs: console.out, sub/lint.json (--include GLOB reads them)",
            output: ["in 2 files (3 events, 2 processes"]),
        BadInput(
            name: "directory with --include and --exclude", files: appleLogDirectory,
            arguments: ["lint", "--reporter", "summary", "--include", "*.out", "--exclude", "sub/*", "--exclude", "*.ndjson", "logs"],
            status: 0, output: ["in 2 files (4 events, 2 processes"]),
        BadInput(
            name: "directory with skipped files, --quiet", files: appleLogDirectory, arguments: ["lint", "--quiet", "--reporter", "summary", "logs"],
            status: 0, output: ["in 2 files"]),
        // Recorded logs are never destroyed.
        BadInput(
            name: "diff --record with its arguments swapped", files: ["run.log": validRun],
            arguments: ["diff", "--record", "run.log", "golden.scenario"], status: 2,
            error: "error: run.log: not a scenario file, and --record would replace it; name the scenario first (diff --record EXPECTED OBSERVED), or replace it with --force",
            unchanged: ["run.log"]),
        BadInput(
            name: "capture onto a directory", files: ["out/keep.txt": []], arguments: ["capture", "-o", "out"], status: 2,
            error: "error: out: Is a directory"),
        BadInput(
            name: "capture onto a recorded log", files: ["keep.log": validRun], arguments: ["capture", "-o", "keep.log"], status: 2,
            error: "error: keep.log: the file exists; capture replaces a recorded log only with --force", unchanged: ["keep.log"]),
        // Configuration, baselines, scenarios: status 2, file and line.
        BadInput(
            name: "malformed YAML", files: [".tracecheck.yml": text("rules: [unclosed\n"), "app.log": validRun], arguments: ["lint", "app.log"], status: 2,
            error: "error: .tracecheck.yml:2: not valid YAML: did not find expected ',' or ']'"),
        BadInput(
            name: "wrong-typed YAML", files: ["wrong.yml": text("severity: 42\n"), "app.log": validRun], arguments: ["lint", "--config", "wrong.yml", "app.log"],
            status: 2, error: "error: wrong.yml:1: severity must be a mapping (key: value)"),
        BadInput(
            name: "YAML alias bomb", files: ["bomb.yml": text(aliasBomb), "app.log": validRun], arguments: ["lint", "--config", "bomb.yml", "app.log"], status: 2,
            error: "error: bomb.yml:1: unknown key 'a'"),
        BadInput(
            name: "baseline that is not JSON", files: ["base.json": text("not json"), "app.log": validRun],
            arguments: ["lint", "--baseline", "base.json", "app.log"], status: 2, error: "error: base.json:1: not a tracecheck baseline (not JSON)"),
        BadInput(
            name: "nested baseline", files: ["base.json": text("{\"schema\":\"tracecheck.baseline.v1\",\"findings\":[{\"findings\":[]}]}"), "app.log": validRun],
            arguments: ["lint", "--baseline", "base.json", "app.log"], status: 2,
            error: "error: base.json:1: not a tracecheck baseline (no 'rule' in findings[0])"),
        BadInput(
            name: "garbage scenario", files: ["expected.scenario": text("%%% not a scenario\n{{{\n"), "app.log": validRun],
            arguments: ["diff", "expected.scenario", "app.log"], status: 2,
            error: "error: expected.scenario:1: expected 'ROLE EVENT' (app, scene#N, vc#N or phase, then a callback), '...', or 'process'; got '%%% not a scenario'"),
        // Outputs that cannot be written: status 2, the path and the system's reason.
        BadInput(
            name: "report on a full device", files: ["app.log": validRun], arguments: ["lint", "--reporter", "json:/dev/full", "app.log"], status: 2,
            error: "error: /dev/full: No space left on device"),
        BadInput(
            name: "baseline on a full device", files: ["app.log": validRun], arguments: ["lint", "--write-baseline", "/dev/full", "app.log"], status: 2,
            error: "error: /dev/full: No space left on device"),
        BadInput(
            name: "picture on a full device", files: ["app.log": validRun], arguments: ["timeline", "--format", "svg", "-o", "/dev/full", "app.log"],
            status: 2, error: "error: /dev/full: No space left on device"),
        BadInput(
            name: "report in a missing directory", files: ["app.log": validRun], arguments: ["lint", "--reporter", "json:nodir/report.json", "app.log"],
            status: 2, error: "error: nodir/report.json: No such file or directory"),
        BadInput(
            name: "report onto a directory", files: ["out/keep.txt": [], "app.log": validRun], arguments: ["lint", "--reporter", "json:out", "app.log"],
            status: 2, error: "error: out: Is a directory"),
        // Usage errors: status 64.
        BadInput(name: "unknown option", arguments: ["lint", "--frobnicate"], status: 64),
        BadInput(name: "bad option value", arguments: ["parse", "--format", "yaml", "x.log"], status: 64),
    ]

    @Test(arguments: cases)
    func badInput(_ input: BadInput) throws {
        let directory = try Fixtures.temporaryDirectory()
        for (name, bytes) in input.files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop.log").path, withDestinationPath: "loop.log")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("dir").path) {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dir/self").path, withDestinationPath: ".")
        }
        let result: ToolResult
        if input.arguments.first == "<&-" {
            // A closed standard input needs a shell to close it.
            let command = ([ToolRunner.executable.path] + input.arguments.dropFirst()).joined(separator: " ") + " <&-"
            result = try ToolRunner.run(["-c", command], in: directory, program: URL(fileURLWithPath: "/bin/sh"))
        } else {
            result = try ToolRunner.run(input.arguments, in: directory)
        }
        #expect(result.status == input.status, "stderr: \(result.stderr)")
        if input.status == 64 {
            #expect(result.isUsageError, "\(result.stderr)")
        } else if let error = input.error {
            #expect(result.stderr == error + "\n")
        } else {
            #expect(result.stderr.isEmpty)
        }
        for text in input.output { #expect(result.stdout.contains(text), "stdout: \(result.stdout.prefix(400))") }
        for name in input.absent { #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), "\(name) exists") }
        for name in input.unchanged {
            #expect(FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) == Data(input.files[name] ?? []), "\(name) changed")
        }
    }

    /// Output into a pipe whose reader goes away: every subcommand stops quietly (by SIGPIPE, or
    /// with its usual status when the signal is ignored), never with an error or a crash.
    @Test(arguments: [
        ["parse", "big.log"], ["parse", "--format", "jsonl", "big.log"], ["lint", "big.log"], ["timeline", "big.log"],
        ["diff", Fixtures.path("traces/scenarios/wwdc19-launch.scenario"), "big.log"], ["rules"], ["model"], ["explain", "scene_gap"],
    ])
    func aClosedPipeEndsTheRunQuietly(_ arguments: [String]) throws {
        let directory = try Fixtures.temporaryDirectory()
        let cycle = "sceneWillEnterForeground(_:) <UIWindowScene: 0x1>\nsceneDidBecomeActive(_:) <UIWindowScene: 0x1>\n"
        try String(repeating: "sceneDidEnterBackground(_:) <UIWindowScene: 0x1>\n" + cycle, count: 20_000)
            .write(to: directory.appendingPathComponent("big.log"), atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        _ = try output.fileHandleForReading.read(upToCount: 1)
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE
        #expect(signalled || [0, 1].contains(process.terminationStatus), "\(process.terminationReason) \(process.terminationStatus)")
        #expect(try String(contentsOf: errors, encoding: .utf8) == "")
    }

    /// Endless input without a newline (/dev/zero): memory stays bounded, and Ctrl-C ends the run
    /// with its summary.
    @Test func endlessInputStaysBoundedAndEndsOnCtrlC() throws {
        let run = try LiveToolRun(["lint", "/dev/zero"])
        usleep(1_500_000)
        let peak = run.peakResidentKilobytes
        run.signal(SIGINT)
        let status = try run.finish()
        #expect(status == 128 + SIGINT)
        #expect(run.stdout.contains("0 errors, 0 warnings, 0 notes in 1 file"))
        #expect(run.stderr.hasPrefix("interrupted"))
        #expect((peak ?? 0) > 0 && (peak ?? .max) < 150_000, "peak \(peak ?? 0) KiB")
    }

    /// A FIFO is read as it is written, to its end.
    @Test func aFIFOIsReadToItsEnd() throws {
        let directory = try Fixtures.temporaryDirectory()
        let fifo = directory.appendingPathComponent("pipe.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(validRun))
                try? handle.close()
            }
        }
        writer.start()
        let result = try ToolRunner.run(["parse", "--count", "--format", "jsonl", fifo])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"lines\":2,"))
        #expect(result.stdout.contains("\"events\":2,"))
    }

    /// A file its reader may not open (skipped as root, who may open anything).
    @Test(.enabled(if: getuid() != 0))
    func anUnreadableFileIsAnError() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = directory.appendingPathComponent("secret.log").path
        try Data(validRun).write(to: URL(fileURLWithPath: path))
        chmod(path, 0)
        let result = try ToolRunner.run(["lint", "secret.log"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "error: secret.log: Permission denied\n")
    }

    /// A reading command without a path and a terminal on standard input is a usage error, not
    /// a silent wait for typed input (script(1) makes the terminal); `-` still reads it.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
        arguments: [["lint"], ["parse"], ["timeline"], ["export"], []])
    func aTerminalOnStandardInputIsNotWaitedOn(_ arguments: [String]) throws {
        let command = ([ToolRunner.executable.path] + arguments).joined(separator: " ")
        let result = try ToolRunner.run(["-qec", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 64)
        #expect(result.stdout.contains(
            "error: no input: give log files or directories, or - to read the terminal (standard input is read without - only from a pipe or a file)"))
        #expect(result.stdout.contains("help: 'tracecheck \(arguments.first ?? "lint") --help' lists its options"))
    }

    /// A baseline of an interrupted run would accept only what was read: it is not written, and
    /// the run ends with the signal's status.
    @Test func anInterruptedRunWritesNoBaseline() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("base.json").path
        let run = try LiveToolRun(["lint", "--write-baseline", baseline, "-"])
        try run.write("sceneWillEnterForeground(_:) <UIWindowScene: 0x1>\nsceneDidEnterBackground(_:) <UIWindowScene: 0x1>\n")
        run.waitUntilInputIsRead()
        run.signal(SIGTERM)
        #expect(try run.finish() == 128 + SIGTERM)
        #expect(run.stderr.contains("interrupted: the baseline was not written (it would accept only what was read)"))
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test func theCatalogHasAtLeastThirtyCases() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}

extension Array {
    fileprivate func repeated(_ count: Int) -> [Element] { [[Element]](repeating: self, count: count).flatMap { $0 } }
}
