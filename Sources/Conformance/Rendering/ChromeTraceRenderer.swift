import TraceParser

/// Draws ``Swimlanes`` as Chrome trace JSON (`{"traceEvents":[…],"displayTimeUnit":"ms"}`),
/// which Perfetto and chrome://tracing open: a process per log process (pid = its ordinal),
/// named by `M` metadata events, with a track for the app (tid 0) and one per scene (tid = its
/// lane), an `X` complete event per span of a state, an `i` instant event per callback (category
/// `callback`, view controllers and phases on the app's track) and one per finding (category
/// `finding`). Timestamps are microseconds from the first timestamp, or 1000 µs per row when
/// the log has none. One event per line, in row order after the metadata.
public enum ChromeTraceRenderer {
    /// The trace document.
    public static func render(_ swimlanes: Swimlanes) -> String {
        let axis = SwimlaneTimeAxis(swimlanes)
        let rows = swimlanes.rows
        func ts(_ row: Int) -> Int {
            let position = row < axis.positions.count ? axis.positions[row] : axis.end
            return Int((position * (axis.isTime ? 1_000_000 : 1000)).rounded())
        }
        var events: [String] = []
        events.reserveCapacity(rows.count * 2 + swimlanes.lanes.count * 2)
        // Metadata: processes, then tracks.
        for row in rows {
            guard case .processStart(let info) = row.kind else { continue }
            events.append(metadata("process_name", pid: info.ordinal, tid: nil, "name", .string(info.swimlaneTitle)))
            events.append(metadata("process_sort_index", pid: info.ordinal, tid: nil, "sort_index", .int(info.ordinal)))
            events.append(metadata("thread_name", pid: info.ordinal, tid: 0, "name", .string("app")))
            events.append(metadata("thread_sort_index", pid: info.ordinal, tid: 0, "sort_index", .int(0)))
        }
        for (index, lane) in swimlanes.lanes.enumerated() {
            guard let scene = lane.scene else { continue }
            events.append(metadata("thread_name", pid: scene.process, tid: index, "name", .string(lane.label)))
            events.append(metadata("thread_sort_index", pid: scene.process, tid: index, "sort_index", .int(index)))
        }
        var starts = [[(lane: Int, span: Swimlanes.Span)]](repeating: [], count: rows.count)
        for (lane, spans) in swimlanes.spans.enumerated() {
            for span in spans { starts[span.rows.lowerBound].append((lane, span)) }
        }
        for (index, row) in rows.enumerated() {
            for (lane, span) in starts[index] {
                var args: [(key: String, value: JSONValue)] = []
                if let first = rows[span.rows.lowerBound].event?.location.line { args.append(("first line", .int(first))) }
                if let last = rows[span.rows.upperBound - 1].event?.location.line { args.append(("last line", .int(last))) }
                events.append(event(
                    name: span.state.rawValue, category: "state", phase: "X", ts: ts(span.rows.lowerBound),
                    duration: ts(span.rows.upperBound) - ts(span.rows.lowerBound), pid: row.process, tid: lane, args: args))
            }
            guard case .event(let event, let lane, let subject) = row.kind else { continue }
            let location: [(key: String, value: JSONValue)] = [("file", .string(event.location.file)), ("line", .int(event.location.line))]
            events.append(Self.event(
                name: TextSwimlaneRenderer.eventText(event, subject: subject), category: "callback", phase: "i", ts: ts(index),
                pid: event.process, tid: lane ?? 0, args: location))
            for finding in row.findings {
                events.append(Self.event(
                    name: "\(finding.severity.rawValue) \(finding.ruleID)", category: "finding", phase: "i", ts: ts(index),
                    pid: event.process, tid: lane ?? 0,
                    args: [("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.ruleID)),
                           ("message", .string(finding.message))] + location))
            }
        }
        return "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n],\n\"displayTimeUnit\":\"ms\"}\n"
    }

    private static func metadata(_ name: String, pid: Int, tid: Int?, _ key: String, _ value: JSONValue) -> String {
        var members: [(key: String, value: JSONValue)] = [("name", .string(name)), ("ph", .string("M")), ("pid", .int(pid))]
        if let tid { members.append(("tid", .int(tid))) }
        members.append(("args", .object([(key, value)])))
        return JSONValue.object(members).compact
    }

    private static func event(
        name: String, category: String, phase: String, ts: Int, duration: Int? = nil, pid: Int, tid: Int,
        args: [(key: String, value: JSONValue)]
    ) -> String {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("cat", .string(category)), ("ph", .string(phase)), ("ts", .int(ts)),
        ]
        if let duration { members.append(("dur", .int(duration))) }
        members += [("pid", .int(pid)), ("tid", .int(tid))]
        // Instant events are drawn on their track (thread scope).
        if phase == "i" { members.append(("s", .string("t"))) }
        members.append(("args", .object(args)))
        return JSONValue.object(members).compact
    }
}
