import Foundation
import Testing
import TraceCheckTestSupport
@testable import TraceParser

@Suite struct LineReaderTests {
    /// Writes `bytes` to a file and reads it back as (number, text, truncated) triples.
    private func lines(_ bytes: [UInt8], chunkSize: Int = 8, maxLineLength: Int = 1 << 20) throws -> [(Int, [UInt8], Bool)] {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("input.log")
        try Data(bytes).write(to: file)
        let reader = try LineReader(path: file.path, chunkSize: chunkSize, maxLineLength: maxLineLength)
        var result: [(Int, [UInt8], Bool)] = []
        try reader.forEachLine { result.append(($0.number, Array($0.bytes), $0.isTruncated)) }
        #expect(reader.bytesRead == bytes.count)
        return result
    }

    @Test func splitsLinesAcrossChunkBoundaries() throws {
        let read = try lines(Array("first line\nsecond, longer line\n\nlast\n".utf8))
        #expect(read.map { String(decoding: $0.1, as: UTF8.self) } == ["first line", "second, longer line", "", "last"])
        #expect(read.map(\.0) == [1, 2, 3, 4])
    }

    /// UTF-16 text with a byte order mark reads as the same UTF-8 lines, whatever the reads
    /// split (code units and surrogate pairs across 8-byte chunks).
    @Test(arguments: [false, true])
    func utf16ReadsAsUTF8(_ bigEndian: Bool) throws {
        let text = "sceneWillEnterForeground(_:) 😀 é\r\nsceneDidBecomeActive(_:) 日本\n\nlast"
        let units = Array(text.utf16)
        let bytes = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units.flatMap { unit -> [UInt8] in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return bigEndian ? [high, low] : [low, high]
        }
        for chunk in [8, 9, 1 << 16] {
            let read = try lines(bytes, chunkSize: chunk)
            #expect(read.map { String(decoding: $0.1, as: UTF8.self) } == ["sceneWillEnterForeground(_:) 😀 é", "sceneDidBecomeActive(_:) 日本", "", "last"])
        }
    }

    /// A surrogate without its pair, or half a code unit at the end, becomes U+FFFD.
    @Test func brokenUTF16BecomesReplacementCharacters() throws {
        // "a", a lone high surrogate, "b", a lone low surrogate, then half a code unit.
        let read = try lines([0xFF, 0xFE, 0x61, 0x00, 0x3D, 0xD8, 0x62, 0x00, 0x00, 0xDC, 0x63])
        #expect(read.map { String(decoding: $0.1, as: UTF8.self) } == ["a\u{FFFD}b\u{FFFD}\u{FFFD}"])
    }

    /// Bytes that only look like a byte order mark later in the file are left alone.
    @Test func aByteOrderMarkCountsOnlyAtTheStart() throws {
        let read = try lines(Array("x\n".utf8) + [0xFF, 0xFE, 0x0A])
        #expect(read.map(\.1) == [Array("x".utf8), [0xFF, 0xFE]])
    }

    @Test func stripsCarriageReturns() throws {
        let read = try lines(Array("a\r\nb\r\n".utf8))
        #expect(read.map(\.1) == [Array("a".utf8), Array("b".utf8)])
    }

    @Test func keepsAFinalLineWithoutNewline() throws {
        let read = try lines(Array("a\nno newline".utf8))
        #expect(read.last?.1 == Array("no newline".utf8))
        #expect(read.count == 2)
    }

    @Test func passesNULAndInvalidUTF8Through() throws {
        let bytes: [UInt8] = [0x61, 0x00, 0x62, 0xFF, 0x0A, 0xC3, 0x28]
        let read = try lines(bytes)
        #expect(read.map(\.1) == [[0x61, 0x00, 0x62, 0xFF], [0xC3, 0x28]])
    }

    @Test func emptyFileHasNoLines() throws {
        #expect(try lines([]).isEmpty)
    }

    @Test func keepsAFiveMegabyteLineWhole() throws {
        let long = [UInt8](repeating: 0x78, count: 5 << 20)
        let read = try lines(long + [0x0A] + Array("after".utf8), chunkSize: 1 << 16, maxLineLength: 16 << 20)
        #expect(read.count == 2)
        #expect(read[0].1.count == 5 << 20)
        #expect(!read[0].2)
        #expect(read[1].1 == Array("after".utf8))
        #expect(read[1].0 == 2)
    }

    @Test func truncatesLinesOverTheLimitAndKeepsCounting() throws {
        let read = try lines([UInt8](repeating: 0x78, count: 100) + [0x0A, 0x79, 0x0A], chunkSize: 16, maxLineLength: 32)
        #expect(read.count == 2)
        #expect(read[0].1.count == 32)
        #expect(read[0].2)
        #expect(read[1].1 == [0x79])
        #expect(read[1].0 == 2)
    }

    @Test func missingFileThrowsWithThePath() {
        #expect(throws: TraceParserError.cannotOpen(path: "/nonexistent/x.log", reason: "No such file or directory")) {
            _ = try LineReader(path: "/nonexistent/x.log")
        }
    }

    @Test func inMemorySplittingMatchesTheStreamingReader() throws {
        let text = "a\r\nb\n\nc"
        var memory: [[UInt8]] = []
        Array(text.utf8).withUnsafeBytes { bytes in LineReader.forEachLine(in: bytes) { memory.append(Array($0.bytes)) } }
        #expect(memory == (try lines(Array(text.utf8))).map(\.1))
    }
}

@Suite struct InputPathsTests {
    @Test func missingPathIsNotFound() {
        #expect(throws: TraceParserError.notFound(path: "nope/x.log")) { try InputPaths.expand(["nope/x.log"]) }
    }

    /// Inputs without events keep their first bytes (to say why) only up to a bound, so that a
    /// directory of unrelated files does not grow memory with its size.
    @Test func firstBytesOfEmptyInputsAreBounded() throws {
        let parser = try TraceParser()
        for index in 0..<(InputSummary.headsKept + 4) { try parser.parse(text: "nothing here\n", file: "f\(index)") { _ in } }
        try parser.parse(text: "sceneDidBecomeActive(_:)\n", file: "events") { _ in }
        let inputs = parser.statistics.inputs
        #expect(inputs.count == InputSummary.headsKept + 5)
        #expect(inputs.filter { !$0.head.isEmpty }.count == InputSummary.headsKept)
        #expect(inputs.last?.events == 1 && inputs.last?.head.isEmpty == true)
    }

    @Test func noPathsMeansStandardInput() throws {
        #expect(try InputPaths.expand([]) == ["-"])
    }

    /// A directory gives its logs and Apple's JSON logs (by content: tracecheck's own JSON is
    /// skipped), what --include adds, less what --exclude takes; the rest is listed as skipped,
    /// hidden and excluded files aside. A file named on its own is read whatever its name.
    @Test func directoriesReadLogsAndAppleJSONLogsByContent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inputpaths-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "a.log": "x", "b.txt": "x", "c.ndjson": "{\"eventMessage\":\"x\"}", "d.jsonl": "{\"event\":\"scene.didBecomeActive\"}",
            "e.json": "[{\n  \"eventMessage\" : \"x\"\n}]", "f.out": "x", ".hidden.md": "x", "sub/g.log": "x", "sub/h.md": "x",
        ]
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let root = directory.path
        let plain = try InputPaths.expand([root], filter: DirectoryFilter())
        #expect(plain.files == ["a.log", "b.txt", "c.ndjson", "e.json", "sub/g.log"].map { root + "/" + $0 })
        #expect(plain.skipped.map(\.files) == [["d.jsonl", "f.out", "sub/h.md"]])
        let filtered = try InputPaths.expand([root], filter: DirectoryFilter(include: ["*.out", "sub/*.md"], exclude: ["*.txt", "sub/*.log"]))
        #expect(filtered.files == ["a.log", "c.ndjson", "e.json", "f.out", "sub/h.md"].map { root + "/" + $0 })
        #expect(filtered.skipped.map(\.files) == [["d.jsonl"]])
        #expect(try InputPaths.expand([root + "/f.out"]) == [root + "/f.out"])
        // An excluded directory is not walked, and its files are not listed as skipped.
        let withoutSub = try InputPaths.expand([root], filter: DirectoryFilter(exclude: ["sub"]))
        #expect(withoutSub.files == ["a.log", "b.txt", "c.ndjson", "e.json"].map { root + "/" + $0 })
        #expect(withoutSub.skipped.map(\.files) == [["d.jsonl", "f.out"]])
    }

    /// Only a regular file is an input that ends: not a directory, a FIFO or a device.
    @Test func regularFilesAreInputsThatEnd() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log").path
        try Data("line\n".utf8).write(to: URL(fileURLWithPath: file))
        let fifo = directory.appendingPathComponent("live.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(InputPaths.isRegularFile(file))
        #expect(!InputPaths.isRegularFile(directory.path))
        #expect(!InputPaths.isRegularFile(fifo))
        #expect(!InputPaths.isRegularFile("/dev/null"))
        #expect(!InputPaths.isRegularFile(directory.appendingPathComponent("missing.log").path))
    }
}
