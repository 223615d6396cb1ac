import Conformance
import Testing

/// Runs a rule's examples: non-triggering examples produce no diagnostic of the rule, and each
/// triggering example produces diagnostics exactly on its `↓` lines, each with a fix when the
/// rule has one. Failures are reported at the
/// example's source location, with the example printed and `^ error: …` under each finding.
public func verifyRule(_ rule: any Rule.Type) {
    let description = rule.description
    for example in description.nonTriggeringExamples {
        let findings = diagnostics(of: rule, in: example)
        if !findings.isEmpty {
            Issue.record(
                "non-triggering example of \(description.identifier) triggered:\n\(render(example, findings))",
                sourceLocation: location(of: example))
        }
    }
    for example in description.triggeringExamples {
        let findings = diagnostics(of: rule, in: example)
        let lines = findings.map(\.location.line).sorted()
        if lines != example.markedLines {
            Issue.record(
                "triggering example of \(description.identifier): expected findings on lines \(example.markedLines), got \(lines):\n\(render(example, findings))",
                sourceLocation: location(of: example))
        }
        if description.fix != nil, findings.contains(where: { $0.fix == nil }) {
            Issue.record("a finding of \(description.identifier) lost the rule's fix", sourceLocation: location(of: example))
        }
    }
}

private func diagnostics(of rule: any Rule.Type, in example: Example) -> [Diagnostic] {
    do {
        let analysis = try TraceAnalyzer.analyze(text: example.log, file: "example.log", configuration: try example.lintConfiguration())
        return rule.init().validate(analysis)
    } catch {
        Issue.record("example did not parse: \(error)", sourceLocation: location(of: example))
        return []
    }
}

private func render(_ example: Example, _ findings: [Diagnostic]) -> String {
    var out: [String] = []
    for (index, line) in example.log.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        out.append("  \(index + 1)  \(line)")
        for finding in findings where finding.location.line == index + 1 {
            out.append("     ^ \(finding.severity.rawValue): \(finding.message)")
        }
    }
    return out.joined(separator: "\n")
}

private func location(of example: Example) -> SourceLocation {
    let path = "\(example.file)"
    let parts = path.split(separator: "/")
    let fileID = parts.count >= 2 ? "Conformance/\(parts[parts.count - 1])" : path
    return SourceLocation(fileID: fileID, filePath: path, line: Int(example.line), column: 1)
}
