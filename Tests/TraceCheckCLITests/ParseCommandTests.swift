import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct ParseCommandTests {
    /// Every log in traces/ (real and synthetic) has a `.parse.jsonl` golden next to it.
    static let traceLogs = Fixtures.files(under: "traces", suffix: ".log")

    @Test(arguments: traceLogs)
    func jsonlMatchesGolden(_ log: String) throws {
        let result = try ToolRunner.run(["parse", "--format", "jsonl", log])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        Golden.check(result.stdout, against: String(log.dropLast(".log".count)) + ".parse.jsonl")
    }

    @Test func tracesExist() {
        #expect(Self.traceLogs.count >= 10)
    }

    @Test func seedTableMatchesGolden() throws {
        let result = try ToolRunner.run(["parse", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "traces/real/blog-split-view-2020.parse.expected")
    }

    @Test func missingFileIsAnInputError() throws {
        let result = try ToolRunner.run(["parse", "traces/no-such-file.log"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: traces/no-such-file.log: no such file or directory\n")
    }

    @Test func unreadableFileIsAnInputError() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("locked.log")
        try "sceneDidBecomeActive(_:)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
        // root can read anything; the check only means something for other users.
        guard getuid() != 0 else { return }
        let result = try ToolRunner.run(["parse", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(file.path): Permission denied\n")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try ToolRunner.run(["parse", "--no-such-flag"])
        #expect(result.status == 64)
    }

    @Test func badInputFormatIsAUsageError() throws {
        let result = try ToolRunner.run(["parse", "--input-format", "xml", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 64)
    }

    @Test func readsStandardInput() throws {
        let input = "AppDelegate.swift > application(_:didFinishLaunchingWithOptions:)\nnoise\n"
        let result = try ToolRunner.run(["parse", "--format", "jsonl", "-"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""file":"<stdin>","line":1,"event":"app.didFinishLaunching""#))
    }

    @Test func emptyInputHasNoEvents() throws {
        let result = try ToolRunner.run(["parse", "-"], stdin: Data())
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("0 events in 0 processes (0 scenes, 0 sessions); 0 lines: 0 events, 0 noise, 0 unrecognized\n"))
    }

    @Test func binaryInputIsNoiseNotACrash() throws {
        var bytes = [UInt8](repeating: 0, count: 4096)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 7919 &+ 13) }
        let result = try ToolRunner.run(["parse", "--count", "-"], stdin: Data(bytes))
        #expect(result.status == 0)
        #expect(result.stdout.contains("events: 0\n"))
    }

    @Test func directoryIsReadRecursivelyAndSorted() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "sceneWillEnterForeground(_:)\n".write(to: nested.appendingPathComponent("2.log"), atomically: true, encoding: .utf8)
        try "sceneDidBecomeActive(_:)\n".write(to: directory.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try "sceneDidDisconnect(_:)\n".write(to: directory.appendingPathComponent("ignored.md"), atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["parse", "--format", "jsonl", "."], in: directory)
        let events = result.stdout.split(separator: "\n").map { line -> String in
            let file = line.range(of: #""file":"[^"]*""#, options: .regularExpression).map { String(line[$0]) } ?? ""
            return file
        }
        #expect(result.status == 0)
        #expect(events == [#""file":"./a.txt""#, #""file":"./b/2.log""#])
    }

    @Test func countReportsEveryClass() throws {
        let result = try ToolRunner.run(["parse", "--count", "traces/synthetic/plain-swift-print.log"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "traces/synthetic/plain-swift-print.count.expected")
    }

    @Test func verboseListsUnrecognizedLines() throws {
        let result = try ToolRunner.run(["parse", "--verbose", "traces/synthetic/plain-swift-print.log"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            traces/synthetic/plain-swift-print.log:13: unrecognized (prose): I expected sceneDidDisconnect to be called here, but it was not.
            traces/synthetic/plain-swift-print.log:14: unrecognized (source-code): func sceneDidEnterBackground(_ scene: UIScene) {
            traces/synthetic/plain-swift-print.log:15: unrecognized (ambiguous-receiver): didBecomeActive

            """)
    }

    @Test(arguments: ["xcode-console", "vocabulary-spellings"])
    func debugParseExplainsEveryLine(_ name: String) throws {
        let result = try ToolRunner.run(["parse", "--debug-parse", "traces/synthetic/\(name).log"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "traces/synthetic/\(name).debug-parse.expected")
    }
}

@Suite struct ParseCommandRobustnessTests {
    @Test func survivesAFiveMegabyteLineInvalidUTF8AndCRLF() throws {
        var bytes = Array("sceneWillEnterForeground(_:)\r\n".utf8)
        bytes += [UInt8](repeating: 0x41, count: 5 << 20) + Array("\r\n".utf8)
        bytes += [0xFF, 0xFE, 0x00] + Array(" sceneDidBecomeActive(_:) \u{1F600}\r\n".utf8)
        bytes += Array("applicationWillTerminate(_:)".utf8)  // no final newline
        let result = try ToolRunner.run(["parse", "--format", "jsonl", "-"], stdin: Data(bytes))
        #expect(result.status == 0)
        let events = result.stdout.split(separator: "\n").compactMap { line in
            line.range(of: #""line":\d+,"event":"[a-zA-Z.]+""#, options: .regularExpression).map { String(line[$0]) }
        }
        #expect(events == [
            #""line":1,"event":"scene.willEnterForeground""#,
            #""line":3,"event":"scene.didBecomeActive""#,
            #""line":4,"event":"app.willTerminate""#,
        ])
    }

    @Test func countsAddUpToTheLines() throws {
        let result = try ToolRunner.run(["parse", "--count", "--format", "jsonl", "traces"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let unrecognized = (object["unrecognized"] as? [String: Int] ?? [:]).values.reduce(0, +)
        let lines = try #require(object["lines"] as? Int)
        #expect((object["events"] as? Int ?? 0) + (object["noise"] as? Int ?? 0) + unrecognized == lines)
        #expect(lines > 300)
    }
}
