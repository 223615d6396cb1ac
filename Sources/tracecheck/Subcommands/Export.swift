import ArgumentParser
import Conformance
import Foundation

extension TraceCheck {
    /// `tracecheck export`: the events of logs as a table for process-mining tools.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the events of logs for process-mining tools: one case per subject (scene, view controller, app, model subject).",
            discussion: """
                --format csv writes the columns case, activity, timestamp, file, line, source \
                (callback, notification, scenePhase or system; RFC 4180), one row per callback of \
                every timeline, grouped by case in order of their first callback: PM4Py, ProM, \
                Celonis and spreadsheets read it. Each process is written as soon as it is \
                checked, so memory follows the processes open. The file is written atomically \
                with -o, else to standard output.

                Exit status: 0, 2 on an input error or a file that cannot be written, 64 on a usage error.

                Examples:
                  tracecheck export -o events.csv MyApp.log
                  tracecheck export logs/ > events.csv
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable { case csv }

        @OptionGroup var input: InputOptions
        @OptionGroup var configFile: ConfigFileOption

        @Option(help: "Output format.")
        var format: Format = .csv

        @Option(name: .shortAndLong, help: "Write to this file instead of standard output (.csv, .txt or no extension).", completion: .file(extensions: ["csv", "txt"]))
        var output: String?

        /// The extensions a file of the format may have.
        private static let extensions: [Format: Set<String>] = [.csv: ["csv", "txt"]]

        func validate() throws {
            // A name that says another format (`out.xes`) would get CSV without a word.
            guard let output, output != "-" else { return }
            let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
            guard !pathExtension.isEmpty, !(Self.extensions[format] ?? []).contains(pathExtension) else { return }
            throw UsageErrors.validation(
                "-o \(output): export writes \(format.rawValue), not .\(pathExtension)",
                help: "name the file .\(format.rawValue) (--format lists what export writes: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
        }

        func run() throws {
            try withInputErrors {
                let (configuration, _) = try LintSetup.configuration(path: configFile.config, inputs: input.paths)
                // Each process's rows as soon as it is checked, then it is let go; the header comes
                // with the first (an input that cannot be read writes nothing); a write that fails
                // stops the writing and is the error once the input is read.
                func export(_ write: @escaping (String) throws -> Void) throws {
                    var failure: (any Error)?
                    var header = CaseTableExport.header + "\r\n"
                    _ = try LogAnalysis.load(
                        input.paths, inputFormat: input.inputFormat, configuration: configuration, filter: input.filter,
                        onChecked: { process in
                            guard failure == nil else { return }
                            do { try write(header + CaseTableExport.rows(process)) } catch { failure = error }
                            header = ""
                        })
                    if let failure { throw failure }
                    if !header.isEmpty { try write(header) }
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
