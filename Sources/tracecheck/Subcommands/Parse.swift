import ArgumentParser
import TraceParser

extension TraceCheck {
    /// `tracecheck parse`: print the event stream of one or more logs.
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse",
            abstract: "Print the life-cycle events found in logs, one per line.",
            discussion: """
                Every input line is an event, noise, or unrecognized (it names a life-cycle callback \
                but could not be read as one). The table ends with these counts; --verbose lists the \
                unrecognized lines and --debug-parse explains every line. The jsonl format is the \
                stable schema tracecheck.events.v1 (docs/events-jsonl.md).

                Examples:
                  tracecheck parse MyApp.log
                  tracecheck parse --format jsonl MyApp.log > events.jsonl
                  tracecheck parse --debug-parse MyApp.log | less
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case table, jsonl
        }

        @OptionGroup var input: InputOptions
        @OptionGroup var configFile: ConfigFileOption

        @Option(help: "Output format: table or jsonl.")
        var format: Format = .table

        @Flag(help: "Print only the counts (lines, events, noise, unrecognized, processes, scenes, sessions).")
        var count = false

        @Flag(name: .shortAndLong, help: "List unrecognized lines with their line numbers on standard error.")
        var verbose = false

        @Flag(help: "Show, for every line, its style, which pattern matched, and why.")
        var debugParse = false

        func run() throws {
            try withInputErrors {
                let files = try ClosedStandardStreams.expand(input.paths, filter: input.filter)
                let (configuration, configurationFile) = try LintSetup.configuration(path: configFile.config, inputs: input.paths)
                let parser = try TraceParser(
                    options: try InputFormat.options(input.inputFormat, configuration: configuration, explain: debugParse, keepText: verbose))
                let output = StandardOutput()
                let table = EventTable(showFile: files.count > 1) { output.write($0) }
                if debugParse {
                    output.write("# configuration: \(configurationFile ?? "none (no .tracecheck.yml in or above the inputs' directories or the working directory)")\n")
                }
                // The options as constants: a property wrapper's getter per event shows in profiles.
                let (count, debugParse, format) = (count, debugParse, format)
                // Input that keeps coming (a pipe) is printed as it comes: every JSON line at once,
                // the table's rows (their widths fixed by the rows so far) whenever it pauses.
                let live = files.contains { $0 == "-" && !InputPaths.isRegularFile($0) }
                let deliver: (TraceEvent) -> Void = { event in
                    guard !count, !debugParse else { return }
                    switch format {
                    case .table: table.add(event)
                    case .jsonl:
                        output.write(EventJSONL.encode(event) + "\n")
                        if live { output.flush() }
                    }
                }
                let idle = {
                    guard live, !count else { return }
                    if format == .table, !debugParse { table.finish() }
                    output.flush()
                }
                for file in files {
                    guard verbose || debugParse else {
                        try parser.parseEvents(path: file, onIdle: idle, onEvent: deliver)
                        continue
                    }
                    // Every line, for the listings; slower than the block scan.
                    try parser.parse(path: file) { line in
                        if debugParse {
                            output.write(Self.debugLine(line))
                            if live { output.flush() }
                        }
                        if verbose, case .unrecognized(let reason) = line.classification {
                            output.flush()
                            printError("\(line.file):\(line.number): unrecognized (\(reason.rawValue)): \(line.text ?? "")")
                        }
                        if let event = line.event { deliver(event) }
                    }
                }
                if count {
                    output.write(format == .jsonl ? StatisticsText.json(parser.statistics) + "\n" : StatisticsText.counts(parser.statistics))
                } else if format == .table && !debugParse {
                    table.finish()
                    output.write("\n" + StatisticsText.summary(parser.statistics) + "\n")
                }
                output.flush()
            }
        }

        private static func debugLine(_ line: ParsedLine) -> String {
            let kind: String
            switch line.classification {
            case .event: kind = "event"
            case .noise(let noise): kind = "noise/\(noise.rawValue)"
            case .unrecognized(let reason): kind = "unrecognized/\(reason.rawValue)"
            }
            return "\(line.file):\(line.number): \(kind) [\(line.style.rawValue)] \(line.explanation ?? "")\n    | \(line.text ?? "")\n"
        }
    }
}
