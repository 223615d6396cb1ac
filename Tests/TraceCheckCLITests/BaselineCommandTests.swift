import Foundation
import Testing
import TraceCheckTestSupport

/// A baseline written from one run accepts the same findings in the next run of the same
/// scenario: every pointer, session id and pid changed, the file named `./x.log` or `x.log`,
/// read with other files, and from a subfolder (traces/baseline holds the baseline it writes).
@Suite struct BaselineCommandTests {
    static let traces = ["traces/synthetic/xcode-console.log", "traces/invalid/scene-violations.log"]
    static let golden = "traces/baseline/two-runs.baseline.expected"

    /// The next run of the app: every pointer, UUID (persistent session id) and pid changed.
    static func nextRun(_ text: String) -> String {
        var text = text
        func replace(_ pattern: String, _ transform: (String) -> String) {
            let expression = try! NSRegularExpression(pattern: pattern)
            let whole = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: whole).reversed() {
                let range = Range(match.range, in: text)!
                text.replaceSubrange(range, with: transform(String(text[range])))
            }
        }
        replace("0x[0-9a-f]+") { "0x" + String($0.dropFirst(2).reversed()) + "4" }
        // Another UUID of the same shape: each hex digit moved on by one.
        replace("[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}") { uuid in
            String(uuid.map { digit in
                guard let value = Int(String(digit), radix: 16) else { return digit }
                return Character(String((value + 1) % 16, radix: 16, uppercase: true))
            })
        }
        replace("\\[[0-9]+:") { "[9" + $0.dropFirst() }
        return text
    }

    /// A project with `logs/` holding the two traces.
    private func project(_ transform: (String) -> String = { $0 }) throws -> URL {
        let root = try Fixtures.temporaryDirectory()
        let logs = root.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        for trace in Self.traces {
            try transform(try Fixtures.text(trace)).write(
                to: logs.appendingPathComponent((trace as NSString).lastPathComponent), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A baseline written before a message's wording was corrected still accepts the finding
    /// (`1 of 2 scene never disconnected`, now `scenes`).
    @Test func aBaselineSurvivesACorrectedWording() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = try Fixtures.text(Self.golden)
        let old = golden.replacingOccurrences(of: "1 of 2 scenes never disconnected", with: "1 of 2 scene never disconnected")
        #expect(old != golden)
        try old.write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(["lint", "--reporter", "summary", "--baseline", "baseline.json", "logs"], in: root)
        #expect(run.stdout.hasSuffix("(12 findings accepted by the baseline)\n"), "\(run.stdout)")
    }

    @Test func aBaselineSurvivesTheNextRun() throws {
        let first = try project()
        defer { try? FileManager.default.removeItem(at: first) }
        let written = try ToolRunner.run(["lint", "--write-baseline", "baseline.json", "logs"], in: first)
        #expect(written.status == 0)
        #expect(written.stderr == "wrote 12 findings to baseline.json\n")
        let baseline = try String(contentsOf: first.appendingPathComponent("baseline.json"), encoding: .utf8)
        Golden.check(baseline, against: Self.golden)
        #expect(!baseline.contains("0x7f"), "no pointer in the baseline")

        let next = try project(Self.nextRun)
        defer { try? FileManager.default.removeItem(at: next) }
        try baseline.write(to: next.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: next.appendingPathComponent("logs/xcode-console.log"), encoding: .utf8)
            != (try Fixtures.text(Self.traces[0])))
        let clean = "0 errors, 0 warnings, 0 notes in 2 files (27 events, 3 processes, 4 scenes, 2 view controllers) (12 findings accepted by the baseline)\n"
        // The same files, named otherwise.
        for inputs in [["logs"], ["./logs/xcode-console.log", "logs/scene-violations.log"], ["logs/./scene-violations.log", "logs/../logs/xcode-console.log"]] {
            let run = try ToolRunner.run(["lint", "--reporter", "summary", "--baseline", "baseline.json"] + inputs, in: next)
            #expect(run.status == 0, "\(inputs): \(run.stdout)")
            #expect(run.stdout.hasPrefix("0 errors, 0 warnings, 0 notes in 2 files"), "\(inputs)")
            #expect(run.stdout.hasSuffix("(12 findings accepted by the baseline)\n"), "\(inputs)")
        }
        let named = try ToolRunner.run(["lint", "--reporter", "summary", "--baseline", "baseline.json", "logs"], in: next)
        #expect(named.stdout == clean)
        // With another file first, whose scenes and processes shift the run-wide numbers: only its own findings are new.
        let other = Fixtures.path("traces/real/blog-split-view-2020.log")
        let together = try ToolRunner.run(["lint", "--baseline", "baseline.json", other, "logs"], in: next)
        #expect(together.status == 0)
        #expect(together.stdout.hasSuffix("0 errors, 0 warnings, 3 notes in 3 files (52 events, 4 processes, 7 scenes, 2 view controllers) (12 findings accepted by the baseline)\n"))
        #expect(!together.stdout.contains("logs/"), "no finding of the baselined files: \(together.stdout)")
        // From a subfolder, by --baseline and by baseline: in the configuration.
        let logs = next.appendingPathComponent("logs")
        let below = try ToolRunner.run(["lint", "--reporter", "summary", "--baseline", "../baseline.json", "."], in: logs)
        #expect(below.stdout == clean)
        try "baseline: baseline.json\n".write(to: next.appendingPathComponent(".tracecheck.yml"), atomically: true, encoding: .utf8)
        let configured = try ToolRunner.run(["lint", "--reporter", "summary", "scene-violations.log", "xcode-console.log"], in: logs)
        #expect(configured.stdout == clean)
    }

    /// A v1 baseline still loads and matches as it did (by pointers and paths as typed), with a
    /// note that says how to rewrite it.
    @Test func aVersionOneBaselineStillMatches() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let v1 = """
            {
              "findings" : [
                {
                  "file" : "logs/scene-violations.log",
                  "message" : "sceneWillResignActive(_:) for a scene object that disconnected at line #; a reconnecting session gets a new scene object",
                  "rule" : "scene_callback_after_disconnect",
                  "subject" : "scene#2 (0x7fb2e8e07b10)"
                }
              ],
              "schema" : "tracecheck.baseline.v1"
            }
            """
        try v1.write(to: root.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(["lint", "--reporter", "summary", "--baseline", "old.json", "logs/scene-violations.log"], in: root)
        #expect(run.stdout.hasSuffix("(1 finding accepted by the baseline)\n"))
        #expect(run.stderr == "note: old.json is a tracecheck.baseline.v1 baseline, matched by pointers and paths as typed; rewrite it with --write-baseline old.json so that it matches the next run's findings\n")
    }

    /// JUnit test names and SARIF fingerprints carry no pointer: CI history sees the same tests
    /// in the next run.
    @Test func junitNamesAndSARIFFingerprintsSurviveTheNextRun() throws {
        let first = try project()
        let next = try project(Self.nextRun)
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: next)
        }
        func report(_ reporter: String, in root: URL) throws -> String {
            try ToolRunner.run(["lint", "--reporter", reporter, "logs"], in: root).stdout
        }
        // The suites and test cases (their findings' text shows the pointers, as text does).
        func tests(_ junit: String) -> [String] {
            junit.split(separator: "\n").filter { $0.contains("<testsuite ") || $0.contains("<testcase ") }.map(String.init)
        }
        let junit = try report("junit", in: first)
        #expect(tests(junit).count == 12)
        #expect(!tests(junit).contains { $0.range(of: "0x[0-9a-f]|pid [0-9]", options: .regularExpression) != nil })
        #expect(tests(junit) == tests(try report("junit", in: next)))
        let sarif = try report("sarif", in: first)
        #expect(sarif.contains("\"partialFingerprints\""))
        func fingerprints(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.contains("\"tracecheck/v1\"") }.map(String.init)
        }
        #expect(fingerprints(sarif).count == 12)
        #expect(fingerprints(sarif) == fingerprints(try report("sarif", in: next)))
    }
}
