@testable import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

/// ``ParsePipe`` parses on another thread and hands the items over in batches.
struct ParsePipeTests {
    /// Every item arrives once, in the parser's order, whatever the batch size; the batches the
    /// caller delivered go back to the parsing thread, which lets go of their items and fills
    /// them again.
    @Test(arguments: [1, 3, 1024])
    func deliversEveryItemInOrderAndRefillsBatches(_ batchSize: Int) throws {
        // A recorded log fifty times over: over a thousand items.
        let text = try String(contentsOfFile: Fixtures.path("traces/synthetic/ipad-two-windows.log"), encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("parse-pipe-\(UUID().uuidString).log").path
        try String(repeating: text, count: 50).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var direct: [ParsedItem] = []
        let parser = try TraceParser(options: ParseOptions())
        try parser.parseItems(path: path) { direct.append($0) }
        #expect(direct.count > 1000)

        let pipe = ParsePipe(path: path, options: ParseOptions(), batchSize: batchSize, depth: 2)
        var piped: [ParsedItem] = []
        let statistics = try pipe.drain { piped.append($0) }
        #expect(piped == direct)
        #expect(statistics == parser.statistics)
        // One batch per item: the parsing thread sends over a thousand, and the caller gives
        // each back as soon as it has delivered it.
        if batchSize == 1 { #expect(pipe.batchesRefilled > 0) }
    }
}
