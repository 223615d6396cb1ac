import Foundation
import Testing
import TraceCheckTestSupport

/// `.tracecheck.yml` is found the way linters find theirs: from each input's directory upward,
/// then from the working directory; `--config` names one on every command that reads logs;
/// paths in it are relative to it. A configuration never silently stops applying.
@Suite struct ConfigurationLookupCommandTests {
    static let example = "docs/examples/structured-logger"

    /// `cd proj && tracecheck lint app.log` and `tracecheck lint proj/app.log` from anywhere
    /// report the same findings (the second reported none: the format did not apply).
    @Test func theConfigurationBesideTheInputAppliesFromAnyDirectory() throws {
        let inside = try ToolRunner.run(["lint", "app.log"], in: Fixtures.root.appendingPathComponent(Self.example))
        let fromRoot = try ToolRunner.run(["lint", Self.example + "/app.log"])
        let elsewhere = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let fromAnywhere = try ToolRunner.run(["lint", Fixtures.path(Self.example + "/app.log")], in: elsewhere)
        #expect(inside.status == 1)
        #expect(fromRoot.status == 1 && fromAnywhere.status == 1)
        #expect(fromRoot.stdout == inside.stdout.replacingOccurrences(of: "app.log", with: Self.example + "/app.log"))
        #expect(fromAnywhere.stdout == inside.stdout.replacingOccurrences(of: "app.log", with: Fixtures.path(Self.example) + "/app.log"))
        // A directory input finds the configuration in it.
        let directory = try ToolRunner.run(["lint", "--reporter", "summary", Self.example])
        #expect(directory.stdout == "1 error, 0 warnings, 1 note in 1 file (10 events, 1 process, 1 scene)\n")
    }

    /// Every command that reads logs takes --config: the example's log read from elsewhere with
    /// its configuration named gives its events.
    @Test(arguments: [
        ["parse", "--count"], ["timeline"], ["export"], ["lint", "--reporter", "summary"],
    ])
    func everyReadingCommandTakesConfig(_ command: [String]) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent(Self.example + "/app.log"), to: directory.appendingPathComponent("app.log"))
        let without = try ToolRunner.run(command + ["app.log"], in: directory)
        let with = try ToolRunner.run(command + ["--config", Fixtures.path(Self.example + "/.tracecheck.yml"), "app.log"], in: directory)
        #expect(with.stdout != without.stdout, "--config changed nothing for \(command)")
        if command.first == "parse" {
            #expect(without.stdout.contains("events: 0\n"))
            #expect(with.stdout.contains("events: 10\n"))
        }
    }

    @Test func diffAndModelTakeConfig() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = try ToolRunner.run(["model", "--config", Fixtures.path("docs/examples/swiftui-view/.tracecheck.yml"), "view"], in: directory)
        #expect(model.status == 0)
        #expect(model.stdout.contains("SwiftUI view appearance"))
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent(Self.example + "/app.log"), to: directory.appendingPathComponent("app.log"))
        let config = Fixtures.path(Self.example + "/.tracecheck.yml")
        let diff = try ToolRunner.run(["diff", "--config", config, "app.log", "app.log"], in: directory)
        #expect(diff.status == 0, "\(diff.stderr)")
        let unconfigured = try ToolRunner.run(["diff", "app.log", "app.log"], in: directory)
        #expect(unconfigured.status == 3, "without the configuration the log holds no callback")
    }

    /// `baseline:` is relative to the configuration file, so a run from a subfolder finds it
    /// (it used to be looked up from the working directory: exit 2).
    @Test func pathsInTheConfigurationAreRelativeToIt() throws {
        let project = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        let sub = project.appendingPathComponent("logs/today")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Fixtures.text("traces/synthetic/rules/scene_missing_resign_active.log").write(
            to: sub.appendingPathComponent("run.log"), atomically: true, encoding: .utf8)
        try "baseline: ci/baseline.json\n".write(to: project.appendingPathComponent(".tracecheck.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let write = try ToolRunner.run(["lint", "--write-baseline", "../../ci/baseline.json", "run.log"], in: sub)
        #expect(write.status == 0, "\(write.stderr)")
        let fromSubfolder = try ToolRunner.run(["lint", "run.log"], in: sub)
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.stderr)")
        #expect(fromSubfolder.stdout.hasPrefix("0 errors, 0 warnings, 0 notes"))
    }

    /// Inputs under two configuration files are not linted with one of them.
    @Test func inputsUnderDifferentConfigurationsAreAnError() throws {
        let result = try ToolRunner.run(["lint", Self.example + "/app.log", "docs/examples/swiftui-view/app.log"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            error: the inputs are under different configurations: \(Self.example)/.tracecheck.yml (\(Self.example)/app.log), \
            docs/examples/swiftui-view/.tracecheck.yml (docs/examples/swiftui-view/app.log); lint them in separate runs, or name one with --config

            """)
        let named = try ToolRunner.run(
            ["lint", "--reporter", "summary", "--config", Self.example + "/.tracecheck.yml", Self.example + "/app.log", "docs/examples/swiftui-view/app.log"])
        #expect(named.status == 1)
    }

    /// A custom format's unmapped event word is unrecognized, so the summary hints at it.
    @Test func anUnmappedEventWordIsCounted() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent(Self.example + "/.tracecheck.yml"), to: directory.appendingPathComponent(".tracecheck.yml"))
        let log = "2024-03-02T09:15:01.120Z LC|obj=app|ev=launch\n2024-03-02T09:15:01.130Z LC|obj=app|ev=sleep\n"
            + "2024-03-02T09:15:01.140Z LC|obj=0x1|ev=background\n"
        try log.write(to: directory.appendingPathComponent("app.log"), atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["lint", "app.log"], in: directory)
        #expect(result.stdout.contains("(1 event, 1 process, 0 scenes; 2 unrecognized lines (see tracecheck parse --verbose))"))
        let verbose = try ToolRunner.run(["parse", "--verbose", "app.log"], in: directory)
        #expect(verbose.stderr.contains("app.log:2: unrecognized (unmapped-event): 2024-03-02T09:15:01.130Z LC|obj=app|ev=sleep"))
        // A phase word alone is not taken for a SwiftUI phase (it was: phase.background).
        #expect(verbose.stderr.contains("app.log:3: unrecognized (ambiguous-receiver): 2024-03-02T09:15:01.140Z LC|obj=0x1|ev=background"))
        #expect(!verbose.stdout.contains("phase.background"))
    }
}
