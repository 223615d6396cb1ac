@testable import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

/// ``ParsePipe`` parses on another thread and hands the items over in batches.
struct ParsePipeTests {
    /// A recorded log fifty times over (over a thousand items), in a scratch directory
    /// (``Fixtures/temporaryDirectory()``) the caller removes.
    private static func longLog() throws -> (directory: URL, path: String) {
        let text = try String(contentsOfFile: Fixtures.path("traces/synthetic/ipad-two-windows.log"), encoding: .utf8)
        let directory = try Fixtures.temporaryDirectory()
        let path = directory.appendingPathComponent("long.log").path
        try String(repeating: text, count: 50).write(toFile: path, atomically: true, encoding: .utf8)
        return (directory, path)
    }

    /// Every item arrives once, in the parser's order, whatever the batch size; the batches the
    /// caller delivered go back to the parsing thread, which lets go of their items and fills
    /// them again.
    @Test(arguments: [1, 3, 1024])
    func deliversEveryItemInOrderAndRefillsBatches(_ batchSize: Int) throws {
        let (directory, path) = try Self.longLog()
        defer { try? FileManager.default.removeItem(at: directory) }
        var direct: [ParsedItem] = []
        let parser = try TraceParser(options: ParseOptions())
        try parser.parseItems(path: path) { direct.append($0) }
        #expect(direct.count > 1000)

        let pipe = ParsePipe(path: path, options: ParseOptions(), batchSize: batchSize, depth: 2)
        var piped: [ParsedItem] = []
        let statistics = try pipe.drain { piped.append($0) }
        #expect(piped == direct)
        #expect(statistics == parser.statistics)
        // Batches of one or three items: the parsing thread sends hundreds, the caller gives
        // each back as soon as it has delivered it, and the parsing thread empties it in its
        // own storage (counted only when the storage is the same).
        if batchSize < 1024 { #expect(pipe.batchesRefilled > 0) }
    }
}

extension ParsePipeTests {
    private struct Stop: Error {}

    /// A caller that throws partway stops the parsing thread: `drain` rethrows at once, with
    /// the items before it delivered, and does not wait for the rest of the file.
    @Test func aThrowingCallerStopsTheParsingThread() throws {
        let (directory, path) = try Self.longLog()
        defer { try? FileManager.default.removeItem(at: directory) }

        let pipe = ParsePipe(path: path, options: ParseOptions(), batchSize: 3, depth: 2)
        var delivered = 0
        #expect(throws: Stop.self) {
            _ = try pipe.drain { _ in
                delivered += 1
                if delivered == 100 { throw Stop() }
            }
        }
        #expect(delivered == 100)
    }
}
