import Foundation
import Testing
import TraceCheckTestSupport

/// Options that would do nothing, or something else than asked, without a word: each is now a
/// usage error (64) or an input error (2) with its reason and a help line.
@Suite struct NoSilentNoOpTests {
    private static let log = "traces/invalid/scene-violations.log"

    @Test(arguments: [
        (["lint", log, "--only", "scene_gap", "--disable", "scene_gap"],
         "error: --only and --disable both name 'scene_gap'\nhelp: name it in one of them\n"),
        (["lint", log, "--only", "scene_gap", "--kind", "process"],
         "error: --only 'scene_gap' is a state rule, which --kind process leaves out\nhelp: add --kind state, or drop one of the options\n"),
        (["timeline", log, "--scene", "5"], "error: no scene#5 in the input\nhelp: it has scene#1, scene#2\n"),
        (["timeline", log, "--scene", "1", "--scene", "3"], "error: no scene#3 in the input\nhelp: it has scene#1, scene#2\n"),
        (["export", log, "--format", "csv", "-o", "out.xes"],
         "error: -o out.xes: export writes csv, not .xes\nhelp: name the file .csv (--format lists what export writes: csv, ocel, xes)\n"),
        (["export", log, "-o", "out.pdf"],
         "error: -o out.pdf: export writes csv, not .pdf\nhelp: name the file .csv (--format lists what export writes: csv, ocel, xes)\n"),
        (["export", log, "--format", "ocel", "-o", "out.csv"],
         "error: -o out.csv: export writes ocel, not .csv\nhelp: name the file .jsonocel (--format lists what export writes: csv, ocel, xes)\n"),
    ] as [([String], String)])
    func isAUsageError(_ arguments: [String], _ message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
        for name in ["out.xes", "out.pdf", "out.csv"] { #expect(!FileManager.default.fileExists(atPath: Fixtures.path(name))) }
    }

    /// Without --format, -o's extension chooses the format; no extension (or `-`) is CSV.
    @Test func exportWritesWhatTheOutputsExtensionSays() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, start) in [
            ("events.csv", "case,activity,timestamp,file,line"), ("events.txt", "case,activity,timestamp,file,line"),
            ("events", "case,activity,timestamp,file,line"), ("events.jsonocel", "{\"events\":["), ("events.JSON", "{\"events\":["),
            ("events.xes", "<?xml"), ("events.xml", "<?xml"),
        ] {
            let path = directory.appendingPathComponent(name).path
            #expect(try ToolRunner.run(["export", Self.log, "-o", path]).status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(start), "\(name)")
        }
    }

    @Test func mergeByATagNoReportHas() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("r.json").path
        #expect(try ToolRunner.run(["lint", Self.log, "--reporter", "json:\(report)", "--tag", "os=17.4", "--tag", "app=2.1"]).status == 1)
        let misspelt = try ToolRunner.run(["merge", report, "--by", "oss"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr == "error: no report has the tag 'oss' (their tags: app, os)\nhelp: did you mean 'os'?\n")
        #expect(misspelt.stdout.isEmpty)
        #expect(try ToolRunner.run(["merge", report, "--by", "os"]).status == 0)
        let untagged = directory.appendingPathComponent("u.json").path
        _ = try ToolRunner.run(["lint", Self.log, "--reporter", "json:\(untagged)"])
        let none = try ToolRunner.run(["merge", untagged, "--by", "os"])
        #expect(none.stderr == "error: no report has the tag 'os'\nhelp: tracecheck lint --tag KEY=VALUE gives a report a tag\n")
    }

    /// A forced layout that no event line has is said (the lines were read as plain text);
    /// one that fits is not.
    @Test(arguments: [
        ("syslog", "traces/real/blog-split-view-2020.log", true),
        ("ndjson", "traces/real/blog-split-view-2020.log", true),
        ("xcode", "traces/synthetic/log-stream-default.log", true),
        ("log-default", "traces/synthetic/log-stream-default.log", false),
        ("ndjson", "traces/synthetic/log-show-style-ndjson.log", false),
        ("xcode", "traces/synthetic/xcode-console.log", false),
    ])
    func aForcedLayoutNoLineHas(_ format: String, _ log: String, _ warned: Bool) throws {
        let result = try ToolRunner.run(["lint", "--input-format", format, log])
        let warning = "warning: \(log): no event line has the \(format) layout that --input-format forces; "
            + "they were read as plain text (without --input-format the layout is detected)\n"
        #expect(result.stderr.contains(warning) == warned, "\(result.stderr)")
    }

    @Test func aDuplicateConfigurationKeyNamesBothLines() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("c.yml").path
        try "disabled_rules: [scene_gap]\nseverity:\n  scene_gap: warning\ndisabled_rules: [callback_order]\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["lint", "--config", config, Self.log])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(config):4: duplicate key 'disabled_rules' (first on line 1)\n")
        // Nested mappings too.
        try "severity:\n  scene_gap: warning\n  scene_gap: error\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(["lint", "--config", config, Self.log]).stderr
            == "error: \(config):3: duplicate key 'scene_gap' (first on line 2)\n")
    }
}
