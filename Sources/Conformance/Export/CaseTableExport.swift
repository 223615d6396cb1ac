import TraceParser

/// An analysis as a table of process-mining events (`tracecheck export --format csv`): one row per
/// step of every timeline and of every model subject, grouped by case (the subject, as every
/// report labels it) in order of the cases' first step, each case's rows in log order.
///
/// Columns: `case`, `activity` (the canonical event id, `MODEL.EVENT` for a model's), `timestamp`
/// (ISO 8601 as printed, empty when the line prints none), `file`, `line`, `source` (what the
/// line printed: `callback`, `notification` (a UIScene/UIApplication notification printed without
/// the callback it repeats, which the analysis takes as that callback again), `scenePhase` or
/// `system`). Fields are quoted as RFC 4180 says (in double quotes when they hold a comma, a
/// quote or a line break).
public struct CaseTableExport {
    public init() {}


    /// The rows of one process (its cases are its own), for a table written as each process is
    /// checked (`export` streams: memory follows the processes open, as for `lint`).
    public static func rows(_ process: ProcessAnalysis) -> String {
        var out = ""
        for exportCase in process.exportCases {
            let label = field(exportCase.subject.label)
            for entry in exportCase.entries {
                let event = entry.event
                out += [label, field(entry.activity), field(event.timestamp?.description ?? ""), field(event.location.file), String(event.location.line), event.source.rawValue]
                    .joined(separator: ",") + "\r\n"
            }
        }
        return out
    }

    /// A field as RFC 4180 writes it.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
