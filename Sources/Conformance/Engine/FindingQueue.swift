import Foundation
import HeapModule
import TraceParser

/// A finding held until it can be written, ordered as a sorted report lists findings (ties in
/// the order the rules produced them).
// A struct of a reference and numbers: the heap moves its 56 bytes at each step, which costs
// less than allocating and freeing a box for every finding.
struct QueuedFinding: Comparable {
    let diagnostic: Diagnostic
    /// The position of its input, whose facts settle its condition.
    let file: Int
    /// The report order as numbers: the rank of its file name among the inputs' names, its line,
    /// errors first, the rank of its rule id, then production order (unique).
    let key: Key

    typealias Key = (file: Int, line: Int, severity: Int, rule: Int, sequence: Int)

    static func < (lhs: QueuedFinding, rhs: QueuedFinding) -> Bool { lhs.key < rhs.key }

    /// The same finding: the sequence is unique in its queue (``FindingOrder`` numbers each
    /// finding it inserts once), so it alone tells findings apart.
    static func == (lhs: QueuedFinding, rhs: QueuedFinding) -> Bool { lhs.key.sequence == rhs.key.sequence }
}

/// The findings waiting to be written, in report order: in memory up to a limit, and beyond it
/// in sorted runs in a temporary file (an external sort), so that a long process with a finding
/// on most of its lines holds a bounded number of findings in memory, not one per finding.
///
/// The temporary file is removed as soon as it is created (the queue keeps it open), so nothing
/// is left behind by a crash or a signal. When it cannot be created, findings stay in memory.
final class FindingQueue {
    /// The most findings kept in memory before they are written to a run.
    let memoryLimit: Int
    // No dynamic exclusivity checks on the heaps and counters (asked for every finding): they
    // are accessed only in this class's methods, none of which calls out while one is open.
    @exclusivity(unchecked) private var memory = Heap<QueuedFinding>()
    /// The runs, by their next finding.
    @exclusivity(unchecked) private var runs = Heap<Run>()
    /// The temporary file, once a run was written (tests truncate it to see a read fail).
    private(set) var spill: FileHandle?
    private var spillEnd: UInt64 = 0
    private var spillFailed = false
    /// Findings held in runs.
    @exclusivity(unchecked) private var spilled = 0
    /// The most findings held in memory at once (tests check the limit).
    @exclusivity(unchecked) private(set) var peakInMemory = 0
    /// Findings written to the temporary file that could not be read back (a read error): they
    /// are missing from the report, and the command says so.
    private(set) var unreadable = 0

    /// - Parameter memoryLimit: The most findings kept in memory.
    init(memoryLimit: Int = 16_384) {
        self.memoryLimit = max(memoryLimit, 1)
    }

    deinit { try? spill?.close() }

    /// How many findings it holds.
    var count: Int { memory.count + spilled }

    /// Takes a finding.
    func insert(_ finding: QueuedFinding) {
        memory.insert(finding)
        peakInMemory = max(peakInMemory, memory.count)
        if memory.count > memoryLimit { writeRun() }
    }

    /// The first finding in report order.
    var min: QueuedFinding? {
        guard let run = runs.min?.head else { return memory.min }
        guard let held = memory.min else { return run }
        return held < run ? held : run
    }

    /// Removes the first finding in report order.
    @discardableResult
    func popMin() -> QueuedFinding? {
        guard let first = min else { return nil }
        if let held = memory.min, held == first {
            return memory.popMin()
        }
        guard let run = runs.popMin() else { return nil }
        run.advance()
        spilled -= 1
        add(run)
        return first
    }

    /// Writes the findings in memory, in order, as a run at the end of the temporary file.
    private func writeRun() {
        guard let handle = spillFile() else { return }
        let start = spillEnd
        var end = start
        var bytes: [UInt8] = []
        var taken: [QueuedFinding] = []
        taken.reserveCapacity(memory.count)
        do {
            // Written a block at a time, so that the run is never in memory twice.
            func flush() throws {
                try handle.seek(toOffset: end)
                try handle.write(contentsOf: bytes)
                end += UInt64(bytes.count)
                bytes.removeAll(keepingCapacity: true)
            }
            while let finding = memory.popMin() {
                taken.append(finding)
                FindingCodec.encode(finding, into: &bytes)
                if bytes.count >= Self.block { try flush() }
            }
            try flush()
        } catch {
            // A full disk: the findings stay in memory after all.
            for finding in taken { memory.insert(finding) }
            spillFailed = true
            return
        }
        spillEnd = end
        spilled += taken.count
        add(Run(handle: handle, start: start, end: end, count: taken.count))
    }

    /// Puts a run back among the runs while it has a finding to give; counts what it could not
    /// read back.
    private func add(_ run: Run) {
        if run.head != nil {
            runs.insert(run)
        } else if run.unread > 0 {
            unreadable += run.unread
            spilled -= run.unread
        }
    }

    /// How many bytes of a run are written at a time.
    private static let block = 256 * 1024

    /// The temporary file, created at the first run and removed from its directory at once.
    private func spillFile() -> FileHandle? {
        if let spill { return spill }
        guard !spillFailed else { return nil }
        guard let handle = UnlinkedTemporaryFile.create(prefix: "tracecheck-findings") else {
            spillFailed = true
            return nil
        }
        spill = handle
        return handle
    }

    /// A sorted run of findings in the temporary file, read a block at a time.
    private final class Run: Comparable {
        private let handle: FileHandle
        private var offset: UInt64
        private let end: UInt64
        private var buffer: [UInt8] = []
        private var position = 0
        /// Its next finding.
        private(set) var head: QueuedFinding?
        /// Its findings not read yet (after ``head``).
        private(set) var unread: Int

        init(handle: FileHandle, start: UInt64, end: UInt64, count: Int) {
            self.handle = handle
            offset = start
            self.end = end
            unread = count
            advance()
        }

        /// Reads its next finding.
        func advance() {
            head = nil
            guard unread > 0 else { return }
            if let (finding, length) = FindingCodec.decode(buffer[position...]) {
                head = finding
                position += length
                unread -= 1
                return
            }
            // The rest of the block is a partial record: read the next block after it.
            guard offset < end else { return }
            let rest = Array(buffer[position...])
            let size = Int(Swift.min(UInt64(Self.blockSize), end - offset))
            guard (try? handle.seek(toOffset: offset)) != nil, let block = try? handle.read(upToCount: size), !block.isEmpty else { return }
            offset += UInt64(block.count)
            buffer = rest + block
            position = 0
            advance()
        }

        private static let blockSize = 64 * 1024

        static func < (lhs: Run, rhs: Run) -> Bool {
            guard let left = lhs.head else { return false }
            guard let right = rhs.head else { return true }
            return left < right
        }

        static func == (lhs: Run, rhs: Run) -> Bool { lhs === rhs }
    }
}

/// The bytes of a queued finding in a run: a length, then every field of its key and its
/// diagnostic (condition included), so that it reads back equal to what was written.
enum FindingCodec {
    static func encode(_ finding: QueuedFinding, into bytes: inout [UInt8]) {
        let lengthAt = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        // The writer takes the buffer for the record and gives it back (a copy would copy every
        // record written before it).
        var writer = Writer(bytes: [])
        swap(&writer.bytes, &bytes)
        let key = finding.key
        for value in [finding.file, key.file, key.line, key.severity, key.rule, key.sequence] { writer.int(value) }
        let diagnostic = finding.diagnostic
        writer.string(diagnostic.ruleID)
        writer.string(diagnostic.severity.rawValue)
        writer.location(diagnostic.location)
        writer.optional(diagnostic.subject) { writer, subject in
            writer.string(subject.kind.rawValue)
            writer.int(subject.ordinal)
            writer.int(subject.role)
            writer.int(subject.processRole)
            writer.int(subject.process)
            writer.optional(subject.identity) { $0.string($1) }
            writer.optional(subject.model) { $0.string($1) }
        }
        writer.optional(diagnostic.stateBefore) { $0.string($1) }
        writer.events(diagnostic.allowed)
        writer.string(diagnostic.message)
        writer.int(diagnostic.notes.count)
        for note in diagnostic.notes {
            writer.string(note.message)
            writer.optional(note.location) { $0.location($1) }
        }
        writer.optional(diagnostic.sourceURL) { $0.string($1) }
        writer.optional(diagnostic.condition) { writer, condition in
            switch condition {
            case .requiresPrinted(let event):
                writer.int(0)
                writer.events([event])
            case .neverPrintedNote(let missing):
                writer.int(1)
                writer.events(missing)
            case .warnsIfNeverPrinted(let missing):
                writer.int(2)
                writer.events(missing)
            }
        }
        writer.int(diagnostic.modelAllowed.count)
        for event in diagnostic.modelAllowed { writer.string(event) }
        writer.optional(diagnostic.fix) { $0.string($1) }
        writer.int(diagnostic.missing.count)
        for event in diagnostic.missing { writer.string(event) }
        writer.optional(diagnostic.lastChangeLine) { $0.int($1) }
        writer.optional(diagnostic.resumedState) { $0.string($1) }
        swap(&writer.bytes, &bytes)
        let length = UInt32(bytes.count - lengthAt)
        withUnsafeBytes(of: length.littleEndian) { for (offset, byte) in $0.enumerated() { bytes[lengthAt + offset] = byte } }
    }

    /// The first finding of `bytes` and how many bytes it took; nil when they hold no whole record.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (QueuedFinding, Int)? {
        var reader = Reader(bytes)
        guard let finding = reader.next() else { return nil }
        return (finding, reader.consumed)
    }

    struct Writer {
        var bytes: [UInt8]

        mutating func int(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ value: String) {
            int(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func location(_ location: TraceLocation) {
            string(location.file)
            int(location.line)
        }

        mutating func events(_ events: [LifecycleEvent]) {
            int(events.count)
            for event in events { int(event.index) }
        }

        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            guard let value else { return int(0) }
            int(1)
            write(&self, value)
        }
    }

    struct Reader {
        private let bytes: ArraySlice<UInt8>
        private var position: Int
        private(set) var consumed = 0

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        /// The next whole record, nil at the end or before a partial one.
        mutating func next() -> QueuedFinding? {
            guard bytes.endIndex - position >= 4 else { return nil }
            let length = Int(UInt32(littleEndian: bytes[position..<position + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
            guard bytes.endIndex - position >= length else { return nil }
            let recordStart = position
            position += 4
            let file = int()
            let key = (file: int(), line: int(), severity: int(), rule: int(), sequence: int())
            var diagnostic = Diagnostic(
                ruleID: string(), severity: Severity(rawValue: string()) ?? .error, location: location(),
                subject: optional { reader in
                    Subject(
                        kind: SubjectKind(rawValue: reader.string()) ?? .process, ordinal: reader.int(), role: reader.int(), processRole: reader.int(), process: reader.int(),
                        identity: reader.optional { $0.string() }, model: reader.optional { $0.string() })
                },
                stateBefore: optional { $0.string() }, allowed: events(), message: string(),
                notes: (0..<int()).map { _ in Diagnostic.Note(string(), at: optional { $0.location() }) },
                sourceURL: optional { $0.string() })
            diagnostic.condition = optional { reader in
                switch reader.int() {
                case 0: FileCondition.requiresPrinted(reader.events()[0])
                case 1: FileCondition.neverPrintedNote(missing: reader.events())
                default: FileCondition.warnsIfNeverPrinted(missing: reader.events())
                }
            }
            let modelAllowed = (0..<int()).map { _ in string() }
            if !modelAllowed.isEmpty { diagnostic.modelAllowed = modelAllowed }
            diagnostic.fix = optional { $0.string() }
            let missing = (0..<int()).map { _ in string() }
            if !missing.isEmpty { diagnostic.missing = missing }
            diagnostic.lastChangeLine = optional { $0.int() }
            diagnostic.resumedState = optional { $0.string() }
            precondition(position - recordStart == length, "a finding read back from its run has the length it was written with")
            consumed += length
            return QueuedFinding(diagnostic: diagnostic, file: file, key: key)
        }

        private mutating func int() -> Int {
            let value = bytes[position..<position + 8].withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
            position += 8
            return Int(Int64(littleEndian: value))
        }

        private mutating func string() -> String {
            let count = int()
            defer { position += count }
            return String(decoding: bytes[position..<position + count], as: UTF8.self)
        }

        private mutating func location() -> TraceLocation {
            TraceLocation(file: string(), line: int())
        }

        private mutating func events() -> [LifecycleEvent] {
            (0..<int()).map { _ in LifecycleEvent.allCases[int()] }
        }

        private mutating func optional<T>(_ read: (inout Reader) -> T) -> T? {
            int() == 0 ? nil : read(&self)
        }
    }
}
