import TraceParser

/// A process of the current input that is not checked yet, in one of three phases (it is
/// checked, and forgotten, when it has ended and its turn comes):
/// - ``Phase-swift.enum/gathering``: open, its events held until its facts settle (its end, or
///   ``LintStream/settleAfter`` events);
/// - ``Phase-swift.enum/settled``: open, analysed and checked while it is read (``SettledRun``);
/// - ``Phase-swift.enum/ended``: a process that replaced it started, a kill marker ended it, or its
///   input ended; it waits for the processes that started before it, or for a fact of its file
///   (a scene connection, the input's end).
struct PendingProcess {
    enum Phase { case gathering, settled, ended }

    /// Its record as the parser last handed it on (final once it ended).
    var record: ProcessRecord
    /// Its events while it gathers them.
    var events: [TraceEvent] = []
    /// What decides how it is analysed, as its events came (until it settles).
    var facts = ProcessFacts()
    /// Set when it ended: whether a process that replaced it followed it in its file.
    var followedInFile: Bool?
    /// Where its first event is.
    var start: TraceLocation?
    /// Its analysis, once it settled.
    var settled: SettledRun?

    var phase: Phase { followedInFile != nil ? .ended : settled != nil ? .settled : .gathering }

    /// Takes its next event; returns its analysis when it settled, else how many events it holds.
    mutating func append(_ event: TraceEvent) -> (settled: SettledRun?, held: Int) {
        if start == nil { start = event.location }
        if let settled {
            settled.pending.append(event)
            settled.watch.add(event)
            return (settled, settled.pending.count)
        }
        // A process's events arrive one by one: start with room for a screenful, not one.
        if events.capacity == 0 { events.reserveCapacity(128) }
        events.append(event)
        facts.add(event)
        return (nil, events.count)
    }
}

/// A long process checked while it is read: its analysis so far and the events not handed to it
/// yet (a class: it changes in place inside the dictionary of processes).
final class SettledRun {
    var analyzer: ProcessAnalyzer
    var pending: [TraceEvent] = []
    /// The first later line its facts did not foresee.
    var watch: SettledFactsWatch
    /// How many events it held when it settled.
    let settledEvents: Int

    init(analyzer: ProcessAnalyzer, watch: SettledFactsWatch, events: Int) {
        self.analyzer = analyzer
        self.watch = watch
        settledEvents = events
    }
}
