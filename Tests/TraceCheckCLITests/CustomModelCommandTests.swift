import Foundation
import Testing
import TraceCheckTestSupport

/// `models:` of `.tracecheck.yml` through the commands: the worked examples in docs/examples
/// (a SwiftUI view's appearance, an AppKit window, scenes kept in sync with a model) lint and
/// print as their golden files say, and every bad model is one line with its file and line.
@Suite struct CustomModelCommandTests {
    static let examples: [(directory: String, model: String, status: Int32)] = [
        ("swiftui-view", "view", 0), ("appkit-window", "window", 1), ("scenes-in-sync", "sync", 0),
    ]

    @Test(arguments: examples.map(\.directory))
    func exampleMatchesGolden(_ name: String) throws {
        let example = try #require(Self.examples.first { $0.directory == name })
        let directory = Fixtures.root.appendingPathComponent("docs/examples/\(name)")
        let lint = try ToolRunner.run(["lint", "app.log"], in: directory)
        #expect(lint.status == example.status)
        #expect(lint.stderr.isEmpty)
        Golden.check(lint.stdout, against: "docs/examples/\(name)/app.lint.text.expected")
        for format in ["text", "dot"] {
            let model = try ToolRunner.run(["model", example.model, "--format", format], in: directory)
            #expect(model.status == 0)
            Golden.check(model.stdout, against: "docs/examples/\(name)/model.\(format).expected")
        }
        let json = try ToolRunner.run(["lint", "--reporter", "json", "app.log"], in: directory)
        try JSONSchemaValidator.check([(name: "\(name).json", text: json.stdout)], against: "docs/lint-json.schema.json")
    }

    static let model = """
        models:
          - id: door
            states: [closed, open, locked]
            initial: closed
            transitions:
              - { from: closed, event: open, to: open }
              - { from: open, event: close, to: closed }
              - { from: closed, event: lock, to: locked }
              - { from: locked, event: unlock, to: closed }

        """

    /// Each bad model, and the one line it gets.
    @Test(arguments: [
        (model.replacingOccurrences(of: "to: locked }", with: "to: lockd }"), "8: model 'door': unknown state 'lockd' (did you mean 'locked'?)"),
        (model.replacingOccurrences(of: "    initial: closed\n", with: ""), "2: model 'door' needs an initial state"),
        (model.replacingOccurrences(of: "initial: closed", with: "initial: ajar"), "4: model 'door': unknown state 'ajar'"),
        (model.replacingOccurrences(of: "[closed, open, locked]", with: "[closed, open, locked, broken]"), "3: model 'door': state 'broken' cannot be reached from the initial state"),
        (model + "      - { from: closed, event: open, to: locked }\n", "10: model 'door': two transitions for 'open' from 'closed'"),
        (model + "    creates: [smash]\n", "10: model 'door': unknown event 'smash'"),
        (model + "    identity: pointer\n", "10: model 'door': identity is object or process, not 'pointer'"),
        (model.replacingOccurrences(of: "id: door", with: "id: scene"), "2: model id 'scene' is taken (by a built-in receiver or another model)"),
        (model.replacingOccurrences(of: "    initial:", with: "    inital: closed\n    initial:"), "4: unknown key 'inital' in a model (did you mean 'initial'?)"),
        ("callbacks: { push: door.push }\n" + model, "1: unknown event 'door.push' (see docs/events.md)"),
    ])
    func badModelIsOneLine(_ config: String, _ expected: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try config.write(to: directory.appendingPathComponent(".tracecheck.yml"), atomically: true, encoding: .utf8)
        try "noise\n".write(to: directory.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        for command in [["lint", "a.log"], ["model", "door"]] {
            let result = try ToolRunner.run(command, in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "error: .tracecheck.yml:\(expected)\n")
        }
    }
}
