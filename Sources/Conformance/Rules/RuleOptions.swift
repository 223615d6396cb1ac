import TraceParser

/// An option a rule accepts in `.tracecheck.yml`, documented with the rule.
public struct RuleOptionSpec: Sendable {
    /// The kinds of values options take.
    public enum ValueType: String, Sendable {
        case bool, integer, events
    }

    /// The key under `rules: RULE_ID:`.
    public let name: String
    /// What kind of value it takes.
    public let type: ValueType
    /// The default, as written in YAML.
    public let defaultValue: String
    /// What it does.
    public let description: String

    /// Creates a spec.
    public init(name: String, type: ValueType, defaultValue: String, description: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.description = description
    }
}

/// The option values configured for one rule.
public struct RuleOptions: Sendable, Equatable {
    /// A configured value.
    public enum Value: Sendable, Equatable {
        case bool(Bool)
        case integer(Int)
        case events([LifecycleEvent])
    }

    /// Values by option name.
    public var values: [String: Value]

    /// Creates options.
    public init(_ values: [String: Value] = [:]) { self.values = values }

    /// A boolean option, or `fallback`.
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value) = values[name] { return value }
        return fallback
    }

    /// An event-list option, or an empty list.
    public func events(_ name: String) -> [LifecycleEvent] {
        if case .events(let value) = values[name] { return value }
        return []
    }
}
