import ArgumentParser
import Conformance

/// Where a report goes: `--reporter NAME[:PATH]`, repeatable.
struct OutputOptions: ParsableArguments {
    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "Report with this reporter, to standard output or to PATH (default: text). Repeat it to write several reports; at most one may go to standard output.",
            valueName: "name[:path]"))
    var reporters: [ReporterSelection] = []

    /// The reporters in force: those given, else `text` to standard output.
    var selections: [ReporterSelection] { reporters.isEmpty ? [ReporterSelection(TextReporter.self)] : reporters }

    func validate() throws {
        let toStandardOutput = reporters.filter { $0.path == nil }
        if toStandardOutput.count > 1 {
            let names = toStandardOutput.map { $0.reporter.identifier }.joined(separator: ", ")
            throw ValidationError("only one reporter can write to standard output, not \(names); give the others a path (--reporter NAME:PATH)")
        }
        var paths: Set<String> = []
        for path in reporters.compactMap(\.path) where !paths.insert(path).inserted {
            throw ValidationError("two reporters write to \(path)")
        }
    }
}
