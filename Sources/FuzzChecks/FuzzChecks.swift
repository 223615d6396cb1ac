import Conformance
import Foundation
import TraceParser

/// The properties the fuzzers check on every input (`Fuzz/`, `scripts/fuzz`), and the smoke test
/// replays on the seed corpus and the regression inputs (`Tests/FuzzChecksTests`). Each check
/// takes any bytes; it returns normally when the property holds (an input may well be rejected
/// with an error: that is the property for bad input) and stops the process with a message when
/// it does not, so that libFuzzer records the input.
public enum FuzzChecks {
    /// The fuzz targets, by name: `parse`, `lint`, `configuration`, `scenario`, `baseline`.
    public static let targets: [String: @Sendable (UnsafeRawBufferPointer) -> Void] = [
        "parse": parse, "lint": lint, "configuration": configuration, "scenario": scenario, "baseline": baseline,
    ]

    /// Lines are cut at this length in the checks, so that short inputs reach the cut.
    static let lineCap = 300

    /// The block scan and the line-by-line reading find the same events and counts.
    public static func parse(_ bytes: UnsafeRawBufferPointer) {
        InMemoryFile.with(bytes) { path in
            let options = ParseOptions(maxLineLength: lineCap)
            var fast: [TraceEvent] = []
            var slow: [TraceEvent] = []
            do {
                let fastParser = try TraceParser(options: options)
                try fastParser.parseEvents(path: path) { fast.append($0) }
                // The line-by-line path reads every message in full: it checks the remembered readings too.
                var unremembered = options
                unremembered.remembersReadings = false
                let slowParser = try TraceParser(options: unremembered)
                try slowParser.parse(path: path) { if let event = $0.event { slow.append(event) } }
                check(fast == slow, "the block scan found \(fast.count) events, the line-by-line path \(slow.count)")
                check(fastParser.statistics == slowParser.statistics, "the two paths counted differently")
            } catch {
                fail("reading an in-memory file failed: \(error)")
            }
        }
        recentTimestamps(bytes)
    }

    /// A timestamp read with the date and time of day remembered from the readings before it is
    /// the one read whole: every start of every line, up to 48 bytes (a date, a time with a
    /// nanosecond fraction and a zone take 35), is read in turn, so that heads are kept, reused
    /// and replaced.
    static func recentTimestamps(_ bytes: UnsafeRawBufferPointer) {
        var recent = RecentTimestamp()
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let line = UnsafeRawBufferPointer(rebasing: line)
            for length in 0...min(line.count, 48) {
                let text = UnsafeRawBufferPointer(rebasing: line[..<length])
                let read = recent.read(text), whole = Timestamp(bytes: text)
                check(read == whole, "\(String(decoding: text, as: UTF8.self)) read as \(read.map(String.init(describing:)) ?? "nil") after the lines before it, as \(whole.map(String.init(describing:)) ?? "nil") whole")
            }
        }
    }

    /// The streaming linter reports exactly what a batch analysis of the whole input reports, also
    /// when it keeps one finding in memory and the others in a temporary file; and it checks
    /// every process while it is read (settled after its first event) without failing.
    public static func lint(_ bytes: UnsafeRawBufferPointer) {
        InMemoryFile.with(bytes) { path in
            do {
                let options = ParseOptions(maxLineLength: lineCap)
                // The oracle: every process analysed whole, then checked (``Linter``).
                let batchParser = try TraceParser(options: options)
                var events: [TraceEvent] = []
                try batchParser.parseEvents(path: path) { events.append($0) }
                var analyzer = TraceAnalyzer()
                let batch = Linter().lint(analyzer.analyze(events, processes: batchParser.statistics.processes))

                func streamed(settleAfter: Int = LintStream.defaultSettleAfter, findingsInMemory: Int = 16_384) throws -> [Diagnostic] {
                    try LintRun([.path(path)], options: options, settleAfter: settleAfter, findingsInMemory: findingsInMemory).findings
                }
                let whole = try streamed()
                check(whole == batch, "the stream reported \(whole.count) findings, the batch analysis \(batch.count)")
                let spilled = try streamed(findingsInMemory: 1)
                check(spilled == batch, "with one finding in memory the stream reported \(spilled.count) findings, the batch analysis \(batch.count)")
                // Facts settled after one event may differ from the whole process's: only the run is checked.
                _ = try streamed(settleAfter: 1)
            } catch {
                fail("reading an in-memory file failed: \(error)")
            }
        }
    }

    /// A `.tracecheck.yml` is read or rejected with a configuration error, whatever it holds.
    public static func configuration(_ bytes: UnsafeRawBufferPointer) {
        do {
            _ = try ConfigurationFile.parse(String(decoding: bytes, as: UTF8.self), path: "fuzz.yml")
        } catch is ConfigurationError {
        } catch {
            fail("a configuration was rejected with \(type(of: error)), not a ConfigurationError: \(error)")
        }
    }

    /// A scenario is read or rejected with a scenario error; one that is read reads back the same
    /// from the text `diff --record` writes for it.
    public static func scenario(_ bytes: UnsafeRawBufferPointer) {
        let items: [ScenarioItem]
        do {
            items = try Scenario.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.scenario")
        } catch is ScenarioError {
            return
        } catch {
            fail("a scenario was rejected with \(type(of: error)), not a ScenarioError: \(error)")
        }
        let rendered = Scenario.render(items, source: "fuzz.log")
        do {
            let again = try Scenario.parse(rendered, file: "recorded.scenario")
            let steps = { (items: [ScenarioItem]) in items.map { "\($0.process) \($0.role.map { "\($0)" } ?? "*") \($0.kind)" } }
            check(steps(again) == steps(items), "a recorded scenario reads back differently:\n\(rendered)")
        } catch {
            fail("a recorded scenario does not read back: \(error)\n\(rendered)")
        }
    }

    /// A baseline is read or rejected with a decoding error; one that is read is written and
    /// read back unchanged.
    public static func baseline(_ bytes: UnsafeRawBufferPointer) {
        guard let baseline = try? Baseline(json: Data(bytes)) else { return }
        do {
            let again = try Baseline(json: baseline.json())
            check(again == baseline, "a baseline reads back differently")
        } catch {
            fail("a baseline read cannot be written and read back: \(error)")
        }
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("fuzz check failed: \(message)")
    }
}
