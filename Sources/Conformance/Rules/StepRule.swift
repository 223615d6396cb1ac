import TraceParser

/// Helpers for rules that look at the steps of timelines.
extension Rule {
    /// The finding for a gap: "missing X between A (line n) and B", with the step's state.
    /// A note when some missing callbacks are never printed in the file: then the log may simply
    /// not record them. While the file is still being read, the note waits for its end.
    func gapDiagnostic(_ timeline: Timeline, index: Int, step: Step, missing: [LifecycleEvent], suffix: String = "") -> Diagnostic {
        let unprinted = missing.filter(timeline.callbacks.neverPrints)
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "missing \(missing.spelled) \(betweenText(timeline, index: index, step))\(suffix)",
            step: step, model: timeline.model, notes: unprinted.isEmpty ? [] : [FileCondition.neverPrintedNote(unprinted, soFar: timeline.callbacks.isSoFar)])
        if missing.contains(where: timeline.callbacks.isOpen) { finding.condition = .neverPrintedNote(missing: missing) }
        finding.missing = missing.map(\.rawValue)
        finding.explain(step, at: index, in: timeline)
        return finding
    }

    /// "between sceneDidBecomeActive(_:) (line 4) and sceneDidEnterBackground(_:)" after the
    /// last state change; after callbacks that change no state (`loadView()`), "between
    /// loadView() (line 2) and viewWillAppear(_:), the first to change its state"; else "before
    /// sceneDidBecomeActive(_:), the first callback of its timeline".
    func betweenText(_ timeline: Timeline, index: Int, _ step: Step) -> String {
        if let previous = timeline.previousChange(before: index) {
            return "between \(afterText(previous)) and \(step.event.event.swiftName)"
        }
        if index > timeline.droppedSteps, index <= timeline.stepCount {
            return "between \(afterText(timeline.step(at: index - 1))) and \(step.event.event.swiftName), the first to change its state"
        }
        return "before \(step.event.event.swiftName), the first callback of its timeline"
    }

    /// "sceneDidBecomeActive(_:) (line 4)".
    func afterText(_ step: Step) -> String {
        "\(step.event.event.swiftName) (line \(step.event.location.line))"
    }
}
