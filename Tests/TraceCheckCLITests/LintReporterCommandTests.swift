import Conformance
import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct LintReporterCommandTests {
    /// Traces whose lint output is kept for every reporter, next to the trace, as
    /// `NAME.lint.REPORTER.expected`.
    static let traces = [
        "traces/real/blog-split-view-2020.log",
        "traces/synthetic/xcode-console.log",
        "traces/synthetic/objc-pretty-function.log",
        "traces/invalid/scene-violations.log",
    ]
    static let reporters = builtInReporters.map { $0.identifier }

    static func golden(_ trace: String, _ reporter: String) -> String {
        String(trace.dropLast(".log".count)) + ".lint.\(reporter).expected"
    }

    /// The status `lint` exits with for a trace: 1 only for the trace with errors.
    static func status(_ trace: String) -> Int32 { trace.hasPrefix("traces/invalid/") ? 1 : 0 }

    @Test(arguments: traces, reporters)
    func outputMatchesGolden(_ trace: String, _ reporter: String) throws {
        let result = try ToolRunner.run(["lint", "--reporter", reporter, trace])
        #expect(result.status == Self.status(trace))
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: Self.golden(trace, reporter))
    }

    @Test func textIsTheDefaultReporter() throws {
        let trace = "traces/real/blog-split-view-2020.log"
        let result = try ToolRunner.run(["lint", trace])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: Self.golden(trace, "text"))
    }

    @Test func severalReportersAtOnceEachToItsOwnFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = "traces/invalid/scene-violations.log"
        let files = ["json", "sarif", "junit", "github", "text"].map { ($0, directory.appendingPathComponent("lint.\($0)")) }
        // An existing file is replaced, not appended to.
        try String(repeating: "old content\n", count: 1000).write(to: files[0].1, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(
            ["lint", trace, "--reporter", "summary"] + files.flatMap { ["--reporter", "\($0.0):\($0.1.path)"] })
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: Self.golden(trace, "summary"))
        for (reporter, url) in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            Golden.check(text, against: Self.golden(trace, reporter))
            #expect(!text.contains("\u{1B}["), "colors in \(reporter) file")
        }
    }

    /// Every report in a file: standard output stays empty, and standard error gets the verdict
    /// in one line (not with --quiet), so a failing run never looks silent.
    @Test func writingToAFileCreatesItAndLeavesStandardOutputEmpty() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = "traces/real/blog-split-view-2020.log"
        let result = try ToolRunner.run(["lint", "--reporter", "sarif:report.sarif", Fixtures.path(trace)], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "0 errors, 0 warnings, 3 notes in 1 file (25 events, 1 process, 3 scenes)\n")
        let quiet = try ToolRunner.run(["lint", "--quiet", "--reporter", "junit:report.xml", Fixtures.path(trace)], in: directory)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let failing = try ToolRunner.run(
            ["lint", "--reporter", "json:report.json", Fixtures.path("traces/synthetic/rules/scene_missing_resign_active.log")], in: directory)
        #expect(failing.status == 1)
        #expect(failing.stderr.hasPrefix("1 error, "))
        let text = try String(contentsOf: directory.appendingPathComponent("report.sarif"), encoding: .utf8)
        // Run from elsewhere, the trace is named by its absolute path.
        Golden.check(text.replacingOccurrences(of: Fixtures.root.path + "/", with: ""), against: Self.golden(trace, "sarif"))
    }

    @Test func dashIsStandardOutput() throws {
        let trace = "traces/real/blog-split-view-2020.log"
        let result = try ToolRunner.run(["lint", "--reporter", "github:-", trace])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: Self.golden(trace, "github"))
    }

    @Test(arguments: [
        ["--reporter", "xml"],
        ["--reporter", "JSON"],
        ["--reporter", "json:"],
        ["--reporter", ":out.json"],
        ["--reporter", "json", "--reporter", "sarif"],
        ["--reporter", "json:-", "--reporter", "text"],
        ["--reporter", "json:same.out", "--reporter", "sarif:same.out"],
    ])
    func badReporterIsAUsageError(_ arguments: [String]) throws {
        let result = try ToolRunner.run(["lint"] + arguments + ["traces/real/blog-split-view-2020.log"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.isUsageError, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Fixtures.path("same.out")))
    }

    @Test func unknownReporterNamesTheValidOnes() throws {
        let result = try ToolRunner.run(["lint", "--reporter", "xml", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'xml'"))
        #expect(result.isUsageError)
        let listed = result.stderr.split(separator: "(").dropFirst().first.map { $0.prefix { $0 != ")" } } ?? ""
        for reporter in Self.reporters { #expect(listed.contains(reporter), "\(reporter) not listed") }
    }

    @Test func helpListsEveryReporter() throws {
        let result = try ToolRunner.run(["lint", "--help"])
        #expect(result.status == 0)
        for reporter in builtInReporters {
            #expect(result.stdout.contains("\(reporter.identifier)"), "\(reporter.identifier) not in help")
        }
        #expect(result.stdout.contains("--reporter <name[:path]>"))
    }

    @Test func unwritableReportIsAnOutputError() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/lint.json").path
        let result = try ToolRunner.run(["lint", "--reporter", "json:\(path)", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(path): No such file or directory\n")
    }

    @Test func versionIsTheOneReportsPrint() throws {
        let result = try ToolRunner.run(["--version"])
        #expect(result.stdout == ToolInfo.version + "\n")
    }
}

/// `--fail-on` and the exit status, with a log that has one error, one warning and one note.
@Suite struct LintExitStatusTests {
    private func lint(_ arguments: [String]) throws -> ToolResult {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try LintReports.missingResignActive.write(
            to: directory.appendingPathComponent("app.log"), atomically: true, encoding: .utf8)
        return try ToolRunner.run(["lint", "app.log"] + arguments, in: directory)
    }

    @Test func anErrorFailsByDefault() throws {
        let result = try lint([])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 error, 1 warning, 1 note in 1 file (8 events, 1 process, 1 scene)\n"))
        #expect(result.stdout.contains("app.log:8: error: missing sceneWillResignActive(_:)"))
    }

    @Test(arguments: [("error", 1), ("warning", 1), ("note", 1), ("never", 0)] as [(String, Int32)])
    func failOnThreshold(_ threshold: String, _ status: Int32) throws {
        #expect(try lint(["--fail-on", threshold, "--reporter", "summary"]).status == status)
    }

    @Test func warningsFailOnlyFromFailOnWarning() throws {
        let trace = "traces/synthetic/objc-pretty-function.log"
        #expect(try ToolRunner.run(["lint", "--reporter", "summary", trace]).status == 0)
        #expect(try ToolRunner.run(["lint", "--reporter", "summary", "--fail-on", "warning", trace]).status == 1)
    }

    @Test func reportsAreWrittenBeforeFailing() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("lint.json").path
        let result = try lint(["--reporter", "json:\(path)"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect((object?["summary"] as? [String: Int])?["errors"] == 1)
    }
}
