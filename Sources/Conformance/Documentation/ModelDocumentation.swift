/// The life-cycle models printed as data, generated only from ``StateMachine`` values: the
/// `tracecheck model` text, Mermaid and Graphviz DOT formats, and `docs/model.md`.
public enum ModelDocumentation {
    /// The command that rewrites `docs/model.md`.
    public static let regenerateCommand = "swift run tracecheck model --format markdown > docs/model.md"

    /// A model as text: its states with their meanings, its transitions (from → to, the callback
    /// in Swift spelling, the label, the source key and evidence), its passive callbacks with
    /// the states they are allowed in, and the sources cited.
    /// - Parameter model: The model to print.
    /// - Returns: The text, ending in a newline.
    public static func text(_ model: StateMachine) -> String {
        let terminal = terminalStates(model).map(\.rawValue)
        var out = "\(model.id): \(model.title)\n"
        out += "\nStates (initial: \(model.initial); terminal: \(terminal.isEmpty ? "none" : terminal.joined(separator: ", "))):\n"
        out += TextTable.render(model.states.map { [$0.0.rawValue, $0.1] }, indent: "  ")
        out += "\nTransitions (from → to, callback, label, source):\n"
        out += TextTable.render(model.transitions.map { transition in
            [
                transition.from.map(\.rawValue).joined(separator: ", ") + " → " + transition.to.rawValue,
                transition.event.swiftName, transition.label + (transition.bound.map { " (\($0.summary))" } ?? ""), tag(transition.source),
            ]
        }, indent: "  ")
        out += "\nPassive callbacks (allowed in these states, the state does not change):\n"
        out += model.passive.isEmpty
            ? "  none\n"
            : TextTable.render(model.passive.map { passive in
                [passive.event.swiftName, tag(passive.source), passive.allowedIn.map(\.rawValue).joined(separator: ", ")]
            }, indent: "  ")
        out += "\nSources:\n" + RuleDocumentation.sourceTable(sources(of: model))
        return out
    }

    /// A model as a Mermaid `stateDiagram-v2` that GitHub renders: one edge per transition and
    /// source state, labelled with the canonical event id (`docs/events.md`) and, unless the
    /// edge is documented, its evidence tag. Passive callbacks are left to the text format.
    /// - Parameter model: The model to draw.
    /// - Returns: The diagram, ending in a newline.
    /// - Important: Mermaid ends an edge label at `:` or `;`, so labels use event ids, never
    ///   Swift spellings.
    public static func mermaid(_ model: StateMachine) -> String {
        var lines = ["stateDiagram-v2", "    %% \(model.id): \(model.title)", "    [*] --> \(model.initial)"]
        for transition in model.transitions {
            for from in transition.from {
                lines.append("    \(from) --> \(transition.to): \(mermaidLabel(transition))")
            }
        }
        for state in terminalStates(model) { lines.append("    \(state) --> [*]") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The label of a transition's Mermaid edges: its event id, and its evidence unless documented.
    static func mermaidLabel(_ transition: Transition) -> String {
        let evidence = transition.source.evidence
        return transition.event.rawValue + (evidence == .documented ? "" : " (\(evidence.rawValue))")
    }

    /// A model as a Graphviz `digraph`: a node per state (the meaning as its tooltip, terminal
    /// states doubled), an edge per transition and source state labelled with the callback in
    /// Swift spelling, dashed with its evidence tag unless documented.
    /// - Parameter model: The model to draw.
    /// - Returns: The graph, ending in a newline.
    public static func dot(_ model: StateMachine) -> String {
        digraph(
            id: model.id, title: model.title, initial: model.initial.rawValue,
            states: model.states.map { ($0.0.rawValue, $0.1, model.terminal.contains($0.0)) },
            edges: model.transitions.flatMap { transition in
                let evidence = transition.source.evidence
                let undocumented = evidence != .documented
                let label = transition.event.swiftName + (undocumented ? " (\(evidence.rawValue))" : "")
                let style = undocumented ? ", style=dashed" : ""
                let tooltip = "\(transition.label): \(tag(transition.source))"
                return transition.from.map { ($0.rawValue, transition.to.rawValue, "label=\(quoted(label))\(style), tooltip=\(quoted(tooltip))") }
            })
    }

    /// A state machine as a Graphviz `digraph`, for the built-in models and those of
    /// `.tracecheck.yml`: a start point, a node per state (its meaning as the tooltip, terminal
    /// states doubled) and an edge per transition and source state with its attributes.
    static func digraph(
        id: String, title: String, initial: String, states: [(name: String, meaning: String, terminal: Bool)],
        edges: [(from: String, to: String, attributes: String)]
    ) -> String {
        var lines = [
            "digraph \(quoted(id)) {",
            "    label=\(quoted("\(id): \(title)"));",
            "    labelloc=t;",
            "    node [shape=box, style=rounded];",
            "    \(quoted("[*]")) [shape=point, label=\"\"];",
            "    \(quoted("[*]")) -> \(quoted(initial));",
        ]
        for state in states {
            lines.append("    \(quoted(state.name)) [\(state.terminal ? "peripheries=2, " : "")tooltip=\(quoted(state.meaning))];")
        }
        for edge in edges { lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to)) [\(edge.attributes)];") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `docs/model.md`: an introduction to the evidence tags and how they decide severity, then
    /// each model's Mermaid diagram and text.
    /// - Parameter models: The models to document.
    /// - Returns: The Markdown document, ending in a newline.
    public static func markdown(_ models: [StateMachine] = LifecycleModels.all) -> String {
        var out = """
            # Life-cycle models

            Generated from `LifecycleModels` by `tracecheck model --format markdown`; do not edit. \
            Regenerate it with `\(regenerateCommand)`: a test fails when this file is out of date.

            tracecheck rebuilds one timeline per subject (a scene, a process, the app in the life \
            cycle without scenes, a view controller, a SwiftUI scene phase) and checks it against \
            one of the models below. Every transition and passive callback names the source behind \
            it: `A` keys are Apple documentation, `W` keys WWDC sessions, `D` keys developers' \
            reports, and `spec §n` the section of tracecheck's life-cycle notes that infers it. \
            Each source carries an evidence tag:

            | Tag | Evidence |
            |---|---|

            """
        for evidence in Evidence.allCases {
            out += "| \(evidence.rawValue) | \(Markdown.escape(evidence.meaning)) |\n"
        }
        out += """

            The evidence decides how serious a deviation is: a violation of documented behaviour is \
            an error, a deviation that real devices are observed to show is a warning or a note, \
            and an undocumented case (INF, UNK) is never an error. The rules, with their severities \
            and sources: [rules.md](rules.md).

            The diagrams label each edge with the canonical event id ([events.md](events.md)) and, \
            unless the edge is documented, its evidence tag. The text under each diagram gives the \
            callbacks in Swift spelling, the spec's label and source of every transition, and the \
            passive callbacks, which may come in the states listed without changing the state. \
            `tracecheck model NAME --format text|mermaid|dot` prints one model.


            """
        for model in models {
            let heading = "\(model.id): \(model.title)"
            out += "* [\(Markdown.escape(heading))](#\(Markdown.anchor(heading)))\n"
        }
        for model in models {
            out += "\n## \(Markdown.escape(model.id)): \(Markdown.escape(model.title))\n"
            out += "\n```mermaid\n\(mermaid(model))```\n"
            out += "\n```text\n\(text(model))```\n"
        }
        return out
    }

    /// "A3 DOC", the source key and its evidence tag.
    private static func tag(_ source: Source) -> String { "\(source.key) \(source.evidence.rawValue)" }

    /// The terminal states in display order.
    private static func terminalStates(_ model: StateMachine) -> [State] {
        model.states.map(\.0).filter(model.terminal.contains)
    }

    /// Every source the model cites, once, in order of first use.
    private static func sources(of model: StateMachine) -> [Source] {
        var seen: [Source] = []
        for source in model.transitions.map(\.source) + model.passive.map(\.source) where !seen.contains(source) {
            seen.append(source)
        }
        return seen
    }

    /// A DOT string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" }.joined() + "\""
    }
}
