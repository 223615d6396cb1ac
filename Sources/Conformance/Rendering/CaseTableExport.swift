import TraceParser

/// An analysis as a table of process-mining events (`tracecheck export --format csv`): one row per
/// step of every timeline and of every model subject, grouped by case (the subject, as every
/// report labels it) in order of the cases' first step, each case's rows in log order.
///
/// Columns: `case`, `activity` (the canonical event id, `MODEL.EVENT` for a model's), `timestamp`
/// (ISO 8601 as printed, empty when the line prints none), `file`, `line`, `source` (what the
/// line printed: `callback`, `notification` (a UIScene/UIApplication notification, which a log
/// may print beside its callback: the same activity twice, told apart here), `scenePhase` or
/// `system`). Fields are quoted as RFC 4180 says (in double quotes when they hold a comma, a
/// quote or a line break).
public enum CaseTableExport {
    /// The header row.
    public static let header = "case,activity,timestamp,file,line,source"

    /// The table, header first, each row ending in CRLF as RFC 4180 writes it.
    public static func csv(_ analysis: TraceAnalysis) -> String {
        header + "\r\n" + analysis.processes.map(rows).joined()
    }

    /// The rows of one process (its cases are its own), for a table written as each process is
    /// checked (`export` streams: memory follows the processes open, as for `lint`).
    public static func rows(_ process: ProcessAnalysis) -> String {
        var out = ""
        func row(_ label: String, _ activity: String, _ event: TraceEvent) {
            out += [label, activity, event.timestamp?.description ?? "", event.location.file, String(event.location.line), event.source.rawValue]
                .map(field).joined(separator: ",") + "\r\n"
        }
        for timeline in process.timelines {
            for step in timeline.steps { row(timeline.subject.label, step.event.event.rawValue, step.event) }
        }
        var order: [String] = []
        var steps: [String: [ModelStep]] = [:]
        for step in process.modelSteps {
            if steps[step.subject.label] == nil { order.append(step.subject.label) }
            steps[step.subject.label, default: []].append(step)
        }
        for label in order {
            for step in steps[label] ?? [] { row(label, step.id, step.event) }
        }
        return out
    }

    /// A field as RFC 4180 writes it.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
