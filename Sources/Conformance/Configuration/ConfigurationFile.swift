import TraceParser
import Yams

/// Reads `.tracecheck.yml`:
///
/// ```yaml
/// disabled_rules: [scene_attribution]      # rules to turn off
/// opt_in_rules: []                         # opt-in rules to turn on
/// severity: { scene_gap: error }           # severity overrides
/// rules:                                   # per-rule options (see `tracecheck explain RULE`)
///   repeated_callback: { ignore: [scene.didBecomeActive] }
/// suppressions:                            # findings to drop
///   - { rule: scene_gap, subject: "scene#2*", file: "logs/partial-*.log" }
/// fail_on: warning                         # default for --fail-on
/// baseline: .tracecheck-baseline.json      # default for --baseline
/// formats:                                 # custom log layouts, tried before the built-in styles
///   - { name: lc, pattern: 'LC\|obj=(?<subject>\w+)\|ev=(?<event>\w+)', samples: [...] }
/// callbacks: { fg: scene.willEnterForeground }  # the app's words for events
/// pattern_limits: { match: 100000 }        # PCRE2 limits on the formats' patterns
/// ```
///
/// Unknown keys, unknown rule ids and bad values are errors that name the line.
public enum ConfigurationFile {
    /// The file names looked for, in order.
    public static let names = [".tracecheck.yml", ".tracecheck.yaml"]

    /// Parses a configuration.
    /// - Parameters:
    ///   - yaml: The file's text.
    ///   - path: The path shown in errors.
    ///   - rules: The rules ids and options are checked against.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigurationError`` naming the line.
    public static func parse(_ yaml: String, path: String, rules: [any Rule.Type] = builtInRules) throws -> LintConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw ConfigurationError(path: path, line: line(of: error), message: "not valid YAML: \(describe(error))")
        }
        var configuration = LintConfiguration()
        guard let root else { return configuration }
        let reader = Reader(path: path, rules: rules)
        var formatNodes: [Node] = []
        var modelNodes: [Node] = []
        var callbacksNode: Node?
        for (key, value) in try reader.mapping(root, "the configuration") {
            switch key.string ?? "" {
            case "disabled_rules": configuration.disabled = Set(try reader.ruleIDs(value))
            case "opt_in_rules": configuration.enabled = Set(try reader.ruleIDs(value))
            case "severity":
                for (rule, level) in try reader.mapping(value, "severity") {
                    configuration.severities[try reader.ruleID(rule)] = try reader.severity(level)
                }
            case "rules":
                for (rule, options) in try reader.mapping(value, "rules") {
                    let id = try reader.ruleID(rule)
                    configuration.options[id] = try reader.options(options, for: id)
                }
            case "suppressions": configuration.suppressions = try reader.suppressions(value)
            case "fail_on":
                let text = try reader.string(value, "fail_on")
                configuration.failOn = text == "never" ? .some(nil) : .some(try reader.severity(value))
            case "baseline": configuration.baseline = try reader.string(value, "baseline")
            case "formats": formatNodes = try reader.list(value, "formats")
            case "callbacks": callbacksNode = value
            case "models": modelNodes = try reader.list(value, "models")
            case "pattern_limits": configuration.custom.limits = try reader.patternLimits(value)
            default:
                throw reader.error(key, "unknown key '\(key.string ?? "")'" + reader.suggestion(key.string ?? "", among: topLevelKeys))
            }
        }
        // Models first (callbacks may name their events), formats last (their samples are read
        // with the spellings and limits of the whole file).
        configuration.models = try reader.models(modelNodes)
        configuration.custom.modelEvents = Set(configuration.models.flatMap { model in model.events.map { "\(model.id).\($0)" } })
        if let callbacksNode {
            (configuration.custom.spellings, configuration.custom.modelSpellings, configuration.custom.noiseWords) = try reader.spellings(
                callbacksNode, modelEvents: configuration.custom.modelEvents)
        }
        configuration.custom.formats = try reader.formats(formatNodes, custom: configuration.custom)
        return configuration
    }

    static let topLevelKeys = [
        "disabled_rules", "opt_in_rules", "severity", "rules", "suppressions", "fail_on", "baseline", "formats", "callbacks",
        "pattern_limits", "models",
    ]

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return 1
        }
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): return problem
        default: return "\(error)"
        }
    }

    /// Checks nodes and turns them into values, with errors that carry the node's line.
    struct Reader {
        let path: String
        let rules: [any Rule.Type]

        func error(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.mark?.line ?? 1, message: message)
        }

        /// The pairs of a mapping; a key given twice is an error naming both lines (YAML
        /// forbids it, and a parser that keeps the last would drop the first silently).
        func mapping(_ node: Node, _ what: String) throws -> [(Node, Node)] {
            guard case .mapping(let mapping) = node else { throw error(node, "\(what) must be a mapping (key: value)") }
            var firstLines: [String: Int] = [:]
            for key in mapping.keys {
                guard case .scalar(let scalar) = key else { continue }
                let line = key.mark?.line ?? 1
                if let first = firstLines[scalar.string] { throw error(key, "duplicate key '\(scalar.string)' (first on line \(first))") }
                firstLines[scalar.string] = line
            }
            return mapping.map { ($0.key, $0.value) }
        }

        func string(_ node: Node, _ what: String) throws -> String {
            guard case .scalar(let scalar) = node else { throw error(node, "\(what) must be a single value") }
            return scalar.string
        }

        func list(_ node: Node, _ what: String) throws -> [Node] {
            if case .sequence(let sequence) = node { return Array(sequence) }
            throw error(node, "\(what) must be a list")
        }

        func ruleID(_ node: Node) throws -> String {
            let id = try string(node, "a rule id")
            if let rule = rules.first(where: { $0.description.identifier == id || $0.description.deprecatedAliases.contains(id) }) {
                return rule.description.identifier
            }
            throw error(node, "unknown rule '\(id)'" + suggestion(id, among: rules.map { $0.description.identifier }))
        }

        func ruleIDs(_ node: Node) throws -> [String] {
            try list(node, "a list of rule ids").map(ruleID)
        }

        func severity(_ node: Node) throws -> Severity {
            let text = try string(node, "a severity")
            guard let severity = Severity(rawValue: text) else {
                throw error(node, "'\(text)' is not a severity (error, warning, note)")
            }
            return severity
        }

        func options(_ node: Node, for id: String) throws -> RuleOptions {
            let specs = rules.first { $0.description.identifier == id }?.description.options ?? []
            var options = RuleOptions()
            for (key, value) in try mapping(node, "the options of \(id)") {
                let name = key.string ?? ""
                guard let spec = specs.first(where: { $0.name == name }) else {
                    let known = specs.isEmpty ? " (\(id) has no options)" : suggestion(name, among: specs.map(\.name))
                    throw error(key, "unknown option '\(name)' for \(id)" + known)
                }
                options.values[name] = try optionValue(value, spec)
            }
            return options
        }

        private func optionValue(_ node: Node, _ spec: RuleOptionSpec) throws -> RuleOptions.Value {
            switch spec.type {
            case .bool:
                guard let value = node.bool else { throw error(node, "\(spec.name) must be true or false") }
                return .bool(value)
            case .integer:
                guard let value = node.int else { throw error(node, "\(spec.name) must be a whole number") }
                return .integer(value)
            case .events:
                return .events(try list(node, spec.name).map { item in
                    let text = try string(item, "an event id")
                    guard let event = LifecycleEvent(rawValue: text) else {
                        throw error(item, "unknown event '\(text)' (see docs/events.md)")
                    }
                    return event
                })
            }
        }

        func suppressions(_ node: Node) throws -> [LintConfiguration.Suppression] {
            try list(node, "suppressions").map { item in
                var suppression = LintConfiguration.Suppression(rule: "")
                var ruleNode: Node?
                for (key, value) in try mapping(item, "a suppression") {
                    switch key.string ?? "" {
                    case "rule":
                        suppression.rule = try ruleID(value)
                        ruleNode = value
                    case "subject": suppression.subject = try string(value, "subject")
                    case "file": suppression.file = try string(value, "file")
                    default:
                        throw error(key, "unknown key '\(key.string ?? "")' in a suppression (rule, subject, file)")
                    }
                }
                guard ruleNode != nil else { throw error(item, "a suppression needs a rule") }
                return suppression
            }
        }

        /// " (did you mean 'x'?)" for a close match.
        func suggestion(_ word: String, among candidates: [String]) -> String {
            EditDistance.closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
        }
    }
}

