/// The models of `.tracecheck.yml` as `tracecheck model` prints them: text, Mermaid and DOT, like
/// the built-in models (``ModelDocumentation``).
public enum CustomModelDocumentation {
    /// States, transitions (with their sources or notes), passive events, and what creates a
    /// subject and how subjects are told apart.
    public static func text(_ model: CustomModel) -> String {
        let terminal = model.states.map(\.name).filter(model.terminal.contains)
        var out = "\(model.id): \(model.title) (.tracecheck.yml)\n"
        out += "\nStates (initial: \(model.initial); terminal: \(terminal.isEmpty ? "none" : terminal.joined(separator: ", "))):\n"
        out += TextTable.render(model.states.map { [$0.name, $0.meaning] }, indent: "  ")
        out += "\nTransitions (from → to, event, time bound and source or note):\n"
        out += model.transitions.isEmpty
            ? "  none\n"
            : TextTable.render(model.transitions.map { transition in
                [
                    transition.from.joined(separator: ", ") + " → " + transition.to, "\(model.id).\(transition.event)",
                    [transition.bound?.summary, transition.source].compactMap { $0 }.joined(separator: "; "),
                ]
            }, indent: "  ")
        out += "\nPassive events (allowed in these states, the state does not change):\n"
        out += model.passive.isEmpty
            ? "  none\n"
            : TextTable.render(model.passive.map { ["\(model.id).\($0.event)", $0.allowedIn.joined(separator: ", ")] }, indent: "  ")
        out += "\nA subject starts with: \(model.events.filter(model.creates.contains).map { "\(model.id).\($0)" }.joined(separator: ", "))\n"
        out += "Subjects are told apart by: "
            + (model.identity == .object ? "the object a line names (a line naming none goes to every live subject)\n" : "their process\n")
        return out
    }

    /// A Mermaid `stateDiagram-v2`: one edge per transition and source state, labelled with the
    /// event id.
    public static func mermaid(_ model: CustomModel) -> String {
        var lines = ["stateDiagram-v2", "    %% \(model.id): \(model.title)", "    [*] --> \(model.initial)"]
        for transition in model.transitions {
            for from in transition.from { lines.append("    \(from) --> \(transition.to): \(model.id).\(transition.event)") }
        }
        for state in model.states.map(\.name) where model.terminal.contains(state) { lines.append("    \(state) --> [*]") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz `digraph`: a node per state (its meaning as the tooltip, terminal states
    /// doubled), an edge per transition and source state labelled with the event.
    public static func dot(_ model: CustomModel) -> String {
        ModelDocumentation.digraph(
            id: model.id, title: model.title, initial: model.initial,
            states: model.states.map { ($0.name, $0.meaning, model.terminal.contains($0.name)) },
            edges: model.transitions.flatMap { transition in
                transition.from.map { ($0, transition.to, "label=\(ModelDocumentation.quoted(transition.event))") }
            })
    }
}
