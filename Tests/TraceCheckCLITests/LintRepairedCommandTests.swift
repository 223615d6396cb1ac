import Foundation
import Testing
import TraceCheckTestSupport

/// `lint --write-repaired FILE`: the run as a scenario with its repairs, beside the usual report
/// and status, that `diff` reads and that a run behaving as documented matches.
@Suite struct LintRepairedCommandTests {
    private static let log = "traces/invalid/scene-violations.log"

    @Test func theRepairedRunMatchesItsGoldenAndDiffListsTheRepairs() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repaired = directory.appendingPathComponent("run.scenario").path
        let plain = try ToolRunner.run(["lint", Self.log, "--reporter", "summary"])
        let result = try ToolRunner.run(["lint", Self.log, "--reporter", "summary", "--write-repaired", repaired])
        #expect(result.status == plain.status)
        #expect(result.stdout == plain.stdout)
        #expect(result.stderr.contains("wrote the repaired run of 1 process to \(repaired): 3 filled in, 0 reordered, 1 marked extra"), "\(result.stderr)")
        Golden.check(try String(contentsOfFile: repaired, encoding: .utf8), against: "traces/invalid/scene-violations.repaired.scenario.expected")
        // Every repair is a difference: three filled in (missing from the log), one extra.
        let diff = try ToolRunner.run(["diff", "--reporter", "json", repaired, Self.log])
        #expect(diff.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any])
        #expect(report["differences"] as? Int == 4)
    }

    /// The same app run as documented (the missing callbacks printed, the swap undone, the repeat
    /// gone) matches the repaired run of the faulty one.
    @Test func aDocumentedRunMatchesTheRepairedOne() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let faulty = directory.appendingPathComponent("faulty.log")
        try """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
            sceneWillResignActive(_:) <UIWindowScene: 0x1>
            sceneDidDisconnect(_:) <UIWindowScene: 0x1>

            """.write(to: faulty, atomically: true, encoding: .utf8)
        let documented = directory.appendingPathComponent("documented.log")
        try """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x7>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x7>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x7>
            sceneWillResignActive(_:) <UIWindowScene: 0x7>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x7>
            sceneDidDisconnect(_:) <UIWindowScene: 0x7>

            """.write(to: documented, atomically: true, encoding: .utf8)
        let repaired = directory.appendingPathComponent("run.scenario").path
        let result = try ToolRunner.run(["lint", faulty.path, "--reporter", "summary", "--write-repaired", repaired])
        #expect(result.stderr.contains("1 filled in, 2 reordered, 1 marked extra"), "\(result.stderr)")
        let diff = try ToolRunner.run(["diff", repaired, documented.path])
        #expect(diff.status == 0, "\(diff.stdout)")
        #expect(try ToolRunner.run(["lint", documented.path, "--reporter", "summary"]).status == 0)
    }

    @Test func standardInputIsRepairedToo() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repaired = directory.appendingPathComponent("run.scenario").path
        let result = try ToolRunner.run(["lint", "-", "--reporter", "summary", "--write-repaired", repaired], stdin: Data(Fixtures.text(Self.log).utf8))
        #expect(result.stderr.contains("3 filled in, 0 reordered, 1 marked extra"), "\(result.stderr)")
        #expect(try String(contentsOfFile: repaired, encoding: .utf8).contains("scene#2 willEnterForeground  # filled in: missing before line 9"))
    }

    /// A recorded log, or an input, is never replaced by the repaired run.
    @Test(arguments: [
        ("input", "error: --write-repaired IN: it would replace an input\nhelp: name a new file, run.scenario\n"),
        ("log", "error: --write-repaired LOG: the file is not a scenario, and it would be replaced\nhelp: name a new file, or a .scenario file to replace\n"),
    ])
    func aLogIsNotReplaced(_ target: String, _ message: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.log")
        let other = directory.appendingPathComponent("other.log")
        let text = try Fixtures.text(Self.log)
        try text.write(to: input, atomically: true, encoding: .utf8)
        try text.write(to: other, atomically: true, encoding: .utf8)
        let path = target == "input" ? input.path : other.path
        let result = try ToolRunner.run(["lint", input.path, "--write-repaired", path])
        #expect(result.status == 64)
        #expect(result.stderr == message.replacingOccurrences(of: "IN", with: input.path).replacingOccurrences(of: "LOG", with: other.path))
        #expect(try String(contentsOf: input, encoding: .utf8) == text)
        #expect(try String(contentsOf: other, encoding: .utf8) == text)
    }

    /// An input named another way (`./x.log`, a file of an input directory) is still an input;
    /// a baseline and a repaired run are not written by one run.
    @Test func otherWaysToNameAnInputAndABaseline() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.log")
        let text = try Fixtures.text(Self.log)
        try text.write(to: input, atomically: true, encoding: .utf8)
        for arguments in [
            ["lint", "./in.log", "--write-repaired", "in.log"], ["lint", ".", "--write-repaired", "in.log"],
            ["lint", "in.log", "--write-repaired", "run.scenario", "--write-baseline", "b.json"],
        ] {
            let result = try ToolRunner.run(arguments, in: directory)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: --write-repaired"), "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOf: input, encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("run.scenario").path))
    }

    /// A repaired run that cannot be written costs no report: the report comes first, then the
    /// error (status 2).
    @Test func aTargetThatCannotBeWrittenLeavesTheReport() throws {
        let result = try ToolRunner.run(["lint", Self.log, "--reporter", "summary", "--write-repaired", "/nonexistent-dir/run.scenario"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("4 errors"), "\(result.stdout)")
    }
}
