import TraceParser

extension Swimlanes {
    /// `tracecheck timeline of app.log`: the title of every picture.
    var title: String {
        var files: [String] = []
        for row in rows {
            if case .processStart(let info) = row.kind, files.last != info.start.file { files.append(info.start.file) }
        }
        return "tracecheck timeline of " + (files.isEmpty ? "an empty log" : files.joined(separator: ", "))
    }

    /// `25 events, 1 process, 3 scenes; 0 errors, 0 warnings, 3 notes`.
    var summary: String {
        var events = 0
        var processes = 0
        for row in rows {
            if row.event == nil { processes += 1 } else { events += 1 }
        }
        func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
        }
        let severities = [Severity.error, .warning, .note].map { severity in
            count(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }
        return "\(count(events, "event")), \(count(processes, "process", "processes")), \(count(lanes.count - 1, "scene")); "
            + severities.joined(separator: ", ")
    }

    /// `app.log:4: note: message [rule_id]`: a finding as the pictures spell it out.
    static func findingText(_ finding: Diagnostic) -> String {
        "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
}
