import ArgumentParser
import Foundation
import Conformance
import TraceParser

extension TraceCheck {
    /// `tracecheck lint`: check logs against the documented life cycle.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check logs against UIKit's documented life cycle and report every deviation.",
            discussion: """
                Rebuilds one timeline per scene, view controller and process, checks each against \
                the models printed by `tracecheck model`, and reports findings compiler-style \
                (path:line: severity: message [rule_id]). Rules: `tracecheck rules`; one rule in \
                detail: `tracecheck explain RULE`.

                Other reporters: --reporter json (the versioned schema tracecheck.lint.v1, \
                docs/lint-json.md), sarif, junit, github, summary. --reporter sarif:lint.sarif \
                writes to a file; repeat --reporter to write several reports in one run.

                Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 on an \
                input or runtime error, 3 when the inputs hold no life-cycle event (empty, binary, \
                compressed or unrelated logs, or a wrong --input-format; --allow-empty passes \
                them), 64 on a usage error.

                Examples:
                  tracecheck lint MyApp.log
                  tracecheck lint --reporter sarif:lint.sarif --fail-on warning logs/
                  xcrun simctl spawn booted log stream --style compact | tracecheck lint -
                """)

        @OptionGroup var input: InputOptions
        @OptionGroup var selection: RuleSelectionOptions
        @OptionGroup var configFile: ConfigFileOption
        @OptionGroup var baselineOptions: BaselineOptions

        @OptionGroup var output: OutputOptions
        @OptionGroup var colorOption: ColorOption

        @OptionGroup var evidence: EvidenceOptions

        @Option(help: "Parse this many files at once (default: the number of cores); the output is the same whatever the number.")
        var jobs: Int?

        @Option(name: .customLong("process"), help: "Report only the findings of this process (its number in process#N; repeatable).", completion: SubjectCompletion.processes)
        var processes: [Int] = []

        @Option(name: .customLong("pid"), help: "Report only the findings of the processes with this pid (repeatable).")
        var pids: [Int] = []

        @Option(name: .customLong("tag"), help: "KEY=VALUE the JSON report records of its inputs (repeatable): os=17.4, app=2.3.1; tracecheck merge totals by them.")
        var tags: [String] = []

        @Flag(help: "Draw no progress line (drawn on a terminal while inputs of 50 MB or more are read, unless findings print there), print no summary on standard error when every report goes to a file, and name no skipped files of directories.")
        var quiet = false

        @Flag(help: "Keep reading the files as they grow, like tail -f, and print each finding as soon as it is certain; Ctrl-C prints the summary.")
        var follow = false

        @Option(
            name: .customLong("write-repaired"),
            help: "Also write the run as a scenario with what its models say it lacks filled in, swapped callbacks put back in order and callbacks they do not allow commented out, each saying why; 'tracecheck diff FILE LOG' lists the repairs.",
            completion: .file(extensions: ["scenario"]))
        var writeRepaired: String?

        @Option(help: "Exit with status 1 when a finding is at or above this severity: error, warning, note, or never (default: error, or fail_on in the configuration).")
        var failOn: FailThreshold?

        /// Whether a run ended by a signal exits with 128 plus its number (`capture --lint`, which
        /// Ctrl-C ends by design, keeps lint's own status).
        nonisolated(unsafe) static var signalSetsStatus = true
        /// The name findings give standard input (`capture --lint`: the recording's), else `<stdin>`.
        nonisolated(unsafe) static var standardInputName: String?

        /// The cores this process may use.
        static var cores: Int { Foundation.ProcessInfo.processInfo.activeProcessorCount }

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
            if let writeRepaired {
                if baselineOptions.writeBaseline != nil {
                    throw UsageErrors.validation(
                        "--write-repaired and --write-baseline: a run writes one of them", help: "write the baseline first, then lint again with --write-repaired")
                }
                if writeRepaired == "-" || input.paths.contains(where: { ScenarioTarget.isSameFile($0, writeRepaired) }) {
                    throw UsageErrors.validation(
                        "--write-repaired \(writeRepaired): it would replace an input", help: "name a new file, run.scenario")
                }
                if ScenarioTarget.holdsOtherText(writeRepaired) {
                    throw UsageErrors.validation(
                        "--write-repaired \(writeRepaired): the file is not a scenario, and it would be replaced", help: "name a new file, or a .scenario file to replace")
                }
            }
            for tag in tags where Self.tag(tag) == nil {
                throw ValidationError("--tag takes KEY=VALUE with a key of letters, digits, _ or -, not '\(tag)'")
            }
        }

        func run() throws {
            try withInputErrors {
                let files = try ClosedStandardStreams.expand(input.paths, filter: input.filter, quiet: quiet)
                // A file of an input directory is an input too.
                if let path = writeRepaired, files.contains(where: { ScenarioTarget.isSameFile($0, path) }) {
                    throw UsageErrors.validation("--write-repaired \(path): it would replace an input", help: "name a new file, run.scenario")
                }
                var (configuration, _) = try LintSetup.configuration(path: configFile.config, inputs: input.paths)
                selection.apply(to: &configuration)
                let writingBaseline = baselineOptions.writeBaseline
                var baseline = try writingBaseline == nil ? (baselineOptions.baseline ?? configuration.baseline).map(LintSetup.baselineFilter) : nil
                // Input that keeps coming cannot wait for its end: findings are printed as they
                // are certain, and facts about the whole input are taken as they stand.
                let live = follow || files.contains { $0 == "-" && !InputPaths.isRegularFile($0) }
                InputInterruption.install()
                let rules = builtInRules.filter(configuration.isEnabled)
                let configured = configuration.failOn.map { $0 } ?? .some(.error)
                var threshold = failOn.map(\.severity) ?? configured
                if selection.strict { threshold = min(threshold ?? .warning, .warning) }
                // Writing a baseline writes no report.
                let writer = try ReportWriter(
                    writingBaseline == nil ? output.selections : [], rules: rules, keepingFindings: writingBaseline != nil,
                    live: live, failOn: threshold, colored: colorOption.enabled)
                var options = try InputFormat.options(input.inputFormat, configuration: configuration, follow: follow)
                options.standardInputName = Self.standardInputName
                let progress = ProgressLine.make(
                    files: files, live: live, quiet: quiet, findingsOnTerminal: writer.printsFindingsOnStandardOutput && isatty(STDOUT_FILENO) == 1)
                if let progress { options.progress = { progress.add($0) } }
                let reader = LintInputReader(files: files, options: options, jobs: jobs ?? Self.cores)
                // --process and --pid keep the findings of the processes chosen (a finding names
                // its process through its subject; the stream knows each process's pid).
                let pidsOfProcesses = PidLookup()
                // Constants: an option's property wrapper costs a getter per finding.
                let (processes, pids) = (processes, pids)
                let selects = !processes.isEmpty || !pids.isEmpty
                let selected = { (finding: Diagnostic) -> Bool in
                    guard selects else { return true }
                    guard let process = finding.subject?.process else { return false }
                    return (processes.isEmpty || processes.contains(process))
                        && (pids.isEmpty || pidsOfProcesses.pid(process).map(pids.contains) == true)
                }
                // The repaired run takes each process as it is checked (its steps recorded), then
                // the process is let go.
                let repaired = writeRepaired.map { _ in RepairedRun(source: input.paths.joined(separator: " ")) }
                let filtersByBaseline = baseline != nil
                let stream = LintStream(
                    configuration: configuration, rules: rules, files: files.map { InputPaths.name(of: $0, standardInput: Self.standardInputName) },
                    keepsTimelines: writer.needsTimelines, records: repaired != nil, live: live
                ) { finding in
                    // The baseline is read (a dynamic exclusivity check on the captured variable) only when there is one.
                    if selected(finding), !filtersByBaseline || baseline!.isNew(finding) { writer.add(finding) }
                }
                if let repaired { stream.onChecked = { process, _ in repaired.add(process) } }
                pidsOfProcesses.pid = { [unowned stream] in stream.pids[$0] }
                writer.checked = { [unowned stream] in stream.checked }
                defer { progress?.finish() }
                try reader.read(into: stream)
                progress?.finish()
                for path in reader.truncatedInputs { printError("warning: \(path) became shorter while it was followed; stopped reading it") }
                // A choice of processes that matches none would report nothing without a word.
                let missing = processes.filter { $0 > stream.checked.processes }.map { "process #\($0)" }
                    + pids.filter { !stream.pids.values.contains($0) }.map { "pid \($0)" }
                if !missing.isEmpty, !InputInterruption.isRequested {
                    printError("error: no process of the input is \(missing.joined(separator: " or ")) (it has \(Plural.count(stream.checked.processes, "process")))"
                        + "\nhelp: 'tracecheck parse' lists the input's processes")
                    throw ExitCode.validationFailure
                }
                if InputInterruption.isRequested { printError("interrupted: the findings and the summary cover what was read") }
                let checked = stream.finish()
                for process in stream.settledTooEarly { printError("warning: \(process.warning)") }
                // Findings that waited in the temporary file and could not be read back: say so, exit 2.
                let unreadable = stream.unreadableFindings
                let lost = "error: \(Plural.count(unreadable, "finding")) could not be read back from their temporary file (a read error)"
                // No verdict without evidence (a run interrupted by a signal ends by it instead,
                // unless the signal is how the run ends by design: capture --lint).
                let endsBySignal = InputInterruption.receivedSignal != 0 && Self.signalSetsStatus
                let noEvidence = { !endsBySignal && Evidence.check(reader.statistics, options: options, allowEmpty: evidence.allowEmpty) }
                if let path = writingBaseline {
                    if endsBySignal {
                        printError("interrupted: the baseline was not written (it would accept only what was read)")
                        throw ExitCode(128 + InputInterruption.receivedSignal)
                    }
                    if noEvidence() {
                        printError("error: the baseline was not written: it would accept nothing")
                        throw ExitCode(Evidence.status)
                    }
                    if unreadable > 0 {
                        printError(lost + "; the baseline was not written")
                        throw ExitCode(2)
                    }
                    try LintSetup.write(Baseline(accepting: writer.kept, paths: BaselinePaths(baselineFile: path)), to: path)
                    printError("wrote \(Plural.count(writer.kept.count, "finding")) to \(path)")
                    return
                }
                var report = LintReport(
                    diagnostics: writer.kept, counts: writer.counts, checked: checked, statistics: reader.statistics,
                    rules: rules)
                report.tags = tags.compactMap(Self.tag)
                report.acceptedByBaseline = baseline?.accepted
                try writer.finish(report)
                if unreadable > 0 {
                    printError(lost + ": the report lacks them")
                    throw ExitCode(2)
                }
                // After the report: a repaired run that cannot be written costs no report.
                if let repaired, let path = writeRepaired { try Self.write(repaired, to: path, interrupted: InputInterruption.isRequested) }
                // Every report went to a file: the terminal still gets the verdict, in one line.
                if !writer.writesToStandardOutput, !quiet {
                    printError(SummaryReporter.closing(report, options: ReporterOptions()).trimmingCharacters(in: .newlines))
                }
                // A run ended by Ctrl-C or SIGTERM ends with the signal's status, as shells expect.
                if endsBySignal { throw ExitCode(128 + InputInterruption.receivedSignal) }
                if noEvidence() { throw ExitCode(Evidence.status) }
                if let threshold, report.hasFindings(atOrAbove: threshold) {
                    throw ExitCode.failure
                }
            }
        }
    }
}

extension TraceCheck.Lint {
    /// Writes the repaired run (what was read, when interrupted), unless it holds no callback.
    static func write(_ repaired: RepairedRun, to path: String, interrupted: Bool) throws {
        guard repaired.items > 0 else {
            printError("note: the repaired run was not written: the input holds no app, scene, view-controller or phase callback")
            return
        }
        try OutputFile.save(to: path) { file in try repaired.drain(file.write) }
        printError(
            "wrote the repaired run of \(Plural.count(repaired.processes, "process"))\(interrupted ? " (what was read)" : "") to \(path): "
                + "\(repaired.filled) filled in, \(repaired.reordered) reordered, \(repaired.extra) marked extra")
    }

    /// `KEY=VALUE` split, or nil when the key is empty or not made of letters, digits, `_` and `-`.
    static func tag(_ text: String) -> (key: String, value: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let key = String(text[..<equals])
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return (key, String(text[text.index(after: equals)...]))
    }
}

/// The `--fail-on` values.
enum FailThreshold: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note, never

    var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        case .never: return nil
        }
    }
}

/// The pid of a process by its ordinal, looked up in the lint stream once it exists.
private final class PidLookup {
    var pid: (Int) -> Int? = { _ in nil }
}
