import ArgumentParser
import Conformance
import Foundation

/// Shell completion of `--scene` and `--process`: the numbers (`scene#N`, `process#N`) the log
/// files already on the command line have. The shell runs it while the user types, so it reads
/// only regular files, at most ``byteLimit`` bytes of them together, and offers nothing on an
/// error or when an input is a directory or standard input.
enum SubjectCompletion {
    /// Beyond this much input, completion offers nothing rather than keep the shell waiting.
    static let byteLimit = 64 << 20

    /// Options whose value is a path but not an input.
    private static let pathOptions: Set<String> = ["-o", "--output", "--config", "--baseline", "--write-baseline"]
    /// Options whose value is no input (a path that is not one, or any other value).
    private static let valueOptions = pathOptions.union([
        "--input-format", "--style", "--scene", "--process", "--pid", "--around", "--lines", "--from", "--to", "--format", "--width",
        "--reporter", "--only", "--disable", "--kind", "--fail-on", "--tag", "--include", "--exclude", "--jobs", "--color",
    ])

    /// `--scene`'s completion.
    static let scenes = CompletionKind.custom { words, index, prefix in
        numbers(words, current: index, prefix: prefix) { analysis in analysis.processes.flatMap(\.scenes).map(\.subject.ordinal) }
    }

    /// `--process`'s completion.
    static let processes = CompletionKind.custom { words, index, prefix in
        numbers(words, current: index, prefix: prefix) { analysis in analysis.processes.map(\.info.ordinal) }
    }

    /// The numbers `read` finds in the inputs among `words` (the word being completed, at
    /// `current`, left out), read with the configuration and input format typed (or the nearest
    /// `.tracecheck.yml`), as text starting with `prefix`, in order.
    static func numbers(_ words: [String], current: Int, prefix: String, _ read: (TraceAnalysis) -> [Int]) -> [String] {
        guard let typed = Typed(words, current: current), !typed.paths.isEmpty,
            let (configuration, _) = try? LintSetup.configuration(path: typed.config, inputs: typed.paths),
            let analysis = try? LogAnalysis.load(typed.paths, inputFormat: typed.inputFormat, configuration: configuration).analysis
        else { return [] }
        return Set(read(analysis)).sorted().map(String.init).filter { $0.hasPrefix(prefix) }
    }

    /// The inputs, configuration and input format on a command line being typed.
    struct Typed {
        var paths: [String] = []
        var config: String?
        var inputFormat: String?

        /// Nil when an input is standard input or a directory (whose files, numbered in their
        /// order, completion does not read), or the regular files are larger than ``byteLimit``
        /// together.
        init?(_ words: [String], current: Int) {
            var bytes = 0
            for (index, word) in words.enumerated().dropFirst() where index != current {
                let option = words[index - 1]
                if option == "--config" { config = word }
                if option == "--input-format" || option == "--style" { inputFormat = word }
                if word.hasPrefix("--config=") { config = String(word.dropFirst("--config=".count)) }
                if word.hasPrefix("--input-format=") { inputFormat = String(word.dropFirst("--input-format=".count)) }
                if word.hasPrefix("--style=") { inputFormat = String(word.dropFirst("--style=".count)) }
                if word == "-", !SubjectCompletion.pathOptions.contains(option) { return nil }
                guard !word.hasPrefix("-"), !SubjectCompletion.valueOptions.contains(option),
                    let attributes = try? FileManager.default.attributesOfItem(atPath: word)
                else { continue }
                if attributes[.type] as? FileAttributeType == .typeDirectory { return nil }
                guard attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int else { continue }
                bytes += size
                guard bytes <= SubjectCompletion.byteLimit else { return nil }
                paths.append(word)
            }
        }
    }
}
