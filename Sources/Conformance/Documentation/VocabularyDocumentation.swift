import TraceParser

/// The vocabulary table (``Vocabulary``) printed for people: `tracecheck model --vocabulary` and
/// `docs/events.md`, with where each event sits in the models.
public enum VocabularyDocumentation {
    /// The command that rewrites `docs/events.md`.
    public static let regenerateCommand = "swift run tracecheck model --vocabulary --format markdown > docs/events.md"

    /// Where an event sits in the models: each edge it marks (`scene: foregroundInactive →
    /// foregroundActive`) and each model it may come in passively, or nil when no model checks it.
    public static func placement(of event: LifecycleEvent, in models: [StateMachine] = LifecycleModels.all) -> String? {
        if event == .modelEvent { return "its model in .tracecheck.yml (model_* rules)" }
        var places: [String] = []
        for model in models {
            for transition in model.transitions where transition.event == event {
                places.append("\(model.id): \(transition.from.map(\.rawValue).joined(separator: ", ")) → \(transition.to)")
            }
            for passive in model.passive where passive.event == event {
                places.append("\(model.id): passive in \(passive.allowedIn.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return places.isEmpty ? nil : places.joined(separator: "; ")
    }

    /// The vocabulary as text: a row per callback (id, receiver, Swift spelling, Objective-C
    /// selector, notifications), then where each event sits in the models.
    public static func text() -> String {
        var rows: [[String]] = [["id", "receiver", "Swift", "Objective-C", "notifications"]]
        for entry in Vocabulary.entries {
            rows.append([
                entry.event?.rawValue ?? "(outside the model)", entry.receiver.rawValue, entry.swift,
                entry.objectiveC ?? "–", entry.notifications.isEmpty ? "–" : entry.notifications.joined(separator: ", "),
            ])
        }
        var out = TextTable.render(rows)
        out += "\nModel placement:\n"
        out += TextTable.render(LifecycleEvent.allCases.map { [$0.rawValue, placement(of: $0) ?? "not checked"] }, indent: "  ")
        return out
    }

    /// `docs/events.md`.
    public static func markdown() -> String {
        var out = """
            # Canonical event ids

            Generated from `Vocabulary` (TraceParser) and `LifecycleModels` by \
            `tracecheck model --vocabulary --format markdown`; do not edit. Regenerate it with \
            `\(regenerateCommand)`: a test fails when this file is out of date.

            The ids tracecheck prints in every output (`event` in jsonl). They follow the spec \
            (`shared/spec/lifecycle.md` §10.1) and are a **stable public contract**: an id is never \
            renamed or removed; new ids may be added. Each row is one entry of the vocabulary table \
            the parser reads names from: its receiver, its spellings (Swift `#function`, the \
            Objective-C selector, the notifications UIKit posts for it), where it sits in the \
            models ([model.md](model.md); "not checked" events are reported but no model follows \
            them), and Apple's page for it. Tests read every spelling of every row through the \
            parser.

            | id | receiver | Swift (`#function`) | Objective-C selector | notifications (`source: notification`) | model | Apple |
            |---|---|---|---|---|---|---|

            """
        for entry in Vocabulary.entries {
            guard let event = entry.event else { continue }
            out += "| `\(event.rawValue)` | \(entry.receiver.rawValue) | \(code([entry.swift] + entry.otherSwift)) | "
            out += "\(code(entry.objectiveC.map { [$0] } ?? [])) | \(code(entry.notifications)) | "
            out += "\(placement(of: event).map(Markdown.escape) ?? "not checked") | \(entry.documentation.map { "[doc](\($0))" } ?? "–") |\n"
        }
        out += """

            SwiftUI phases are read from the value printed alone or after a label that says \
            "phase" (`active`, `ScenePhase.active`, `scenePhase: active`, `Phase changed: .inactive`).

            Notification names are also read in their Swift spellings (`UIScene.didActivateNotification`, \
            `NSNotificationName(_rawValue: …)`). A notification is reported with the id of the callback \
            it corresponds to (spec §9) and `source: notification`, so a checker can tell the two \
            apart: in a scene-based app UIKit posts `UIApplicationDidBecomeActiveNotification` but \
            never calls `applicationDidBecomeActive(_:)`.

            ## System messages

            The `system.*` ids are UIKit's own messages about the app's life cycle, read by their \
            text (at the start of the message, after an optional `[Subsystem] ` tag and `Warning: `; \
            the watchdog anywhere in it), also from lines a system library printed, with \
            `source: system`. They are not callbacks: a message that quotes a delegate method \
            (`Application delegate received call to -application:performFetchWithCompletionHandler: \
            but the completion handler was never called`) is never read as that method. They belong \
            to no timeline; the rule `uikit_warning` reports each ([rules.md](rules.md)):

            | id | UIKit's text | severity | object named | evidence |
            |---|---|---|---|---|
            | `system.unbalancedAppearanceTransitions` | `Unbalanced calls to begin/end appearance transitions for <X: 0x…>` | error | the view controller | its appearance callbacks do not pair up |
            | `system.presentationNotInWindowHierarchy` | `Attempt to present <A: 0x…> on <B: 0x…> … whose view is not in the window hierarchy` | warning | the presented controller (A), and B in the message | a presentation UIKit dropped |
            | `system.completionHandlerNotCalled` | `… received call to -application:…: but the completion handler was never called` | error | the delegate method | the handler was never called |
            | `system.backgroundTaskOverdue` | `Background Task N ("name"), was created over 30 seconds ago…` | warning | the task | the app risks termination |
            | `system.backgroundTaskNotFound` | `Can't end BackgroundTask: no background task exists with identifier N…` | warning | – | a task ended twice or never begun |
            | `system.watchdogTermination` | `… watchdog transgression` (`scene-create watchdog transgression: … exhausted real (wall clock) time allowance of 19.97 seconds`, a crash report's `Termination Description: …`; a bare `0x8badf00d` is not read, an app may print an earlier run's) | error | the killed app (its pid from `application<bundle id>:1234`, else the process that printed last) | **ends that process**, as a debugger kill marker does; a second watchdog line after it (a crash report) is debugger noise |

            Other system lines are noise of kind `system` (`[Snapshotting] …`, `[SceneConfiguration] …`, \
            `Unable to simultaneously satisfy constraints`) or end the process as debugger markers \
            (`Message from debugger: Terminated due to signal 9`, `Program ended with exit code: 0`).

            ## Callbacks read but not checked

            Lines naming these are noise of kind `outside-model`, not unknown names:

            | receiver | Swift (`#function`) | Objective-C selector | Apple |
            |---|---|---|---|

            """
        for entry in Vocabulary.entries where entry.event == nil {
            out += "| \(entry.receiver.rawValue) | \(code([entry.swift] + entry.otherSwift)) | "
            out += "\(code(entry.objectiveC.map { [$0] } ?? [])) | \(entry.documentation.map { "[doc](\($0))" } ?? "–") |\n"
        }
        return out
    }

    /// Spellings as code spans, or a dash for none.
    private static func code(_ spellings: [String]) -> String {
        spellings.isEmpty ? "–" : spellings.map { "`\($0)`" }.joined(separator: ", ")
    }
}
