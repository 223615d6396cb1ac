import Foundation
import TraceParser

/// Totals of many `tracecheck.lint.v1` reports (one per shard of a fleet of logs): findings per
/// rule and severity, counts, and the same by the values of some of their tags (`lint --tag`).
public struct ReportMerge {
    /// The schema id of ``json()``.
    public static let schema = "tracecheck.merge.v1"

    /// Counts summed over reports.
    public struct Totals: Sendable, Equatable {
        public var reports = 0
        public var files = 0
        public var events = 0
        public var processes = 0
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        /// Findings by rule id: errors, warnings and notes.
        public var rules: [String: [Int]] = [:]

        mutating func add(_ summary: [String: Any], _ diagnostics: [[String: Any]]) {
            reports += 1
            files += summary["files"] as? Int ?? 0
            events += summary["events"] as? Int ?? 0
            processes += summary["processes"] as? Int ?? 0
            errors += summary["errors"] as? Int ?? 0
            warnings += summary["warnings"] as? Int ?? 0
            notes += summary["notes"] as? Int ?? 0
            for diagnostic in diagnostics {
                guard let rule = diagnostic["ruleID"] as? String, let severity = diagnostic["severity"] as? String,
                    let index = ["error", "warning", "note"].firstIndex(of: severity)
                else { continue }
                rules[rule, default: [0, 0, 0]][index] += 1
            }
        }
    }

    /// The tags reports are grouped by, in order.
    public let keys: [String]
    public private(set) var total = Totals()
    /// Totals by the values of ``keys`` (`(none)` for a report without the tag).
    public private(set) var groups: [[String]: Totals] = [:]
    /// Every tag some report has.
    public private(set) var tags: Set<String> = []

    /// - Parameter keys: The tags to group by (`os`, `app`).
    public init(by keys: [String] = []) {
        self.keys = keys
    }

    /// Adds one report.
    /// - Throws: ``ReportMergeError`` when `data` is not a `tracecheck.lint.v1` report.
    public mutating func add(_ data: Data, name: String) throws {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["schema"] as? String == JSONReporter.schema,
            let summary = object["summary"] as? [String: Any], let diagnostics = object["diagnostics"] as? [[String: Any]]
        else { throw ReportMergeError(path: name) }
        total.add(summary, diagnostics)
        let tags = object["tags"] as? [String: String] ?? [:]
        self.tags.formUnion(tags.keys)
        guard !keys.isEmpty else { return }
        groups[keys.map { tags[$0] ?? "(none)" }, default: Totals()].add(summary, diagnostics)
    }

    /// The totals as tables: the counts, the findings by rule, and the groups.
    public func text() -> String {
        var out = "\(Plural.count(total.reports, "report")): \(Plural.count(total.files, "file")), \(Plural.count(total.events, "event")), "
            + "\(Plural.count(total.processes, "process")); \(Plural.count(total.errors, "error")), \(Plural.count(total.warnings, "warning")), "
            + "\(Plural.count(total.notes, "note"))\n"
        if !total.rules.isEmpty {
            out += "\n" + TextTable.render([["rule", "errors", "warnings", "notes"]] + total.rules.keys.sorted().map { rule in
                [rule] + total.rules[rule, default: [0, 0, 0]].map(String.init)
            })
        }
        if !keys.isEmpty {
            out += "\nby \(keys.joined(separator: ", ")):\n"
            out += TextTable.render([keys + ["reports", "events", "errors", "warnings", "notes"]] + groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { values in
                let totals = groups[values]!
                return values + [totals.reports, totals.events, totals.errors, totals.warnings, totals.notes].map(String.init)
            })
        }
        return out
    }

    /// The totals as one JSON document, schema `tracecheck.merge.v1` (docs/scale-out.md).
    public func json() -> String {
        func totals(_ totals: Totals) -> [(key: String, value: JSONValue)] {
            [
                ("reports", .int(totals.reports)),
                ("summary", .object([
                    ("files", .int(totals.files)), ("events", .int(totals.events)), ("processes", .int(totals.processes)),
                    ("errors", .int(totals.errors)), ("warnings", .int(totals.warnings)), ("notes", .int(totals.notes)),
                ])),
                ("rules", .array(totals.rules.keys.sorted().map { rule in
                    let counts = totals.rules[rule, default: [0, 0, 0]]
                    return .object([("rule", .string(rule)), ("errors", .int(counts[0])), ("warnings", .int(counts[1])), ("notes", .int(counts[2]))])
                })),
            ]
        }
        let document: JSONValue = .object(
            [("schema", .string(Self.schema))] + totals(total) + [
                ("groups", .array(groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { values in
                    .object([("tags", .object(zip(keys, values).map { ($0, .string($1)) }))] + totals(groups[values]!))
                })),
            ])
        return document.pretty
    }
}

/// A file that is not a `tracecheck.lint.v1` report.
public struct ReportMergeError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public var description: String { "\(path): not a tracecheck.lint.v1 report (tracecheck lint --reporter json)" }
}
