import Foundation
import Testing
import TraceCheckTestSupport

/// `export --format ocel` and `--format xes` are valid against the official schemas (OCEL 2.0
/// JSON with a date-time format check, IEEE 1849-2016 XES with xmllint) and what the standards
/// say beyond them, on every sample trace, all of traces/ in one run, a model's subjects, and
/// timestamps of every kind.
@Suite struct ExportSchemaTests {
    /// Printed times of every kind a log has, and names that need escaping.
    static let oddLog = """
        2020-04-26 12:34:56.789012+0900 Diary[11:22] application(_:didFinishLaunchingWithOptions:)
        2020-04-26 12:34:57.000 Diary[11:22] scene(_:willConnectTo:options:) <UIWindowScene: 0x1> session <UISceneSession: 0x9a>
        Mar 14 10:11:12 localhost Diary[11]: sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
        15:36:32.043770+0500 sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
        25:61:00 sceneWillResignActive(_:) <UIWindowScene: 0x1>
        sceneDidEnterBackground(_:) <UIWindowScene: 0x1> applicationState: background
        VC loaded: Feed
        CaféMenu view will appear

        """

    private func documents(_ format: String) throws -> [(name: String, text: String)] {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let odd = directory.appendingPathComponent("odd & \"times\".log")
        try Self.oddLog.write(to: odd, atomically: true, encoding: .utf8)
        let inputs = LintReporterCommandTests.traces.map { [$0] } + [["traces"], [odd.path]]
        var documents = try inputs.enumerated().map { index, paths in
            let result = try ToolRunner.run(["export", "--format", format] + paths)
            #expect(result.status == 0, "\(paths): \(result.stderr)")
            return (name: "\(index)-\(paths[0].split(separator: "/").last ?? "").\(format)", text: result.stdout)
        }
        let models = try ToolRunner.run(["export", "--format", format, "app.log"], in: Fixtures.root.appendingPathComponent("docs/examples/scenes-in-sync"))
        documents.append((name: "scenes-in-sync.\(format)", text: models.stdout))
        return documents
    }

    @Test func ocelIsValidOCEL20() throws {
        try EventLogValidator.checkOCEL(documents("ocel"))
    }

    @Test func xesIsValidXES() throws {
        try EventLogValidator.checkXES(documents("xes"))
    }

    /// The checks really run: each of these breaks the standard in one way, and is rejected for
    /// that reason (not because a tool is missing).
    @Test(arguments: [
        (#"{"eventTypes":[],"objectTypes":[],"events":[{"id":"e1","type":"x","time":"2020-01-01T00:00:00Z"}],"objects":[]}"#,
         "not declared in eventTypes"),
        (#"{"eventTypes":[{"name":"x","attributes":[]}],"objectTypes":[],"events":[{"id":"e1","type":"x","time":"2020-01-01T00:00:00Z","relationships":[{"objectId":"o","qualifier":"q"}]}],"objects":[]}"#,
         "which is no object"),
        (#"{"eventTypes":[{"name":"x","attributes":[]}],"objectTypes":[],"events":[{"id":"e1","type":"x","time":"2020-01-01T00:00:00"}],"objects":[]}"#,
         "is not a 'date-time'"),
        (#"{"eventTypes":[{"name":"x","attributes":[]}],"objectTypes":[],"events":[{"id":"e1","type":"x","time":"2020-01-01T00:00:00Z","attributes":[{"name":"line","value":"1"}]}],"objects":[]}"#,
         "is not declared for 'x'"),
        (#"{"eventTypes":[{"name":"x","attributes":[{"name":"line","type":"integer"}]}],"objectTypes":[],"events":[{"id":"e1","type":"x","time":"2020-01-01T00:00:00Z","attributes":[{"name":"line","value":"one"}]}],"objects":[]}"#,
         "is not integer"),
    ])
    func brokenOCELIsRejected(_ document: String, _ reason: String) throws {
        try withKnownIssue {
            try EventLogValidator.checkOCEL([(name: "broken.jsonocel", text: document)])
        } matching: { issue in
            String(describing: issue).contains("not valid against") && String(describing: issue).contains(reason)
        }
    }

    private static let extensions = #"<extension name="Concept" prefix="concept" uri="u"/><extension name="Time" prefix="time" uri="u"/><extension name="Lifecycle" prefix="lifecycle" uri="u"/>"#

    @Test(arguments: [
        (#"<log xes.version="2.0">\#(extensions)<trace><string key="concept:name" value="t"/><event><string key="concept:name" value="a"/></event></trace></log>"#,
         "has no time:timestamp"),
        (#"<log xes.version="2.0"><extension name="Concept" prefix="concept" uri="u"/><trace><string key="concept:name" value="t"/><event><string key="concept:name" value="a"/><date key="time:timestamp" value="2020-01-01T00:00:00Z"/></event></trace></log>"#,
         "the time extension is not declared"),
        (#"<log xmlns="http://www.xes-standard.org/" xes.version="2.0"/>"#, "xmllint:"),
        (#"<log xes.version="2.0">\#(extensions)<global scope="event"><int key="line" value="0"/></global><trace><string key="concept:name" value="t"/><event><string key="concept:name" value="a"/><date key="time:timestamp" value="2020-01-01T00:00:00Z"/></event></trace></log>"#,
         "lacks the global int 'line'"),
    ])
    func brokenXESIsRejected(_ document: String, _ reason: String) throws {
        try withKnownIssue {
            try EventLogValidator.checkXES([(name: "broken.xes", text: document)])
        } matching: { issue in
            String(describing: issue).contains("not valid against") && String(describing: issue).contains(reason)
        }
    }
}
