import TraceParser

/// Helpers for rules that look at the steps of timelines.
extension Rule {
    /// The finding for a gap: "missing X between A (line n) and B", with the step's state.
    /// A note when some missing callbacks are never printed in the file: then the log may simply
    /// not record them. While the file is still being read, the note waits for its end.
    func gapDiagnostic(_ timeline: Timeline, index: Int, step: Step, missing: [LifecycleEvent], suffix: String = "") -> Diagnostic {
        let unprinted = missing.filter(timeline.callbacks.neverPrints)
        // Built in one buffer: a log dense with callbacks has a gap every few lines.
        var message = TextBuilder(capacity: 192)
        message.append("missing ")
        missing.appendSpelled(to: &message)
        message.append(" ")
        appendBetween(to: &message, timeline, index: index, step)
        message.append(suffix)
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject, message: message.build(),
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
    func appendBetween(to text: inout TextBuilder, _ timeline: Timeline, index: Int, _ step: Step) {
        let name = step.event.event.swiftName
        if let previous = timeline.previousChange(before: index) {
            text.append("between ")
            appendAfter(to: &text, previous)
            text.append(" and ")
            text.append(name)
        } else if index > timeline.droppedSteps, index <= timeline.stepCount {
            text.append("between ")
            appendAfter(to: &text, timeline.step(at: index - 1))
            text.append(" and ")
            text.append(name)
            text.append(", the first to change its state")
        } else {
            text.append("before ")
            text.append(name)
            text.append(", the first callback of its timeline")
        }
    }

    /// "sceneDidBecomeActive(_:) (line 4)".
    func afterText(_ step: Step) -> String {
        var text = TextBuilder(capacity: 48)
        appendAfter(to: &text, step)
        return text.build()
    }

    /// Appends ``afterText(_:)``.
    func appendAfter(to text: inout TextBuilder, _ step: Step) {
        text.append(step.event.event.swiftName)
        text.append(" (line ")
        text.append(step.event.location.line)
        text.append(")")
    }
}
