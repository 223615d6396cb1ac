import DequeModule
import Foundation
import TraceParser

/// Parses one regular file on another thread while the caller checks the items parsed so far.
///
/// Items (events, and the life of their processes: ``ParsedItem``) cross in batches through a
/// queue of at most `depth` batches. A batch the caller has delivered goes back to the parsing
/// thread (at most `depth` wait there), which lets go of its items and fills it again: most
/// events the checks no longer hold are freed on the thread that allocated them (the allocator's
/// per-thread caches reuse their memory there), and the checking thread, the slower of the two
/// on logs dense with callbacks, does not pay for them. So at most `(2 × depth + 2) × batchSize`
/// items are held by the pipe whatever the size of the file.
final class ParsePipe: @unchecked Sendable {
    /// The consumer stopped: the parsing thread ends without reading further.
    private struct Cancelled: Error {}

    private let condition = NSCondition()
    private var queue = Deque<[ParsedItem]>()
    /// Batches delivered, back for the parsing thread to empty and fill again (at most `depth`:
    /// the rest are let go by the caller).
    private var returned: [[ParsedItem]] = []
    /// How many batches the parsing thread emptied and filled again in their own storage after
    /// the caller delivered them (read once ``drain(_:)`` has returned).
    private(set) var batchesRefilled = 0
    private var outcome: Result<ParseStatistics, any Error>?
    private var cancelled = false
    private let depth: Int

    /// Starts parsing `path` on a new thread.
    /// - Parameters:
    ///   - batchSize: Items per batch.
    ///   - depth: The most batches parsed and not yet taken.
    init(path: String, options: ParseOptions, batchSize: Int = 1024, depth: Int = 8) {
        self.depth = max(1, depth)
        Thread.detachNewThread { [self] in produce(path: path, options: options, batchSize: max(1, batchSize)) }
    }

    /// Delivers every item in order on the caller's thread, and returns the parser's counts once
    /// the file is read.
    /// - Throws: What parsing threw, after the items parsed before it were delivered; what
    ///   `deliver` threw, which stops the parsing thread.
    func drain(_ deliver: (ParsedItem) throws -> Void) throws -> ParseStatistics {
        defer { cancel() }
        while true {
            condition.lock()
            while queue.isEmpty, outcome == nil { condition.wait() }
            guard let batch = queue.popFirst() else {
                let outcome = self.outcome!
                condition.unlock()
                return try outcome.get()
            }
            condition.broadcast()
            condition.unlock()
            try batch.forEach(deliver)
            // Moved, not copied: a copy left here would keep the items alive on this thread.
            giveBack(consume batch)
        }
    }

    /// Hands a delivered batch back to the parsing thread, unless it has ended or holds enough.
    private func giveBack(_ batch: consuming [ParsedItem]) {
        condition.lock()
        let keeps = outcome == nil && !cancelled && returned.count < depth
        if keeps { returned.append(batch) }
        condition.unlock()
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
            var items: [ParsedItem] = []
            items.reserveCapacity(batchSize)
            func send() throws {
                guard !items.isEmpty else { return }
                condition.lock()
                while queue.count >= depth, !cancelled { condition.wait() }
                if cancelled {
                    condition.unlock()
                    throw Cancelled()
                }
                queue.append(items)
                let back = returned.popLast()
                condition.broadcast()
                condition.unlock()
                // A batch back from the caller: its items are let go here, its storage reused
                // (moved into `items`, which held the batch just sent, so that it is not shared).
                items = (consume back) ?? []
                let storage = items.withUnsafeBufferPointer { $0.baseAddress }
                items.removeAll(keepingCapacity: true)
                if storage != nil, items.withUnsafeBufferPointer({ $0.baseAddress }) == storage { batchesRefilled += 1 }
                if items.capacity < batchSize { items.reserveCapacity(batchSize) }
            }
            try parser.parseItems(path: path) { item in
                items.append(item)
                if items.count == batchSize { try send() }
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
