import TraceParser

/// Where each row of ``Swimlanes`` sits along a picture's time axis: seconds from the first
/// timestamp when the log has timestamps, otherwise the row's index (event order).
///
/// With timestamps, positions follow the rows' ``Swimlanes/Row/delta``s, so a gap is measured
/// only between timestamps printed the same way; a row without a comparable timestamp sits
/// where the previous one does, positions never go back (a log printed out of order stays in
/// log order), and a process starts where its first event does.
struct SwimlaneTimeAxis {
    /// Whether positions are seconds (else row indexes).
    let isTime: Bool
    /// Each row's position.
    let positions: [Double]
    /// Where the states after the last row end: one row further, or a twentieth of the
    /// timestamps' span (at least a millisecond) after the last one.
    let end: Double
    /// The first timestamp and its line, the origin of a time axis.
    let origin: (timestamp: Timestamp, line: Int)?

    init(_ swimlanes: Swimlanes) {
        let rows = swimlanes.rows
        guard swimlanes.hasTimestamps else {
            isTime = false
            positions = rows.indices.map(Double.init)
            end = Double(rows.count)
            origin = nil
            return
        }
        var positions = [Double](repeating: 0, count: rows.count)
        var origin: (timestamp: Timestamp, line: Int)?
        var clock = 0.0  // the time of the row that the next delta is measured from
        var position = 0.0
        for (index, row) in rows.enumerated() {
            if let delta = row.delta {
                clock += delta
                position = max(position, clock)
            } else if let event = row.event, let timestamp = event.timestamp {
                // The first timestamp, or one not comparable with the one before: later deltas start here.
                if origin == nil { origin = (timestamp, event.location.line) }
                clock = position
            }
            positions[index] = position
        }
        // A process starts where its first event does.
        for index in rows.indices.reversed() where index + 1 < rows.count {
            if case .processStart = rows[index].kind { positions[index] = positions[index + 1] }
        }
        isTime = true
        self.positions = positions
        let last = positions.last ?? 0
        end = last + max(last / 20, 0.001)
        self.origin = origin
    }
}
