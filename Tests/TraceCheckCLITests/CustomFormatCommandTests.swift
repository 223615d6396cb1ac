import Foundation
import Testing
import TraceCheckTestSupport

/// `formats:`, `callbacks:` and `pattern_limits:` of `.tracecheck.yml` through the commands: the
/// worked example in docs/examples/structured-logger, `--input-format NAME`, and every bad
/// configuration as one line with its file and line (exit 2).
@Suite struct CustomFormatCommandTests {
    static let example = Fixtures.root.appendingPathComponent("docs/examples/structured-logger")

    @Test(arguments: [
        (["lint", "app.log"], 1, "app.lint.text.expected"),
        (["parse", "--format", "jsonl", "app.log"], 0, "app.parse.jsonl"),
        (["parse", "--debug-parse", "app.log"], 0, "app.debug-parse.expected"),
        (["lint", "--input-format", "lc", "app.log"], 1, "app.lint.text.expected"),
    ])
    func exampleMatchesGolden(_ arguments: [String], _ status: Int32, _ golden: String) throws {
        let result = try ToolRunner.run(arguments, in: Self.example)
        #expect(result.status == status)
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: "docs/examples/structured-logger/" + golden)
    }

    @Test func forcingABuiltInStyleLeavesTheFormatsOut() throws {
        let result = try ToolRunner.run(["parse", "--count", "--input-format", "plain", "app.log"], in: Self.example)
        #expect(result.status == 0)
        #expect(result.stdout.contains("events: 0\n"))
    }

    @Test func unknownInputFormatIsAUsageErrorWithASuggestion() throws {
        let result = try ToolRunner.run(["parse", "--input-format", "lcc", "app.log"], in: Self.example)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: unknown input format 'lcc' (known: "))
        #expect(result.stderr.hasSuffix("\nhelp: did you mean 'lc'?\n"))
    }

    /// Each bad configuration, and the one line it gets.
    @Test(arguments: [
        ("formats:\n  - name: x\n    pattern: '(?<message>'\n", "3: format 'x': pattern does not compile at offset 11: missing closing parenthesis"),
        ("formats:\n  - name: x\n    pattern: '(?<msg>.*)'\n", "3: format 'x': unknown group 'msg' (known: timestamp, pid, tid, process, subsystem, category, level, message, event, subject, receiver, state)"),
        ("formats:\n  - name: x\n    pattern: '(?<pid>\\d+)'\n", "3: format 'x': pattern needs a 'message' or an 'event' group"),
        ("formats:\n  - name: xcode\n    pattern: '(?<message>.*)'\n", "2: format name 'xcode' is taken (by a built-in style or another format)"),
        ("formats:\n  - pattern: '(?<message>.*)'\n", "2: a format needs a name"),
        ("formats:\n  - name: x\n    patern: '(?<message>.*)'\n", "3: unknown key 'patern' in a format (did you mean 'pattern'?)"),
        ("formats:\n  - name: x\n    pattern: '(?<timestamp>\\S+) (?<message>.*)'\n    timestamp_layout: '%H:%Q'\n",
         "4: timestamp layout '%H:%Q' unknown directive %Q (known: %Y %m %b %d %e %H %M %S %f %z %%, or iso8601, epoch, epoch_ms)"),
        ("formats:\n  - name: x\n    pattern: 'LC (?<event>\\w+)'\n    samples:\n      - line: 'XX fg'\n",
         "5: format 'x': sample does not match the pattern"),
        ("formats:\n  - name: x\n    pattern: 'LC (?<event>\\w+)'\n    samples:\n      - line: 'LC sceneDidBecomeActive'\n        event: scene.willEnterForeground\n",
         "6: format 'x': sample yields event scene.didBecomeActive, not scene.willEnterForeground"),
        ("formats:\n  - name: x\n    pattern: 'LC (?<event>\\w+)'\n    samples:\n      - line: 'LC fg'\n        event: scene.willEnterForeground\n",
         "5: format 'x': sample is not an event (format 'x'; event 'fg' is not a life-cycle callback (map it under callbacks:, or to noise))"),
        ("formats:\n  - name: x\n    pattern: 'LC (?<event>\\w+)'\n    samples:\n      - line: 'LC sceneDidBecomeActive'\n        noise: true\n",
         "5: format 'x': sample is an event (scene.didBecomeActive), not noise"),
        ("callbacks:\n  fg: scene.willEnterForeground\nformats:\n  - name: x\n    pattern: 'LC (?<event>\\w+)'\n    samples:\n      - { line: 'LC fg', event: scene.willEnterForegrund }\n",
         "7: unknown event 'scene.willEnterForegrund' (did you mean 'scene.willEnterForeground'?) (see docs/events.md)"),
        ("pattern_limits:\n  match: 0\n", "2: match must be a whole number above 0"),
        ("formats:\n  - name: x\n    pattern: '(?<message>(a+)+$)'\n    samples:\n      - line: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab'\npattern_limits: { match: 1000 }\n",
         "5: format 'x': sample hits a pattern limit: format 'x': match error -47: match limit exceeded"),
    ])
    func badConfigurationIsOneLine(_ config: String, _ expected: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try config.write(to: directory.appendingPathComponent(".tracecheck.yml"), atomically: true, encoding: .utf8)
        try "LC fg\n".write(to: directory.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        for command in [["lint", "a.log"], ["parse", "a.log"]] {
            let result = try ToolRunner.run(command, in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "error: .tracecheck.yml:\(expected)\n")
        }
    }
}
