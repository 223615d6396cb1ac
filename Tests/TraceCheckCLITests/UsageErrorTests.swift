import Foundation
import Testing
import TraceCheckTestSupport

/// Usage errors: exit status 64, one `error:` line and one `help:` line, the same shape for
/// every subcommand, with "did you mean" by edit distance among the names that apply
/// (docs/reliability.md, "Usage errors").
@Suite struct UsageErrorTests {
    private static let log = "traces/invalid/scene-violations.log"

    @Test(arguments: [
        (["lnt", log], "error: unknown command 'lnt'", "help: did you mean 'lint'?"),
        (["timline", log], "error: unknown command 'timline'", "help: did you mean 'timeline'?"),
        (["lint", log, "--colr", "always"], "error: unknown option '--colr'", "help: did you mean '--color'?"),
        (["lint", log, "--colour", "always"], "error: unknown option '--colour'", "help: did you mean '--color'?"),
        // Nothing close: no wrong guess (it used to suggest --kind).
        (["lint", log, "--pdi", "3"], "error: unknown option '--pdi'", "help: 'tracecheck lint --help' lists its options"),
        (["lint", log, "--fail-on", "warnings"], "error: invalid value 'warnings' for --fail-on (error, warning, note or never)",
         "help: did you mean 'warning'?"),
        (["lint", log, "--only", "callback_ordr"], "error: unknown rule 'callback_ordr'", "help: did you mean 'callback_order'?"),
        (["lint", log, "--disable", "zzzzzzzzzz"], "error: unknown rule 'zzzzzzzzzz'", "help: 'tracecheck rules' lists the rules"),
        (["lint", log, "--reporter", "jsn:out.json"], "error: invalid value 'jsn:out.json' for --reporter (text, summary, json, sarif, junit or github)",
         "help: did you mean 'json'?"),
        (["timeline", log, "--format", "svgg"], "error: invalid value 'svgg' for --format (text, svg, mermaid, plantuml or chrome)",
         "help: did you mean 'svg'?"),
        (["rules", "--kind", "stat"], "error: invalid value 'stat' for --kind (state, ordering, pairing, session, attribution or process)",
         "help: did you mean 'state'?"),
        (["explain", "callback_ordr"], "error: unknown rule 'callback_ordr'", "help: did you mean 'callback_order'?"),
        (["diff", log], "error: missing expected argument '<observed>'", "help: 'tracecheck diff --help' lists its options"),
        (["lint", log, "--fail-on"], "error: missing value for '--fail-on <fail-on>'", "help: 'tracecheck lint --help' lists its options"),
        (["timeline", log, "--width", "3"], "error: --width must be at least 40", "help: 'tracecheck timeline --help' lists its options"),
        // A value with a quote of its own is not taken apart.
        (["lint", log, "--fail-on", "it's"],
         "error: the value 'it's' is invalid for '--fail-on <fail-on>'. Please provide one of 'error', 'warning', 'note' or 'never'",
         "help: 'tracecheck lint --help' lists its options"),
        (["--generate-completion-script", "fsh"],
         "error: can't generate completion scripts for 'fsh'; Please use --generate-completion-script=<shell> with one of: zsh bash fish",
         "help: 'tracecheck --help' lists its options"),
    ] as [([String], String, String)])
    func oneErrorLineAndOneHelpLine(_ arguments: [String], _ error: String, _ help: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == error + "\n" + help + "\n")
    }

    /// Every subcommand given an unknown option (after its required arguments) says it the
    /// same way.
    @Test(arguments: [
        ["lint"], ["diff", log, log], ["timeline"], ["parse"], ["capture", "-o", "x.log"], ["merge", "a.json"], ["export"], ["rules"],
        ["explain", "scene_gap"], ["model"],
    ])
    func everySubcommandHasTheSameShape(_ command: [String]) throws {
        let subcommand = command[0]
        let result = try ToolRunner.run(command + ["--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown option '--no-such-option'\nhelp: 'tracecheck \(subcommand) --help' lists its options\n")
    }

    /// A first argument that is a file is read by the default subcommand, however close to a
    /// subcommand's name; a missing file that is no close name stays an input error.
    @Test func aFileNamedLikeACommandIsRead() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "sceneDidBecomeActive(_:)\n".write(to: directory.appendingPathComponent("lnt"), atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(["lnt"], in: directory).status == 0)
        let missing = try ToolRunner.run(["nothing-here.log"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: nothing-here.log: no such file or directory\n")
    }
}
