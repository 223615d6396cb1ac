import Foundation
import Testing
import TraceCheckTestSupport

/// `tracecheck lint -` on a pipe that stays open and `lint --follow FILE`: each finding is
/// printed once certain, while the input goes on; Ctrl-C prints the summary and exits with the
/// usual status.
@Suite(.serialized) struct LintLiveCommandTests {
    /// A killed process with one error (didEnterBackground while active).
    static let killedProcess = """
        application(_:didFinishLaunchingWithOptions:)
        application(_:configurationForConnecting:options:)
        scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
        sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
        sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
        sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
        Message from debugger: Terminated due to signal 9

        """

    @Test func findingsOfAnOpenPipeArePrintedBeforeItEndsAndCtrlCPrintsTheSummary() throws {
        let run = try LiveToolRun(["lint", "-"])
        try run.write(Self.killedProcess)
        let printed = run.waitForOutput { $0.contains("[scene_missing_resign_active]") && $0.contains("[process_end_state]") }
        #expect(printed, "findings of the ended process while the pipe is open; got: \(run.stdout)")
        // Facts about the whole input are taken as they stand.
        #expect(run.stdout.contains("this log has not printed sceneWillResignActive(_:) so far"))
        #expect(!run.stdout.contains(" errors, "), "no summary before the input ends")
        try run.write("application(_:didFinishLaunchingWithOptions:)\n")
        run.waitUntilInputIsRead()
        run.signal(SIGINT)
        let status = try run.finish()
        // The summary covers what was read; the status is the signal's, as shells expect.
        #expect(status == 128 + SIGINT)
        #expect(run.stdout.hasSuffix("1 error, 0 warnings, 1 note in 1 file (7 events, 2 processes, 1 scene)\n"))
        #expect(run.stderr.contains("interrupted: the findings and the summary cover what was read"))
    }

    /// Within a process that goes on, a state violation is printed once it is certain (here at
    /// the scene's next callback, which could have been the missing one), and not again when the
    /// process ends.
    @Test func aViolationIsPrintedWhileItsProcessGoesOn() throws {
        let run = try LiveToolRun(["lint", "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            application(_:configurationForConnecting:options:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x101>

            """)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!run.stdout.contains("[scene_missing_resign_active]"), "the next line could be sceneWillResignActive(_:): \(run.stdout)")
        try run.write("sceneWillEnterForeground(_:) <UIWindowScene: 0x101>\n")
        #expect(run.waitForOutput { $0.contains("<stdin>:6: error: missing sceneWillResignActive(_:)") }, "got: \(run.stdout)")
        try run.write("sceneDidBecomeActive(_:) <UIWindowScene: 0x101>\n")
        let status = try run.finish(closingInput: true)
        #expect(status == 1)
        #expect(run.stdout.components(separatedBy: "[scene_missing_resign_active]").count == 2, "printed once: \(run.stdout)")
        #expect(run.stdout.hasSuffix("1 error, 0 warnings, 0 notes in 1 file (8 events, 1 process, 1 scene)\n"))
    }

    /// A log without pointers (Xcode's console of print()s) gets its findings at a pause too,
    /// once each, and the same as when read whole.
    @Test func aLogWithoutPointersGetsItsFindingsAtAPause() throws {
        let run = try LiveToolRun(["lint", "-"])
        try run.write("""
            AppDelegate.swift > application(_:didFinishLaunchingWithOptions:)
            SceneDelegate.swift > scene(_:willConnectTo:options:)
            SceneDelegate.swift > sceneWillEnterForeground(_:)
            SceneDelegate.swift > sceneDidBecomeActive(_:)
            SceneDelegate.swift > sceneDidEnterBackground(_:)
            SceneDelegate.swift > sceneWillEnterForeground(_:)

            """)
        #expect(run.waitForOutput { $0.contains("<stdin>:5: error: missing sceneWillResignActive(_:)") }, "got: \(run.stdout)")
        #expect(run.stdout.contains("scene#1 (no pointer)"))
        try run.write("SceneDelegate.swift > sceneDidBecomeActive(_:)\n")
        let status = try run.finish(closingInput: true)
        #expect(status == 1)
        #expect(run.stdout.components(separatedBy: "[scene_missing_resign_active]").count == 2, "printed once: \(run.stdout)")
    }

    /// A pause that starts before the next preview is due (previews run at most every 250 ms)
    /// still gets its preview once it is due, not only when the next line comes.
    @Test func aViolationIsPrintedWhenAPauseOutlastsThePreviewInterval() throws {
        let run = try LiveToolRun(["lint", "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            sceneDidEnterBackground(_:) <UIWindowScene: 0x101>

            """)
        run.waitUntilInputIsRead()
        Thread.sleep(forTimeInterval: 0.03)
        // Within the interval of the preview the pause above caused: the line after it waits.
        try run.write("sceneWillEnterForeground(_:) <UIWindowScene: 0x101>\n")
        #expect(run.waitForOutput { $0.contains("<stdin>:5: error: missing sceneWillResignActive(_:)") }, "got: \(run.stdout)")
        _ = try run.finish(closingInput: true)
    }

    @Test func theEndOfThePipeEndsTheRun() throws {
        let run = try LiveToolRun(["lint", "-"])
        try run.write(Self.killedProcess)
        let status = try run.finish(closingInput: true)
        #expect(status == 1)
        #expect(run.stdout.hasSuffix("1 error, 0 warnings, 1 note in 1 file (6 events, 1 process, 1 scene)\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func followReadsAFileAsItGrows() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log")
        try Data().write(to: file)
        let run = try LiveToolRun(["lint", "--follow", file.path])
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(Self.killedProcess.utf8))
        #expect(run.waitForOutput { $0.contains("app.log:6: error: missing sceneWillResignActive(_:)") }, "got: \(run.stdout)")
        try handle.write(contentsOf: Data("application(_:didFinishLaunchingWithOptions:)\nsceneDidBecomeActive(_:)\n".utf8))
        let size = try handle.offset()
        try handle.close()
        run.waitUntilRead(file, upTo: Int(size))
        run.signal(SIGTERM)
        #expect(try run.finish() == 128 + SIGTERM)
        #expect(run.stdout.contains("in 1 file (8 events, 2 processes, 2 scenes)"))
    }

    @Test func followStopsWhenTheFileIsTruncated() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.log")
        try Data(Self.killedProcess.utf8).write(to: file)
        let run = try LiveToolRun(["lint", "--follow", file.path])
        #expect(run.waitForOutput { $0.contains("[process_end_state]") })
        try Data().write(to: file)
        #expect(try run.finish() == 1)
        #expect(run.stderr.contains("warning: \(file.path) became shorter while it was followed; stopped reading it"))
        #expect(run.stdout.contains("1 error, 0 warnings, 1 note in 1 file (6 events, 1 process, 1 scene)"))
    }
}

/// `parse -` on an open pipe prints what it read when the input pauses: the table's rows, and
/// every JSON line as it is read.
@Suite struct ParseLiveCommandTests {
    @Test(arguments: [["parse", "-"], ["parse", "--format", "jsonl", "-"]])
    func eventsArePrintedBeforeThePipeEnds(_ arguments: [String]) throws {
        let run = try LiveToolRun(arguments)
        try run.write("application(_:didFinishLaunchingWithOptions:)\nscene(_:willConnectTo:options:) <UIWindowScene: 0x101>\n")
        #expect(run.waitForOutput { $0.contains("willConnect") }, "got: \(run.stdout)")
        try run.write("sceneWillEnterForeground(_:) <UIWindowScene: 0x101>\n")
        #expect(run.waitForOutput { $0.contains("willEnterForeground") }, "got: \(run.stdout)")
        #expect(try run.finish(closingInput: true) == 0)
    }
}
