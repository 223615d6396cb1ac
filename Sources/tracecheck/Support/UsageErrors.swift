import ArgumentParser
import Conformance
import Foundation

/// Usage errors as one `error:` line and at most one `help:` line, the same for every
/// subcommand (docs/reliability.md, "Usage errors"): swift-argument-parser's own messages
/// (`Error: …`, a `Help:` line, the usage) are rewritten, and "did you mean" suggestions are
/// made by edit distance (``EditDistance``) among the names that apply.
enum UsageErrors {
    /// A usage error with the `help:` line to print under it.
    static func validation(_ message: String, help: String?) -> ValidationError {
        ValidationError(message + (help.map { "\n" + helpPrefix + $0 } ?? ""))
    }

    /// "did you mean 'x'?" naming the closest of `candidates`, if one is close (``EditDistance``;
    /// `limit`: its most edits).
    static func didYouMean(_ word: String, among candidates: [String], limit: Int? = nil) -> String? {
        EditDistance.closest(to: word, among: candidates, limit: limit).map { "did you mean '\($0)'?" }
    }

    /// "did you mean" for several suggestions, if there are any.
    static func didYouMean(oneOf suggestions: [String]) -> String? {
        guard !suggestions.isEmpty else { return nil }
        return "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    private static let helpPrefix = "help: "

    /// The subcommand a command line runs (its first argument, else `lint`, the default).
    static func subcommand(of arguments: [String]) -> (name: String, type: any ParsableCommand.Type) {
        let subcommands = TraceCheck.configuration.subcommands
        if let first = arguments.first, let type = subcommands.first(where: { $0._commandName == first }) { return (first, type) }
        return (TraceCheck.Lint._commandName, TraceCheck.Lint.self)
    }

    /// A first argument that is neither a subcommand, an option nor an existing path, and is
    /// close to a subcommand's name (`tracecheck lnt x.log`): the message for it, else nil.
    static func unknownSubcommand(_ arguments: [String]) -> (message: String, help: String)? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !first.contains("/"), !first.contains("."),
            !FileManager.default.fileExists(atPath: first)
        else { return nil }
        let names = TraceCheck.configuration.subcommands.map { $0._commandName }
        guard !names.contains(first), let help = didYouMean(first, among: names) else { return nil }
        return ("unknown command '\(first)'", help)
    }

    /// The lines to print for an error that swift-argument-parser reports with `status`, or nil
    /// when it prints nothing of its own (help, version, an `ExitCode` after the command's own
    /// message).
    static func lines(for error: Error, arguments: [String]) -> String? {
        let message = TraceCheck.message(for: error)
        guard !message.isEmpty, TraceCheck.exitCode(for: error) != .success else { return nil }
        var parts = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var help = parts.firstIndex { $0.hasPrefix(helpPrefix) }.map { parts.remove(at: $0).dropFirst(helpPrefix.count) }.map(String.init)
        // swift-argument-parser's own suggestion is replaced by one among the names that apply.
        parts.removeAll { $0.hasPrefix("Did you mean") }
        if let range = parts.first?.range(of: ". Did you mean") { parts[0] = String(parts[0][..<range.lowerBound]) }
        let (name, type) = subcommand(of: arguments)
        var text: String
        if let value = invalidValue(parts) {
            text = "invalid value '\(value.value)' for \(value.option) (\(list(value.allowed)))"
            let word = value.option == "--reporter" ? String(value.value.prefix { $0 != ":" }) : value.value
            help = help ?? didYouMean(word, among: value.allowed)
        } else {
            // Lines of one message: after a line that ends in ':' the next continues it.
            text = sentence(parts.first ?? message)
            for part in parts.dropFirst() {
                text += (text.hasSuffix(":") ? " " : "; ") + part.trimmingCharacters(in: .whitespaces)
            }
            if help == nil, text.hasPrefix("unknown option"), let option = quoted(text).first, option.hasPrefix("--") {
                help = didYouMean(String(option.dropFirst(2)), among: longOptions(of: type), limit: max(1, option.count / 3)).map {
                    $0.replacingOccurrences(of: "mean '", with: "mean '--")
                }
            }
        }
        if help == nil, TraceCheck.exitCode(for: error) == .validationFailure {
            // The root's own options (completion scripts) are the root's.
            let root = arguments.first?.hasPrefix("--generate-completion-script") == true
            help = root ? "'tracecheck --help' lists its options" : "'tracecheck \(name) --help' lists its options"
        }
        return "error: \(text)" + (help.map { "\n" + helpPrefix + $0 } ?? "")
    }

    /// The parts of swift-argument-parser's message for a value not among those allowed: `The
    /// value 'warnings' is invalid for '--fail-on <fail-on>'. Please provide one of 'error',
    /// 'warning' or 'note'.`, or the same with `one of the following:` and a line `- name` each.
    private static func invalidValue(_ parts: [String]) -> (value: String, option: String, allowed: [String])? {
        guard let first = parts.first, first.hasPrefix("The value '"), first.contains("Please provide one of") else { return nil }
        let words = quoted(first)
        guard words.count >= 2 else { return nil }
        let option = String(words[1].prefix { $0 != " " })
        // A value with a quote of its own would shift every quoted word: then the message stays.
        guard option.hasPrefix("-"), !words.dropFirst(2).contains(where: { $0.isEmpty || $0.contains(",") }) else { return nil }
        var allowed = Array(words.dropFirst(2))
        if allowed.isEmpty {
            allowed = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        }
        return allowed.isEmpty ? nil : (words[0], option, allowed)
    }

    /// The texts between single quotes.
    private static func quoted(_ text: String) -> [String] {
        text.components(separatedBy: "'").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    /// The message with a lower-case first word (`Unknown option` → `unknown option`), no final
    /// full stop.
    private static func sentence(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The long option names of a command (from swift-argument-parser's help dump).
    private static func longOptions(of type: any ParsableCommand.Type) -> [String] {
        guard let dump = try? JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any],
            let command = dump["command"] as? [String: Any], let arguments = command["arguments"] as? [[String: Any]]
        else { return [] }
        return arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
        }
    }
}
