import TraceParser

/// The findings of a run not written yet, in the order of a sorted report (file, line, errors
/// first, rule; ties in the order the rules made them), and the first location a finding still
/// to come can have: a finding before it is written as soon as its condition is settled.
struct FindingOrder {
    private let queue: FindingQueue
    private let ranks: SortRanks
    /// The inputs in reading order, and for each position the smallest name from there on
    /// (no finding of a later input can sort before it).
    private let files: [String]
    private let smallestFrom: [String]
    private var sequence = 0

    /// - Parameters:
    ///   - files: The inputs' names, in reading order.
    ///   - rules: The run's rule ids, in the order the rules run.
    ///   - findingsInMemory: How many findings are kept in memory; more wait in a temporary file.
    init(files: [String], rules: [String], findingsInMemory: Int) {
        queue = FindingQueue(memoryLimit: findingsInMemory)
        ranks = SortRanks(files: files, rules: rules)
        self.files = files
        var smallest: [String] = []
        for name in files.reversed() { smallest.append(min(name, smallest.last ?? name)) }
        smallestFrom = smallest.reversed()
    }

    /// How many findings it holds, the most it held in memory, and those it could not read back.
    var count: Int { queue.count }
    var peakInMemory: Int { queue.peakInMemory }
    var unreadable: Int { queue.unreadable }

    /// Takes a finding of the rule at `rule` (its position in the run's rules) of the input at
    /// position `input`.
    mutating func insert(_ finding: Diagnostic, rule: Int, input: Int) {
        let key = (ranks.file(finding.location.file), finding.location.line, -finding.severity.rank, ranks.rule(rule), sequence)
        queue.insert(QueuedFinding(diagnostic: finding, file: input, key: key))
        sequence += 1
    }

    /// The first location a finding still to come can have, nil when every input was read.
    /// - Parameters:
    ///   - input: The position of the input being read.
    ///   - firstPending: The start of its first process not checked yet.
    ///   - nextLine: The line after its last event.
    func watermark(input: Int, firstPending: TraceLocation?, nextLine: Int) -> TraceLocation? {
        guard input < files.count else { return nil }
        let open = firstPending ?? TraceLocation(file: files[input], line: nextLine)
        guard input + 1 < files.count else { return open }
        return min(open, TraceLocation(file: smallestFrom[input + 1], line: 0))
    }

    /// Writes, in order, the findings before `limit` (all, when nil) whose condition `settle`
    /// decides: it returns nil while the condition is open, else the finding to write (or
    /// `.some(nil)` when the condition drops it). Stops at the first that must wait.
    mutating func release(before limit: TraceLocation?, settle: (QueuedFinding) -> Diagnostic??, emit: (Diagnostic) -> Void) {
        while let next = queue.min {
            if let limit, !(next.diagnostic.location < limit) { return }
            guard let finding = settle(next) else { return }
            queue.popMin()
            if let finding { emit(finding) }
        }
    }
}

/// Input names and rule ids numbered in sorted order, so that findings are ordered by comparing
/// numbers, as ``TraceLocation`` and rule ids compare.
// A class: it remembers the last name it ranked (a process's findings are in one file).
private final class SortRanks {
    private let files: [String: Int]
    private let rules: [Int]
    /// (No dynamic exclusivity check: read and written only in ``file(_:)``, per finding.)
    @exclusivity(unchecked) private var last: (name: String, rank: Int)?

    /// - Parameter rules: The run's rule ids, in the order the rules run.
    init(files: [String], rules: [String]) {
        self.files = Dictionary(Set(files).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let sorted = Dictionary(Set(rules).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        self.rules = rules.map { sorted[$0]! }
    }

    /// Every finding's file is an input: a name outside them (a bug) sorts last rather than
    /// stopping the run.
    func file(_ name: String) -> Int {
        if let last, last.name == name { return last.rank }
        let rank = files[name] ?? files.count
        last = (name, rank)
        return rank
    }

    /// The rank of the id of the rule at `position` in the run's rules.
    func rule(_ position: Int) -> Int { rules[position] }
}
