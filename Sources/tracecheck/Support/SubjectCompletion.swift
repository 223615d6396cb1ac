import ArgumentParser
import Conformance
import Foundation

/// Shell completion of `--scene` and `--process`: the numbers (`scene#N`, `process#N`) the log
/// files already on the command line have. The shell runs it while the user types, so it reads
/// only regular files, at most ``byteLimit`` bytes of them together, and says nothing on an error.
enum SubjectCompletion {
    /// Beyond this much input, completion offers nothing rather than keep the shell waiting.
    static let byteLimit = 64 << 20

    /// Options whose value is a path but not an input.
    private static let pathOptions: Set<String> = ["-o", "--output", "--config", "--baseline", "--write-baseline"]

    /// `--scene`'s completion.
    static let scenes = CompletionKind.custom { words, index, prefix in
        numbers(words, current: index, prefix: prefix) { analysis in analysis.processes.flatMap(\.scenes).map(\.subject.ordinal) }
    }

    /// `--process`'s completion.
    static let processes = CompletionKind.custom { words, index, prefix in
        numbers(words, current: index, prefix: prefix) { analysis in analysis.processes.map(\.info.ordinal) }
    }

    /// The numbers `read` finds in the inputs among `words` (the word being completed, at
    /// `current`, left out), as text starting with `prefix`, in order.
    static func numbers(_ words: [String], current: Int, prefix: String, _ read: (TraceAnalysis) -> [Int]) -> [String] {
        let paths = inputs(words, current: current)
        guard !paths.isEmpty, let analysis = try? LogAnalysis.load(paths, inputFormat: nil, configuration: LintConfiguration()).analysis else { return [] }
        return Set(read(analysis)).sorted().map(String.init).filter { $0.hasPrefix(prefix) }
    }

    /// The words that name regular files, not the value of an option that takes a path, while
    /// they are small enough together.
    static func inputs(_ words: [String], current: Int) -> [String] {
        var paths: [String] = []
        var bytes = 0
        for (index, word) in words.enumerated().dropFirst() where index != current && !word.hasPrefix("-") {
            if pathOptions.contains(words[index - 1]) { continue }
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: word),
                attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int
            else { continue }
            bytes += size
            guard bytes <= byteLimit else { return [] }
            paths.append(word)
        }
        return paths
    }
}
