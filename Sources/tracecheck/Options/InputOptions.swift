import ArgumentParser
import TraceParser

/// The inputs of a command: files, directories, or `-` for standard input.
struct InputOptions: ParsableArguments {
    @Argument(help: "Log files, directories (their *.log and *.txt files, recursively), or - for standard input.")
    var paths: [String] = []

    @Option(
        name: [.customLong("input-format"), .customLong("style")],
        help: """
            Read every line in this style instead of detecting it: \(InputFormat.builtInNames.joined(separator: ", ")), \
            or the name of a format in .tracecheck.yml.
            """)
    var inputFormat: String?
}
