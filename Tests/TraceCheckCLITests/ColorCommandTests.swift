import Foundation
import Testing
import TraceCheckTestSupport

/// `--color auto|always|never` and the environment's conventions, for every command that colours
/// standard output (lint's text report, diff, timeline): `NO_COLOR` only when not empty,
/// `CLICOLOR_FORCE`, `CLICOLOR=0` and `TERM=dumb`; never in a file.
@Suite struct ColorCommandTests {
    private static let escape = "\u{1B}["
    /// A log with findings (their severities are coloured).
    private static let log = "traces/invalid/scene-violations.log"

    /// Lint's text report on a pipe, with `environment` (an empty `NO_COLOR` unless given).
    private func lint(_ options: [String], environment: [String: String] = [:]) throws -> String {
        let result = try ToolRunner.run(["lint", Self.log] + options, environment: ["NO_COLOR": ""].merging(environment) { $1 })
        #expect(result.status == 1, "\(result.stderr)")
        return result.stdout
    }

    @Test(arguments: [
        // (options, environment, coloured) on a pipe
        ([], [:], false),
        (["--color", "always"], [:], true),
        (["--color", "always"], ["NO_COLOR": "1"], true),
        (["--color", "never"], ["CLICOLOR_FORCE": "1"], false),
        ([], ["CLICOLOR_FORCE": "1"], true),
        ([], ["CLICOLOR_FORCE": "0"], false),
        ([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
        ([], ["CLICOLOR_FORCE": "1", "TERM": "dumb"], true),
    ] as [([String], [String: String], Bool)])
    func onAPipe(_ options: [String], _ environment: [String: String], _ coloured: Bool) throws {
        #expect(try lint(options, environment: environment).contains(Self.escape) == coloured, "\(options) \(environment)")
    }

    @Test func anUnknownChoiceIsAUsageError() throws {
        let result = try ToolRunner.run(["lint", Self.log, "--color", "sometimes"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("always"))
    }

    @Test func diffAndTimelineFollowTheOption() throws {
        let timeline = try ToolRunner.run(["timeline", Self.log, "--color", "always"])
        #expect(timeline.stdout.contains(Self.escape))
        #expect(!(try ToolRunner.run(["timeline", Self.log, "--color", "never"])).stdout.contains(Self.escape))
        let expected = "traces/real/blog-split-view-2020.log"
        let diff = try ToolRunner.run(["diff", expected, Self.log, "--color", "always"])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains(Self.escape))
        #expect(!(try ToolRunner.run(["diff", expected, Self.log])).stdout.contains(Self.escape))
    }

    @Test func aReportInAFileIsNeverColoured() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.txt").path
        _ = try lint(["--color", "always", "--reporter", "text:\(file)"])
        let report = try String(contentsOfFile: file, encoding: .utf8)
        #expect(report.contains("error:"))
        #expect(!report.contains(Self.escape))
    }
}

/// The same on a terminal (a pseudo-terminal made by script(1)).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ColorOnTerminalTests {
    /// `tracecheck lint LOG OPTIONS` on a pseudo-terminal with `environment` (`NAME=value`; an
    /// empty value sets it empty, `-NAME` removes it); what it printed there.
    private func onTerminal(_ options: [String], _ environment: [String]) throws -> String {
        let settings = environment.map { $0.hasPrefix("-") ? "-u '\($0.dropFirst())'" : "'\($0)'" }
        let command = (["env"] + settings + [ToolRunner.executable.path, "lint", "traces/invalid/scene-violations.log"] + options.map { "'\($0)'" })
            .joined(separator: " ")
        return try ToolRunner.run(["-qec", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script")).stdout
    }

    @Test(arguments: [
        ([], ["-NO_COLOR", "TERM=xterm"], true),
        // Present and empty is not set (no-color.org).
        ([], ["NO_COLOR=", "TERM=xterm"], true),
        ([], ["NO_COLOR=1", "TERM=xterm"], false),
        ([], ["-NO_COLOR", "TERM=dumb"], false),
        ([], ["-NO_COLOR", "TERM=xterm", "CLICOLOR=0"], false),
        (["--color", "never"], ["-NO_COLOR", "TERM=xterm"], false),
        (["--color", "always"], ["-NO_COLOR", "TERM=dumb"], true),
    ] as [([String], [String], Bool)])
    func onATerminal(_ options: [String], _ environment: [String], _ coloured: Bool) throws {
        #expect(try onTerminal(options, environment).contains("\u{1B}[") == coloured, "\(options) \(environment)")
    }
}
