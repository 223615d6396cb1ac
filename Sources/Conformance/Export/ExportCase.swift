import TraceParser

/// One subject's events as an export writes them (a case of the CSV table, a trace of XES, an
/// object of OCEL): the steps of its timeline, or its events of a model of `.tracecheck.yml`.
struct ExportCase {
    /// One event of the case.
    struct Entry {
        /// The canonical event id, `MODEL.EVENT` for a model's.
        let activity: String
        let event: TraceEvent
    }

    let subject: Subject
    let entries: [Entry]
}

extension ProcessAnalysis {
    /// Its cases in export order: every timeline with steps (process, app, scenes, view
    /// controllers, phases), then the model subjects in order of their first event; each
    /// case's events in log order.
    var exportCases: [ExportCase] {
        var cases = timelines.filter { !$0.steps.isEmpty }.map { timeline in
            ExportCase(subject: timeline.subject, entries: timeline.steps.map { ExportCase.Entry(activity: $0.event.event.rawValue, event: $0.event) })
        }
        var position: [Subject: Int] = [:]
        var modelCases: [(subject: Subject, entries: [ExportCase.Entry])] = []
        for step in modelSteps {
            let index = position[step.subject] ?? {
                modelCases.append((step.subject, []))
                position[step.subject] = modelCases.count - 1
                return modelCases.count - 1
            }()
            modelCases[index].entries.append(ExportCase.Entry(activity: step.id, event: step.event))
        }
        cases += modelCases.map { ExportCase(subject: $0.subject, entries: $0.entries) }
        return cases
    }
}
