import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TraceCheckTestSupport

/// Every sample trace's pictures are valid in their formats: the SVG is well-formed XML with
/// nothing to load, the Chrome trace is JSON with the structure Perfetto reads, and the Mermaid
/// and PlantUML diagrams use only statements their grammars accept.
@Suite struct TimelinePictureTests {
    static let traces = Fixtures.files(under: "traces", suffix: ".log")

    static func picture(_ format: String, _ trace: String) throws -> String {
        let result = try ToolRunner.run(["timeline", "--format", format, trace])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func thereAreSampleTraces() {
        #expect(Self.traces.count >= 10)
    }

    @Test(arguments: traces)
    func svgIsWellFormedAndSelfContained(_ trace: String) throws {
        let svg = try Self.picture("svg", trace)
        let document = try XMLDocument(data: Data(svg.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(root.uri == "http://www.w3.org/2000/svg")
        let attributes = Set((root.attributes ?? []).compactMap(\.name))
        #expect(attributes.isSuperset(of: ["width", "height", "viewBox", "font-family"]), "\(attributes)")
        #expect(root.elements(forName: "title").first?.stringValue == "tracecheck timeline of \(trace)")
        for forbidden in ["<script", "<style", "@font-face", "href=", "url(", "<foreignObject", "\u{1B}["] {
            #expect(!svg.contains(forbidden), "\(forbidden)")
        }
        // Every callback has a tick with a tooltip naming its line.
        let events = try ToolRunner.run(["parse", "--count", "--format", "jsonl", trace]).stdout
        let count = Int(try #require(events.firstMatch(of: /"events":(\d+)/)).1) ?? -1
        let ticks = svg.components(separatedBy: "<title>\(trace):").count - 1
        #expect(ticks >= count - 2, "\(ticks) ticks for \(count) events")  // duplicate notifications are not drawn
    }

    @Test(arguments: traces)
    func chromeTraceIsValidJSONWithTracks(_ trace: String) throws {
        let json = try Self.picture("chrome", trace)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["displayTimeUnit"] as? String == "ms")
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        var processNames: Set<Int> = []
        var threadNames: Set<[Int]> = []
        var used: Set<[Int]> = []
        for event in events {
            let phase = try #require(event["ph"] as? String)
            let name = try #require(event["name"] as? String)
            let pid = try #require(event["pid"] as? Int)
            #expect(pid >= 1)
            switch phase {
            case "M":
                let args = try #require(event["args"] as? [String: Any])
                #expect(["process_name", "process_sort_index", "thread_name", "thread_sort_index"].contains(name))
                if name == "process_name" { processNames.insert(pid) }
                if name == "thread_name", let tid = event["tid"] as? Int, let label = args["name"] as? String, !label.isEmpty {
                    threadNames.insert([pid, tid])
                }
            case "X", "i":
                let ts = try #require(event["ts"] as? Int)
                let tid = try #require(event["tid"] as? Int)
                #expect(ts >= 0)
                used.insert([pid, tid])
                if phase == "X" {
                    let duration = try #require(event["dur"] as? Int)
                    #expect(duration >= 0)
                    #expect(event["cat"] as? String == "state")
                    #expect(["connected", "foregroundInactive", "foregroundActive", "background", "disconnected"].contains(name))
                } else {
                    #expect(event["s"] as? String == "t")
                    let args = try #require(event["args"] as? [String: Any])
                    #expect(args["line"] is Int)
                    #expect(args["file"] as? String == trace)
                    #expect(["callback", "finding"].contains(event["cat"] as? String))
                    if event["cat"] as? String == "finding" { #expect(args["severity"] is String) }
                }
            default:
                Issue.record("unexpected phase \(phase)")
            }
        }
        #expect(!processNames.isEmpty)
        #expect(used.allSatisfy { processNames.contains($0[0]) && threadNames.contains($0) }, "tracks without names")
    }

    /// The statement shapes the Mermaid renderer writes, all of which GitHub's Mermaid accepts:
    /// text is free of `;`, `<`, `>`, `%` and of any `#` that is not an entity code.
    @Test(arguments: traces)
    func mermaidUsesOnlyKnownStatements(_ trace: String) throws {
        let diagram = try Self.picture("mermaid", trace)
        let text = #"(?:[^#;<>%\n]|#[0-9]+;)+"#
        let participant = #"(?:UIKit|App|S[0-9]+)"#
        let shapes = try [
            #"    title "# + text,
            #"    participant UIKit"#,
            #"    participant App as app"#,
            #"    participant S[0-9]+ as scene#35;[0-9]+ "# + text,
            #"    UIKit(?:->>|-->>|-x)"# + participant + ": " + text,
            #"    Note over "# + participant + "(?:," + participant + ")?: " + text,
        ].map { try Regex("^" + $0 + "$") }
        let lines = diagram.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "sequenceDiagram")
        #expect(lines.last == "")
        var declared: Set<String> = []
        for line in lines.dropFirst().dropLast() {
            #expect(shapes.contains { (try? $0.wholeMatch(in: String(line))) != nil }, "unexpected line: \(line)")
            if let match = line.firstMatch(of: /^    participant ([A-Za-z0-9]+)/) { declared.insert(String(match.1)) }
            if let match = line.firstMatch(of: /^    UIKit-{1,2}(?:>>|x)([A-Za-z0-9]+):/) {
                #expect(declared.contains(String(match.1)), "undeclared participant in \(line)")
            }
        }
    }

    @Test(arguments: traces)
    func plantUMLUsesOnlyTimingStatements(_ trace: String) throws {
        let diagram = try Self.picture("plantuml", trace)
        let shapes = try [
            #""#, #"@startuml"#, #"@enduml"#, #"title [^\n]+"#, #"concise "process" as P"#, #"robust "[^"\n]+" as (?:A|S[0-9]+)"#,
            #"(?:A|S[0-9]+) has [a-zA-Z,]+"#, #"scale [0-9]+ as [0-9]+ pixels"#, #"@[0-9]+(?:\.[0-9]+)?"#,
            #"P is (?:\{-\}|"[^"\n]+")"#, #"(?:A|S[0-9]+) is (?:\{-\}|connected|foregroundInactive|foregroundActive|background|disconnected)"#,
            #"note bottom of P : (?:error|warning|note) [a-z_]+ \(line [0-9]+\)"#,
        ].map { try Regex("^" + $0 + "$") }
        let lines = diagram.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "@startuml")
        #expect(lines.dropLast().last == "@enduml")
        for line in lines {
            #expect(shapes.contains { (try? $0.wholeMatch(in: String(line))) != nil }, "unexpected line: \(line)")
        }
        // Time never goes back.
        let times = lines.compactMap { $0.hasPrefix("@") ? Double($0.dropFirst()) : nil }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }
}
