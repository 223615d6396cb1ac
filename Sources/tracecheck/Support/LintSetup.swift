import Conformance
import Foundation

/// Loads `.tracecheck.yml` and baselines for `tracecheck lint`.
enum LintSetup {
    /// The configuration: the file given, else the nearest `.tracecheck.yml` upwards, else defaults.
    /// - Throws: ``ConfigurationError`` for a bad file, `CocoaError` for an unreadable one.
    static func configuration(path: String?) throws -> (LintConfiguration, String?) {
        guard let file = path ?? findConfiguration() else { return (LintConfiguration(), nil) }
        guard let text = FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) }) else {
            throw ConfigurationError(path: file, line: 1, message: "cannot read the configuration file")
        }
        return (try ConfigurationFile.parse(text, path: file), file)
    }

    /// The nearest configuration file from the working directory upwards.
    static func findConfiguration() -> String? {
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while true {
            for name in ConfigurationFile.names {
                let candidate = directory.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) {
                    // Relative to the working directory when it is there, as users wrote it.
                    return directory.path == FileManager.default.currentDirectoryPath ? name : candidate
                }
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
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
