import TraceParser

/// JUnit XML for CI test-report views: one `<testsuite>` per process, one `<testcase>` per
/// timeline (process, app, scene, view controller, scene phase), a `<failure>` per finding
/// about that subject at or above the failure threshold (``ReporterOptions/failOn``: the
/// findings that set the exit status), and the others as `<system-out>` (`docs/lint-reporters.md`).
///
/// The document groups findings by test case, so it is written at the end; each finding is
/// placed and rendered as it comes (``Placement``, ``piece(_:failOn:)``), so that a caller can keep the
/// rendered pieces outside memory and hand them back to ``document(_:placed:options:text:write:)``.
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let description = "JUnit XML: a test suite per process, a test case per timeline, a failure per finding at or above --fail-on"

    public static func report(_ report: LintReport, options: ReporterOptions) -> String {
        var placement = Placement()
        var placed: [Placed] = []
        var texts: [String] = []
        for diagnostic in report.diagnostics {
            let piece = self.piece(diagnostic, failOn: options.failOn)
            placed.append(Placed(place: placement.place(diagnostic, in: report.checked), isFailure: piece.isFailure, file: diagnostic.location.file))
            texts.append(piece.text)
        }
        var out = ""
        document(report.checked, placed: placed, options: options, text: { texts[$0] }) { out += $0 }
        return out
    }

    /// What a finding becomes in the report: a `<failure>` element when it fails the run (at or
    /// above `failOn`), else a line of its test case's `<system-out>`, escaped.
    public static func piece(_ diagnostic: Diagnostic, failOn: Severity?) -> (isFailure: Bool, text: String) {
        let line = XMLText.content(TextReporter.line(diagnostic, colored: false))
        guard let failOn, diagnostic.severity >= failOn else { return (false, line) }
        return (true, "      <failure message=\"\(XMLText.attribute(diagnostic.message))\" type=\"\(XMLText.attribute(diagnostic.ruleID))\">\(line)</failure>\n")
    }

    /// A finding's place in the report: its suite and test case (nil for none), whether it is a
    /// failure, and its file (the class name of a "no process" test case).
    public struct Placed: Sendable {
        public let suite: Int?
        public let testCase: Int
        public let isFailure: Bool
        public let file: String

        /// Creates a placed finding.
        public init(place: (suite: Int, testCase: Int)?, isFailure: Bool, file: String) {
            suite = place?.suite
            testCase = place?.testCase ?? 0
            self.isFailure = isFailure
            self.file = file
        }
    }

    /// Finds each finding's test case as the run goes: the timeline of its subject, else the
    /// process it belongs to (by subject, else by file and line). Suites are the processes of
    /// ``CheckedRun/suites`` and test cases their timelines, by position.
    public struct Placement {
        private var indexed = 0
        private var caseIndex: [Subject: (suite: Int, testCase: Int)] = [:]
        private var byOrdinal: [Int: Subject] = [:]
        private var byFile: [String: [CheckedProcess]] = [:]

        public init() {}

        /// The suite and test case of a finding, given what was checked so far (its process
        /// included); nil when it belongs to no process.
        public mutating func place(_ diagnostic: Diagnostic, in checked: CheckedRun) -> (suite: Int, testCase: Int)? {
            while indexed < checked.suites.count {
                let process = checked.suites[indexed]
                for (index, subject) in process.timelines.enumerated() { caseIndex[subject] = (indexed, index) }
                if byOrdinal[process.ordinal] == nil { byOrdinal[process.ordinal] = process.subject }
                byFile[process.file, default: []].append(process)
                indexed += 1
            }
            if let subject = diagnostic.subject, let place = caseIndex[subject] { return place }
            return processSubject(of: diagnostic).flatMap { caseIndex[$0] }
        }

        /// The process of a finding without a timeline of its own: its subject's, else the last
        /// one of its file that starts at or before it.
        private func processSubject(of diagnostic: Diagnostic) -> Subject? {
            if let ordinal = diagnostic.subject?.process, let subject = byOrdinal[ordinal] { return subject }
            guard let sameFile = byFile[diagnostic.location.file] else { return nil }
            return (sameFile.last { $0.start <= diagnostic.location } ?? sameFile.first)?.subject
        }
    }

    /// Writes the document: a `<testsuite>` per checked process, a `<testcase>` per timeline with
    /// its findings in report order (failures, then the notes in one `<system-out>`), and a
    /// "no process" suite for findings placed nowhere (only reports built by hand have them).
    /// - Parameters:
    ///   - checked: The processes and their timelines.
    ///   - placed: Every finding, placed, in report order.
    ///   - options: For the tool name.
    ///   - text: The piece (``piece(_:failOn:)``) of the finding at a position of `placed`.
    ///   - write: Receives the document in parts.
    public static func document(
        _ checked: CheckedRun, placed: [Placed], options: ReporterOptions, text: (Int) throws -> String,
        write: (String) throws -> Void
    ) rethrows {
        var byCase: [Int: [Int: [Int]]] = [:]
        var unplaced: [Int] = []
        for (index, finding) in placed.enumerated() {
            if let suite = finding.suite {
                byCase[suite, default: [:]][finding.testCase, default: []].append(index)
            } else {
                unplaced.append(index)
            }
        }
        func fails(_ indices: [Int]) -> Bool { indices.contains { placed[$0].isFailure } }
        let failedCases = checked.suites.indices.map { suite in (byCase[suite] ?? [:]).values.filter(fails).count }
        let tests = checked.suites.reduce(0) { $0 + $1.timelines.count } + (unplaced.isEmpty ? 0 : 1)
        let failed = failedCases.reduce(0, +) + (fails(unplaced) ? 1 : 0)
        try write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try write("<testsuites name=\"\(XMLText.attribute(options.tool))\" tests=\"\(tests)\" failures=\"\(failed)\" errors=\"0\">\n")
        for (suite, process) in checked.suites.enumerated() {
            try write("  <testsuite name=\"\(XMLText.attribute(process.subject.stableLabel(masking: .shared)))\" tests=\"\(process.timelines.count)\" failures=\"\(failedCases[suite])\" errors=\"0\" skipped=\"0\">\n")
            for (testCase, subject) in process.timelines.enumerated() {
                try testCaseElement(subject.stableLabel(masking: .shared), process.file, byCase[suite]?[testCase] ?? [], placed, text, write)
            }
            try write("  </testsuite>\n")
        }
        if let first = unplaced.first {
            try write("  <testsuite name=\"no process\" tests=\"1\" failures=\"\(fails(unplaced) ? 1 : 0)\" errors=\"0\" skipped=\"0\">\n")
            try testCaseElement("no process", placed[first].file, unplaced, placed, text, write)
            try write("  </testsuite>\n")
        }
        try write("</testsuites>\n")
    }

    private static func testCaseElement(
        _ name: String, _ classname: String, _ indices: [Int], _ placed: [Placed], _ text: (Int) throws -> String,
        _ write: (String) throws -> Void
    ) rethrows {
        let open = "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(classname))\""
        guard !indices.isEmpty else { return try write(open + "/>\n") }
        try write(open + ">\n")
        for index in indices where placed[index].isFailure { try write(try text(index)) }
        let notes = indices.filter { !placed[$0].isFailure }
        if !notes.isEmpty {
            try write("      <system-out>")
            for (position, index) in notes.enumerated() { try write((position > 0 ? "\n" : "") + (try text(index))) }
            try write("</system-out>\n")
        }
        try write("    </testcase>\n")
    }
}

extension JUnitReporter {
    /// JUnit groups findings by test case: each is rendered into a store as it comes and placed
    /// among the processes checked so far; the document is written at the end.
    public static func sink(_ context: ReportSinkContext) throws -> any ReportSink {
        JUnitSink(store: try context.store(), options: context.options)
    }
}

/// The sink of a JUnit report.
final class JUnitSink: ReportSink {
    private let store: any RenderedFindings
    private let options: ReporterOptions
    private var placement = JUnitReporter.Placement()
    private var placed: [JUnitReporter.Placed] = []
    private var pieces: [Range<Int>] = []

    init(store: any RenderedFindings, options: ReporterOptions) {
        self.store = store
        self.options = options
    }

    let writesAsItGoes = false

    func add(_ diagnostic: Diagnostic, position: Int, checked: CheckedRun) -> String? {
        let piece = JUnitReporter.piece(diagnostic, failOn: options.failOn)
        let place = placement.place(diagnostic, in: checked)
        placed.append(JUnitReporter.Placed(place: place, isFailure: piece.isFailure, file: diagnostic.location.file))
        pieces.append(store.append(piece.text))
        return nil
    }

    func finish(_ report: LintReport, to output: ReportOutput) throws {
        try JUnitReporter.document(report.checked, placed: placed, options: options, text: { try self.store.read(self.pieces[$0]) }, write: output.text)
    }
}
