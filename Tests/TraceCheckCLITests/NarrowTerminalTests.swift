import Foundation
import Testing
import TraceCheckTestSupport

/// The text timeline at any width from 40 columns: no line wider than the width (but a single
/// word longer than it, such as a long path), every row with a finding shows its severity
/// glyph, and `--ascii` output is ASCII only.
@Suite struct NarrowTimelineTests {
    private static let logs = [
        "traces/invalid/scene-violations.log", "traces/real/blog-split-view-2020.log", "traces/synthetic/ipad-two-windows.log",
        "traces/synthetic/rules/repeated_launch.log", "traces/synthetic/xcode-console.log",
    ]

    @Test(arguments: logs, [40, 60, 80, 100])
    func fitsTheWidth(_ log: String, _ width: Int) throws {
        for ascii in [false, true] {
            let result = try ToolRunner.run(["timeline", log, "--width", String(width)] + (ascii ? ["--ascii"] : []))
            #expect(result.status == 0)
            // Strictly: also with --ascii, whose `...` is wider than `…`.
            for line in result.stdout.split(separator: "\n") where line.count > width {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(width) columns: \(line)")
            }
            if ascii { #expect(result.stdout.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII in --ascii output at \(width)") }
        }
    }

    /// A row whose findings do not fit by name still shows the first one's severity.
    @Test(arguments: [40, 60, 80, 100])
    func findingRowsKeepTheirGlyph(_ width: Int) throws {
        let result = try ToolRunner.run(["timeline", "traces/invalid/scene-violations.log", "--width", String(width), "--ascii"])
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("   ") && $0.contains("|") }
        for line in ["   10 ", "   11 ", "   13 "] {
            let row = try #require(rows.first { $0.hasPrefix(line) }, "row \(line) at \(width)")
            #expect(row.contains("  E") || row.contains("  W") || row.contains("  N"), "\(width): \(row)")
        }
    }
}

/// Lint's text report on a terminal breaks its lines at the width (the location and severity
/// stay at the start of the first); on a pipe or in a file it never does (tools read one line
/// per finding: the goldens check that).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct NarrowTerminalLintTests {
    @Test(arguments: [60, 80, 100])
    func findingsFitTheTerminal(_ width: Int) throws {
        let command = "COLUMNS=\(width) '\(ToolRunner.executable.path)' lint traces/invalid/scene-violations.log --color never"
        let shown = try ToolRunner.run(["-qec", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script")).stdout
            .replacingOccurrences(of: "\r\n", with: "\n")
        let lines = shown.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("traces/invalid/scene-violations.log:6: error: ") })
        #expect(lines.contains { $0.hasPrefix("      ") }, "a detail line continued")
        for line in lines where line.count > width {
            #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(width) columns: \(line)")
        }
        // Narrower than the location and severity: they stay one piece, coloured.
        let narrow = "COLUMNS=40 '\(ToolRunner.executable.path)' lint traces/invalid/scene-violations.log --color always"
        let coloured = try ToolRunner.run(["-qec", narrow, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script")).stdout
        #expect(coloured.hasPrefix("traces/invalid/scene-violations.log:6: \u{1B}[1;31merror:\u{1B}[0m"), "\(coloured.prefix(80))")
        let piped = try ToolRunner.run(["lint", "traces/invalid/scene-violations.log"], environment: ["COLUMNS": String(width)])
        #expect(piped.stdout.split(separator: "\n").contains { $0.count > 200 }, "a pipe gets whole lines")
    }
}
