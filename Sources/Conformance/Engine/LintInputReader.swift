import Foundation
import TraceParser

/// Reads inputs in order into a ``LintStream``: how `lint` reads, and ``LintRun`` for every
/// other command and the test library. Each input gets a parser of its own and its processes
/// are numbered after those of the inputs before it, exactly as one parser reading every input
/// in turn numbers them. With `jobs` above 1 a regular file is parsed on another thread while the
/// stream checks the events already parsed (``ParsePipe``), and the next regular files are parsed
/// ahead on other threads, so several files are read at once; the output stays the same as with
/// one job.
public final class LintInputReader {
    /// The counts of every input read so far.
    public private(set) var statistics = ParseStatistics()
    /// Followed files that became shorter while they were read.
    public private(set) var truncatedInputs: [String] = []

    private let inputs: [LintRun.Input]
    private let options: ParseOptions
    private let jobs: Int
    private let readAheadLimit: Int
    private let pipeBatchSize: Int

    /// - Parameters:
    ///   - files: The inputs, in order (`-` is standard input).
    ///   - options: How to parse them.
    ///   - jobs: How many files to parse at once.
    ///   - readAheadLimit: The most events one file parsed ahead may hold; a larger file is read
    ///     in its turn instead, so memory stays bounded.
    ///   - pipeBatchSize: Items per batch handed from a parsing thread to the stream.
    public convenience init(files: [String], options: ParseOptions, jobs: Int, readAheadLimit: Int = 1 << 16, pipeBatchSize: Int = 1024) {
        self.init(files.map(LintRun.Input.path), options: options, jobs: jobs, readAheadLimit: readAheadLimit, pipeBatchSize: pipeBatchSize)
    }

    /// A reader of files and texts held in memory, with the parameters of
    /// ``init(files:options:jobs:readAheadLimit:pipeBatchSize:)``.
    public init(_ inputs: [LintRun.Input], options: ParseOptions, jobs: Int, readAheadLimit: Int = 1 << 16, pipeBatchSize: Int = 1024) {
        self.inputs = inputs
        self.options = options
        self.jobs = max(1, jobs)
        self.readAheadLimit = readAheadLimit
        self.pipeBatchSize = pipeBatchSize
    }

    /// The path of `input` when it is a regular file given by name, which ends and may be parsed
    /// on another thread (standard input is read in its turn, even from a file).
    static func regularFile(_ input: LintRun.Input) -> String? {
        guard case .path(let file) = input, file != "-", InputPaths.isRegularFile(file) else { return nil }
        return file
    }

    /// How many files were parsed ahead on other threads.
    public private(set) var filesReadAhead = 0

    /// Parses every input into `stream`, ending each file in it; stops early when the inputs are
    /// interrupted (``InputInterruption``), or when `stopsAfter` says so after an item (the
    /// rest is not read, the input ends early, and its counts are not added to ``statistics``).
    /// - Throws: ``TraceParserError`` for an input that cannot be read, in input order.
    public func read(into stream: LintStream, stopsAfter: ((ParsedItem) -> Bool)? = nil) throws {
        // Live inputs are never read ahead: a followed file or an open pipe does not end.
        let ahead = jobs > 1 && !options.follow ? FileReadAhead(inputs: inputs, options: options, jobs: jobs, limit: readAheadLimit) : nil
        defer {
            // Files scheduled and not taken (a stop, an error, an interruption) stop parsing.
            ahead?.cancel()
            filesReadAhead = ahead?.filesParsedAhead ?? 0
        }
        for (index, input) in inputs.enumerated() where !InputInterruption.isRequested {
            ahead?.schedule(after: index)
            let offset = statistics.processes.count
            // The input's items, its processes numbered after those of the inputs before it (the
            // first input's need no change, which would copy each event's fields).
            let deliver = { (item: ParsedItem) throws in
                let item = item.renumbered(by: offset)
                stream.take(item)
                if let stopsAfter, stopsAfter(item) { throw StopReading() }
            }
            do {
                if let parsed = try ahead?.take(index) {
                    try parsed.items.forEach(deliver)
                    statistics.add(parsed.statistics)
                } else if jobs > 1, !options.follow, let file = Self.regularFile(input) {
                    // Parsed on another thread while this one checks what is parsed.
                    let pipe = ParsePipe(path: file, options: options, batchSize: pipeBatchSize)
                    statistics.add(try pipe.drain(deliver))
                } else {
                    let parser = try TraceParser(options: options)
                    switch input {
                    case .path(let file): try parser.parseItems(path: file, onIdle: stream.inputIsIdle, onItem: deliver)
                    case .text(let text, let name): try parser.parseItems(text: text, file: name, onItem: deliver)
                    }
                    statistics.add(parser.statistics)
                    truncatedInputs += parser.truncatedInputs
                }
            } catch is StopReading {
                // Facts about the rest of the input are not known: notes say "so far", as for
                // an interrupted run.
                stream.endFile(early: true)
                return
            }
            stream.endFile(early: InputInterruption.isRequested)
        }
    }
}

/// Thrown out of a parser's loop when ``LintInputReader/read(into:stopsAfter:)``'s `stopsAfter`
/// says so.
private struct StopReading: Error {}

/// Parses the regular files after the current one on other threads, up to `jobs - 1` at once,
/// each into memory up to `limit` events (a larger file is left to be read in turn, so memory
/// stays bounded).
private final class FileReadAhead: @unchecked Sendable {
    /// A file parsed ahead.
    struct Parsed: Sendable {
        let items: [ParsedItem]
        let statistics: ParseStatistics
    }

    private struct TooLarge: Error {}
    private struct Cancelled: Error {}

    private let inputs: [LintRun.Input]
    private let options: ParseOptions
    private let jobs: Int
    private let limit: Int
    private let condition = NSCondition()
    /// Files scheduled, and for each finished one its events (nil: too large) or its error.
    private var scheduled: Set<Int> = []
    private var results: [Int: Result<Parsed?, any Error>] = [:]
    private var parsedAhead = 0
    private var cancelled = false

    /// How many files were parsed ahead in full (tests check the read-ahead is used).
    var filesParsedAhead: Int {
        condition.lock()
        defer { condition.unlock() }
        return parsedAhead
    }

    init(inputs: [LintRun.Input], options: ParseOptions, jobs: Int, limit: Int) {
        self.inputs = inputs
        self.options = options
        self.jobs = jobs
        self.limit = limit
    }

    /// Starts parsing the regular files among the next `jobs - 1` after `index`.
    func schedule(after index: Int) {
        for next in (index + 1)..<min(inputs.count, index + jobs) where !scheduled.contains(next) {
            guard let file = LintInputReader.regularFile(inputs[next]) else { continue }
            scheduled.insert(next)
            Thread.detachNewThread { self.parse(next, file) }
        }
    }

    /// Stops the files still being parsed ahead (their results are not wanted).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }

    /// Whether ``cancel()`` was called.
    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// The file parsed ahead, waiting for it; nil when it was not parsed ahead (or is too large).
    /// - Throws: What parsing it threw.
    func take(_ index: Int) throws -> Parsed? {
        guard scheduled.contains(index) else { return nil }
        condition.lock()
        while results[index] == nil { condition.wait() }
        let result = results.removeValue(forKey: index)!
        condition.unlock()
        return try result.get()
    }

    private func parse(_ index: Int, _ file: String) {
        let result: Result<Parsed?, any Error>
        do {
            let parser = try TraceParser(options: options)
            var items: [ParsedItem] = []
            var events = 0
            try parser.parseItems(path: file) { item in
                if case .event = item {
                    guard events < self.limit else { throw TooLarge() }
                    events += 1
                    // A stopped reader wants no more: looked at every 256 events, not at the lock per item.
                    if events % 256 == 0, self.isCancelled { throw Cancelled() }
                }
                items.append(item)
            }
            result = .success(Parsed(items: items, statistics: parser.statistics))
            condition.lock()
            parsedAhead += 1
            condition.unlock()
        } catch is TooLarge {
            result = .success(nil)
        } catch is Cancelled {
            result = .success(nil)
        } catch {
            result = .failure(error)
        }
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }
}
