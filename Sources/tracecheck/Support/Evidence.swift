import ArgumentParser
import TraceParser

/// No verdict without evidence: a run whose inputs hold no life-cycle event has checked
/// nothing, so it fails with its own status (``status``) and a line per input saying what was
/// read and why nothing matched, unless `--allow-empty` accepts it.
enum Evidence {
    /// The exit status of a run that read no life-cycle event.
    static let status: Int32 = 3

    /// How many inputs without events are named one by one before the rest are counted.
    static let namedInputs = 10

    /// Says which inputs gave no event: an error for each when none gave one (the run has no
    /// evidence: the caller exits with ``status``), else a warning for each. Says nothing with
    /// `allowEmpty`.
    /// - Returns: Whether the run read no event at all (and `allowEmpty` is false).
    static func check(_ statistics: ParseStatistics, options: ParseOptions, allowEmpty: Bool) -> Bool {
        guard !allowEmpty else { return false }
        let empty = statistics.inputs.filter { $0.events == 0 }
        let none = statistics.events == 0
        for input in empty.prefix(namedInputs) {
            printError("\(none ? "error" : "warning"): \(input.file): no life-cycle event: it \(InputEvidence.whyNoEvent(input, options: options))")
        }
        if empty.count > namedInputs {
            printError("\(none ? "error" : "warning"): \(empty.count - namedInputs) more inputs without a life-cycle event")
        }
        if none, statistics.inputs.isEmpty { printError("error: no input was read: nothing to check") }
        if let forced = options.inputStyle, forced != .plain, forced != .custom {
            for input in statistics.inputs where input.events > 0 && input.eventsInForcedStyle == 0 {
                printError(
                    "warning: \(input.file): no event line has the \(forced.rawValue) layout that --input-format forces; "
                        + "they were read as plain text (without --input-format the layout is detected)")
            }
        }
        return none
    }
}

/// `--allow-empty`, for the commands that refuse a verdict without evidence.
struct EvidenceOptions: ParsableArguments {
    @Flag(help: "Pass a run whose inputs hold no life-cycle event (empty, binary or unrelated logs); by default it fails with status 3.")
    var allowEmpty = false
}
