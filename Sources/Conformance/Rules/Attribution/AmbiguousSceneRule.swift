import TraceParser

/// See ``RuleDescription`` below: `ambiguous_scene`.
struct AmbiguousSceneRule: Rule {
    static let description = RuleDescription(
        identifier: "ambiguous_scene",
        name: "Ambiguous Scene",
        description: "A scene callback prints no scene pointer and several connected scenes could have received it",
        rationale: """
            With several windows, UIKit calls each scene's delegate separately and does not order \
            callbacks across scenes. A callback that names no scene cannot be placed with \
            certainty; tracecheck gives it to the most recently active candidate and says which \
            others were possible, rather than guessing silently. Print the scene in every delegate \
            callback to remove the ambiguity.
            """,
        fix: "print the scene in every scene-delegate callback (print(#function, scene)): with several windows only the pointer tells them apart",
        kind: .attribution, severity: .warning, sources: [.a13, Source(key: "spec §7", title: "no cross-scene order", url: "docs/model.md", evidence: .inferred)],
        nonTriggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x102>
                sceneWillResignActive(_:) <UIWindowScene: 0x101>
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x102>
                ↓sceneWillResignActive(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .ambiguous(let candidates) = step.attribution else { return }
        // Built in one buffer: a log dense with callbacks has one every few lines.
        var message = TextBuilder(capacity: 192)
        message.append(step.event.event.swiftName)
        message.append(" prints no scene pointer and could belong to ")
        var first = true
        for candidate in candidates where candidate != timeline.subject {
            if !first { message.append(", ") }
            candidate.appendLabel(to: &message)
            first = false
        }
        message.append(" as well; attributed to ")
        timeline.subject.appendLabel(to: &message)
        message.append(", the most recently active")
        findings.append(diagnostic(at: step.event.location, subject: timeline.subject, message: message.build(), step: step, model: timeline.model))
    }
}
