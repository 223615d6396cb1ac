/// What the parser hands on in order (``TraceParser/parseItems(path:onIdle:onItem:)``): the
/// events, and the life of the processes they belong to, as ripgrep's sink is told where a
/// search begins and ends. A consumer holds a process's record from these items, and nothing
/// else: a process starts before its first event, its record changes while it is open, and it
/// ends once, with its final record.
public enum ParsedItem: Sendable, Equatable {
    // The records are boxed (`indirect`): an item is as small as an event in the arrays that
    // carry items between threads.
    /// A process begins; its first event follows. Its record as it stands.
    indirect case processStarted(ProcessRecord)
    /// The record of an open process changed: it printed its pid (or name) after its first line.
    indirect case processChanged(ProcessRecord)
    /// A process ended, with its final record: a process that replaced it started
    /// (`followedInFile`: a new run of the same app, a new launch, the process after a kill
    /// marker), or a kill marker ended it and the input paused, or its input ended.
    indirect case processEnded(ProcessRecord, followedInFile: Bool)
    /// An event of the process that started last among those open (or of the process it names).
    case event(TraceEvent)

    /// The item with process ordinals moved by `offset` (an input parsed on its own, numbered
    /// after the processes of the inputs before it).
    public func renumbered(by offset: Int) -> ParsedItem {
        guard offset != 0 else { return self }
        func moved(_ record: ProcessRecord) -> ProcessRecord {
            var record = record
            record.ordinal += offset
            record.closes = record.closes.map { $0 + offset }
            return record
        }
        switch self {
        case .processStarted(let record): return .processStarted(moved(record))
        case .processChanged(let record): return .processChanged(moved(record))
        case .processEnded(let record, let followed): return .processEnded(moved(record), followedInFile: followed)
        case .event(var event):
            event.process += offset
            return .event(event)
        }
    }
}

/// Turns the events a parser delivers into items with the life of their processes, from the
/// parser's process records (``ProcessTracker``): O(1) per event (a record is looked at only
/// when one changed), and it holds only the records of the processes still open.
struct ProcessLife {
    /// The records handed on for the processes started and not ended, by ordinal.
    private var open: [Int: ProcessRecord] = [:]
    /// The highest ordinal started.
    private var lastStarted = 0
    /// The process of the last event handed on, and its record's revision then.
    private var last = (ordinal: 0, revision: 0)

    /// Hands on an event, preceded by the end of the processes its process replaced and its
    /// start, or by the change of its record.
    /// - Parameter revisions: A record's revision (``ProcessTracker/revisions``): while it is
    ///   the same, the record did not change.
    mutating func deliver(
        _ event: TraceEvent, revisions: (Int) -> Int, records: (Int) -> ProcessRecord, to onItem: (ParsedItem) throws -> Void
    ) rethrows {
        let ordinal = event.process
        let revision = revisions(ordinal)
        // The same process as the last event, its record as it was then.
        guard (ordinal, revision) != last else { return try onItem(.event(event)) }
        last = (ordinal, revision)
        let record = records(ordinal)
        if ordinal > lastStarted {
            lastStarted = ordinal
            for replaced in record.closes { try end(replaced, followedInFile: true, records: records, to: onItem) }
            open[ordinal] = record
            try onItem(.processStarted(record))
        } else if let known = open[ordinal], known.pid != record.pid || known.name != record.name {
            open[ordinal] = record
            try onItem(.processChanged(record))
        }
        try onItem(.event(event))
    }

    /// The input paused: a process that a kill marker ended ends now, not when the next one starts.
    mutating func pause(records: (Int) -> ProcessRecord, to onItem: (ParsedItem) throws -> Void) rethrows {
        for ordinal in open.keys.sorted() where records(ordinal).endMarker != nil {
            try end(ordinal, followedInFile: false, records: records, to: onItem)
        }
    }

    /// The input ended: every open process ends, in order.
    mutating func endInput(records: (Int) -> ProcessRecord, to onItem: (ParsedItem) throws -> Void) rethrows {
        for ordinal in open.keys.sorted() { try end(ordinal, followedInFile: false, records: records, to: onItem) }
    }

    private mutating func end(_ ordinal: Int, followedInFile: Bool, records: (Int) -> ProcessRecord, to onItem: (ParsedItem) throws -> Void) rethrows {
        guard open.removeValue(forKey: ordinal) != nil else { return }
        try onItem(.processEnded(records(ordinal), followedInFile: followedInFile))
    }
}
