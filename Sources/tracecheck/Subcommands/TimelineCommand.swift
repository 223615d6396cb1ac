import ArgumentParser
import Conformance
import TraceParser

extension TraceCheck {
    /// `tracecheck timeline`: the life cycle as swimlanes (named apart from the library's
    /// `Timeline`, which it draws).
    struct TimelineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "timeline",
            abstract: "Draw the life cycle as swimlanes: one lane for the app and one per scene, one row per event.",
            discussion: """
                Each lane shows its scene's state between events (connected, foregroundInactive, \
                foregroundActive, background); the row of an event marks its lane, and lint \
                findings are marked on their rows and listed under the chart. Lanes narrow to fit \
                the terminal (COLUMNS or the terminal's width, else 100 columns) and are split \
                into pages when there are too many; pages after the first show only the rows in \
                which their scenes are attached.

                --format draws a picture instead: svg (a self-contained SVG with a lane per scene, \
                state bars, event ticks and findings with tooltips, and a time axis when the log \
                has timestamps), mermaid (a sequenceDiagram that GitHub renders), plantuml (a \
                timing diagram) or chrome (Chrome trace JSON for Perfetto or chrome://tracing). \
                -o FILE writes to FILE; without --format, its extension picks the format: .txt, \
                .svg, .mmd or .mermaid, .puml or .plantuml, .json (chrome). --scene filters \
                every format; --ascii and --width are for text, and pictures never have colors.

                On a pipe that stays open (timeline -), text on standard output is drawn one \
                process at a time: its rows at each pause of the input (all but the last three), \
                the rest with its legend and findings as soon as it ends.

                Exit status: 0, or 2 on an input error or a file that cannot be written, 64 on a \
                usage error (including an output extension that names no format).

                Examples:
                  tracecheck timeline MyApp.log
                  tracecheck timeline --scene 2 --width 80 MyApp.log
                  tracecheck timeline -o timeline.svg MyApp.log
                """)

        @OptionGroup var input: InputOptions
        @OptionGroup var configFile: ConfigFileOption
        @OptionGroup var colorOption: ColorOption

        @Option(name: .customLong("scene"), help: "Draw only this scene (its number in scene#N; repeatable).", completion: SubjectCompletion.scenes)
        var scenes: [Int] = []

        @Option(name: .customLong("process"), help: "Draw only this process (its number in process#N; repeatable).", completion: SubjectCompletion.processes)
        var processes: [Int] = []

        @Option(name: .customLong("pid"), help: "Draw only the processes with this pid (repeatable).")
        var pids: [Int] = []

        @Option(help: ArgumentHelp(
            "Draw the N events before and after a line (default 20) of the process that printed it: LINE, LINE:N, FILE:LINE or FILE:LINE:N.",
            valueName: "[file:]line[:n]"))
        var around: String?

        @Option(help: ArgumentHelp("Draw the events printed on lines A to B (of FILE, when given).", valueName: "[file:]a-b"))
        var lines: String?

        @Option(help: ArgumentHelp("Draw the events printed at or after this time (by their timestamps): 09:05, 09:05:30.250 or '2026-03-02 09:05:30'.", valueName: "time"))
        var from: String?

        @Option(help: ArgumentHelp("Draw the events printed at or before this time.", valueName: "time"))
        var to: String?

        @Option(help: "What to draw (default: text, or the format the extension of -o names).")
        var format: TimelineFormat?

        @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
        var output: String?

        @Flag(help: "Plain ASCII instead of box-drawing and block characters (text only).")
        var ascii = false

        @Option(help: "The width to fit, in columns (text only; default: COLUMNS, the terminal's width, or 100; 100 in a file).")
        var width: Int?

        /// The format in force: --format, else the output file's extension, else text.
        var resolvedFormat: TimelineFormat? {
            if let format { return format }
            guard let output else { return .text }
            return TimelineFormat(path: output)
        }

        func validate() throws {
            if let width, width < 40 { throw ValidationError("--width must be at least 40") }
            if around != nil, lines != nil { throw UsageErrors.validation("--around and --lines both choose the rows", help: "give one of them") }
            if around != nil || lines != nil, from != nil || to != nil {
                throw UsageErrors.validation("--\(around != nil ? "around" : "lines") and --from/--to both choose the rows", help: "give one of them")
            }
            _ = try TimeWindow(from: from, to: to)
            _ = try window()
            guard let format = resolvedFormat else {
                throw ValidationError(
                    "cannot tell the format from '\(output ?? "")'; give --format or use .txt, .svg, .mmd, .mermaid, .puml, .plantuml or .json")
            }
            if format != .text, ascii || width != nil {
                throw ValidationError("--ascii and --width apply to --format text only, not \(format.rawValue)")
            }
        }

        func run() throws {
            try withInputErrors {
                if try drawsLive() { return }
                let window = try window()
                let times = try TimeWindow(from: from, to: to)
                let reading = window.map(WindowReading.init)
                // Reading stops early only within a file the window names, or the one input:
                // a window of every input holds lines of each.
                let oneFile = input.paths.count == 1 && InputPaths.isRegularFile(input.paths[0])
                let stopsEarly = window.map { $0.file != nil || oneFile } ?? false
                let choice = processChoice
                let keeping: ((ProcessAnalysis) -> Bool)? = choice == nil && window == nil && times == nil ? nil : { process in
                    (choice?(process) ?? true) && (reading?.keeps(process) ?? true)
                        && (times.map { times in process.events.contains(where: times.contains) } ?? true)
                }
                // Past a window (or a chosen process) nothing more is drawn: reading stops once
                // every process the window may hold has ended.
                let only = processes.count == 1 && pids.isEmpty ? processes.first : nil
                let stopsAfter: ((LintStream, ParsedItem) -> Bool)? = window == nil && only == nil ? nil : { stream, item in
                    if let reading { return stopsEarly && reading.stops(stream, after: item) }
                    if let only, case .processEnded(let record, _) = item { return record.ordinal == only }
                    return false
                }
                var (analysis, findings) = try Self.analyze(input, config: configFile.config, keeping: keeping, stopsAfter: stopsAfter)
                if keeping != nil {
                    // The findings of the processes drawn.
                    let ranges = analysis.processes.map { ($0.file, ($0.events.first?.location.line ?? 0)...($0.events.last?.location.line ?? 0)) }
                    findings = findings.filter { finding in ranges.contains { $0.0 == finding.location.file && $0.1.contains(finding.location.line) } }
                }
                // No event in the rows asked for: a usage error.
                func noEvent(_ what: String, listed: String) -> ExitCode {
                    printError("error: no event \(what)\nhelp: 'tracecheck parse' lists the input's events with their \(listed)")
                    return ExitCode.validationFailure
                }
                if analysis.processes.isEmpty, let times, processes.isEmpty, pids.isEmpty, window == nil {
                    throw noEvent("printed \(times)", listed: "timestamps")
                }
                if analysis.processes.isEmpty, keeping != nil {
                    printError("error: no process of the input is \(selectionText(window))\nhelp: 'tracecheck parse' lists the input's processes")
                    throw ExitCode.validationFailure
                }
                // A scene the input does not have would draw an empty chart without a word.
                try checkScenes(known: Set(analysis.processes.flatMap(\.scenes).map(\.subject.ordinal)))
                var swimlanes = Swimlanes(analysis: analysis, findings: findings, scenes: scenes)
                // The rows of a time range or a window of lines (one at most: validate()).
                let chosen = times.map { (rows: $0.rows(in: swimlanes), what: "printed \($0)", listed: "timestamps") }
                    ?? window.map { (rows: $0.rows(in: swimlanes), what: selectionText($0), listed: "lines") }
                if let chosen {
                    guard !chosen.rows.isEmpty else { throw noEvent(chosen.what, listed: chosen.listed) }
                    swimlanes = swimlanes.window(chosen.rows)
                }
                let format = resolvedFormat ?? .text
                if let output {
                    let options = TextSwimlaneRenderer.Options(width: width ?? 100, ascii: ascii, colored: false)
                    try OutputFile.save(to: output) { file in try format.render(swimlanes, text: options) { try file.write($0) } }
                } else {
                    let options = TextSwimlaneRenderer.Options(
                        width: width ?? Terminal.width ?? 100, ascii: ascii, colored: format == .text && colorOption.enabled)
                    let standardOutput = StandardOutput()
                    format.render(swimlanes, text: options) { standardOutput.write($0) }
                    standardOutput.flush()
                }
            }
        }

        /// Standard input that is a pipe (`-`, or no path), drawn as text on standard output: each
        /// process as soon as it is certain (``LiveSwimlanes``), not all at the end; Ctrl-C draws
        /// the processes read and ends with the signal's status, as `lint -` does. Returns false
        /// for any other input or output, or rows chosen by lines or time (drawn from the whole
        /// input).
        private func drawsLive() throws -> Bool {
            guard output == nil, resolvedFormat == .text, around == nil, lines == nil, from == nil, to == nil,
                try ClosedStandardStreams.expand(input.paths, filter: input.filter, quiet: true) == ["-"], !InputPaths.isRegularFile("-")
            else { return false }
            let (configuration, _) = try LintSetup.configuration(path: configFile.config, inputs: input.paths)
            let parser = try TraceParser(options: try InputFormat.options(input.inputFormat, configuration: configuration))
            let standardOutput = StandardOutput()
            let live = LiveSwimlanes(
                configuration: configuration, files: [InputPaths.name(of: "-")], scenes: scenes, keeping: processChoice,
                options: TextSwimlaneRenderer.Options(width: width ?? Terminal.width ?? 100, ascii: ascii, colored: colorOption.enabled)
            ) { standardOutput.write($0) }
            InputInterruption.install()
            // Each chart reaches the reader when it is drawn.
            try parser.parseItems(
                path: "-", onIdle: { live.inputIsIdle(); standardOutput.flush() },
                onItem: { item in
                    let drawings = live.drawings
                    live.take(item)
                    if live.drawings != drawings { standardOutput.flush() }
                })
            live.finish(early: InputInterruption.isRequested)
            standardOutput.flush()
            if InputInterruption.receivedSignal != 0 {
                printError("interrupted: the charts cover what was read")
                throw ExitCode(128 + InputInterruption.receivedSignal)
            }
            if live.charts == 0 {
                printError("error: no process of the input is \(selectionText(nil))\nhelp: 'tracecheck parse' lists the input's processes")
                throw ExitCode.validationFailure
            }
            try checkScenes(known: live.drawnScenes)
            return true
        }

        /// `--process` and `--pid` as a choice of processes; nil when neither is given.
        private var processChoice: ((ProcessAnalysis) -> Bool)? {
            let (processes, pids) = (processes, pids)
            guard !processes.isEmpty || !pids.isEmpty else { return nil }
            return { process in
                (processes.isEmpty || processes.contains(process.info.ordinal)) && (pids.isEmpty || process.info.pid.map(pids.contains) == true)
            }
        }

        /// A `--scene` that none of the `known` scenes is: a usage error listing them.
        private func checkScenes(known: Set<Int>) throws {
            guard let missing = scenes.first(where: { !known.contains($0) }) else { return }
            let list = known.sorted().map { "scene#\($0)" }.joined(separator: ", ")
            printError("error: no scene#\(missing) in the input\nhelp: " + (list.isEmpty ? "it has no scene" : "it has \(list)"))
            throw ExitCode.validationFailure
        }

        /// Parses and lints the inputs (with `.tracecheck.yml` when there is one), keeping the
        /// processes `keeping` accepts.
        static func analyze(
            _ input: InputOptions, config: String?, keeping: ((ProcessAnalysis) -> Bool)? = nil, stopsAfter: ((LintStream, ParsedItem) -> Bool)? = nil
        ) throws -> (TraceAnalysis, [Diagnostic]) {
            let (configuration, _) = try LintSetup.configuration(path: config, inputs: input.paths)
            let (analysis, findings, _) = try LogAnalysis.load(
                input.paths, inputFormat: input.inputFormat, configuration: configuration, filter: input.filter, checks: true, keeping: keeping,
                stopsAfter: stopsAfter)
            return (analysis, findings)
        }

        /// `--around` or `--lines`, read.
        private func window() throws -> TimelineWindow? {
            if let around { return try TimelineWindow(around: around) }
            if let lines { return try TimelineWindow(lines: lines) }
            return nil
        }

        /// What the selection asked for, for an error.
        private func selectionText(_ window: TimelineWindow?) -> String {
            var parts: [String] = []
            if !processes.isEmpty { parts.append("process " + processes.map { "#\($0)" }.joined(separator: ", ")) }
            if !pids.isEmpty { parts.append("pid " + pids.map(String.init).joined(separator: ", ")) }
            if let window { parts.append(window.description) }
            if let times = try? TimeWindow(from: from, to: to) { parts.append("one that printed events \(times)") }
            return parts.joined(separator: " and ")
        }
    }
}
