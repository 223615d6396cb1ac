import Foundation
import Testing
import TraceCheckTestSupport

/// The README's timeline example and the committed picture of the seed log are what the tool
/// draws now.
@Suite struct TimelineDocumentationTests {
    static let seed = "traces/real/blog-split-view-2020.log"
    static let picture = "docs/timeline-seed.svg"
    static let regenerate = "swift run tracecheck timeline traces/real/blog-split-view-2020.log -o docs/timeline-seed.svg"

    @Test func seedPictureIsUpToDate() throws {
        let result = try ToolRunner.run(["timeline", "--format", "svg", Self.seed])
        #expect(result.status == 0)
        if Golden.isRecording {
            try result.stdout.write(toFile: Fixtures.path(Self.picture), atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.picture); run again without TRACECHECK_RECORD")
            return
        }
        let committed = Golden.normalize(try Fixtures.text(Self.picture))
        #expect(
            committed == result.stdout,
            "\(Self.picture) is out of date; regenerate it with `\(Self.regenerate)`\n\(Golden.firstDifference(committed, result.stdout))")
    }

    /// The README shows the seed log's swimlanes exactly as the text golden file has them
    /// (`tracecheck timeline --width 100`), and links the committed picture.
    @Test func readmeShowsTheSeedSwimlanes() throws {
        let readme = try Fixtures.text("README.md")
        let section = try #require(readme.range(of: "## `tracecheck timeline`"), "README has no timeline section")
        let after = readme[section.upperBound...]
        let block = try #require(after.range(of: "```\n LINE "), "no swimlanes block in the timeline section")
        let body = after[after.index(block.lowerBound, offsetBy: 4)...]
        let end = try #require(body.range(of: "\n```\n"))
        let shown = String(body[..<end.lowerBound]) + "\n"
        let golden = try Fixtures.text("traces/real/blog-split-view-2020.timeline.text.expected")
        #expect(shown == golden, "the README's swimlanes differ from the golden file:\n\(Golden.firstDifference(golden, shown))")
        #expect(readme[section.upperBound...].contains("(docs/timeline-seed.svg)"))
    }
}
