import TraceParser

/// What the inputs of a run print (``PrintedCallbacks``): the input being read so far, and each
/// earlier one in full, for the findings whose condition waits for them.
struct PrintedByInput {
    /// The position of the input being read.
    private(set) var input = 0
    /// The line after the last event read in it.
    var nextLine = 0
    /// What it prints so far.
    private(set) var current = PrintedCallbacks(isFinal: false)
    private var final: [Int: PrintedCallbacks] = [:]

    /// Counts an event of the input being read; returns whether its kind is new in the input.
    mutating func insert(_ kind: LifecycleEvent) -> Bool { current.insert(kind) }

    /// The input being read ended: what it prints is final.
    /// - Parameter soFar: Notes about callbacks it never printed say "so far" (the input was not
    ///   read to its end, or it is live).
    mutating func finalize(soFar: Bool) { current.finalize(soFar: soFar) }

    /// Moves on to the next input.
    mutating func nextInput() {
        final[input] = current
        input += 1
        nextLine = 0
        current = PrintedCallbacks(isFinal: false)
    }

    /// The run ended: no input is being read (every finding's input has ended).
    mutating func endRun() { input = .max }

    /// What the input at `position` printed (in full, or so far for the one being read).
    func callbacks(ofInput position: Int) -> PrintedCallbacks {
        position == input ? current : final[position] ?? current
    }
}
