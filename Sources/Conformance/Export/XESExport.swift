import TraceParser

/// An analysis as an IEEE 1849-2016 XES event log (`tracecheck export --format xes`), written
/// as the input is read: one trace per subject (the cases of ``CaseTableExport``), named by the
/// subject's object id of the OCEL export (`scene#2`: unique, unlike a view controller's
/// label), with its `label`, `kind` and `process`.
///
/// Every event has `concept:name` (the canonical event id, `MODEL.EVENT` for a model's),
/// `time:timestamp` (``ExportTime``), `lifecycle:transition` `complete` (a callback is an
/// instant), and `line`, `file`, `source`, with `printedState` and `printedTime` when printed.
/// The concept, time and lifecycle extensions are declared, with globals for the attributes
/// every trace and event has and an activity classifier. Elements are in no namespace: the
/// standard's XML Schema declares none.
public struct XESExport: EventLogExport {
    public init() {}

    public var header: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <log xes.version="2.0">
          <extension name="Concept" prefix="concept" uri="http://www.xes-standard.org/concept.xesext"/>
          <extension name="Time" prefix="time" uri="http://www.xes-standard.org/time.xesext"/>
          <extension name="Lifecycle" prefix="lifecycle" uri="http://www.xes-standard.org/lifecycle.xesext"/>
          <global scope="trace">
            <string key="concept:name" value="__INVALID__"/>
          </global>
          <global scope="event">
            <string key="concept:name" value="__INVALID__"/>
            <date key="time:timestamp" value="\(ExportTime.epoch)"/>
            <string key="lifecycle:transition" value="complete"/>
            <int key="line" value="0"/>
            <string key="file" value=""/>
            <string key="source" value="callback"/>
          </global>
          <classifier name="Activity" keys="concept:name"/>
          <string key="concept:name" value="tracecheck export"/>

        """
    }

    public func part(of process: ProcessAnalysis) -> String {
        var out = ""
        for exportCase in process.exportCases {
            let subject = exportCase.subject
            out += "  <trace>\n"
            out += Self.attribute("string", "concept:name", ExportObject.id(of: subject), indent: 4)
            out += Self.attribute("string", "label", subject.label, indent: 4)
            out += Self.attribute("string", "kind", ExportObject.type(of: subject), indent: 4)
            out += Self.attribute("string", "process", ExportObject.processID(process.info.ordinal), indent: 4)
            for entry in exportCase.entries {
                let event = entry.event
                out += "    <event>\n"
                out += Self.attribute("string", "concept:name", entry.activity, indent: 6)
                out += Self.attribute("date", "time:timestamp", ExportTime.text(event.timestamp, line: event.location.line), indent: 6)
                out += Self.attribute("string", "lifecycle:transition", "complete", indent: 6)
                out += Self.attribute("int", "line", String(event.location.line), indent: 6)
                out += Self.attribute("string", "file", event.location.file, indent: 6)
                out += Self.attribute("string", "source", event.source.rawValue, indent: 6)
                if let state = event.printedState { out += Self.attribute("string", "printedState", state.rawValue, indent: 6) }
                if let time = event.timestamp { out += Self.attribute("string", "printedTime", time.description, indent: 6) }
                out += "    </event>\n"
            }
            out += "  </trace>\n"
        }
        return out
    }

    public func finish(_ write: (String) throws -> Void) throws {
        try write("</log>\n")
    }

    private static func attribute(_ type: String, _ key: String, _ value: String, indent: Int) -> String {
        String(repeating: " ", count: indent) + "<\(type) key=\"\(key)\" value=\"\(XMLText.attribute(value))\"/>\n"
    }
}
