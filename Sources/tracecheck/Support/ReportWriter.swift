import Conformance

/// Writes the reports of a lint run: a streaming reporter to standard output gets each finding
/// as soon as it is certain; reports to files and whole-document reporters (JSON, SARIF, JUnit)
/// get every finding at the end, and only then are findings kept.
final class ReportWriter {
    /// The findings kept for the reports written at the end (empty when none needs them).
    private(set) var kept: [Diagnostic] = []
    /// The findings at each severity.
    private(set) var counts: [Severity: Int] = [:]
    /// Whether a report lists every timeline (JUnit), so the run must keep their subjects.
    let needsTimelines: Bool

    private let selections: [ReporterSelection]
    private let streamed: (any StreamingReporter.Type)?
    private let keepsFindings: Bool
    private let flushesEachFinding: Bool
    private let output = StandardOutput()
    private let options = ReporterOptions(colored: Terminal.colorsEnabled)

    /// - Parameters:
    ///   - selections: The reporters and where each writes.
    ///   - keepingFindings: Keep every finding even when no report needs them (`--write-baseline`).
    ///   - live: Flush standard output after every finding (input that keeps coming).
    init(_ selections: [ReporterSelection], keepingFindings: Bool = false, live: Bool = false) {
        self.selections = selections
        streamed = selections.first { $0.path == nil }.flatMap { $0.reporter as? any StreamingReporter.Type }
        keepsFindings = keepingFindings || selections.contains { $0.path != nil || !($0.reporter is any StreamingReporter.Type) }
        needsTimelines = selections.contains { $0.reporter.identifier == JUnitReporter.identifier }
        flushesEachFinding = live
    }

    /// Takes the next finding, in report order.
    func add(_ diagnostic: Diagnostic) {
        counts[diagnostic.severity, default: 0] += 1
        if keepsFindings { kept.append(diagnostic) }
        if let streamed {
            let text = streamed.finding(diagnostic, options: options)
            guard !text.isEmpty else { return }
            output.write(text)
            if flushesEachFinding { output.flush() }
        }
    }

    /// Writes what follows the findings on standard output, and every report that is written whole.
    /// - Throws: ``OutputError`` when a file cannot be written.
    func finish(_ report: LintReport) throws {
        for selection in selections {
            if let path = selection.path {
                try OutputFile.save(selection.reporter.report(report, options: ReporterOptions()), to: path)
            } else if let streamed {
                output.write(streamed.closing(report, options: options))
            } else {
                output.write(selection.reporter.report(report, options: options))
            }
        }
        output.flush()
    }
}
