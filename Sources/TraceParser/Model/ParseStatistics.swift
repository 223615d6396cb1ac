/// Counts for everything a parse read: every line is counted in exactly one class.
public struct ParseStatistics: Codable, Sendable, Equatable {
    /// Inputs read.
    public var files = 0
    /// Lines read.
    public var lines = 0
    /// Bytes read, line terminators included.
    public var bytes = 0
    /// Lines that are events.
    public var events = 0
    /// Lines that are noise. (The kind of each noise line is in its ``ParsedLine``; the
    /// fast scan counts noise lines without looking at them.)
    public var noise = 0
    /// Lines that mention a life-cycle name but are not events, by reason.
    public var unrecognized: [UnrecognizedReason: Int] = [:]
    /// Events whose line has the layout that ``ParseOptions/inputStyle`` forces (a forced layout
    /// that no event line has was no help: the lines were read as plain text).
    public var eventsInForcedStyle = 0
    /// The processes found, in order.
    public var processes: [ProcessRecord] = []
    /// Distinct scene pointers seen.
    public var scenes: Set<String> = []
    /// Distinct session keys seen (pointers or persistent identifiers).
    public var sessions: Set<String> = []
    /// What each input held, in the order read.
    public private(set) var inputs: [InputSummary] = []
    /// How many of ``inputs`` keep their first bytes.
    private var inputsWithHeads = 0

    /// Creates empty statistics.
    public init() {}

    /// All unrecognised lines.
    public var unrecognizedLines: Int { unrecognized.values.reduce(0, +) }

    /// Adds the counts of inputs parsed on their own (by another parser) after those counted
    /// here: their processes are numbered after these, as one parser reading every input in
    /// order would number them.
    public mutating func add(_ other: ParseStatistics) {
        let offset = processes.count
        files += other.files
        lines += other.lines
        bytes += other.bytes
        events += other.events
        noise += other.noise
        unrecognized.merge(other.unrecognized, uniquingKeysWith: +)
        eventsInForcedStyle += other.eventsInForcedStyle
        processes += other.processes.map { process in
            var renumbered = process
            renumbered.ordinal += offset
            renumbered.closes = renumbered.closes.map { $0 + offset }
            return renumbered
        }
        scenes.formUnion(other.scenes)
        sessions.formUnion(other.sessions)
        for input in other.inputs { addInput(input) }
    }

    /// Adds an input's summary; beyond ``InputSummary/headsKept`` inputs without events, their
    /// first bytes are let go (memory must not grow with a directory of unrelated files).
    mutating func addInput(_ input: InputSummary) {
        var input = input
        if input.events == 0, !input.head.isEmpty {
            if inputsWithHeads >= InputSummary.headsKept { input.head = [] } else { inputsWithHeads += 1 }
        }
        inputs.append(input)
    }

    mutating func count(_ classification: LineClassification) {
        switch classification {
        case .event: events += 1
        case .noise: noise += 1
        case .unrecognized(let reason): unrecognized[reason, default: 0] += 1
        }
    }
}

/// What one input held: its counts, and for an input that gave no event its first bytes, which
/// tell why (``InputEvidence``).
public struct InputSummary: Codable, Sendable, Equatable {
    /// The input's name as findings give it (`<stdin>` for standard input).
    public var file: String
    /// Bytes read, line terminators included.
    public var bytes = 0
    /// Lines read.
    public var lines = 0
    /// Lines that are events.
    public var events = 0
    /// Lines that name a life-cycle callback but are not events, by reason.
    public var unrecognized: [UnrecognizedReason: Int] = [:]
    /// Events whose line has the layout that ``ParseOptions/inputStyle`` forces.
    public var eventsInForcedStyle = 0
    /// The first bytes as read (UTF-8 for UTF-16 text), up to ``LineReader/headLength``; kept
    /// only when the input gave no event, for the first ``headsKept`` such inputs of a run.
    public var head: [UInt8] = []
    /// How many inputs without events keep their first bytes in a run.
    public static let headsKept = 16

    /// An input with nothing counted yet.
    public init(file: String) { self.file = file }
}

/// One process found in the input.
public struct ProcessRecord: Codable, Sendable, Equatable {
    /// Why a new process starts here.
    public enum Boundary: String, Codable, Sendable {
        /// The first events of an input file.
        case file
        /// The process id changed.
        case pid
        /// A launch callback arrived in a process that had already launched.
        case launch
        /// A debugger marker such as `Terminated due to signal 9` ended the previous process.
        case kill
        /// A table row names a device, user or install no open process has.
        case device
    }

    /// The 1-based ordinal used in ``TraceEvent/process``.
    public var ordinal: Int
    /// The process id, when printed.
    public var pid: Int?
    /// The process name, when printed.
    public var name: String?
    /// The device, user or install that a table export's device column names for its rows
    /// (``TraceEvent/device``): rows of different devices are different processes.
    public var device: String?
    /// Why it starts.
    public var boundary: Boundary
    /// Its first event.
    public var start: TraceLocation
    /// The debugger marker that ended it (`Terminated due to signal 9`), if the log shows one.
    public var endMarker: TraceLocation?
    /// The processes of its input that ended when it started (by ordinal): an earlier run of the
    /// same app (same name, another pid), the process a launch or a kill marker ended, in a log
    /// without pids the previous process. Processes of other apps printing between its lines
    /// (another pid and name) stay open: their lines may interleave with its lines.
    public var closes: [Int] = []
}
