import TraceParser

extension Swimlanes {
    /// A picture from its parts.
    init(lanes: [Lane], rows: [Row], spans: [[Span]], findings: [Diagnostic], hasTimestamps: Bool) {
        (self.lanes, self.rows, self.spans, self.findings, self.hasTimestamps) = (lanes, rows, spans, findings, hasTimestamps)
    }

    /// The rows `selected` alone (indices into ``rows``, in their order), each process's with its
    /// start row, the lanes attached in them, their findings and states: what `timeline
    /// --around`/`--lines` draws of a long log. Rows are in process order, so the events printed
    /// on a range of lines of interleaved processes are a set of rows, not a range.
    /// `startRows` false leaves the start rows out (rows that continue a chart already drawn).
    public func window(_ selected: [Int], startRows: Bool = true) -> Swimlanes {
        let chosen = Set(selected.filter(rows.indices.contains))
        guard !chosen.isEmpty else {
            return Swimlanes(lanes: [lanes[0]], rows: [], spans: [[]], findings: [], hasTimestamps: false)
        }
        var kept: [Int] = []
        var started: Set<Int> = []
        var lastStart: Int?
        for index in rows.indices {
            if case .processStart = rows[index].kind { lastStart = index }
            guard chosen.contains(index) else { continue }
            if startRows, case .event = rows[index].kind, let start = lastStart, rows[start].process == rows[index].process,
                started.insert(start).inserted
            {
                kept.append(start)
            }
            if case .processStart = rows[index].kind { started.insert(index) }
            kept.append(index)
        }
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset) })
        // A span covers the kept rows inside it (consecutive: a lane lives in one process).
        func clipped(_ spans: [Span]) -> [Span] {
            spans.compactMap { span in
                let inside = span.rows.compactMap { position[$0] }
                guard let first = inside.min(), let last = inside.max() else { return nil }
                return Span(state: span.state, rows: first..<(last + 1))
            }
        }
        var laneIndex: [Int: Int] = [0: 0]
        var newLanes = [lanes[0]]
        var newSpans = [clipped(spans[0])]
        for lane in lanes.indices.dropFirst() {
            let clippedSpans = clipped(spans[lane])
            guard !clippedSpans.isEmpty else { continue }
            laneIndex[lane] = newLanes.count
            newLanes.append(lanes[lane])
            newSpans.append(clippedSpans)
        }
        let newRows = kept.map { index -> Row in
            let row = rows[index]
            guard case .event(let event, let lane, let subject) = row.kind else { return row }
            return Row(kind: .event(event, lane: lane.flatMap { laneIndex[$0] }, subject: subject), findings: row.findings, delta: row.delta)
        }
        return Swimlanes(
            lanes: newLanes, rows: newRows, spans: newSpans, findings: newRows.flatMap(\.findings),
            hasTimestamps: newRows.contains { $0.event?.timestamp != nil })
    }
}
