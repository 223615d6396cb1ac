import Foundation
import Testing
import TraceCheckTestSupport

/// `lint`'s progress line: on a terminal (a pseudo-terminal made by script(1)) for 50 MB of input
/// it is drawn and then erased before the summary; never with `--quiet`, never when standard
/// error is not a terminal, never for small inputs, never while findings print on the terminal.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ProgressLineTests {
    private static let erase = "\r\u{1B}[K"

    /// `tracecheck ARGUMENTS` on a pseudo-terminal; what it printed there (standard output and error).
    private func onTerminal(_ arguments: [String]) throws -> String {
        let command = ([ToolRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try ToolRunner.run(["-qec", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script"))
        return result.stdout
    }

    /// A log of `megabytes` MB of noise and one scene callback.
    private func log(megabytes: Int, in directory: URL) throws -> String {
        let line = "2024-03-02 09:15:01.250000+0100 Diary[4021:1a2b3] [Network] GET /v2/entries?page=3 200 (81 ms, 914 KB)\n"
        let block = String(repeating: line, count: 10_000)
        let file = directory.appendingPathComponent("big.log")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        let blocks = megabytes * 1_000_000 / block.utf8.count + 1
        for _ in 0..<blocks { handle.write(Data(block.utf8)) }
        handle.write(Data("sceneDidBecomeActive(_:)\n".utf8))
        try handle.close()
        return file.path
    }

    @Test func bigInputShowsProgressThenErasesIt() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = try log(megabytes: 50, in: directory)
        let shown = try onTerminal(["lint", "--reporter", "summary", big])
        #expect(shown.contains("\(Self.erase)reading "))
        #expect(shown.contains("% of 50 MB"))
        #expect(shown.contains("\(Self.erase)0 errors, 0 warnings"))

        #expect(!(try onTerminal(["lint", "--quiet", "--reporter", "summary", big])).contains("reading"))
        // The text reporter prints findings on the terminal: no progress line among them.
        #expect(!(try onTerminal(["lint", big])).contains("reading"))
        // Standard error not a terminal.
        let piped = try ToolRunner.run(["lint", "--reporter", "summary", big])
        #expect(!piped.stderr.contains("reading"))
    }

    @Test func smallInputShowsNone() throws {
        let shown = try onTerminal(["lint", "--reporter", "summary", Fixtures.path("traces/real/blog-split-view-2020.log")])
        #expect(!shown.contains("reading"))
        #expect(shown.contains("in 1 file"))
    }
}
