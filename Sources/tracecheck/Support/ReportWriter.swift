#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Conformance

/// Writes the reports of a lint run without keeping the findings: each reporter's sink
/// (``ReportSink``) takes every finding as it comes. The first streaming report on standard
/// output whose head is empty (text, summary, github) writes each finding as soon as it is
/// certain; every other streaming report (JSON, SARIF, and any report to a file) renders each
/// finding into a temporary file, which follows the report's head at the end; JUnit, which
/// groups findings by test case, renders each into a temporary file too and keeps only where it
/// goes. Only `--write-baseline` (and a reporter that is neither) keeps the findings themselves.
final class ReportWriter {
    // The tally, the position and the kept findings are changed only by `add`, per finding,
    // with no call out while one is open: no dynamic exclusivity checks.
    /// The findings kept for `--write-baseline` (empty otherwise).
    @exclusivity(unchecked) private(set) var kept: [Diagnostic] = []
    /// The findings at each severity (those with none are absent).
    var counts: [Severity: Int] {
        Dictionary(uniqueKeysWithValues: Severity.allCases.compactMap { tally[$0.rank] > 0 ? ($0, tally[$0.rank]) : nil })
    }
    /// The findings at each severity by its rank: counted without hashing, a log dense with
    /// callbacks has a finding every few lines.
    @exclusivity(unchecked) private var tally = Array(repeating: 0, count: Severity.allCases.count)
    /// Whether a report lists every timeline (JUnit), so the run must keep their subjects.
    let needsTimelines: Bool
    /// Whether findings are printed on standard output as they come (text, github; not summary).
    let printsFindingsOnStandardOutput: Bool

    private let selections: [ReporterSelection]
    private let sinks: [any ReportSink]
    /// What was checked so far (JUnit places each finding among the processes checked).
    var checked: () -> CheckedRun = { CheckedRun() }
    private let keepsFindings: Bool
    private let flushesEachFinding: Bool
    @exclusivity(unchecked) private var position = 0
    private let output = StandardOutput()

    /// - Parameters:
    ///   - selections: The reporters and where each writes.
    ///   - rules: The rules that run (SARIF lists them and points its results at them).
    ///   - keepingFindings: Keep every finding even when no report needs them (`--write-baseline`).
    ///   - live: Flush standard output after every finding (input that keeps coming).
    ///   - failOn: The lowest severity that fails the run: JUnit marks exactly these as failures.
    ///   - colored: Colour the report on standard output (``ColorOption``); files never are.
    /// - Throws: ``OutputError`` when no temporary file can be made.
    init(
        _ selections: [ReporterSelection], rules: [any Rule.Type], keepingFindings: Bool = false, live: Bool = false, failOn: Severity? = .error,
        colored: Bool = false
    ) throws {
        self.selections = selections
        // On a terminal, the text report's lines are broken at its width.
        var terminalOptions = ReporterOptions(
            colored: colored, failOn: failOn, width: isatty(STDOUT_FILENO) == 1 ? Terminal.width.map { max(40, $0) } : nil)
        var fileOptions = ReporterOptions(failOn: failOn)
        (terminalOptions.timelineCommands, fileOptions.timelineCommands) = (true, true)
        var sinks: [any ReportSink] = []
        var liveReporter: String?
        for selection in selections {
            let toOutput = selection.path == nil
            let sink = try selection.reporter.sink(ReportSinkContext(
                options: toOutput ? terminalOptions : fileOptions, rules: rules, mayWriteAsItGoes: toOutput && liveReporter == nil,
                store: { try Spool() }))
            if sink.writesAsItGoes { liveReporter = selection.reporter.identifier }
            sinks.append(sink)
        }
        self.sinks = sinks
        printsFindingsOnStandardOutput = liveReporter.map { $0 != SummaryReporter.identifier } ?? false
        keepsFindings = keepingFindings
        needsTimelines = selections.contains { $0.reporter.identifier == JUnitReporter.identifier }
        flushesEachFinding = live
    }

    /// Whether a report goes to standard output.
    var writesToStandardOutput: Bool { selections.contains { $0.path == nil } }

    /// Takes the next finding, in report order.
    func add(_ diagnostic: Diagnostic) {
        tally[diagnostic.severity.rank] += 1
        if keepsFindings { kept.append(diagnostic) }
        let checked = needsTimelines ? checked() : CheckedRun()
        for sink in sinks {
            guard let text = sink.add(diagnostic, position: position, checked: checked), !text.isEmpty else { continue }
            output.write(text)
            if flushesEachFinding { output.flush() }
        }
        position += 1
    }

    /// Writes what follows the findings on standard output, and every report written at the end.
    /// - Throws: ``OutputError`` when a file cannot be written.
    func finish(_ report: LintReport) throws {
        for (selection, sink) in zip(selections, sinks) {
            if let path = selection.path {
                try OutputFile.save(to: path) { file in
                    try sink.finish(report, to: ReportOutput(text: { try file.write($0) }, bytes: { try file.write($0) }))
                }
            } else {
                try sink.finish(report, to: ReportOutput(text: { self.output.write($0) }, bytes: { self.output.write(bytes: $0) }))
            }
        }
        output.flush()
    }
}

/// A temporary file (deleted when closed, and by the system if the process dies) that holds
/// rendered findings until their report is written.
private final class Spool: RenderedFindings {
    private let file: UnsafeMutablePointer<FILE>

    init() throws {
        guard let file = tmpfile() else { throw OutputError.systemError(at: "a temporary file") }
        self.file = file
    }

    deinit { fclose(file) }

    private var written = 0

    /// Appends text; returns where it was written.
    @discardableResult
    func append(_ text: String) -> Range<Int> {
        var text = text
        let count = text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, file) }
        defer { written += count }
        return written..<(written + count)
    }

    /// The text written at `range`.
    func read(_ range: Range<Int>) throws -> String {
        guard fflush(file) == 0, fseek(file, range.lowerBound, SEEK_SET) == 0 else {
            throw OutputError.systemError(at: "a temporary file")
        }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        guard count == range.count else {
            throw OutputError.cannotWrite(path: "a temporary file", reason: "short read")
        }
        // Appending later continues at the end.
        fseek(file, 0, SEEK_END)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads everything written back, in chunks.
    func copy(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0, ferror(file) == 0 else {
            throw OutputError.systemError(at: "a temporary file")
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            try chunk.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
