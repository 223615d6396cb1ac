import Foundation
import Testing
import TraceCheckTestSupport

/// docs/tracecheck.1 (made by swift-argument-parser's generate-manual plugin) lists every
/// subcommand and option the tool has now, with their help; the shell completion scripts
/// generate.
@Suite struct ManualTests {
    static let regenerate =
        "swift package --allow-writing-to-package-directory generate-manual --configuration debug --authors tracecheck -o docs"

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

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptGenerates(_ shell: String) throws {
        let result = try ToolRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint"))
        #expect(result.stdout.contains("input-format"))
    }
}
