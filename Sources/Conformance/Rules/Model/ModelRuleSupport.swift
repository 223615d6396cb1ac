import TraceParser

/// A rule on the models of `.tracecheck.yml`: it runs when the configuration declares models.
public protocol ModelRule: Rule {}

extension ModelRule {
    public static var checksModels: Bool { true }
}

/// What the rules on the models of `.tracecheck.yml` share: the example model, and how a step
/// becomes a finding.
enum ModelRuleSupport {
    /// Where the models are declared (docs/configuration.md).
    static let source = Source(
        key: "models", title: "the models declared in .tracecheck.yml (docs/configuration.md)", url: "docs/configuration.md#models",
        evidence: .documented)

    /// The `.tracecheck.yml` the examples of every model rule are read with: an AppKit-style
    /// window, loaded, made key, resigned and closed, printed by the app as `WIN <id> <event>`.
    static let exampleConfiguration = """
        formats:
          - name: win
            pattern: 'WIN (?<subject>\\w+) (?<event>\\w+)$'
        callbacks: { load: window.load, becomeKey: window.becomeKey, resignKey: window.resignKey, close: window.close, resize: window.resize }
        models:
          - id: window
            states: [none, open, key, closed]
            initial: none
            terminal: [closed]
            transitions:
              - { from: none, event: load, to: open }
              - { from: open, event: becomeKey, to: key }
              - { from: key, event: resignKey, to: open }
              - { from: open, event: close, to: closed }
            passive:
              - { event: resize, in: [open, key] }

        """

    /// An example read with ``exampleConfiguration``.
    static func example(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(text, configuration: exampleConfiguration, file: file, line: line)
    }
}

extension Rule {
    /// The finding of this rule for a model step, with the state before it and what the model
    /// allowed there.
    func diagnostic(_ step: ModelStep, message: String) -> Diagnostic {
        var finding = diagnostic(at: step.event.location, subject: step.subject, message: message)
        finding.stateBefore = step.before
        finding.modelAllowed = step.allowed
        if let source = step.source {
            // A URL is where to read more; anything else is the model's note on the edge.
            if source.contains("://") { finding.sourceURL = source } else { finding.notes.append(Diagnostic.Note(source)) }
        }
        return finding
    }
}

extension ModelStep {
    /// `window.becomeKey`.
    var id: String { "\(model).\(name)" }
}
