import TraceParser

/// Draws ``Swimlanes`` as a self-contained SVG picture (no scripts, styles or fonts to load):
/// a title, one horizontal lane for the app and one per scene with bars colored by state, a
/// tick per callback and a mark per finding (each with a tooltip), a dashed line where a process
/// starts, a time axis (seconds from the first timestamp, to scale) or, without timestamps, one
/// column per event, the events' labels in log order (on a time axis, each joined by a leader
/// line to its time), a legend and the findings. The output is deterministic and grows in
/// proportion to the rows, spans and findings.
public enum SVGSwimlaneRenderer {
    /// The SVG document.
    public static func render(_ swimlanes: Swimlanes) -> String {
        var document = ""
        document.reserveCapacity(4096 + swimlanes.rows.count * 320)
        render(swimlanes) { document += $0 }
        return document
    }

    /// The SVG document, handed to `write` in pieces of about ``RenderedChunks/size`` bytes as it
    /// is drawn, so that the picture of a large log is never one string in memory.
    public static func render<Failure: Error>(_ swimlanes: Swimlanes, to write: (String) throws(Failure) -> Void) throws(Failure) {
        let layout = Layout(swimlanes)
        var out = ""
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" "
        out += "viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" font-family=\"\(fontFamily)\" font-size=\"12\" fill=\"\(Color.text)\">\n"
        out += "<title>\(XMLText.content(swimlanes.title))</title>\n"
        out += "<rect width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" fill=\"#ffffff\"/>\n"
        out += text(swimlanes.title, x: Layout.margin, y: 28, attributes: "font-size=\"16\" font-weight=\"bold\"")
        out += text(swimlanes.summary, x: Layout.margin, y: 48, attributes: "fill=\"\(Color.muted)\"")
        out += text(axisDescription(layout.axis), x: Layout.margin, y: 66, attributes: "fill=\"\(Color.muted)\"")
        try drawLanes(swimlanes, layout, into: &out, write)
        try drawProcesses(swimlanes, layout, into: &out, write)
        try drawEvents(swimlanes, layout, into: &out, write)
        try drawAxis(swimlanes, layout, into: &out, write)
        drawLegend(layout, into: &out)
        try drawFindings(swimlanes, layout, into: &out, write)
        out += "</svg>\n"
        try write(out)
    }

    /// A generic monospace family: nothing to download, the same metrics everywhere.
    static let fontFamily = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"

    private enum Color {
        static let text = "#111827"
        static let muted = "#4b5563"
        static let guide = "#e5e7eb"
        static let tick = "#111827"
        static let otherTick = "#9ca3af"
        static let disconnected = "#b91c1c"
        static let separator = "#6b7280"

        static func fill(_ state: Swimlanes.LaneState) -> String {
            switch state {
            case .connected: return "#bfdbfe"
            case .foregroundInactive: return "#fcd34d"
            case .foregroundActive: return "#22c55e"
            case .background: return "#94a3b8"
            case .disconnected: return disconnected
            }
        }

        static func mark(_ severity: Severity) -> String {
            switch severity {
            case .error: return "#dc2626"
            case .warning: return "#f59e0b"
            case .note: return "#2563eb"
            }
        }
    }

    /// Where everything goes.
    private struct Layout {
        static let margin = 16.0
        static let character = 7.2  // the advance of a 12 px monospace character
        static let laneHeight = 36.0
        static let lanesTop = 100.0
        static let column = 24.0  // one event's width in event order; the average one on a time axis
        static let padding = 12.0
        static let minimumTimeWidth = 456.0
        static let labelCharacters = 40

        let axis: SwimlaneTimeAxis
        let plotLeft: Double
        let scale: Double
        let plotRight: Double
        let lanesBottom: Double
        let axisY: Double
        let labelsTop: Double
        let legendTop: Double
        let findingsTop: Double
        let width: Double
        let height: Double

        init(_ swimlanes: Swimlanes) {
            axis = SwimlaneTimeAxis(swimlanes)
            let labelWidth = Double(swimlanes.lanes.map(\.label.count).max() ?? 3) * Self.character
            plotLeft = Self.margin + labelWidth + 12
            // On a time axis, as wide as event order would be, so that the labels fit in order.
            let inner = Double(swimlanes.rows.count) * Self.column
            let timeWidth = max(inner, Self.minimumTimeWidth)
            scale = axis.isTime ? timeWidth / max(axis.end, 0.001) : Self.column
            plotRight = plotLeft + 2 * Self.padding + (axis.isTime ? timeWidth : inner)
            lanesBottom = Self.lanesTop + Double(swimlanes.lanes.count) * Self.laneHeight
            axisY = lanesBottom + 22
            labelsTop = axisY + (axis.isTime ? 40 : 12)
            let longest = swimlanes.rows.lazy.compactMap { row in row.event.map { _ in SVGSwimlaneRenderer.eventLabel(row).count } }.max() ?? 0
            legendTop = labelsTop + Double(longest) * Self.character + 24
            findingsTop = legendTop + 48
            let texts = [(swimlanes.title.count * 4 + 2) / 3, swimlanes.summary.count, SVGSwimlaneRenderer.axisDescription(axis).count, Legend.width]
            width = max(plotRight + Self.margin, Double(texts.max() ?? 0) * Self.character + 2 * Self.margin)
            height = findingsTop + (swimlanes.findings.isEmpty ? 0 : Double(swimlanes.findings.count + 1) * 18) + Self.margin
        }

        func x(_ position: Double) -> Double { plotLeft + Self.padding + position * scale }

        /// Where a row sits (the end of the last row for `rows.count`).
        func x(row: Int) -> Double { x(row < axis.positions.count ? axis.positions[row] : axis.end) }

        /// Where a row's label goes: its column in event order.
        func labelX(row: Int) -> Double { plotLeft + Self.padding + Double(row) * Self.column }

        func laneTop(_ lane: Int) -> Double { Self.lanesTop + Double(lane) * Self.laneHeight }
    }

    // MARK: Lanes

    private static func drawLanes<Failure: Error>(
        _ swimlanes: Swimlanes, _ layout: Layout, into out: inout String, _ write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        for (index, lane) in swimlanes.lanes.enumerated() {
            try RenderedChunks.flush(&out, write)
            let top = layout.laneTop(index)
            out += "<g>\n"
            out += "<line x1=\"\(n(layout.plotLeft))\" y1=\"\(n(top + 22))\" x2=\"\(n(layout.plotRight))\" y2=\"\(n(top + 22))\" stroke=\"\(Color.guide)\"/>\n"
            out += text(lane.label, x: Layout.margin, y: top + 26)
            for span in swimlanes.spans[index] where span.state != .disconnected {
                try RenderedChunks.flush(&out, write)
                let from = layout.x(row: span.rows.lowerBound)
                let to = layout.x(row: span.rows.upperBound)
                guard to > from else { continue }
                out += "<rect x=\"\(n(from))\" y=\"\(n(top + 14))\" width=\"\(n(to - from))\" height=\"16\" fill=\"\(Color.fill(span.state))\">"
                out += "<title>\(XMLText.content(spanText(swimlanes, lane: lane, span: span)))</title></rect>\n"
            }
            out += "</g>\n"
        }
    }

    /// `scene#1 (0x106c00580): foregroundActive, lines 4–5`.
    private static func spanText(_ swimlanes: Swimlanes, lane: Swimlanes.Lane, span: Swimlanes.Span) -> String {
        let first = swimlanes.rows[span.rows.lowerBound].event?.location.line
        let last = swimlanes.rows[span.rows.upperBound - 1].event?.location.line
        var text = "\(lane.label): \(span.state.rawValue)"
        if let first, let last { text += first == last ? ", line \(first)" : ", lines \(first)–\(last)" }
        return text
    }

    // MARK: Processes

    private static func drawProcesses<Failure: Error>(
        _ swimlanes: Swimlanes, _ layout: Layout, into out: inout String, _ write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        var labelEnd = -Double.infinity
        for (index, row) in swimlanes.rows.enumerated() {
            guard case .processStart(let info) = row.kind else { continue }
            try RenderedChunks.flush(&out, write)
            let x = layout.x(row: index) + (layout.axis.isTime ? 0 : Layout.column / 2)
            out += "<line x1=\"\(n(x))\" y1=\"\(n(Layout.lanesTop - 20))\" x2=\"\(n(x))\" y2=\"\(n(layout.lanesBottom))\" "
            out += "stroke=\"\(Color.separator)\" stroke-dasharray=\"4 3\"><title>\(XMLText.content(info.swimlaneTitle))</title></line>\n"
            // Labels that would overlap the previous one are left to the tooltip.
            let label = info.swimlaneName
            if x + 4 >= labelEnd {
                out += text(label, x: x + 4, y: Layout.lanesTop - 10, attributes: "fill=\"\(Color.muted)\"")
                labelEnd = x + 4 + Double(label.count + 1) * Layout.character
            }
        }
    }

    // MARK: Events and findings

    private static func drawEvents<Failure: Error>(
        _ swimlanes: Swimlanes, _ layout: Layout, into out: inout String, _ write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        for (index, row) in swimlanes.rows.enumerated() {
            guard case .event(let event, let lane, _) = row.kind else { continue }
            try RenderedChunks.flush(&out, write)
            let x = layout.x(row: index)
            let top = layout.laneTop(lane ?? 0)
            let tooltip = "<title>\(XMLText.content(eventTooltip(row)))</title>"
            if event.event == .sceneDidDisconnect, lane != nil {
                let y = top + 22
                out += "<path d=\"M\(n(x - 5)) \(n(y - 5))L\(n(x + 5)) \(n(y + 5))M\(n(x + 5)) \(n(y - 5))L\(n(x - 5)) \(n(y + 5))\" "
                out += "stroke=\"\(Color.disconnected)\" stroke-width=\"2.5\">\(tooltip)</path>\n"
            } else {
                // Callbacks of the app and scenes in black; view controllers and phases, which have no lane, in gray on the app's.
                let color = lane == nil ? Color.otherTick : Color.tick
                out += "<rect x=\"\(n(x - 1))\" y=\"\(n(top + 11))\" width=\"2\" height=\"22\" fill=\"\(color)\">\(tooltip)</rect>\n"
            }
            for (offset, finding) in row.findings.enumerated() {
                out += findingMark(finding.severity, x: x + Double(offset) * 11, y: top + 6,
                                   tooltip: "<title>\(XMLText.content(Swimlanes.findingText(finding)))</title>")
            }
        }
    }

    /// `line 4 (2020-04-26T12:34:56.251998+09:00): scene#1 didBecomeActive`.
    private static func eventTooltip(_ row: Swimlanes.Row) -> String {
        guard case .event(let event, _, let subject) = row.kind else { return "" }
        let time = event.timestamp.map { " (\($0))" } ?? ""
        return "\(event.location.file):\(event.location.line)\(time): \(TextSwimlaneRenderer.eventText(event, subject: subject))"
    }

    /// `4 scene#1 didBecomeActive`, cut to fit under the chart.
    static func eventLabel(_ row: Swimlanes.Row) -> String {
        guard case .event(let event, _, let subject) = row.kind else { return "" }
        let label = "\(event.location.line) \(TextSwimlaneRenderer.eventText(event, subject: subject))"
        return label.count > Layout.labelCharacters ? String(label.prefix(Layout.labelCharacters - 1)) + "…" : label
    }

    /// A circle for an error, a triangle for a warning, a square for a note.
    private static func findingMark(_ severity: Severity, x: Double, y: Double, tooltip: String) -> String {
        let fill = Color.mark(severity)
        switch severity {
        case .error:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"5\" fill=\"\(fill)\">\(tooltip)</circle>\n"
        case .warning:
            return "<path d=\"M\(n(x)) \(n(y - 5))L\(n(x + 5.5)) \(n(y + 4.5))L\(n(x - 5.5)) \(n(y + 4.5))Z\" fill=\"\(fill)\">\(tooltip)</path>\n"
        case .note:
            return "<rect x=\"\(n(x - 4.5))\" y=\"\(n(y - 4.5))\" width=\"9\" height=\"9\" fill=\"\(fill)\">\(tooltip)</rect>\n"
        }
    }

    // MARK: Axis

    /// `x: seconds from the first timestamp (2020-04-26T12:34:56.201311+09:00, line 2)`.
    static func axisDescription(_ axis: SwimlaneTimeAxis) -> String {
        guard axis.isTime else { return "x: event order, one column per event" }
        var text = "x: seconds from the first timestamp, to scale"
        if let origin = axis.origin { text += " (\(origin.timestamp), line \(origin.line))" }
        return text
    }

    private static func drawAxis<Failure: Error>(
        _ swimlanes: Swimlanes, _ layout: Layout, into out: inout String, _ write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let y = layout.axisY
        out += "<line x1=\"\(n(layout.plotLeft))\" y1=\"\(n(y))\" x2=\"\(n(layout.plotRight))\" y2=\"\(n(y))\" stroke=\"\(Color.muted)\"/>\n"
        out += text(layout.axis.isTime ? "time" : "events", x: Layout.margin, y: y - 6, attributes: "fill=\"\(Color.muted)\"")
        if layout.axis.isTime {
            let (step, digits) = timeStep(span: layout.axis.end, ticks: (layout.plotRight - layout.plotLeft) / 90)
            var tick = 0.0
            var index = 0
            while tick <= layout.axis.end {
                try RenderedChunks.flush(&out, write)
                let x = layout.x(tick)
                out += "<line x1=\"\(n(x))\" y1=\"\(n(y - 5))\" x2=\"\(n(x))\" y2=\"\(n(y))\" stroke=\"\(Color.muted)\"/>\n"
                out += text("\(DecimalText.trimmed(tick, digits)) s", x: x, y: y - 8, attributes: "text-anchor=\"middle\"")
                index += 1
                tick = Double(index) * step
            }
        }
        // Event labels in log order, read downwards; on a time axis a leader joins each to its time.
        for (index, row) in swimlanes.rows.enumerated() where row.event != nil {
            try RenderedChunks.flush(&out, write)
            let x = layout.labelX(row: index)
            if layout.axis.isTime {
                let time = layout.x(row: index)
                out += "<path d=\"M\(n(time)) \(n(y))V\(n(y + 8))L\(n(x)) \(n(layout.labelsTop - 12))V\(n(layout.labelsTop - 4))\" "
                out += "fill=\"none\" stroke=\"\(Color.otherTick)\"/>\n"
            }
            let anchorX = x - 4
            out += "<text x=\"\(n(anchorX))\" y=\"\(n(layout.labelsTop))\" transform=\"rotate(90 \(n(anchorX)) \(n(layout.labelsTop)))\">"
            out += "\(XMLText.content(eventLabel(row)))</text>\n"
        }
    }

    /// A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` ticks over
    /// `span` seconds, and the decimals its labels need.
    static func timeStep(span: Double, ticks: Double) -> (step: Double, digits: Int) {
        let raw = span / max(ticks, 1)
        var exponent = -6
        while true {
            var power = 1
            for _ in 0..<abs(exponent) { power *= 10 }
            let magnitude = exponent < 0 ? 1 / Double(power) : Double(power)
            for factor in [1.0, 2, 5] where magnitude * factor >= raw {
                return (magnitude * factor, max(0, -exponent))
            }
            exponent += 1
        }
    }

    // MARK: Legend and findings

    private enum Legend {
        static let states: [Swimlanes.LaneState] = [.connected, .foregroundInactive, .foregroundActive, .background]
        static let marks = ["callback", "view controller or SwiftUI phase", "disconnected", "error", "warning", "note", "process start"]
        /// Characters in the longer legend line, with the space taken by the swatches.
        static let width = max(
            states.map { $0.rawValue.count + 5 }.reduce(0, +), marks.map { $0.count + 5 }.reduce(0, +))
    }

    private static func drawLegend(_ layout: Layout, into out: inout String) {
        var x = Layout.margin
        var y = layout.legendTop
        for state in Legend.states {
            out += "<rect x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"14\" height=\"12\" fill=\"\(Color.fill(state))\"/>\n"
            out += text(state.rawValue, x: x + 20, y: y)
            x += Double(state.rawValue.count + 5) * Layout.character
        }
        x = Layout.margin
        y += 20
        for (index, mark) in Legend.marks.enumerated() {
            let center = x + 7
            switch index {
            case 0, 1:
                out += "<rect x=\"\(n(center - 1))\" y=\"\(n(y - 12))\" width=\"2\" height=\"16\" fill=\"\(index == 0 ? Color.tick : Color.otherTick)\"/>\n"
            case 2:
                out += "<path d=\"M\(n(center - 5)) \(n(y - 9))L\(n(center + 5)) \(n(y + 1))M\(n(center + 5)) \(n(y - 9))L\(n(center - 5)) \(n(y + 1))\" "
                out += "stroke=\"\(Color.disconnected)\" stroke-width=\"2.5\"/>\n"
            case 3, 4, 5:
                out += findingMark([Severity.error, .warning, .note][index - 3], x: center, y: y - 4, tooltip: "")
            default:
                out += "<line x1=\"\(n(center))\" y1=\"\(n(y - 12))\" x2=\"\(n(center))\" y2=\"\(n(y + 4))\" stroke=\"\(Color.separator)\" stroke-dasharray=\"4 3\"/>\n"
            }
            out += text(mark, x: x + 20, y: y)
            x += Double(mark.count + 5) * Layout.character
        }
    }

    private static func drawFindings<Failure: Error>(
        _ swimlanes: Swimlanes, _ layout: Layout, into out: inout String, _ write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        guard !swimlanes.findings.isEmpty else { return }
        var y = layout.findingsTop
        out += text("findings", x: Layout.margin, y: y, attributes: "font-weight=\"bold\"")
        let room = Int((layout.width - 2 * Layout.margin) / Layout.character) - 3
        for finding in swimlanes.findings {
            try RenderedChunks.flush(&out, write)
            y += 18
            let full = Swimlanes.findingText(finding)
            let shown = full.count > room ? String(full.prefix(max(room - 1, 0))) + "…" : full
            out += findingMark(finding.severity, x: Layout.margin + 5, y: y - 4, tooltip: "")
            out += "<text x=\"\(n(Layout.margin + 18))\" y=\"\(n(y))\">\(XMLText.content(shown))<title>\(XMLText.content(full))</title></text>\n"
        }
    }

    // MARK: Output

    private static func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\"\(attributes.isEmpty ? "" : " " + attributes)>\(XMLText.content(content))</text>\n"
    }

    /// A coordinate with at most one decimal.
    private static func n(_ value: Double) -> String { DecimalText.trimmed(value, 1) }
}
