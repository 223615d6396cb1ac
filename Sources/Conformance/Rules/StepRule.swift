import TraceParser

/// Helpers for rules that look at the steps of timelines.
extension Rule {
    /// The finding for a gap: "missing X between A (line n) and B", with the step's state.
    /// A note when some missing callbacks are never printed in the file: then the log may simply
    /// not record them. While the file is still being read, the note waits for its end.
    func gapDiagnostic(_ timeline: Timeline, index: Int, step: Step, missing: [LifecycleEvent], suffix: String = "") -> Diagnostic {
        let unprinted = missing.filter(timeline.callbacks.neverPrints)
        // One string with room for the whole message (interpolations of interpolations would
        // reallocate it several times per finding).
        var message = "missing "
        message.reserveCapacity(192)
        message += missing.spelled
        message += " "
        appendBetween(to: &message, timeline, index: index, step)
        message += suffix
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject, message: message,
            step: step, model: timeline.model, notes: unprinted.isEmpty ? [] : [FileCondition.neverPrintedNote(unprinted, soFar: timeline.callbacks.isSoFar)])
        if missing.contains(where: timeline.callbacks.isOpen) { finding.condition = .neverPrintedNote(missing: missing) }
        finding.missing = missing.map(\.rawValue)
        finding.explain(step, at: index, in: timeline)
        return finding
    }

    /// Appends "between sceneDidBecomeActive(_:) (line 4) and sceneDidEnterBackground(_:)" after
    /// the last state change; after callbacks that change no state (`loadView()`), "between
    /// loadView() (line 2) and viewWillAppear(_:), the first to change its state"; else "before
    /// sceneDidBecomeActive(_:), the first callback of its timeline".
    func appendBetween(to text: inout String, _ timeline: Timeline, index: Int, _ step: Step) {
        let name = step.event.event.swiftName
        if let previous = timeline.previousChange(before: index) {
            text += "between "
            appendAfter(to: &text, previous)
            text += " and "
            text += name
        } else if index > timeline.droppedSteps, index <= timeline.stepCount {
            text += "between "
            appendAfter(to: &text, timeline.step(at: index - 1))
            text += " and "
            text += name
            text += ", the first to change its state"
        } else {
            text += "before "
            text += name
            text += ", the first callback of its timeline"
        }
    }

    /// "sceneDidBecomeActive(_:) (line 4)".
    func afterText(_ step: Step) -> String {
        var text = ""
        appendAfter(to: &text, step)
        return text
    }

    /// Appends ``afterText(_:)``.
    func appendAfter(to text: inout String, _ step: Step) {
        text += step.event.event.swiftName
        text += " (line "
        text += String(step.event.location.line)
        text += ")"
    }
}
