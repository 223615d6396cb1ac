import ArgumentParser
import Conformance
import Foundation

extension TraceCheck {
    /// `tracecheck export`: the events of logs as a table for process-mining tools.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the events of logs for process-mining tools: one case per subject (scene, view controller, app, model subject).",
            discussion: """
                --format csv writes the columns case, activity, timestamp, file, line, source \
                (callback, notification, scenePhase or system; RFC 4180), one row per callback of \
                every timeline, grouped by case: PM4Py, ProM, Celonis and spreadsheets read it.

                --format ocel writes an OCEL 2.0 JSON object-centric log: objects for processes, \
                apps, scenes, sessions, view controllers, SwiftUI phases and model subjects, related \
                (scene to session and process, process to the one it replaced); one event per line \
                and activity with the attributes line, file, source, printedState and printedTime, \
                related to its subjects, process and sessions.

                --format xes writes an IEEE 1849-2016 XES log: one trace per subject, named by its \
                object id (scene#2), each event with concept:name, time:timestamp and \
                lifecycle:transition.

                OCEL and XES need a time on every event: a timestamp with its date is written as \
                printed (UTC when it prints no zone), a time without a date on 1970-01-01, and a line \
                without a timestamp (or one out of range) at 1970-01-01T00:00:00Z plus its line \
                number in milliseconds, which keeps the order of a file that prints no times; \
                printedTime says what the line printed, and line orders any log. docs/export.md \
                describes every field.

                Without --format, -o's extension chooses (.csv or .txt: csv; .jsonocel or .json: \
                ocel; .xes or .xml: xes; another is a usage error); without either, csv. Each process is written as soon as it is checked, so memory follows \
                the processes open (OCEL's objects wait in a temporary file until the events are \
                written). The file is written atomically with -o, else to standard output.

                Exit status: 0, 2 on an input error or a file that cannot be written, 64 on a usage error.

                Examples:
                  tracecheck export -o events.csv MyApp.log
                  tracecheck export -o events.jsonocel logs/
                  tracecheck export --format xes MyApp.log > events.xes
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case csv, ocel, xes

            /// The extensions a file of the format may have, the first the usual one.
            var extensions: [String] {
                switch self {
                case .csv: return ["csv", "txt"]
                case .ocel: return ["jsonocel", "json"]
                case .xes: return ["xes", "xml"]
                }
            }

            /// The writer of the format.
            var export: any EventLogExport {
                switch self {
                case .csv: return CaseTableExport()
                case .ocel: return OCELExport()
                case .xes: return XESExport()
                }
            }
        }

        @OptionGroup var input: InputOptions
        @OptionGroup var configFile: ConfigFileOption

        @Option(help: "Output format: csv, ocel (OCEL 2.0 JSON) or xes (IEEE XES). Default: what -o's extension says, else csv.")
        var format: Format?

        @Option(
            name: .shortAndLong, help: "Write to this file instead of standard output (.csv/.txt, .jsonocel/.json, .xes/.xml, or no extension).",
            completion: .file(extensions: Format.allCases.flatMap(\.extensions)))
        var output: String?

        /// The format written: --format, else the one -o's extension names, else CSV.
        private var resolvedFormat: Format {
            format ?? outputExtension.flatMap { pathExtension in Format.allCases.first { $0.extensions.contains(pathExtension) } } ?? .csv
        }

        private var outputExtension: String? {
            guard let output, output != "-" else { return nil }
            let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
            return pathExtension.isEmpty ? nil : pathExtension
        }

        func validate() throws {
            // A name that says another format (`out.xes` with --format csv) would get the wrong
            // format without a word.
            guard let output, let pathExtension = outputExtension, !resolvedFormat.extensions.contains(pathExtension) else { return }
            let format = resolvedFormat
            throw UsageErrors.validation(
                "-o \(output): export writes \(format.rawValue), not .\(pathExtension)",
                help: "name the file .\(format.extensions[0]) (--format lists what export writes: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
        }

        func run() throws {
            try withInputErrors {
                let (configuration, _) = try LintSetup.configuration(path: configFile.config, inputs: input.paths)
                // Each process's part as soon as it is checked, then it is let go; the header comes
                // with the first (an input that cannot be read writes nothing); a write that fails
                // stops the writing and is the error once the input is read.
                func export(_ write: @escaping (String) throws -> Void) throws {
                    var writer = resolvedFormat.export
                    var failure: (any Error)?
                    var header = writer.header
                    _ = try LogAnalysis.load(
                        input.paths, inputFormat: input.inputFormat, configuration: configuration, filter: input.filter,
                        onChecked: { process in
                            guard failure == nil else { return }
                            do { try write(header + writer.part(of: process)) } catch { failure = error }
                            header = ""
                        })
                    if let failure { throw failure }
                    if !header.isEmpty { try write(header) }
                    try writer.finish(write)
                }
                if let output {
                    try OutputFile.save(to: output) { file in try export(file.write) }
                } else {
                    // Each process reaches the reader (a pipe) when it is written.
                    let standardOutput = StandardOutput()
                    try export { text in
                        standardOutput.write(text)
                        standardOutput.flush()
                    }
                }
            }
        }
    }
}
