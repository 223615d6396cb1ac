import Foundation
import Testing
import TraceCheckTestSupport

/// docs/tracecheck.1 (made by scripts/manual: swift-argument-parser's generate-manual plugin and
/// docs/tracecheck.1.sections) lists every subcommand and option the tool has now, with their
/// help, and the sections a man page has; every subcommand's help ends with examples; the shell
/// completion scripts complete files, rule ids, reporters and input formats.
@Suite struct ManualTests {
    static let regenerate = "scripts/manual"

    /// Every command of the tool's help dump, with its path of subcommand names.
    private func commands() throws -> [(path: [String], command: [String: Any])] {
        let dump = try ToolRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var found: [(path: [String], command: [String: Any])] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            found.append((path, command))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] where sub["shouldDisplay"] as? Bool != false {
                walk(sub, path + [sub["commandName"] as? String ?? ""])
            }
        }
        walk(try #require(root["command"] as? [String: Any]), [])
        return found
    }

    @Test func manualListsEveryCommandAndOption() throws {
        let manual = try Fixtures.text("docs/tracecheck.1")
        var missing: [String] = []
        for (path, command) in try commands() {
            if let name = path.last, name != "help", !manual.contains(".It Em \(name)\n") { missing.append("command \(path.joined(separator: " "))") }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
                if let long = names.first, !manual.contains("Fl -\(long)"), !manual.contains(" , -\(long)") { missing.append("option --\(long) of \(path.joined(separator: " "))") }
                if let abstract = argument["abstract"] as? String, !abstract.isEmpty, !abstract.contains("\\"), !manual.contains(abstract) {
                    missing.append("help of \(names.first.map { "--\($0)" } ?? "an argument") in \(path.joined(separator: " ")): \(abstract)")
                }
            }
        }
        #expect(missing.isEmpty, "docs/tracecheck.1 is out of date; regenerate it with `\(Self.regenerate)`:\n\(missing.joined(separator: "\n"))")
    }

    @Test func manualHasTheSectionsOfAManPage() throws {
        let manual = try Fixtures.text("docs/tracecheck.1")
        for section in [".Sh EXIT STATUS", ".Sh ENVIRONMENT", ".Sh FILES", ".Sh EXAMPLES"] {
            #expect(manual.contains("\n\(section)\n"), "no \(section); regenerate with \(Self.regenerate)")
        }
        #expect(!manual.contains(".Ex -std"), "the generic EXIT STATUS is replaced")
        let exitStatus = try #require(manual.components(separatedBy: ".Sh EXIT STATUS").last?.components(separatedBy: ".Sh ENVIRONMENT").first)
        for command in ["lint", "diff", "capture", "timeline", "parse", "export", "merge", "rules", "explain", "model"] {
            #expect(exitStatus.contains("Nm \(command)"), "EXIT STATUS does not say \(command)'s")
        }
        for variable in ["NO_COLOR", "CLICOLOR_FORCE", "COLUMNS", "TERM"] { #expect(manual.contains("Ev \(variable)")) }
    }

    /// Every subcommand's help ends with two or three examples that run it.
    @Test(arguments: ["lint", "diff", "timeline", "parse", "capture", "merge", "export", "rules", "explain", "model"])
    func helpEndsWithExamples(_ command: String) throws {
        let help = try ToolRunner.run([command, "--help"]).stdout
        let examples = try #require(help.components(separatedBy: "Examples:\n").dropFirst().first, "\(command) --help has no examples")
        let lines = examples.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("  ") }
        #expect(lines.count >= 2 && lines.count <= 3, "\(command): \(lines)")
        #expect(lines.allSatisfy { $0.contains("tracecheck \(command)") || $0.contains("| tracecheck") || $0.contains("tracecheck lint") })
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptGenerates(_ shell: String) throws {
        let result = try ToolRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint"))
        #expect(result.stdout.contains("input-format"))
        // Rule ids (--only, --disable, explain), reporters, input formats.
        for word in ["callback_order", "scene_gap", "sarif", "junit", "cocoalumberjack"] {
            #expect(result.stdout.contains(word), "\(shell) does not complete \(word)")
        }
    }

    /// `--scene` and `--process` complete with the numbers of the logs already typed (the shell
    /// calls `tracecheck ---completion SUBCOMMAND -- OPTION CWORD CURSOR WORDS…`).
    @Test func sceneAndProcessNumbersCompleteFromTheLogTyped() throws {
        let log = Fixtures.path("traces/real/blog-split-view-2020.log")
        // The word being completed is the one after the option; the cursor is at its end.
        func complete(_ subcommand: String, _ option: String, _ words: [String]) throws -> String {
            let current = try #require(words.firstIndex(of: option)) + 1
            return try ToolRunner.run(["---completion", subcommand, "--", option, String(current), String(words[current].count)] + words).stdout
        }
        #expect(try complete("timeline", "--scene", ["tracecheck", "timeline", log, "--scene", ""]) == "1\n2\n3\n")
        #expect(try complete("timeline", "--scene", ["tracecheck", "timeline", log, "--scene", "2"]) == "2\n")
        #expect(try complete("timeline", "--process", ["tracecheck", "timeline", "--process", "", log]) == "1\n")
        #expect(try complete("lint", "--process", ["tracecheck", "lint", log, "--process", ""]) == "1\n")
        // A path that is an option's value is not an input; no input, no numbers.
        #expect(try complete("timeline", "--scene", ["tracecheck", "timeline", "-o", log, "--scene", ""]) == "")
        // A directory's files are numbered in their order: completion does not guess.
        #expect(try complete("timeline", "--scene", ["tracecheck", "timeline", Fixtures.path("traces/real"), log, "--scene", ""]) == "")
        for shell in ["bash", "zsh", "fish"] {
            let script = try ToolRunner.run(["--generate-completion-script", shell]).stdout
            #expect(script.contains("---completion timeline -- --scene"), "\(shell)")
        }
    }

    /// Paths complete as files (bash: `compgen -f` through the script's file helper; zsh: `_files`).
    @Test func pathsCompleteAsFiles() throws {
        #expect(try ToolRunner.run(["--generate-completion-script", "zsh"]).stdout.contains("_files"))
        let fish = try ToolRunner.run(["--generate-completion-script", "fish"]).stdout
        #expect(fish.contains("__fish_complete_path") || fish.contains(" -F"))
    }
}
