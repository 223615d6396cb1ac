import Foundation
import Testing
import TraceParser

@testable import Conformance

/// The queue of findings waiting to be written gives them back in key order, from memory and
/// from the runs it wrote to its temporary file alike, and counts those a read error lost.
@Suite struct FindingQueueTests {
    static func finding(_ line: Int, sequence: Int) -> QueuedFinding {
        var diagnostic = Diagnostic(
            ruleID: "scene_gap", severity: line % 3 == 0 ? .error : .warning, location: TraceLocation(file: "a.log", line: line),
            subject: Subject(kind: .scene, ordinal: line % 5, process: 1, identity: line % 2 == 0 ? "0x\(line)" : nil),
            stateBefore: "background", allowed: [.sceneWillEnterForeground], message: "missing sceneWillEnterForeground(_:) at \(line) — é",
            notes: [.init("a note", at: TraceLocation(file: "a.log", line: line - 1)), .init("another")], sourceURL: "https://example.com")
        if line % 4 == 0 { diagnostic.condition = .neverPrintedNote(missing: [.sceneWillEnterForeground, .sceneDidBecomeActive]) }
        if line % 7 == 0 { diagnostic.modelAllowed = ["door.open"] }
        if line % 5 == 0 { diagnostic.fix = "do this — é" }
        if line % 3 == 0 {
            diagnostic.missing = ["scene.willResignActive", "door.close"]
            diagnostic.lastChangeLine = line - 1
            diagnostic.resumedState = "background"
        }
        return QueuedFinding(diagnostic: diagnostic, file: 0, key: (0, line, -diagnostic.severity.rank, 0, sequence))
    }

    /// Lines in a scrambled order, each finding unique by its sequence.
    static let lines = (0..<500).map { ($0 * 7_919) % 500 + 1 }

    @Test func findingsComeBackInKeyOrderFromMemoryAndRuns() {
        let queue = FindingQueue(memoryLimit: 3)
        var expected: [QueuedFinding] = []
        for (sequence, line) in Self.lines.enumerated() {
            let finding = Self.finding(line, sequence: sequence)
            expected.append(finding)
            queue.insert(finding)
            // Interleave: take some out while others come in.
            if sequence % 10 == 9, let popped = queue.popMin() {
                expected.removeAll { $0 == popped }
                #expect(!expected.contains { $0 < popped })
            }
        }
        #expect(queue.spill != nil)
        #expect(queue.peakInMemory <= 4)
        #expect(queue.count == expected.count)
        var popped: [QueuedFinding] = []
        while let finding = queue.popMin() { popped.append(finding) }
        let sorted = expected.sorted()
        #expect(popped.map(\.key.sequence) == sorted.map(\.key.sequence))
        #expect(popped.map(\.diagnostic) == sorted.map(\.diagnostic))
        #expect(popped.map(\.diagnostic.condition) == sorted.map(\.diagnostic.condition))
        #expect(queue.count == 0)
        #expect(queue.unreadable == 0)
    }

    @Test func aRunThatCannotBeReadBackIsCountedNotLost() throws {
        // One run of 301 findings, longer than the block a run reads at a time (64 KiB).
        let queue = FindingQueue(memoryLimit: 300)
        for (sequence, line) in Self.lines.enumerated() { queue.insert(Self.finding(line, sequence: sequence)) }
        // The run is gone from under the queue: what it has not read yet cannot be read back.
        try #require(queue.spill).truncate(atOffset: 0)
        var popped = 0
        while queue.popMin() != nil { popped += 1 }
        #expect(popped + queue.unreadable == Self.lines.count)
        #expect(queue.unreadable > 0)
        #expect(queue.count == 0)
    }
}
