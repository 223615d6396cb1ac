import ArgumentParser
import Conformance
import Foundation

/// Loads `.tracecheck.yml` and baselines for `tracecheck lint`.
enum LintSetup {
    /// The configuration: the file given, else the nearest `.tracecheck.yml` found the way
    /// linters find theirs (``find(for:)``), else defaults. Paths in it (`baseline:`) are
    /// made relative to the file.
    /// - Parameter inputs: The inputs as given (files, directories, `-`).
    /// - Returns: The configuration and its file, if any.
    /// - Throws: ``ConfigurationError`` for a bad or unreadable file; `ExitCode` 2 (after saying
    ///   which) when inputs are under different configuration files.
    static func configuration(path: String?, inputs: [String] = []) throws -> (LintConfiguration, String?) {
        try read(path ?? find(for: inputs))
    }

    /// The configuration in `file` (paths in it made relative to it), or the defaults for none.
    /// - Throws: ``ConfigurationError`` for a bad or unreadable file.
    static func read(_ file: String?) throws -> (LintConfiguration, String?) {
        guard let file else { return (LintConfiguration(), nil) }
        guard let text = FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) }) else {
            throw ConfigurationError(path: file, line: 1, message: "cannot read the configuration file")
        }
        var configuration = try ConfigurationFile.parse(text, path: file)
        configuration.baseline = configuration.baseline.map { relative($0, to: file) }
        return (configuration, file)
    }

    /// The configuration file of the inputs: for each, the nearest `.tracecheck.yml` in its
    /// directory (a directory input: in it) or above, else in the working directory or above
    /// (SwiftLint, EditorConfig and git look up from the file this way). Standard input has the
    /// working directory's.
    /// - Throws: `ExitCode` 2, after naming them, when inputs are under different files: one
    ///   run applies one configuration, and applying one input's to another would silently
    ///   change what is checked.
    static func find(for inputs: [String]) throws -> String? {
        let fromWorkingDirectory = nearest(above: FileManager.default.currentDirectoryPath)
        var found: [(file: String?, input: String)] = []
        for input in inputs.isEmpty ? ["-"] : inputs {
            var directory: String? = nil
            if input != "-" {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) {
                    let url = URL(fileURLWithPath: input)
                    directory = isDirectory.boolValue ? url.path : url.deletingLastPathComponent().path
                }
            }
            let file = directory.flatMap(nearest(above:)) ?? fromWorkingDirectory
            if !found.contains(where: { $0.file == file }) { found.append((file, input)) }
        }
        guard found.count > 1 else { return found.first?.file ?? nil }
        let named = found.map { "\($0.file ?? "none") (\($0.input))" }.joined(separator: ", ")
        printError("error: the inputs are under different configurations: \(named); lint them in separate runs, or name one with --config")
        throw ExitCode(2)
    }

    /// The nearest configuration file in `directory` or above it, relative to the working
    /// directory when it is inside it (as users write it), else absolute.
    private static func nearest(above directory: String) -> String? {
        var directory = URL(fileURLWithPath: directory).standardizedFileURL
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        while true {
            for name in ConfigurationFile.names {
                let candidate = directory.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) {
                    if directory.path == workingDirectory { return name }
                    if candidate.hasPrefix(workingDirectory + "/") { return String(candidate.dropFirst(workingDirectory.count + 1)) }
                    return candidate
                }
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// A path written in the configuration file `file`, relative to that file's directory.
    static func relative(_ path: String, to file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    }

    /// The filter of the baseline at `path`, with its files relative to it; a v1 baseline gets
    /// a note on standard error that says how to rewrite it.
    static func baselineFilter(at path: String) throws -> Baseline.Filter {
        let baseline = try baseline(at: path)
        if baseline.isLegacy {
            printError(
                "note: \(path) is a \(Baseline.legacySchema) baseline, matched by pointers and paths as typed; rewrite it with --write-baseline \(path) so that it matches the next run's findings")
        }
        return Baseline.Filter(baseline, paths: BaselinePaths(baselineFile: path))
    }

    /// Reads a baseline file.
    static func baseline(at path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, line: 1, message: "cannot read the baseline file")
        }
        do {
            return try Baseline(json: data)
        } catch {
            throw ConfigurationError(path: path, line: 1, message: "not a tracecheck baseline (\(describe(error)))")
        }
    }

    /// What a JSON decoding error says, in the file's terms (`no 'ruleID' in findings[0]`),
    /// rather than Foundation's localized sentence.
    static func describe(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            guard !path.isEmpty else { return "the document" }
            return path.enumerated().map { position, key in
                key.intValue.map { "[\($0)]" } ?? (position == 0 ? key.stringValue : ".\(key.stringValue)")
            }.joined()
        }
        switch error as? DecodingError {
        case let .keyNotFound(key, context)?: return "no '\(key.stringValue)' in \(place(context.codingPath))"
        case let .typeMismatch(type, context)?: return "\(place(context.codingPath)) is not \(describe(type))"
        case let .valueNotFound(type, context)?: return "\(place(context.codingPath)) is null, not \(describe(type))"
        case let .dataCorrupted(context)?: return context.codingPath.isEmpty ? "not JSON" : "bad value at \(place(context.codingPath))"
        default: return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    /// Writes a baseline file (atomically: a failed write leaves the old baseline).
    static func write(_ baseline: Baseline, to path: String) throws {
        let bytes = [UInt8](try baseline.json())
        try OutputFile.save(to: path) { file in try bytes.withUnsafeBufferPointer { try file.write($0) } }
    }
}
