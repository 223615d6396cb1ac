import TraceParser

extension Swimlanes {
    /// A picture from its parts.
    init(lanes: [Lane], rows: [Row], spans: [[Span]], findings: [Diagnostic], hasTimestamps: Bool) {
        (self.lanes, self.rows, self.spans, self.findings, self.hasTimestamps) = (lanes, rows, spans, findings, hasTimestamps)
    }

    /// The rows in `range` alone (with the start row of the process the first of them belongs
    /// to, when the range begins inside it), the lanes attached in them, their findings and
    /// states: what `timeline --around`/`--lines` draws of a long log.
    public func window(_ range: Range<Int>) -> Swimlanes {
        let range = range.clamped(to: rows.indices)
        guard !range.isEmpty else {
            return Swimlanes(lanes: [lanes[0]], rows: [], spans: [[]], findings: [], hasTimestamps: false)
        }
        var kept = Array(range)
        if case .event = rows[range.lowerBound].kind,
            let start = rows[..<range.lowerBound].lastIndex(where: { if case .processStart = $0.kind { return true } else { return false } }),
            rows[start].process == rows[range.lowerBound].process
        {
            kept.insert(start, at: 0)
        }
        // New row numbers: the process start first, then the range.
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset) })
        func clipped(_ spans: [Span]) -> [Span] {
            spans.compactMap { span in
                let rows = span.rows.clamped(to: range)
                guard !rows.isEmpty, let first = position[rows.lowerBound] else { return nil }
                return Span(state: span.state, rows: first..<(first + rows.count))
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
