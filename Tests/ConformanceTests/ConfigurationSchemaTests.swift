import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import Yams

/// docs/tracecheck.schema.json accepts every configuration the repository shows (the example
/// directories' `.tracecheck.yml` and the YAML blocks of the docs), each of which tracecheck reads
/// too; and it rejects what tracecheck rejects by its keys.
@Suite struct ConfigurationSchemaTests {
    static let schema = "docs/tracecheck.schema.json"

    /// Every configuration in the repository: files, and YAML blocks in docs/configuration.md.
    static func examples() throws -> [(name: String, yaml: String)] {
        var examples: [(name: String, yaml: String)] = []
        let root = Fixtures.root
        for directory in ["docs", "traces"] {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard ConfigurationFile.names.contains(url.lastPathComponent) || url.lastPathComponent.hasSuffix(".tracecheck.yml") else { continue }
                examples.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), try String(contentsOf: url, encoding: .utf8)))
            }
        }
        let text = try Fixtures.text("docs/configuration.md")
        for (index, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
            examples.append(("docs/configuration.md block \(index + 1)", block.components(separatedBy: "```")[0]))
        }
        return examples
    }

    private func json(_ yaml: String) throws -> String {
        let value = try Yams.load(yaml: yaml) ?? [String: Any]()
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func everyExampleIsValidForTheSchemaAndForTracecheck() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 3)
        for example in examples {
            #expect(throws: Never.self, "\(example.name)") { try ConfigurationFile.parse(example.yaml, path: example.name) }
        }
        try JSONSchemaValidator.check(
            try examples.enumerated().map { ("example\($0.offset).json", try json($0.element.yaml)) }, against: Self.schema)
    }

    @Test func schemaRejectsWhatTracecheckRejects() throws {
        let bad = [
            "disabled_rules: [no_such_rule]\n",
            "severity: { scene_gap: fatal }\n",
            "formats:\n  - { name: x, patern: '(?<message>.*)' }\n",
            "callbacks: { fg: willEnterForeground }\n",
            "rules: { repeated_callback: { ignore: [scene.nope] } }\n",
        ]
        for yaml in bad {
            #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(yaml, path: "bad.yml") }
            let directory = try Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let document = directory.appendingPathComponent("bad.json")
            try json(yaml).write(to: document, atomically: true, encoding: .utf8)
            let script = Fixtures.root.appendingPathComponent("Tests/TraceCheckTestSupport/validate-json-schema.py").path
            let result = try ToolRunner.run(
                ["python3", script, Fixtures.path(Self.schema), document.path], program: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(result.status == 1, "\(yaml): \(result.stderr)")
        }
    }
}
