import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct TimelineCommandTests {
    @Test(arguments: [
        ("traces/real/blog-split-view-2020.log", [String](), "traces/real/blog-split-view-2020.timeline.text.expected"),
        ("traces/real/blog-split-view-2020.log", ["--ascii"], "traces/real/blog-split-view-2020.timeline.ascii.expected"),
        ("traces/synthetic/xcode-console.log", [], "traces/synthetic/xcode-console.timeline.text.expected"),
        ("traces/invalid/scene-violations.log", [], "traces/invalid/scene-violations.timeline.text.expected"),
        ("traces/synthetic/ipad-two-windows.log", ["--scene", "2"], "traces/synthetic/ipad-two-windows.timeline.scene2.expected"),
        ("traces/synthetic/background-launch.log", [], "traces/synthetic/background-launch.timeline.text.expected"),
    ])
    func textMatchesGolden(_ log: String, _ options: [String], _ golden: String) throws {
        let result = try ToolRunner.run(["timeline"] + options + ["--width", "100", log])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: golden)
    }

    @Test func fitsTheWidthByNarrowingAndPagingLanes() throws {
        let wide = try ToolRunner.run(["timeline", "--width", "100", "traces/synthetic/ipad-two-windows.log"])
        #expect(wide.stdout.contains("│ s#1 │ s#2 │"))
        let narrow = try ToolRunner.run(["timeline", "--width", "40", "traces/synthetic/ipad-two-windows.log"])
        #expect(narrow.stdout.contains("page 1 of 2"))
        let rows = narrow.stdout.split(separator: "\n").filter { $0.contains("│") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.count <= 40 }, "rows wider than 40: \(rows.filter { $0.count > 40 })")
    }

    @Test func columnsComesFromTheEnvironment() throws {
        let result = try ToolRunner.run(["timeline", "traces/synthetic/ipad-two-windows.log"], environment: ["COLUMNS": "40"])
        #expect(result.stdout.contains("page 1 of 2"))
    }

    @Test func noColorsWithoutATerminal() throws {
        let result = try ToolRunner.run(["timeline", "traces/real/blog-split-view-2020.log"])
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func usageAndInputErrors() throws {
        #expect(try ToolRunner.run(["timeline", "--width", "10", "traces/real/blog-split-view-2020.log"]).status == 64)
        #expect(try ToolRunner.run(["timeline", "nope.log"]).status == 2)
    }

    // MARK: Pictures

    /// Traces whose pictures are kept next to them as `NAME.timeline.FORMAT.expected`: the seed
    /// log (no timestamps) and a log with timestamps and two processes.
    static let pictureTraces = ["traces/real/blog-split-view-2020.log", "traces/synthetic/xcode-console.log"]
    static let pictureFormats = ["svg", "mermaid", "plantuml", "chrome"]
    static let seed = "traces/real/blog-split-view-2020.log"

    static func golden(_ trace: String, _ format: String) -> String {
        String(trace.dropLast(".log".count)) + ".timeline.\(format).expected"
    }

    @Test(arguments: pictureTraces, pictureFormats)
    func picturesMatchGolden(_ trace: String, _ format: String) throws {
        let result = try ToolRunner.run(["timeline", "--format", format, trace])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: Self.golden(trace, format))
    }

    @Test func textIsTheDefaultFormat() throws {
        let result = try ToolRunner.run(["timeline", "--format", "text", "--width", "100", Self.seed])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: Self.golden(Self.seed, "text"))
    }

    @Test(arguments: [
        ("timeline.svg", "svg"), ("timeline.mmd", "mermaid"), ("timeline.mermaid", "mermaid"), ("timeline.puml", "plantuml"),
        ("timeline.plantuml", "plantuml"), ("timeline.json", "chrome"), ("timeline.txt", "text"), ("TIMELINE.SVG", "svg"),
    ])
    func outputFileTakesItsFormatFromItsExtension(_ name: String, _ format: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        let result = try ToolRunner.run(["timeline", Self.seed, "-o", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        // Text in a file is 100 columns wide unless --width says otherwise.
        Golden.check(try String(contentsOf: file, encoding: .utf8), against: Self.golden(Self.seed, format))
    }

    @Test func formatWinsOverTheExtensionAndReplacesTheFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trace.json")
        try String(repeating: "old content\n", count: 1000).write(to: file, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["timeline", "--format", "mermaid", "--output", file.path, Self.seed])
        #expect(result.status == 0)
        Golden.check(try String(contentsOf: file, encoding: .utf8), against: Self.golden(Self.seed, "mermaid"))
    }

    @Test func textOptionsApplyToTextFiles() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("chart")
        let result = try ToolRunner.run(["timeline", "--format", "text", "--ascii", "--width", "100", "-o", file.path, Self.seed])
        #expect(result.status == 0)
        Golden.check(try String(contentsOf: file, encoding: .utf8), against: "traces/real/blog-split-view-2020.timeline.ascii.expected")
    }

    @Test(arguments: [
        (["-o", "timeline.png"], "cannot tell the format from 'timeline.png'"),
        (["-o", "timeline"], "cannot tell the format from 'timeline'"),
        (["--format", "svg", "--ascii"], "--ascii and --width apply to --format text only, not svg"),
        (["--format", "chrome", "--width", "80"], "--ascii and --width apply to --format text only, not chrome"),
        (["-o", "t.mmd", "--ascii"], "--ascii and --width apply to --format text only, not mermaid"),
        (["--format", "pdf"], "--format"),
    ])
    func usageErrorsForFormats(_ options: [String], _ message: String) throws {
        let result = try ToolRunner.run(["timeline"] + options + [Self.seed])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func anUnwritableFileIsARuntimeError() throws {
        let path = "/nonexistent-directory/timeline.svg"
        let result = try ToolRunner.run(["timeline", Self.seed, "-o", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(path): No such file or directory\n")
    }

    @Test func sceneFiltersEveryPicture() throws {
        let trace = "traces/synthetic/ipad-two-windows.log"
        for format in Self.pictureFormats {
            let all = try ToolRunner.run(["timeline", "--format", format, trace]).stdout
            let second = try ToolRunner.run(["timeline", "--format", format, "--scene", "2", trace]).stdout
            let first = format == "mermaid" ? "scene#35;1 (" : "scene#1 ("
            #expect(all.contains(first), "\(format)")
            #expect(!second.contains(first), "\(format)")
            #expect(second.contains(format == "mermaid" ? "scene#35;2 (" : "scene#2 ("), "\(format)")
        }
    }
}
