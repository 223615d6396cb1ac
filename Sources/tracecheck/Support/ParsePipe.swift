import DequeModule
import Foundation
import TraceParser

/// Parses one regular file on another thread while the caller checks the events parsed so far.
///
/// Events cross in batches through a queue of at most `depth` batches, so at most
/// `depth × batchSize` events are in flight whatever the size of the file. Each batch carries
/// the records of the processes its events belong to and of those open when the batch before
/// was sent or now: a record changes only while its process is open (its pid, its end marker),
/// so the consumer holds each record as it was when its process ended, as it would from a
/// parser read in turn (``TraceParser/process(_:)``).
final class ParsePipe: @unchecked Sendable {
    private struct Batch {
        var events: [TraceEvent]
        var processes: [ProcessRecord]
    }

    /// The consumer stopped: the parsing thread ends without reading further.
    private struct Cancelled: Error {}

    private let condition = NSCondition()
    private var queue = Deque<Batch>()
    private var outcome: Result<ParseStatistics, any Error>?
    private var cancelled = false
    private let depth: Int
    /// The records of the processes seen so far, by ordinal (caller's thread only).
    private var processes: [Int: ProcessRecord] = [:]

    /// Starts parsing `path` on a new thread.
    /// - Parameters:
    ///   - batchSize: Events per batch.
    ///   - depth: The most batches parsed and not yet taken.
    init(path: String, options: ParseOptions, batchSize: Int = 1024, depth: Int = 8) {
        self.depth = max(1, depth)
        Thread.detachNewThread { [self] in produce(path: path, options: options, batchSize: max(1, batchSize)) }
    }

    /// The record of a process with a file-relative ordinal; only processes of events already
    /// delivered by ``drain(_:)`` are asked for.
    func process(_ ordinal: Int) -> ProcessRecord {
        guard let info = processes[ordinal] else { preconditionFailure("process \(ordinal) was not delivered yet") }
        return info
    }

    /// Delivers every event in order on the caller's thread, and returns the parser's counts once
    /// the file is read.
    /// - Throws: What parsing threw, after the events parsed before it were delivered.
    func drain(_ deliver: (TraceEvent) -> Void) throws -> ParseStatistics {
        defer { cancel() }
        while true {
            condition.lock()
            while queue.isEmpty, outcome == nil { condition.wait() }
            guard let batch = queue.popFirst() else {
                let outcome = self.outcome!
                condition.unlock()
                let statistics = try outcome.get()
                for info in statistics.processes { processes[info.ordinal] = info }
                return statistics
            }
            condition.broadcast()
            condition.unlock()
            for info in batch.processes { processes[info.ordinal] = info }
            for event in batch.events { deliver(event) }
        }
    }

    private func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func produce(path: String, options: ParseOptions, batchSize: Int) {
        var result: Result<ParseStatistics, any Error>
        do {
            let parser = try TraceParser(options: options)
            var events: [TraceEvent] = []
            events.reserveCapacity(batchSize)
            var wereOpen: [Int] = []
            func send() throws {
                guard !events.isEmpty else { return }
                let open = parser.openProcesses
                var ordinals = wereOpen + open
                var previous = 0
                for event in events where event.process != previous {
                    previous = event.process
                    if !ordinals.contains(previous) { ordinals.append(previous) }
                }
                let batch = Batch(events: events, processes: Set(ordinals).sorted().map(parser.process))
                wereOpen = open
                events.removeAll(keepingCapacity: true)
                condition.lock()
                defer { condition.unlock() }
                while queue.count >= depth, !cancelled { condition.wait() }
                if cancelled { throw Cancelled() }
                queue.append(batch)
                condition.broadcast()
            }
            try parser.parseEvents(path: path) { event in
                events.append(event)
                if events.count == batchSize { try send() }
            }
            try send()
            result = .success(parser.statistics)
        } catch {
            result = .failure(error)
        }
        condition.lock()
        outcome = result
        condition.broadcast()
        condition.unlock()
    }
}
