import TraceParser

/// Which rules run, at which severity, and which findings are suppressed.
public struct LintConfiguration: Sendable, Equatable {
    /// A finding to drop: by rule, and optionally only for some subjects or files.
    public struct Suppression: Sendable, Equatable {
        /// The rule id.
        public var rule: String
        /// A glob (`*`, `?`) on the subject label (`scene#2*`), if any.
        public var subject: String?
        /// A glob on the file path, if any.
        public var file: String?

        /// Creates a suppression.
        public init(rule: String, subject: String? = nil, file: String? = nil) {
            self.rule = rule
            self.subject = subject
            self.file = file
        }
    }

    /// Rules turned off.
    public var disabled: Set<String> = []
    /// Opt-in rules turned on.
    public var enabled: Set<String> = []
    /// Severity overrides by rule.
    public var severities: [String: Severity] = [:]
    /// Suppressions.
    public var suppressions: [Suppression] = []
    /// Rule options by rule id.
    public var options: [String: RuleOptions] = [:]
    /// The `--fail-on` threshold the configuration asks for (`never` is nil), if it sets one.
    public var failOn: Severity??
    /// The baseline file the configuration names, if any.
    public var baseline: String?
    /// Custom log formats, the app's spellings of events and the limits on their patterns.
    public var custom = CustomFormats()
    /// Models declared in the file (`models:`), in order.
    public var models: [CustomModel] = []

    /// The models by id.
    public var modelsByID: [String: CustomModel] {
        Dictionary(models.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The default configuration: every rule that is not opt-in, at its default severity.
    public init() {}

    /// Whether a rule runs.
    public func isEnabled(_ rule: any Rule.Type) -> Bool {
        let id = rule.description.identifier
        if disabled.contains(id) { return false }
        // The rules on models have nothing to check without models (and are left out of reports).
        if rule.checksModels, models.isEmpty { return false }
        return !rule.isOptIn || enabled.contains(id)
    }

    /// A rule's finding as reported: at the severity configured for its rule, or nil when it is
    /// suppressed.
    public func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        let finding = severity(of: diagnostic)
        return isSuppressed(finding) ? nil : finding
    }

    /// A finding at the severity configured for its rule, if any: applied again after a file
    /// condition settled it, since a condition may set the severity the rule would have set.
    public func severity(of diagnostic: Diagnostic) -> Diagnostic {
        guard let severity = severities[diagnostic.ruleID] else { return diagnostic }
        var finding = diagnostic
        finding.severity = severity
        return finding
    }

    /// Whether a finding is suppressed.
    public func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
        suppressions.contains { suppression in
            suppression.rule == diagnostic.ruleID
                && (suppression.subject.map { Glob.matches($0, diagnostic.subject?.label ?? "") } ?? true)
                && (suppression.file.map { Glob.matches($0, diagnostic.location.file) } ?? true)
        }
    }
}

/// Shell-style `*` and `?` matching, for suppressions.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var dp = Array(repeating: Array(repeating: false, count: t.count + 1), count: p.count + 1)
        dp[0][0] = true
        for i in 1...max(p.count, 1) where i <= p.count && p[i - 1] == "*" { dp[i][0] = dp[i - 1][0] }
        for i in stride(from: 1, through: p.count, by: 1) {
            for j in stride(from: 1, through: t.count, by: 1) {
                switch p[i - 1] {
                case "*": dp[i][j] = dp[i - 1][j] || dp[i][j - 1]
                case "?": dp[i][j] = dp[i - 1][j - 1]
                default: dp[i][j] = dp[i - 1][j - 1] && p[i - 1] == t[j - 1]
                }
            }
        }
        return dp[p.count][t.count]
    }
}
