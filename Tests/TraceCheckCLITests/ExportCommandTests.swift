import Foundation
import Testing
import TraceCheckTestSupport

/// `tracecheck export`: CSV (one row per callback of every timeline and model subject, grouped by
/// case, RFC 4180: CRLF rows, quoted fields), OCEL 2.0 and XES, the same to a file as to standard
/// output, each process written as soon as it is checked.
@Suite struct ExportCommandTests {
    /// The OCEL 2.0 and XES exports of the sample logs, as golden files beside them.
    @Test(arguments: [
        ("traces/real", "blog-split-view-2020.log", "ocel"), ("traces/real", "blog-split-view-2020.log", "xes"),
        ("docs/examples/scenes-in-sync", "app.log", "ocel"), ("docs/examples/scenes-in-sync", "app.log", "xes"),
    ])
    func objectCentricAndXESMatchGoldens(_ directory: String, _ log: String, _ format: String) throws {
        let result = try ToolRunner.run(["export", "--format", format, log], in: Fixtures.root.appendingPathComponent(directory))
        #expect(result.status == 0, "\(result.stderr)")
        let golden = "\(directory)/\(log.dropLast(4)).export.\(format).expected"
        Golden.check(result.stdout, against: golden)
    }

    /// OCEL: each process's events are written when it is checked, its objects after the last
    /// event; XES: each process's traces when it is checked.
    @Test(arguments: [("ocel", "\"type\":\"scene.willConnect\""), ("xes", "<string key=\"concept:name\" value=\"scene.willConnect\"/>")])
    func objectCentricAndXESAreWrittenAsProcessesEnd(_ format: String, _ firstProcess: String) throws {
        let run = try LiveToolRun(["export", "--format", format, "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9

            """)
        #expect(run.waitForOutput { $0.contains(firstProcess) }, "got: \(run.stdout)")
        try run.write("application(_:didFinishLaunchingWithOptions:)\n")
        #expect(try run.finish(closingInput: true) == 0)
        #expect(run.stdout.components(separatedBy: "app.didFinishLaunching").count - 1 == 3, "the launch of each process, the second also its app's (OCEL: two events and the type)")
    }

    @Test func csvMatchesGolden() throws {
        let result = try ToolRunner.run(["export", "traces/real/blog-split-view-2020.log"])
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "traces/real/blog-split-view-2020.export.csv.expected")
        // Every row has six fields and every callback of the log is a row.
        let rows = result.stdout.components(separatedBy: "\r\n").dropLast()
        #expect(rows.first == "case,activity,timestamp,file,line,source")
        #expect(rows.count == 1 + 25)
    }

    /// A notification that repeats its scene's callback, printed a few events after it (another
    /// scene's callbacks between), is that callback again: no second row of the same activity
    /// (issue 28, bug b). One printed without its callback is a row that says `notification`.
    @Test func aNotificationBesideItsCallbackIsNoSecondRow() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("app.log")
        try """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
            scene(_:willConnectTo:options:) <UIWindowScene: 0x202>
            sceneWillEnterForeground(_:) <UIWindowScene: 0x202>
            UISceneWillEnterForegroundNotification <UIWindowScene: 0x101>
            UISceneDidActivateNotification <UIWindowScene: 0x101>

            """.write(to: log, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["export", log.path])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("scene#1") }
        #expect(rows.map { $0.split(separator: ",")[1] + "," + ($0.split(separator: ",").last ?? "") } == [
            "scene.willConnect,callback", "scene.willEnterForeground,callback", "scene.didBecomeActive,notification",
        ], "\(result.stdout)")
    }

    /// Each process's rows are written when it is checked, not at the end of the input (issue
    /// 28, bug c): a killed run's rows come while the pipe is still open.
    @Test func eachProcessIsWrittenWhenItEnds() throws {
        let run = try LiveToolRun(["export", "-"])
        try run.write("""
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
            Message from debugger: Terminated due to signal 9

            """)
        #expect(run.waitForOutput { $0.contains("scene#1 (0x101),scene.willConnect,,<stdin>,2,callback\r\n") }, "got: \(run.stdout)")
        try run.write("application(_:didFinishLaunchingWithOptions:)\n")
        let status = try run.finish(closingInput: true)
        #expect(status == 0)
        // The second run has no scene: its launch is also the first row of its app's case.
        #expect(run.stdout.components(separatedBy: "\r\n").filter { $0.contains("app.didFinishLaunching") }.count == 3)
    }

    @Test func modelSubjectsAreCases() throws {
        let directory = Fixtures.root.appendingPathComponent("docs/examples/scenes-in-sync")
        let result = try ToolRunner.run(["export", "app.log"], in: directory)
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "docs/examples/scenes-in-sync/app.export.csv.expected")
        #expect(result.stdout.contains("sync#2 (0x105b3d440),sync.modelChanged,2024-03-02T11:00:07.500Z,app.log,6,callback\r\n"))
    }

    @Test func fieldsWithCommasAndQuotesAreQuoted() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("a, \"b\".log")
        try "sceneDidBecomeActive(_:) <UIWindowScene: 0x1>\n".write(to: log, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.csv")
        let result = try ToolRunner.run(["export", "-o", output.path, log.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let table = try String(contentsOf: output, encoding: .utf8)
        #expect(table.hasSuffix(",\"\(log.path.replacingOccurrences(of: "\"", with: "\"\""))\",1,callback\r\n"))
    }
}
