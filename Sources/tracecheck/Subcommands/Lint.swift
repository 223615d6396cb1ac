import ArgumentParser
import Conformance
import TraceParser

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
        @OptionGroup var selection: RuleSelectionOptions
        @OptionGroup var configurationOptions: ConfigurationOptions

        @OptionGroup var output: OutputOptions

        @Option(help: "Exit with status 1 when a finding is at or above this severity: error, warning, note, or never (default: error, or fail_on in the configuration).")
        var failOn: FailThreshold?

        func run() throws {
            try withInputErrors {
                let (analysis, statistics) = try LogAnalysis.load(input.paths, style: input.inputFormat)
                var (configuration, _) = try LintSetup.configuration(path: configurationOptions.config)
                selection.apply(to: &configuration)
                let linter = Linter(configuration: configuration)
                var diagnostics = linter.lint(analysis)
                if let path = configurationOptions.writeBaseline {
                    try LintSetup.write(Baseline(accepting: diagnostics), to: path)
                    printError("wrote \(diagnostics.count) findings to \(path)")
                    return
                }
                if let path = configurationOptions.baseline ?? configuration.baseline {
                    diagnostics = try LintSetup.baseline(at: path).newFindings(in: diagnostics)
                }
                let report = LintReport(
                    diagnostics: diagnostics, analysis: analysis, statistics: statistics, rules: linter.rules)
                try output.write(report)
                let configured = configuration.failOn.map { $0 } ?? .some(.error)
                var threshold = failOn.map(\.severity) ?? configured
                if selection.strict { threshold = min(threshold ?? .warning, .warning) }
                if let threshold, report.hasFindings(atOrAbove: threshold) {
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
