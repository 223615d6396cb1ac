/// Everything a rule says about itself: printed by `tracecheck rules` and `explain`, written to
/// `docs/rules.md`, and its examples run by the test suite.
public struct RuleDescription: Sendable {
    /// The stable snake_case id.
    public let identifier: String
    /// A Title Case name.
    public let name: String
    /// One sentence, without a final period.
    public let description: String
    /// Why it matters.
    public let rationale: String
    /// What to do about a finding, one imperative sentence, lower-case and without a final period, when the rule
    /// knows; a finding may say something more precise (``Diagnostic/fix``).
    public let fix: String?
    /// Its family.
    public let kind: RuleKind
    /// The severity when configuration does not change it.
    public let severity: Severity
    /// Where the rule comes from.
    public let sources: [Source]
    /// Logs that must produce no diagnostic of this rule.
    public let nonTriggeringExamples: [Example]
    /// Logs whose `↓` lines, and only those, must produce a diagnostic of this rule.
    public let triggeringExamples: [Example]
    /// Former ids, still accepted in configuration.
    public let deprecatedAliases: [String]
    /// The options it accepts under `rules:` in `.tracecheck.yml`.
    public let options: [RuleOptionSpec]

    /// Creates a description.
    public init(
        identifier: String, name: String, description: String, rationale: String, fix: String? = nil, kind: RuleKind,
        severity: Severity, sources: [Source], nonTriggeringExamples: [Example], triggeringExamples: [Example],
        deprecatedAliases: [String] = [], options: [RuleOptionSpec] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.rationale = rationale
        self.fix = fix
        self.kind = kind
        self.severity = severity
        self.sources = sources
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.deprecatedAliases = deprecatedAliases
        self.options = options
    }
}
