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
}
