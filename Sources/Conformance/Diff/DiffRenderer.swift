import TraceParser

/// Renders a ``SequenceDiff`` like a unified diff, or as JSON (`tracecheck.diff.v1`).
public enum DiffRenderer {
    /// Unchanged rows kept around each change.
    static let context = 2

    /// Text: a header, a legend, then per group hunks `@@ -a,b +c,d @@` whose rows show the
    /// expected and observed line numbers; runs of unchanged rows are collapsed.
    public static func text(_ diff: SequenceDiff, expectedName: String, observedName: String, colored: Bool = false) -> String {
        var out = "--- expected: \(expectedName)\n+++ observed: \(observedName)\n"
        out += "legend: '-' expected but missing, '+' observed but not expected, ' ' in both; "
        out += diff.order == .global ? "the whole interleaving is compared\n" : "each role is compared on its own\n"
        for group in diff.groups where group.differs {
            out += "\n== \(group.title)\n"
            out += hunks(group.changes, colored: colored)
        }
        let differing = diff.groups.filter(\.differs).count
        out += diff.isEqual
            ? "\nno differences (\(Plural.count(diff.groups.count, "sequence")) compared)\n"
            : "\n\(Plural.count(diff.differenceCount, "difference")) in \(differing) of \(Plural.count(diff.groups.count, "sequence"))\n"
        return out
    }

    private static func hunks(_ changes: [SequenceDiff.Change], colored: Bool) -> String {
        let changed = changes.indices.filter { changes[$0].operation != .equal }
        guard !changed.isEmpty else { return "" }
        // Ranges of rows to show: each change with its context, merged when they touch.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(changes.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var out = ""
        var shown = 0
        for range in ranges {
            if range.lowerBound > shown { out += "… (\(range.lowerBound - shown) unchanged)\n" }
            let rows = changes[range]
            let expectedLines = rows.compactMap { $0.expected?.line }
            let observedLines = rows.compactMap { $0.observed?.line }
            out += "@@ -\(expectedLines.first ?? 0),\(expectedLines.count) +\(observedLines.first ?? 0),\(observedLines.count) @@\n"
            for change in rows { out += row(change, colored: colored) + "\n" }
            shown = range.upperBound + 1
        }
        if shown < changes.count { out += "… (\(changes.count - shown) unchanged)\n" }
        return out
    }

    private static func row(_ change: SequenceDiff.Change, colored: Bool) -> String {
        let left = change.expected.map { String($0.line) } ?? ""
        let right = change.observed.map { String($0.line) } ?? ""
        let text = "\(change.operation.rawValue) \(pad(left, 5)) \(pad(right, 5))  \(change.text)"
        guard colored, change.operation != .equal else { return text }
        return (change.operation == .missing ? "\u{1B}[31m" : "\u{1B}[32m") + text + "\u{1B}[0m"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

}

extension DiffRenderer {
    /// JSON (`tracecheck.diff.v1`, documented in `docs/scenario.md`): whether the sides are equal,
    /// the order, and per group the rows with their operation, lines and item.
    public static func json(_ diff: SequenceDiff, expectedName: String, observedName: String) -> String {
        func side(_ item: ScenarioItem?) -> String {
            item.map { "{\"file\":\(quoted($0.file)),\"line\":\($0.line)}" } ?? "null"
        }
        let groups = diff.groups.map { group in
            let rows = group.changes.map { change in
                let operation = change.operation == .equal ? "equal" : change.operation == .missing ? "missing" : "extra"
                return "{\"op\":\"\(operation)\",\"item\":\(quoted(change.text)),\"expected\":\(side(change.expected)),\"observed\":\(side(change.observed))}"
            }
            return "{\"title\":\(quoted(group.title)),\"differs\":\(group.differs),\"changes\":[\(rows.joined(separator: ","))]}"
        }
        return "{\"schema\":\"tracecheck.diff.v1\",\"expected\":\(quoted(expectedName)),\"observed\":\(quoted(observedName)),"
            + "\"order\":\"\(diff.order.rawValue)\",\"equal\":\(diff.isEqual),\"differences\":\(diff.differenceCount),"
            + "\"groups\":[\(groups.joined(separator: ","))]}\n"
    }

    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
