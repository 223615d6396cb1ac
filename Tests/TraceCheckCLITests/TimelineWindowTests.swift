import Foundation
import Testing
import TraceCheckTestSupport

/// Parts of a big log: `timeline --around`, `--lines`, `--process`, `--pid`, and `lint
/// --process`, `--pid`.
@Suite struct TimelineWindowTests {
    private static let log = "traces/invalid/scene-violations.log"
    private static let processes = "traces/synthetic/interleaved-processes.log"

    /// The event lines a text timeline draws.
    private func drawnLines(_ arguments: [String]) throws -> [Int] {
        let result = try ToolRunner.run(["timeline"] + arguments + ["--ascii"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap { line in
            line.contains("|") ? Int(line.prefix(5).trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    @Test(arguments: [
        (["--around", "10:2"], [8, 9, 10, 11, 12]),
        (["--around", "\(log):10:1"], [9, 10, 11]),
        (["--around", "\(log):1:0"], [1]),
        (["--lines", "3-5"], [3, 4, 5]),
        (["--lines", "\(log):11-40"], [11, 12, 13]),
    ] as [([String], [Int])])
    func aWindowOfRows(_ options: [String], _ lines: [Int]) throws {
        #expect(try drawnLines([Self.log] + options) == lines)
    }

    /// Interleaved processes: rows are drawn per process, so a window is the events printed on
    /// the lines (whatever their process), or those around a line in the process that printed
    /// it; with two inputs and no FILE:, the lines of each.
    @Test(arguments: [
        (["--around", "9:1"], [7, 9, 10]),
        (["--around", "15:0"], [15]),
        (["--around", "12:1"], [11, 12]),
        (["--lines", "8-9"], [8, 9]),
    ] as [([String], [Int])])
    func interleavedProcesses(_ options: [String], _ lines: [Int]) throws {
        #expect(try drawnLines([Self.processes] + options) == lines, "\(options)")
    }

    @Test func everyInputWithoutAFileName() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copies = ["a.log", "b.log"].map { directory.appendingPathComponent($0).path }
        for copy in copies { try Fixtures.text(Self.processes).write(toFile: copy, atomically: true, encoding: .utf8) }
        #expect(try drawnLines(copies + ["--lines", "9-10"]) == [9, 10, 9, 10])
        #expect(try drawnLines(copies + ["--lines", "\(copies[1]):9-10"]) == [9, 10])
    }

    @Test func aWindowListsOnlyItsFindingsAndLanes() throws {
        let shown = try ToolRunner.run(["timeline", Self.log, "--lines", "3-5"]).stdout
        #expect(!shown.contains("s#2"), "scene#2 is not attached on lines 3-5")
        #expect(!shown.contains("findings:"), "no finding on lines 3-5")
        let around = try ToolRunner.run(["timeline", Self.log, "--around", "9:0"]).stdout
        #expect(around.contains(":9: error:"))
        #expect(!around.contains(":6: error:"))
    }

    /// Reading stops once the window's processes have ended: the rows and findings are those
    /// of a whole read (here the next process starts right after the window's).
    @Test func aWindowBeforeTheNextProcessStopsReadingThere() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines: [String] = []
        for (pid, minute) in [(100, 0), (200, 5), (300, 9)] {
            for (index, callback) in ["application(_:didFinishLaunchingWithOptions:)", "sceneWillEnterForeground(_:) <UIWindowScene: 0x1\(pid)>",
                                      "sceneDidBecomeActive(_:) <UIWindowScene: 0x1\(pid)>"].enumerated() {
                lines.append("2026-03-02 09:0\(minute):00.\(index)00000+0100 Diary[\(pid):1a2b] \(callback)")
            }
        }
        let log = directory.appendingPathComponent("three.log").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: log, atomically: true, encoding: .utf8)
        for (options, drawn) in [(["--lines", "4-6"], [4, 5, 6]), (["--around", "2:1"], [1, 2, 3]), (["--process", "2"], [4, 5, 6])] {
            #expect(try drawnLines([log] + options) == drawn, "\(options)")
        }
        // A line between two processes: the process after it.
        var gap = lines
        gap.insert("2026-03-02 09:04:00.000000+0100 Diary[100:1a2b] [Network] GET /v2/entries 200", at: 3)
        let gapLog = directory.appendingPathComponent("gap.log").path
        try (gap.joined(separator: "\n") + "\n").write(toFile: gapLog, atomically: true, encoding: .utf8)
        #expect(try drawnLines([gapLog, "--around", "4:1"]) == [5, 6])
        let window = try ToolRunner.run(["timeline", log, "--lines", "4-6"]).stdout
        let whole = try ToolRunner.run(["timeline", log]).stdout
        for finding in whole.split(separator: "\n").filter({ $0.contains("three.log:5:") || $0.contains("three.log:4:") }) {
            #expect(window.contains(finding), "\(finding)")
        }
    }

    /// lint's text report prints, under each error, the command that draws it, shell-quoted;
    /// the command runs and draws the error's line.
    @Test func eachErrorNamesTheCommandThatDrawsIt() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.text(Self.log).write(to: directory.appendingPathComponent("my run.log"), atomically: true, encoding: .utf8)
        let lint = try ToolRunner.run(["lint", "my run.log"], in: directory)
        let commands = lint.stdout.split(separator: "\n").filter { $0.hasPrefix("    timeline: ") }.map { $0.dropFirst("    timeline: ".count) }
        #expect(commands.count == 4, "one per error: \(lint.stdout)")
        let first = try #require(commands.first)
        #expect(first == "tracecheck timeline --around 'my run.log:6' 'my run.log'")
        let command = first.replacingOccurrences(of: "tracecheck", with: "'\(ToolRunner.executable.path)'") + " --ascii"
        let drawn = try ToolRunner.run(["-c", command], in: directory, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains("    6 |"))
        #expect(!(try ToolRunner.run(["lint", "-"], stdin: Data((try Fixtures.text(Self.log)).utf8)).stdout.contains("timeline:")), "none for standard input")
    }

    /// --from/--to: the events printed between two times, by their timestamps (a time of day,
    /// or a date and time), whatever their process.
    @Test(arguments: [
        (["--from", "09:05", "--to", "09:06"], [11, 12, 13, 14]),
        // Drawn process by process: process#2's rows, then process#3's.
        (["--from", "09:30"], [17, 19, 15, 16, 18, 20]),
        (["--to", "09:00:00.110"], [2, 3]),
        (["--from", "2026-03-02 09:05:00.015", "--to", "2026-03-02 09:05:00.030"], [13, 14]),
        (["--from", "09:05", "--to", "09:06", "--process", "1"], [11, 12]),
    ] as [([String], [Int])])
    func aTimeRange(_ options: [String], _ lines: [Int]) throws {
        #expect(try drawnLines([Self.processes] + options) == lines, "\(options)")
    }

    @Test func oneProcessByNumberOrPid() throws {
        let second = try drawnLines([Self.processes, "--process", "2"])
        #expect(second == [5, 7, 9, 10, 13, 14, 17, 19])
        #expect(try drawnLines([Self.processes, "--pid", "4150"]) == second)
    }

    /// Rows, processes or times that choose nothing, or cannot be read: usage errors.
    @Test(arguments: [
        ([Self.log, "--process", "7"], "error: no process of the input is process #7\n"),
        ([Self.log, "--around", "99"], "error: no process of the input is within 20 events of line 99\n"),
        ([Self.log, "--around", "x:y"], "error: --around x:y: not LINE, LINE:N, FILE:LINE or FILE:LINE:N\n"),
        ([Self.log, "--lines", "9-3"], "error: --lines 9-3: not A-B or FILE:A-B with 0 < A <= B\n"),
        ([Self.log, "--around", "3", "--lines", "3-5"], "error: --around and --lines both choose the rows\n"),
        ([Self.processes, "--from", "10:00"], "error: no event printed from 10:00\n"),
        ([Self.processes, "--from", "9h"], "error: --from 9h: not a time\n"),
        ([Self.processes, "--from", "09:00", "--lines", "3-4"], "error: --lines and --from/--to both choose the rows\n"),
    ] as [([String], String)])
    func aSelectionOfNothingIsAUsageError(_ arguments: [String], _ error: String) throws {
        let result = try ToolRunner.run(["timeline"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(error), "\(result.stderr)")
        #expect(result.isUsageError)
    }

    @Test func lintReportsTheFindingsOfTheProcessesChosen() throws {
        let all = try ToolRunner.run(["lint", Self.processes])
        #expect(all.stdout.contains("process#1 (pid 4100) ended"))
        for options in [["--process", "1"], ["--pid", "4100"]] {
            let one = try ToolRunner.run(["lint", Self.processes] + options)
            #expect(one.stdout.contains("process#1 (pid 4100) ended"), "\(options)")
            #expect(!one.stdout.contains("restored_session"), "\(options): a finding of process#3")
            #expect(one.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 1 file (19 events, 3 processes, 3 scenes)\n"))
        }
        #expect(try ToolRunner.run(["lint", Self.processes, "--process", "2"]).stdout.hasPrefix("0 errors, 0 warnings, 0 notes"))
        // A choice that matches no process is said, not an empty report.
        let none = try ToolRunner.run(["lint", Self.processes, "--process", "9", "--pid", "1"])
        #expect(none.status == 64)
        #expect(none.stderr == "error: no process of the input is process #9 or pid 1 (it has 3 processes)\nhelp: 'tracecheck parse' lists the input's processes\n")
    }
}
