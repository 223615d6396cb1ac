import ArgumentParser
import Conformance
import Foundation

extension TraceCheck {
    /// `tracecheck merge`: totals of the JSON reports of many lint runs (the shards of a fleet).
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Total the JSON reports of many lint runs: findings per rule, and by their tags (OS, app version).",
            discussion: """
                Reads reports written by `tracecheck lint --reporter json:FILE --tag KEY=VALUE` (one per \
                shard of a fleet of logs, docs/scale-out.md) and prints the counts, the findings per \
                rule and severity and, with --by, the same per value of those tags (a report without \
                the tag counts under "(none)"). --format json writes the schema tracecheck.merge.v1.

                Exit status: 0, 2 when a file cannot be read or is not a tracecheck.lint.v1 report.

                Examples:
                  tracecheck lint --reporter json:ios17.json --tag os=17.4 logs/ios17
                  tracecheck merge ios17.json ios18.json --by os
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

        @Argument(help: "JSON reports of tracecheck lint.", completion: .file(extensions: ["json"]))
        var reports: [String]

        @Option(help: "Group by this tag (repeatable, in order), such as os or app.")
        var by: [String] = []

        @Option(help: "Output format.")
        var format: Format = .text

        func run() throws {
            var merge = ReportMerge(by: by)
            for path in reports {
                guard let data = FileManager.default.contents(atPath: path) else {
                    printError("error: \(path): cannot be read")
                    throw ExitCode(2)
                }
                do {
                    try merge.add(data, name: path)
                } catch let error as ReportMergeError {
                    printError("error: \(error)")
                    throw ExitCode(2)
                }
            }
            // A misspelt tag would group every report under "(none)" without a word.
            if let missing = by.first(where: { !merge.tags.contains($0) }) {
                let known = merge.tags.sorted()
                printError(
                    "error: no report has the tag '\(missing)'"
                        + (known.isEmpty ? "" : " (their tags: \(known.joined(separator: ", ")))") + "\nhelp: "
                        + (UsageErrors.didYouMean(missing, among: known) ?? "tracecheck lint --tag KEY=VALUE gives a report a tag"))
                throw ExitCode.validationFailure
            }
            let output = StandardOutput()
            output.write(format == .json ? merge.json() : merge.text())
            output.flush()
        }
    }
}
