import ArgumentParser
import Conformance
import TraceParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TraceCheck {
    /// `tracecheck lint`: check logs against the documented life cycle.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
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
                input or runtime error, 64 on a usage error.
                """)

        @OptionGroup var input: InputOptions

        @OptionGroup var output: OutputOptions

        @Option(help: "Exit with status 1 when a finding is at or above this severity: error, warning, note, or never.")
        var failOn: FailThreshold = .error

        func run() throws {
            try withInputErrors {
                let files = try InputPaths.expand(input.paths)
                let parser = try TraceParser(options: ParseOptions(inputStyle: input.inputFormat))
                var events: [TraceEvent] = []
                for file in files { try parser.parseEvents(path: file) { events.append($0) } }
                var analyzer = TraceAnalyzer()
                let analysis = analyzer.analyze(events, processes: parser.statistics.processes)
                let linter = Linter()
                let report = LintReport(
                    diagnostics: linter.lint(analysis), analysis: analysis, statistics: parser.statistics, rules: linter.rules)
                try output.write(report)
                if let threshold = failOn.severity, report.hasFindings(atOrAbove: threshold) {
                    throw ExitCode.failure
                }
            }
        }
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
