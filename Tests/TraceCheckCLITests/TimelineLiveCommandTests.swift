import Foundation
import Testing
import TraceCheckTestSupport

/// `tracecheck timeline -` on a pipe that stays open draws each process as soon as it is
/// certain (checked, its findings written), not at the end of the input; of a process that goes
/// on, the rows the next lines cannot change are drawn at each pause.
@Suite(.serialized) struct TimelineLiveCommandTests {
    static let log = try! Fixtures.text("traces/synthetic/flows/wwdc19-discard.log")

    @Test func aProcessIsDrawnWhenItEndsWhileTheInputGoesOn() throws {
        let lines = Self.log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let run = try LiveToolRun(["timeline", "--width", "100", "-"])
        // The first run of the app, up to its last callback: it may go on.
        try run.write(lines[0..<7].joined(separator: "\n") + "\n")
        #expect(run.waitForOutput { $0.contains("scene#1 willConnect") }, "its first rows at the pause: \(run.stdout)")
        #expect(!run.stdout.contains("lanes:"), "its legend and findings wait for its end: \(run.stdout)")
        // The debugger kills it: the rest of its chart, with its findings, comes at once.
        try run.write(lines[7] + "\n")
        #expect(run.waitForOutput { $0.contains("<stdin>:7: note: process#1 ended without applicationWillTerminate(_:)") }, "got: \(run.stdout)")
        #expect(run.stdout.contains("── process#1 in <stdin>") && !run.stdout.contains("process#2"))
        try run.write(lines[8...].joined(separator: "\n"))
        let status = try run.finish(closingInput: true)
        #expect(status == 0)
        // Two charts, each with the lanes of its own scenes, as the whole input draws its rows.
        #expect(run.stdout.components(separatedBy: " LINE │ app │").count == 3)
        #expect(run.stdout.contains("── process#2, after the previous one was killed"))
        #expect(run.stdout.contains("lanes: app (the app's state, from its most active scene); s#2 = scene#2 (0x10e5a4110)"))
    }

    /// A process that goes on gets its rows at each pause, all but the last three (the next line
    /// can still change them), and the rest with the legend and findings when it ends; the rows
    /// are those of the whole input's chart.
    @Test func theRowsOfAProcessThatGoesOnAreDrawnAtPauses() throws {
        let lines = [
            "application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:) <UIWindowScene: 0x101>",
            "sceneWillEnterForeground(_:) <UIWindowScene: 0x101>", "sceneDidBecomeActive(_:) <UIWindowScene: 0x101>",
            "sceneWillResignActive(_:) <UIWindowScene: 0x101>", "sceneDidEnterBackground(_:) <UIWindowScene: 0x101>",
            "sceneWillEnterForeground(_:) <UIWindowScene: 0x101>", "sceneDidBecomeActive(_:) <UIWindowScene: 0x101>",
        ]
        let run = try LiveToolRun(["timeline", "--width", "100", "-"])
        try run.write(lines[0..<6].joined(separator: "\n") + "\n")
        #expect(run.waitForOutput { $0.contains("scene#1 willEnterForeground") }, "got: \(run.stdout)")
        #expect(!run.stdout.contains("didBecomeActive"), "the last three rows wait: \(run.stdout)")
        try run.write(lines[6...].joined(separator: "\n") + "\n")
        #expect(run.waitForOutput { $0.contains("scene#1 willResignActive") }, "got: \(run.stdout)")
        #expect(!run.stdout.contains("lanes:"), "no legend while the process goes on: \(run.stdout)")
        let status = try run.finish(closingInput: true)
        #expect(status == 0)
        let whole = try ToolRunner.run(["timeline", "--width", "100", "-"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        func rows(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("    ") && $0.contains("│") } }
        #expect(rows(run.stdout) == rows(whole.stdout))
        #expect(rows(run.stdout).count == 8)
        #expect(run.stdout.hasSuffix(whole.stdout.components(separatedBy: "\n\nlanes:").last ?? "?"))
    }

    /// Until a process printed a scene callback and its input a scene connection, what decides
    /// its analysis can still turn (an app-delegate app's rows would change), so nothing is
    /// drawn at a pause.
    @Test func rowsWaitWhileTheirAnalysisCanStillTurn() throws {
        let run = try LiveToolRun(["timeline", "--width", "100", "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
            applicationWillResignActive(_:)
            applicationDidEnterBackground(_:)
            applicationWillEnterForeground(_:)

            """)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(run.stdout.isEmpty, "got: \(run.stdout)")
        let status = try run.finish(closingInput: true)
        #expect(status == 0)
        #expect(run.stdout.components(separatedBy: " LINE │ app │").count == 2 && run.stdout.contains("app willEnterForeground"))
    }

    /// Two apps' lines interleave: the first app's run is drawn when its relaunch replaces it,
    /// although the other app's process, which started before the relaunch, is still open.
    @Test func aRelaunchDrawsTheRunItReplacesWhileAnotherAppGoesOn() throws {
        let run = try LiveToolRun(["timeline", "--width", "100", "-"])
        try run.write("""
            2024-03-02 09:00:00.000000+0100 App[10:1a] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:00.100000+0100 Other[20:2b] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:00.200000+0100 App[10:1a] applicationDidBecomeActive(_:)
            2024-03-02 09:00:00.300000+0100 Other[20:2b] applicationDidBecomeActive(_:)

            """)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(run.stdout.isEmpty, "both processes are open: \(run.stdout)")
        try run.write("2024-03-02 09:00:01.000000+0100 App[11:1a] application(_:didFinishLaunchingWithOptions:)\n")
        #expect(run.waitForOutput { $0.contains("── process#1 (pid 10)") && $0.contains("the callback of the row") }, "got: \(run.stdout)")
        #expect(!run.stdout.contains("process#2"))
        let status = try run.finish(closingInput: true)
        #expect(status == 0)
        #expect(run.stdout.components(separatedBy: " LINE TIME ").count == 4)
    }

    /// Ctrl-C draws the process being read and ends with the signal's status.
    @Test func anInterruptionDrawsWhatWasRead() throws {
        let run = try LiveToolRun(["timeline", "--width", "100", "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)

            """)
        Thread.sleep(forTimeInterval: 0.5)
        run.signal(SIGINT)
        let status = try run.finish()
        #expect(status == 130)
        #expect(run.stdout.contains("app didBecomeActive"), "got: \(run.stdout)")
        #expect(run.stderr.contains("interrupted: the charts cover what was read"))
    }

    /// `--process` and `--pid` draw only their processes' charts, with their own findings;
    /// a scene no chart had is a usage error once the input ends.
    @Test func aChoiceOfProcessesDrawsOnlyThem() throws {
        let log = Data("""
            2024-03-02 09:00:00.000000+0100 App[10:1a] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:00.100000+0100 Other[20:2b] application(_:didFinishLaunchingWithOptions:)
            2024-03-02 09:00:00.200000+0100 App[10:1a] applicationWillTerminate(_:)
            2024-03-02 09:00:00.300000+0100 Other[20:2b] applicationDidBecomeActive(_:)

            """.utf8)
        for choice in [["--process", "2"], ["--pid", "20"]] {
            let result = try ToolRunner.run(["timeline", "--width", "100"] + choice + ["-"], stdin: log)
            #expect(result.status == 0, "\(choice): \(result.stderr)")
            #expect(result.stdout.components(separatedBy: " LINE TIME ").count == 2, "\(choice): \(result.stdout)")
            #expect(result.stdout.contains("process#2 (pid 20)") && !result.stdout.contains("process#1"), "\(choice)")
        }
        let missing = try ToolRunner.run(["timeline", "--scene", "9", "-"], stdin: log)
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: no scene#9 in the input\nhelp: it has no scene\n")
    }

    /// Read whole (a file given as standard input), the same log is one chart.
    @Test func aFileOnStandardInputIsOneChart() throws {
        let result = try ToolRunner.run(
            ["-c", "\"$0\" timeline --width 100 - < traces/synthetic/flows/wwdc19-discard.log", ToolRunner.executable.path],
            program: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: " LINE │ app │").count == 2)
    }
}
