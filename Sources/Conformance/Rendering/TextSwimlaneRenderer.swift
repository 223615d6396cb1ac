import TraceParser

/// Draws ``Swimlanes`` as text: one column per lane showing its state, one row per event, the
/// line number, time and time since the previous event, the event, and the findings on its row,
/// then a legend and the findings. Lanes narrow to fit the width, and are split into pages of
/// lanes when there are too many to fit: the first page shows every row, each further page only
/// the rows in which one of its scenes is attached, so that the output grows with the rows and
/// the scenes' lifetimes rather than with rows times pages.
public enum TextSwimlaneRenderer {
    /// Options for drawing.
    public struct Options: Sendable {
        /// The width to fit, in columns.
        public var width: Int
        /// Plain ASCII instead of box-drawing and block characters.
        public var ascii: Bool
        /// ANSI colors.
        public var colored: Bool
        /// What to draw: all of it, or (a live chart drawn in pieces) the rows with or without
        /// their header, or the legend and findings alone.
        public var parts: Parts = .all

        /// Creates options.
        public init(width: Int = 100, ascii: Bool = false, colored: Bool = false) {
            self.width = width
            self.ascii = ascii
            self.colored = colored
        }
    }

    /// The parts of a chart.
    public struct Parts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The line naming the columns above the rows.
        public static let header = Parts(rawValue: 1)
        /// The rows (each page's, with its title).
        public static let rows = Parts(rawValue: 2)
        /// The legend and the findings under the chart.
        public static let legend = Parts(rawValue: 4)
        public static let all: Parts = [.header, .rows, .legend]
    }

    /// The chart, legend and findings.
    public static func render(_ lanes: Swimlanes, options: Options = Options()) -> String {
        var text = ""
        render(lanes, options: options) { text += $0 }
        return text
    }

    /// The chart, legend and findings, handed to `write` in pieces of about
    /// ``RenderedChunks/size`` bytes as they are drawn, so that the text of a large log is never
    /// one string in memory.
    public static func render<Failure: Error>(
        _ lanes: Swimlanes, options: Options = Options(), to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        func emit(_ text: String) throws(Failure) { try write(options.ascii ? TextWrap.ascii(text) : text) }
        let glyphs = options.ascii ? SwimlaneGlyphs.ascii : .unicode
        let sceneLanes = Array(lanes.lanes.indices.dropFirst())
        let (laneWidth, pages) = layout(lanes, width: options.width)
        var out = ""
        let processStarts = Dictionary(
            lanes.rows.indices.compactMap { index -> (Int, Int)? in
                if case .processStart(let info) = lanes.rows[index].kind { return (info.ordinal, index) }
                return nil
            }, uniquingKeysWith: { first, _ in first })
        for (number, page) in pages.enumerated() where options.parts.contains(.rows) {
            if pages.count > 1 {
                let which = page.count == 1 ? "scene \(page[0])" : "scenes \(page.first ?? 0)–\(page.last ?? 0)"
                let title = "\(which) of \(sceneLanes.count) (page \(number + 1) of \(pages.count)"
                    + (number == 0 ? ")" : "; the rows where \(page.count == 1 ? "it is" : "they are") attached)")
                out += TextWrap.words(options.ascii ? TextWrap.ascii(title) : title, width: options.width, indent: 2) + "\n"
            }
            let rows = number == 0 ? Array(lanes.rows.indices) : attachedRows(lanes, page: page, processStarts: processStarts)
            try chart(lanes, rows: rows, lanes: [0] + page, width: laneWidth, glyphs: glyphs, options: options, into: &out, emit)
            // A blank line after each page; rows drawn alone end with their last row.
            if options.parts.contains(.legend) || number + 1 < pages.count { out += "\n" }
        }
        guard options.parts.contains(.legend) else { return try emit(out) }
        if !options.parts.contains(.rows) { out += "\n" }
        try legend(lanes, glyphs: glyphs, width: options.width, ascii: options.ascii, into: &out, emit)
        if !lanes.findings.isEmpty {
            out += "\nfindings:\n"
            for finding in lanes.findings {
                let text = "  \(glyphs.mark(finding.severity)) \(finding.location.file):\(finding.location.line): "
                    + "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
                // Folded to ASCII before it is wrapped: `…` as `...` is wider.
                out += TextWrap.words(options.ascii ? TextWrap.ascii(text) : text, width: options.width, indent: 4) + "\n"
                try RenderedChunks.flush(&out, emit)
            }
        }
        try emit(out)
    }

    /// How many pages of lanes the chart of `lanes` takes at `width`.
    public static func pageCount(_ lanes: Swimlanes, width: Int) -> Int {
        layout(lanes, width: width).pages.count
    }

    /// The widest lanes that fit, then pages of the scene lanes at the narrowest width.
    private static func layout(_ lanes: Swimlanes, width: Int) -> (laneWidth: Int, pages: [[Int]]) {
        let sceneLanes = Array(lanes.lanes.indices.dropFirst())
        let fixed = prefixWidth(lanes) + 28  // line/time columns and a minimum event column
        var laneWidth = 5
        while laneWidth > 1 && fixed + (sceneLanes.count + 1) * (laneWidth + 1) > width { laneWidth -= 2 }
        let perPage = max(1, (width - fixed) / (laneWidth + 1) - 1)
        let pages = sceneLanes.isEmpty ? [[Int]()] : stride(from: 0, to: sceneLanes.count, by: perPage).map {
            Array(sceneLanes[$0..<min($0 + perPage, sceneLanes.count)])
        }
        return (laneWidth, pages)
    }

    private static func prefixWidth(_ lanes: Swimlanes) -> Int {
        lanes.hasTimestamps ? 6 + 13 + 9 : 6
    }

    /// The rows a page of scene lanes shows: those in which one of its scenes is attached or has
    /// its event, and the separators of their processes.
    private static func attachedRows(_ swimlanes: Swimlanes, page: [Int], processStarts: [Int: Int]) -> [Int] {
        var ranges: [Range<Int>] = []
        for lane in page {
            ranges += swimlanes.spans[lane].map(\.rows)
            if let process = swimlanes.lanes[lane].scene?.process, let start = processStarts[process] {
                ranges.append(start..<start + 1)
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var rows: [Int] = []
        for range in ranges {
            let from = max(range.lowerBound, (rows.last ?? -1) + 1)
            if from < range.upperBound { rows += from..<range.upperBound }
        }
        return rows
    }

    /// Appends a page's header and rows to `out`, handing it to `emit` whenever it holds a chunk.
    private static func chart<Failure: Error>(
        _ swimlanes: Swimlanes, rows: [Int], lanes: [Int], width: Int, glyphs: SwimlaneGlyphs, options: Options,
        into out: inout String, _ emit: (String) throws(Failure) -> Void
    ) throws(Failure) {
        if options.parts.contains(.header) { out += header(swimlanes, lanes: lanes, width: width, glyphs: glyphs) }
        for index in rows {
            try RenderedChunks.flush(&out, emit)
            let row = swimlanes.rows[index]
            switch row.kind {
            case .processStart(let info):
                var title = info.swimlaneTitle
                if title.count + 8 > options.width {
                    title = String(title.prefix(max(1, options.width - 8 - glyphs.ellipsis.count))) + glyphs.ellipsis
                }
                let line = String(repeating: glyphs.horizontal, count: 2) + " \(title) "
                out += line + String(repeating: glyphs.horizontal, count: max(2, options.width - line.count)) + "\n"
            case .event(let event, let lane, let subject):
                let states = lanes.map { swimlanes.state(of: $0, at: index) }
                out += eventRow(event, lane: lane, subject: subject, row: row, states: states, swimlanes: swimlanes, lanes: lanes,
                                width: width, glyphs: glyphs, colored: options.colored, lineWidth: options.width) + "\n"
            }
        }
    }

    private static func header(_ swimlanes: Swimlanes, lanes: [Int], width: Int, glyphs: SwimlaneGlyphs) -> String {
        var line = pad("LINE", 5, right: true) + " "
        if swimlanes.hasTimestamps { line += pad("TIME", 12) + " " + pad("+Δ", 8) + " " }
        for lane in lanes {
            let label = lane == 0 ? "app" : (width >= 5 ? "s#\(swimlanes.lanes[lane].scene?.ordinal ?? 0)" : "\(swimlanes.lanes[lane].scene?.ordinal ?? 0)")
            line += String(glyphs.vertical) + center(String(label.prefix(width)), width)
        }
        return line + String(glyphs.vertical) + " EVENT\n"
    }

    private static func eventRow(
        _ event: TraceEvent, lane: Int?, subject: Subject?, row: Swimlanes.Row, states: [Swimlanes.LaneState?],
        swimlanes: Swimlanes, lanes: [Int], width: Int, glyphs: SwimlaneGlyphs, colored: Bool, lineWidth: Int
    ) -> String {
        var line = pad(String(event.location.line), 5, right: true) + " "
        if swimlanes.hasTimestamps {
            line += pad(timeOfDay(event.timestamp), 12) + " " + pad(row.delta.map(deltaText) ?? "", 8, right: true) + " "
        }
        for (column, index) in lanes.enumerated() {
            let fill = glyphs.fill(states[column])
            var cell = String(repeating: fill, count: width)
            if index == lane {
                let middle = cell.index(cell.startIndex, offsetBy: width / 2)
                cell.replaceSubrange(middle...middle, with: String(event.event == .sceneDidDisconnect ? glyphs.disconnected : glyphs.event))
            }
            line += String(glyphs.vertical) + paint(cell, states[column], colored: colored)
        }
        // The event text comes first, but always leaves room for the first finding's severity
        // (`  ✖`, and ` +2` for more); findings then get their rule ids while they fit, and the
        // rest are counted after the next one's severity. All are listed under the chart.
        var text = eventText(event, subject: subject)
        let used = plainWidth(line)
        let available = lineWidth - used - 2 - (row.findings.isEmpty ? 0 : compactMarks(row.findings, from: 0, glyphs: glyphs).count)
        if text.count > available {
            text = available > glyphs.ellipsis.count ? String(text.prefix(available - glyphs.ellipsis.count)) + glyphs.ellipsis : ""
        }
        var room = lineWidth - used - 2 - text.count
        var marks = ""
        for (index, finding) in row.findings.enumerated() {
            let mark = "  \(glyphs.mark(finding.severity)) \(finding.ruleID)"
            let rest = index + 1 < row.findings.count ? compactMarks(row.findings, from: index + 1, glyphs: glyphs).count : 0
            if mark.count + rest > room {
                marks += compactMarks(row.findings, from: index, glyphs: glyphs)
                break
            }
            marks += mark
            room -= mark.count
        }
        return line + String(glyphs.vertical) + " " + text + marks
    }

    /// `  ✖` for the finding at `index`, with ` +2` when two more follow it.
    private static func compactMarks(_ findings: [Diagnostic], from index: Int, glyphs: SwimlaneGlyphs) -> String {
        let more = findings.count - index - 1
        return "  \(glyphs.mark(findings[index].severity))" + (more > 0 ? " +\(more)" : "")
    }

    /// The width of a row without its color codes.
    private static func plainWidth(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true; continue }
            if inEscape { if character == "m" { inEscape = false }; continue }
            count += 1
        }
        return count
    }

    /// `scene#1 willEnterForeground`, `app didFinishLaunching`, `vc HomeViewController viewDidLoad`,
    /// and the application state the line printed: `app willEnterForeground [state: background]`.
    static func eventText(_ event: TraceEvent, subject: Subject?) -> String {
        let id = event.event.rawValue
        let name = id.hasPrefix("windowScene.") ? id : String(id.split(separator: ".", maxSplits: 1).last ?? "")
        let who: String
        switch event.event.domain {
        case .app: who = "app"
        case .scene: who = subject.map { "scene#\($0.ordinal)" } ?? "scene"
        case .viewController: who = subject?.label ?? "vc"
        case .scenePhase: who = "phase"
        case .model: return (event.modelEvent ?? event.event.rawValue) + (event.modelSubject.map { " (\($0))" } ?? "")
        case .system: return "uikit \(name)" + (event.viewController.map { " (\($0))" } ?? "")
        }
        return "\(who) \(name)" + (event.source == .notification ? " (notification)" : "")
            + (event.printedState.map { " [state: \($0.rawValue)]" } ?? "")
            + (event.launchOptions.isEmpty ? "" : " [launch options: \(event.launchOptions.joined(separator: ", "))]")
    }

    /// Appends the legend, each part broken between its words at the width; the lanes, one per
    /// scene, are handed on line by line.
    private static func legend<Failure: Error>(
        _ lanes: Swimlanes, glyphs: SwimlaneGlyphs, width: Int, ascii: Bool, into out: inout String, _ emit: (String) throws(Failure) -> Void
    ) throws(Failure) {
        // The lanes joined by "; ", broken between words as TextWrap.words breaks the whole.
        var laneLines = TextWrap.HangingLines(width: width, indent: 2)
        let parts = ["lanes: app (the app's state, from its most active scene)"]
            + lanes.lanes.dropFirst().map { "s#\($0.scene?.ordinal ?? 0) = \($0.label)" }
        for (index, part) in parts.enumerated() {
            let text = index + 1 < parts.count ? part + ";" : part
            for word in (ascii ? TextWrap.ascii(text) : text).split(separator: " ") {
                if let line = laneLines.add(String(word)) { out += line + "\n" }
            }
            try RenderedChunks.flush(&out, emit)
        }
        out += (laneLines.finish() ?? "") + "\n"
        let states = [
            "states: \(glyphs.connected) connected", "\(glyphs.inactive) foregroundInactive", "\(glyphs.active) foregroundActive",
            "\(glyphs.background) background", "\(glyphs.disconnected) disconnected;", "\(glyphs.event) the callback of the row",
        ]
        out += TextWrap.hanging(states, separator: "  ", width: width, indent: 2) + "\n"
        if !lanes.findings.isEmpty {
            out += "findings: \(glyphs.error) error  \(glyphs.warning) warning  \(glyphs.note) note\n"
        }
    }

    private static func paint(_ cell: String, _ state: Swimlanes.LaneState?, colored: Bool) -> String {
        guard colored, let state else { return cell }
        let code: String
        switch state {
        case .foregroundActive: code = "32"
        case .foregroundInactive: code = "33"
        case .background: code = "34"
        case .connected: code = "36"
        case .disconnected: code = "31"
        }
        return "\u{1B}[\(code)m\(cell)\u{1B}[0m"
    }

    /// `12:34:56.789` from a timestamp.
    private static func timeOfDay(_ timestamp: Timestamp?) -> String {
        guard let timestamp else { return "" }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = timestamp.fraction.isEmpty ? "" : "." + timestamp.fraction.prefix(3)
        return "\(two(timestamp.hour)):\(two(timestamp.minute)):\(two(timestamp.second))\(fraction)"
    }

    /// `+0.012`, `+12.5`, `+3m05s`.
    private static func deltaText(_ seconds: Double) -> String {
        if seconds < 0 { return "-" }
        if seconds < 10 { return "+" + DecimalText.fixed(seconds, 3) }
        if seconds < 60 { return "+" + DecimalText.fixed(seconds, 1) }
        let minutes = Int(seconds) / 60
        let rest = Int(seconds) % 60
        return "+\(minutes)m\(rest < 10 ? "0" : "")\(rest)s"
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    private static func center(_ text: String, _ width: Int) -> String {
        let total = max(0, width - text.count)
        return String(repeating: " ", count: total / 2) + text + String(repeating: " ", count: total - total / 2)
    }
}
