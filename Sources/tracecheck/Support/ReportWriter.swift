#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Conformance

/// Writes the reports of a lint run without keeping the findings: a streaming reporter on
/// standard output whose head is empty (text, summary, github) gets each finding as soon as it
/// is certain; every other streaming report (JSON, SARIF, and any report to a file) renders
/// each finding as it comes into a temporary file, which follows the report's head at the end;
/// JUnit, which groups findings by test case, renders each into a temporary file too and keeps
/// only where it goes. Only `--write-baseline` keeps the findings themselves. Every built-in
/// reporter is one of these.
final class ReportWriter {
    /// The findings kept for the reports that need them all (empty when none does).
    private(set) var kept: [Diagnostic] = []
    /// The findings at each severity.
    private(set) var counts: [Severity: Int] = [:]
    /// Whether a report lists every timeline (JUnit), so the run must keep their subjects.
    let needsTimelines: Bool

    private let selections: [ReporterSelection]
    private let rules: [any Rule.Type]
    /// The reporter writing to standard output as findings come, if any.
    private let live: (any StreamingReporter.Type)?
    /// For each selection (by position), the temporary file its findings are rendered into.
    private var spools: [Int: Spool] = [:]
    /// For a JUnit report: its selection, pieces and where each finding goes.
    private var junit: (selection: Int, spool: Spool, placement: JUnitReporter.Placement, placed: [JUnitReporter.Placed], pieces: [Range<Int>])?
    /// What was checked so far (JUnit places each finding among the processes checked).
    var checked: () -> CheckedRun = { CheckedRun() }
    private let keepsFindings: Bool
    private let flushesEachFinding: Bool
    private var position = 0
    private let output = StandardOutput()
    /// Options of reports on standard output (colored on a terminal) and in files.
    private let terminalOptions: ReporterOptions
    private let fileOptions: ReporterOptions

    /// - Parameters:
    ///   - selections: The reporters and where each writes.
    ///   - rules: The rules that run (SARIF lists them and points its results at them).
    ///   - keepingFindings: Keep every finding even when no report needs them (`--write-baseline`).
    ///   - live: Flush standard output after every finding (input that keeps coming).
    ///   - failOn: The lowest severity that fails the run: JUnit marks exactly these as failures.
    /// - Throws: ``OutputError`` when no temporary file can be made.
    init(
        _ selections: [ReporterSelection], rules: [any Rule.Type], keepingFindings: Bool = false, live: Bool = false, failOn: Severity? = .error
    ) throws {
        self.selections = selections
        self.rules = rules
        terminalOptions = ReporterOptions(colored: Terminal.colorsEnabled, failOn: failOn)
        fileOptions = ReporterOptions(failOn: failOn)
        var liveReporter: (any StreamingReporter.Type)?
        for (index, selection) in selections.enumerated() {
            if selection.reporter.identifier == JUnitReporter.identifier {
                junit = (index, try Spool(), JUnitReporter.Placement(), [], [])
                continue
            }
            // Every other built-in reporter streams (ReportWriterTests checks it).
            let streaming = selection.reporter as! any StreamingReporter.Type
            if selection.path == nil, streaming.writesAsItGoes {
                liveReporter = streaming
            } else {
                spools[index] = try Spool()
            }
        }
        self.live = liveReporter
        keepsFindings = keepingFindings
        needsTimelines = selections.contains { $0.reporter.identifier == JUnitReporter.identifier }
        flushesEachFinding = live
    }

    /// Whether a report goes to standard output.
    var writesToStandardOutput: Bool { selections.contains { $0.path == nil } }

    /// Whether findings are printed on standard output as they come (text, github; not summary).
    var printsFindingsOnStandardOutput: Bool {
        guard let live else { return false }
        return live.identifier != SummaryReporter.identifier
    }

    /// Takes the next finding, in report order.
    func add(_ diagnostic: Diagnostic) {
        counts[diagnostic.severity, default: 0] += 1
        if keepsFindings { kept.append(diagnostic) }
        if let live {
            let text = live.finding(diagnostic, position: position, rules: rules, options: terminalOptions)
            if !text.isEmpty {
                output.write(text)
                if flushesEachFinding { output.flush() }
            }
        }
        if var report = junit {
            junit = nil  // one reference while it grows
            let piece = JUnitReporter.piece(diagnostic, failOn: fileOptions.failOn)
            let place = report.placement.place(diagnostic, in: checked())
            report.placed.append(JUnitReporter.Placed(place: place, isFailure: piece.isFailure, file: diagnostic.location.file))
            report.pieces.append(report.spool.append(piece.text))
            junit = report
        }
        for (index, spool) in spools {
            let reporter = selections[index].reporter as! any StreamingReporter.Type
            spool.append(reporter.finding(diagnostic, position: position, rules: rules, options: options(for: selections[index])))
        }
        position += 1
    }

    /// Writes what follows the findings on standard output, and every report written at the end.
    /// - Throws: ``OutputError`` when a file cannot be written.
    func finish(_ report: LintReport) throws {
        for (index, selection) in selections.enumerated() {
            let options = options(for: selection)
            if let junit, junit.selection == index {
                let write = { (sink: (String) throws -> Void) in
                    try JUnitReporter.document(
                        report.checked, placed: junit.placed, options: options, text: { try junit.spool.read(junit.pieces[$0]) },
                        write: sink)
                }
                if let path = selection.path {
                    try OutputFile.save(to: path) { file in try write { try file.write($0) } }
                } else {
                    try write { self.output.write($0) }
                }
            } else if selection.path == nil, let live, selection.reporter.identifier == live.identifier {
                output.write(live.closing(report, options: options))
            } else if let spool = spools[index] {
                let reporter = selection.reporter as! any StreamingReporter.Type
                let head = reporter.head(report, options: options)
                let closing = reporter.closing(report, options: options)
                if let path = selection.path {
                    try OutputFile.save(to: path) { file in
                        try file.write(head)
                        try spool.copy { try file.write($0) }
                        try file.write(closing)
                    }
                } else {
                    output.write(head)
                    try spool.copy { output.write(bytes: $0) }
                    output.write(closing)
                }
            }
        }
        output.flush()
    }

    /// Colors only on standard output (and only on a terminal), never in files.
    private func options(for selection: ReporterSelection) -> ReporterOptions {
        selection.path == nil ? terminalOptions : fileOptions
    }
}

/// A temporary file (deleted when closed, and by the system if the process dies) that holds
/// rendered findings until their report is written.
private final class Spool {
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
