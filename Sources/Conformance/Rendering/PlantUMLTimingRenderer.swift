import TraceParser

/// Draws ``Swimlanes`` as a PlantUML timing diagram: a concise `process` line naming the
/// process that runs, a robust line for the app and one per scene (`S1` for `scene#1`) that
/// change state at each row, and a note on the process line for each finding (severity, rule id
/// and line). Time is in milliseconds from the first timestamp when the log has timestamps,
/// else the row's index, scaled to about 40 pixels per row; a lane that is not attached is
/// hidden (`{-}`).
public enum PlantUMLTimingRenderer {
    /// The diagram, from `@startuml` to `@enduml`.
    public static func render(_ swimlanes: Swimlanes) -> String {
        let axis = SwimlaneTimeAxis(swimlanes)
        var out = "@startuml\n"
        out += "title \(plain(swimlanes.title))\n"
        out += "concise \"process\" as P\n"
        out += "robust \"app\" as A\n"
        for (index, lane) in swimlanes.lanes.enumerated().dropFirst() {
            out += "robust \"\(plain(lane.label))\" as \(alias(swimlanes, index))\n"
        }
        // The states from the most active down, the same on every lane.
        out += "A has foregroundActive,foregroundInactive,background\n"
        for index in swimlanes.lanes.indices.dropFirst() {
            out += "\(alias(swimlanes, index)) has foregroundActive,foregroundInactive,background,connected,disconnected\n"
        }
        // About 40 pixels per row, at most 4000 in all.
        let units = axis.isTime ? Int((axis.end * 1000).rounded(.up)) : Int(axis.end)
        out += "scale \(max(units, 1)) as \(min(max(swimlanes.rows.count * 40, 800), 4000)) pixels\n"
        // Each row's state changes, from the spans' starts and ends; a lane's last change at a row wins.
        var changes = [[(lane: Int, state: Swimlanes.LaneState?)]](repeating: [], count: swimlanes.rows.count + 1)
        for (lane, spans) in swimlanes.spans.enumerated() {
            for span in spans {
                changes[span.rows.lowerBound].append((lane, span.state))
                changes[span.rows.upperBound].append((lane, nil))
            }
        }
        let time: (Int) -> String = { row in
            let position = row < axis.positions.count ? axis.positions[row] : axis.end
            return axis.isTime ? DecimalText.trimmed(position * 1000, 3) : String(Int(position))
        }
        // Rows at one time make one block, in which a lane's last state wins.
        var block = Block(time: time(0))
        block.process = "{-}"
        for index in swimlanes.lanes.indices { block.lanes[index] = "{-}" }
        for index in 0...swimlanes.rows.count {
            let row = index < swimlanes.rows.count ? swimlanes.rows[index] : nil
            let now = time(index)
            if now != block.time {
                block.write(into: &out, swimlanes)
                block = Block(time: now)
            }
            if case .processStart(let info)? = row?.kind { block.process = "\"\(plain(info.swimlaneName))\"" }
            if row == nil { block.process = "{-}" }
            for change in changes[index] { block.lanes[change.lane] = change.state?.rawValue ?? "{-}" }
            for finding in row?.findings ?? [] {
                block.notes.append("note bottom of P : \(plain("\(finding.severity.rawValue) \(finding.ruleID) (line \(finding.location.line))"))")
            }
        }
        block.write(into: &out, swimlanes)
        out += "@enduml\n"
        return out
    }

    /// The statements at one time.
    private struct Block {
        let time: String
        var process: String?
        /// Each lane's state name, `{-}` when hidden.
        var lanes: [Int: String] = [:]
        var notes: [String] = []

        func write(into out: inout String, _ swimlanes: Swimlanes) {
            guard process != nil || !lanes.isEmpty || !notes.isEmpty else { return }
            out += "\n@\(time)\n"
            if let process { out += "P is \(process)\n" }
            for lane in lanes.keys.sorted() {
                out += "\(alias(swimlanes, lane)) is \(lanes[lane] ?? "{-}")\n"
            }
            for note in notes { out += note + "\n" }
        }
    }

    /// `A`, or `S2` for scene#2.
    private static func alias(_ swimlanes: Swimlanes, _ lane: Int) -> String {
        swimlanes.lanes[lane].scene.map { "S\($0.ordinal)" } ?? "A"
    }

    /// Text for a quoted name or a one-line note: quotes as `'`, line breaks as spaces, and the
    /// markup PlantUML's creole would read (`__`, `**`, `//`, `--`, `~~`, `<tag>`) escaped with `~`.
    static func plain(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            switch character {
            case "\"": out += "'"
            case "\n", "\r", "\t": out += " "
            case "<": out += "~<"
            default:
                if previous == character, "*_/-~".contains(character) { out += "~" }
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
