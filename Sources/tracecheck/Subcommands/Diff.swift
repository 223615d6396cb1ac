import ArgumentParser
import Conformance
import Foundation
import TraceParser

extension TraceCheck {
    /// `tracecheck diff`: compare an expected sequence with an observed log, by role.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare an expected sequence (a log or a scenario file) with an observed log, matching scenes by role.",
            discussion: """
                Both sides may be logs or scenario files (docs/scenario.md). Scenes and view \
                controllers are numbered by first appearance on each side, so pointers and \
                timestamps never matter. Each role is compared on its own unless --order global.

                Exit status: 0 when equal (or after --record), 1 when different, 2 on an input \
                error, 3 when a side holds no callback (an empty log or scenario, or one that \
                --ignore empties; --allow-empty compares them all the same), 64 on a usage error.

                Examples:
                  tracecheck diff golden.log run.log
                  tracecheck diff --record expected.scenario run.log
                  tracecheck diff --ignore vc --reporter json expected.scenario run.log
                """)

        @Argument(help: "The expected sequence: a scenario file or a log.", completion: .file())
        var expected: String

        @Argument(help: "The observed log (or scenario file).", completion: .file())
        var observed: String

        @Option(help: "role: compare each role on its own (UIKit does not order callbacks across scenes); global: compare the whole interleaving.")
        var order: DiffOrder = .role

        @Option(name: .customLong("ignore"), help: "Leave out callbacks (repeatable): app, scene, vc, phase, non-state, notification, or a canonical id.")
        var ignored: [String] = []

        @Option(help: "state: compare only callbacks that change state.")
        var only: DiffOnly?

        @Option(help: "Output: text or json.")
        var reporter: DiffReporter = .text

        @Flag(help: "Write the observed sequence to EXPECTED as a scenario file, and exit 0.")
        var record = false

        @Flag(help: "With --record, replace EXPECTED even when it is not a scenario file (a log, say).")
        var force = false

        @OptionGroup var configFile: ConfigFileOption
        @OptionGroup var colorOption: ColorOption

        @OptionGroup var evidence: EvidenceOptions

        @Option(
            name: [.customLong("input-format"), .customLong("style")],
            help: "Read logs in this style instead of detecting it (a built-in style or a format in .tracecheck.yml).")
        var inputFormat: String?

        func validate() throws {
            for name in ignored where !EventFilter.isValid(name) {
                throw ValidationError("cannot ignore '\(name)': use app, scene, vc, phase, non-state, notification, or a canonical id")
            }
        }

        func run() throws {
            try withInputErrors {
                let filter = EventFilter(ignored: ignored, onlyState: only == .state)
                // A log side is read with the configuration found for it (--config for both), and
                // a configuration file is read once.
                var loaded: [String: LintConfiguration] = [:]
                let configuration = { (side: String) throws -> LintConfiguration in
                    let file = try configFile.config ?? LintSetup.find(for: [side])
                    if let read = loaded[file ?? ""] { return read }
                    let (read, _) = try LintSetup.read(file)
                    loaded[file ?? ""] = read
                    return read
                }
                // Arguments swapped by mistake must not replace a recorded log with a scenario.
                if record, !force, ScenarioTarget.holdsOtherText(expected) {
                    printError("error: \(expected): not a scenario file, and --record would replace it; name the scenario first (diff --record EXPECTED OBSERVED), or replace it with --force")
                    throw ExitCode(2)
                }
                let observedItems = try sequence(observed, filter: filter, configuration: configuration)
                if record {
                    try OutputFile.save(Scenario.render(observedItems, source: observed), to: expected)
                    printError("recorded \(Plural.count(observedItems.count, "callback")) from \(observed) to \(expected)")
                    return
                }
                let expectedItems = try sequence(expected, filter: filter, configuration: configuration)
                let diff = SequenceDiff(expected: expectedItems, observed: observedItems, order: order == .global ? .global : .perRole)
                let output = StandardOutput()
                switch reporter {
                case .text:
                    output.write(DiffRenderer.text(diff, expectedName: expected, observedName: observed, colored: colorOption.enabled))
                case .json:
                    output.write(DiffRenderer.json(diff, expectedName: expected, observedName: observed))
                }
                output.flush()
                if !diff.isEqual { throw ExitCode.failure }
            }
        }

        /// A side's items: a scenario file as written, or a log's observed sequence.
        /// - Throws: `ExitCode` ``Evidence/status`` when the side holds no callback (after saying
        ///   why), unless `--allow-empty`.
        private func sequence(_ path: String, filter: EventFilter, configuration: (String) throws -> LintConfiguration) throws -> [ScenarioItem] {
            let (items, statistics) = try read(path, filter: filter, configuration: configuration)
            guard items.isEmpty, !evidence.allowEmpty else { return items }
            if let statistics {
                if !Evidence.check(statistics, options: try InputFormat.options(inputFormat, configuration: try configuration(path)), allowEmpty: false) {
                    printError(ignored.isEmpty && only == nil
                        ? "error: \(path): no callback to compare: none of its \(Plural.count(statistics.events, "event")) is an app, scene, view-controller or phase callback"
                        : "error: \(path): no callback left to compare after --ignore and --only")
                }
            } else {
                printError("error: \(path): no callback to compare: the scenario \(ignored.isEmpty && only == nil ? "is empty" : "has none left after --ignore and --only")")
            }
            throw ExitCode(Evidence.status)
        }

        /// A side's items, and the counts of its parse when it is a log.
        private func read(_ path: String, filter: EventFilter, configuration: (String) throws -> LintConfiguration) throws
            -> (items: [ScenarioItem], statistics: ParseStatistics?)
        {
            // The name or the first lines tell a scenario from a log; a log is then read as a
            // stream, not whole.
            if path != "-", let head = ScenarioTarget.head(of: path) {
                let isScenario = path.hasSuffix(".scenario") || Scenario.looks(like: head)
                if isScenario, let data = FileManager.default.contents(atPath: path) {
                    return (try Scenario.parse(String(decoding: data, as: UTF8.self), file: path).filter(filter.keeps), nil)
                }
            }
            let (analysis, _, statistics) = try LogAnalysis.load([path], inputFormat: inputFormat, configuration: try configuration(path))
            return (ObservedSequence.items(from: analysis, filter: filter), statistics)
        }
    }
}

enum DiffOrder: String, ExpressibleByArgument, CaseIterable { case role, global }
enum DiffOnly: String, ExpressibleByArgument, CaseIterable { case state }
enum DiffReporter: String, ExpressibleByArgument, CaseIterable { case text, json }
