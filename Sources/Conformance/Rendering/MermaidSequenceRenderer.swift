import TraceParser

/// Draws ``Swimlanes`` as a Mermaid `sequenceDiagram`, which GitHub renders in Markdown:
/// participants `UIKit`, `App` and one per scene (`S1` for `scene#1`), an arrow from UIKit per
/// callback in log order (a cross for `sceneDidDisconnect(_:)`), a dotted arrow to App for each
/// view-controller or SwiftUI phase event (they belong to no lane, but happen in the app), a note
/// over every participant where a process starts, and a note with the severity and rule id of
/// each finding over the participant of its event.
///
/// Mermaid's grammar reads `#` as the start of a comment and `;` as the end of a statement, so
/// both, and `<`, `>` and `%`, are written as its entity codes (`#35;` renders as `#`).
public enum MermaidSequenceRenderer {
    /// The diagram.
    public static func render(_ swimlanes: Swimlanes) -> String {
        var out = "sequenceDiagram\n"
        out += "    title \(escape(swimlanes.title))\n"
        out += "    participant UIKit\n"
        out += "    participant App as app\n"
        for (index, lane) in swimlanes.lanes.enumerated().dropFirst() {
            out += "    participant \(alias(swimlanes, index)) as \(escape(lane.label))\n"
        }
        let last = alias(swimlanes, swimlanes.lanes.count - 1)
        for row in swimlanes.rows {
            switch row.kind {
            case .processStart(let info):
                out += "    Note over UIKit,\(last): \(escape(info.swimlaneTitle))\n"
            case .event(let event, let lane, let subject):
                let target = alias(swimlanes, lane ?? 0)
                let arrow = lane == nil ? "-->>" : event.event == .sceneDidDisconnect ? "-x" : "->>"
                out += "    UIKit\(arrow)\(target): \(escape(message(event, lane: lane, subject: subject)))\n"
                for finding in row.findings {
                    out += "    Note over \(target): \(escape("\(finding.severity.rawValue) \(finding.ruleID)"))\n"
                }
            }
        }
        return out
    }

    /// `App`, or `S2` for scene#2.
    private static func alias(_ swimlanes: Swimlanes, _ lane: Int) -> String {
        swimlanes.lanes[lane].scene.map { "S\($0.ordinal)" } ?? "App"
    }

    /// `sceneWillEnterForeground(_:) (line 3)`, `vc HomeViewController viewDidLoad() (line 5)`.
    private static func message(_ event: TraceEvent, lane: Int?, subject: Subject?) -> String {
        var text = event.event.swiftName
        if lane == nil, event.event.domain == .viewController { text = (subject?.label ?? "vc") + " " + text }
        return text + (event.source == .notification ? " (notification, line \(event.location.line))" : " (line \(event.location.line))")
    }

    /// Text with the characters Mermaid's grammar would misread as entity codes, and line
    /// breaks as spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#", ";", "<", ">", "%": out += "#\(scalar.value);"
            case "\n", "\r", "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
