import ArgumentParser
import TraceParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs of a command: files, directories, or `-` for standard input.
struct InputOptions: ParsableArguments {
    @Argument(help: "Log files, directories (their *.log and *.txt files and Apple's ndjson or json logs, recursively), or - for standard input (read without - only when it is a pipe or a file).", completion: .file())
    var paths: [String] = []

    @Option(name: .customLong("include"), help: ArgumentHelp("Also read the files of directories that match this glob (repeatable): '*.out'; a glob with / matches the path below the directory.", valueName: "glob"))
    var include: [String] = []

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Never read the files of directories that match this glob (repeatable; wins over --include).", valueName: "glob"))
    var exclude: [String] = []

    /// Which files of directories are read.
    var filter: DirectoryFilter { DirectoryFilter(include: include, exclude: exclude) }

    @Option(
        name: [.customLong("input-format"), .customLong("style")],
        help: """
            Read every line in this style instead of detecting it: \(InputFormat.builtInNames.joined(separator: ", ")), \
            or the name of a format in .tracecheck.yml.
            """,
        completion: .list(InputFormat.builtInNames))
    var inputFormat: String?

    /// No path reads standard input only when it is a pipe or a file: a terminal there means
    /// that the user forgot the path, and waiting for them to type a log would look like a hang.
    func validate() throws {
        if paths.isEmpty, isatty(STDIN_FILENO) == 1 {
            throw ValidationError("no input: give log files or directories, or - to read the terminal (standard input is read without - only from a pipe or a file)")
        }
    }
}
