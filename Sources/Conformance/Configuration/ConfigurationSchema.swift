import TraceParser

/// The JSON Schema of `.tracecheck.yml` (docs/tracecheck.schema.json), made from the rules, their
/// options, the canonical event ids and the keys ``ConfigurationFile`` reads, so that editors
/// complete and check the file (YAML language servers read JSON Schema draft-07).
public enum ConfigurationSchema {
    /// How docs/tracecheck.schema.json is made.
    public static let regenerateCommand = "swift run tracecheck rules --config-schema > docs/tracecheck.schema.json"

    /// The schema, pretty-printed.
    public static func json(_ rules: [any Rule.Type] = builtInRules) -> String {
        let ruleIDs = rules.flatMap { [$0.description.identifier] + $0.description.deprecatedAliases }
        let ruleOptions: [(key: String, value: JSONValue)] = rules.compactMap { rule in
            let description = rule.description
            guard !description.options.isEmpty else { return nil }
            return (description.identifier, object(
                "options of \(description.identifier)",
                description.options.map { ($0.name, option($0)) }))
        }
        let schema: JSONValue = .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("tracecheck configuration (.tracecheck.yml)")),
            ("description", .string("See docs/configuration.md. \(regenerateCommand) makes this file; a test checks it.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object([
                ("disabled_rules", list("rules to turn off", reference("ruleId"))),
                ("opt_in_rules", list("opt-in rules to turn on", reference("ruleId"))),
                ("severity", .object([
                    ("description", .string("a rule's severity instead of its default")),
                    ("type", .string("object")),
                    ("propertyNames", reference("ruleId")),
                    ("additionalProperties", reference("severity")),
                ])),
                ("rules", object("rule options (tracecheck explain RULE lists them)", ruleOptions)),
                ("suppressions", list("findings to drop, by rule, subject and file", object(
                    "a suppression", [
                        ("rule", reference("ruleId")),
                        ("subject", described("a glob on the subject label (scene#2*)", .object([("type", .string("string"))]))),
                        ("file", described("a glob on the path as given", .object([("type", .string("string"))]))),
                    ], required: ["rule"]))),
                ("fail_on", .object([
                    ("description", .string("default for --fail-on")),
                    ("enum", .array(["error", "warning", "note", "never"].map(JSONValue.string))),
                ])),
                ("baseline", described("default for --baseline", .object([("type", .string("string"))]))),
                ("formats", list("custom log formats, tried before the built-in styles", reference("format"))),
                ("callbacks", .object([
                    ("description", .string("the app's words for events (canonical ids or MODEL.EVENT, or noise for a word that is no life-cycle event), read in the event groups of formats")),
                    ("type", .string("object")),
                    ("additionalProperties", .object([("anyOf", .array([
                        reference("eventId"), reference("modelEventId"), .object([("const", .string("noise"))]),
                    ]))])),
                ])),
                ("models", list("life cycles declared as data, checked by the model_* rules", reference("model"))),
                ("pattern_limits", object("PCRE2 limits on the patterns of formats", [
                    ("match", positive("backtracking steps per match (default 100000)")),
                    ("depth", positive("nested backtracking points (default 10000)")),
                    ("heap_kib", positive("interpreter heap in KiB (default 4096)")),
                ])),
            ])),
            ("definitions", .object([
                ("ruleId", .object([("enum", .array(ruleIDs.map(JSONValue.string)))])),
                ("severity", .object([("enum", .array(Severity.allCases.map { .string($0.rawValue) }))])),
                ("eventId", .object([
                    ("description", .string("a canonical event id (docs/events.md)")),
                    ("enum", .array(LifecycleEvent.allCases.map { .string($0.rawValue) })),
                ])),
                ("modelEventId", .object([
                    ("description", .string("an event of a model: MODEL.EVENT")),
                    ("type", .string("string")),
                    ("pattern", .string("^[A-Za-z][A-Za-z0-9_]*\\.[A-Za-z][A-Za-z0-9_]*$")),
                ])),
                ("name", .object([("type", .string("string")), ("pattern", .string("^[A-Za-z][A-Za-z0-9_]*$"))])),
                ("duration", .object([
                    ("description", .string("a duration: 500ms, 5s, 1.5s, 2m, 1h, or a number of seconds")),
                    ("anyOf", .array([
                        .object([("type", .string("number")), ("minimum", .int(0))]),
                        .object([("type", .string("string")), ("pattern", .string("^[0-9]+(\\.[0-9]+)?\\s*(ms|s|m|h)?$"))]),
                    ])),
                ])),
                ("states", .object([
                    ("anyOf", .array([reference("name"), .object([("type", .string("array")), ("items", reference("name"))])])),
                ])),
                ("model", object("a model", [
                    ("id", described("the first part of its event ids (MODEL.EVENT)", reference("name"))),
                    ("title", .object([("type", .string("string"))])),
                    ("identity", described(
                        "object: by the subject group or the line's first 0x pointer (a line naming none goes to every live subject); process: one subject per process",
                        .object([("enum", .array([.string("object"), .string("process")]))]))),
                    ("states", list("its states: a name, or name: meaning", .object([
                        ("anyOf", .array([
                            reference("name"),
                            .object([
                                ("type", .string("object")), ("minProperties", .int(1)), ("maxProperties", .int(1)),
                                ("additionalProperties", .object([("type", .string("string"))])),
                            ]),
                        ])),
                    ]))),
                    ("initial", reference("name")),
                    ("terminal", described("states after which only an event that creates a subject may come", reference("states"))),
                    ("transitions", list("edges", object("a transition", [
                        ("from", reference("states")),
                        ("event", reference("name")),
                        ("to", reference("name")),
                        ("source", described("a URL or a note shown with findings", .object([("type", .string("string"))]))),
                        ("note", .object([("type", .string("string"))])),
                        ("within", described("the most time after the state it leaves began (the timing rule)", reference("duration"))),
                        ("after", described("the least time after the state it leaves began (the timing rule)", reference("duration"))),
                    ], required: ["from", "event", "to"]))),
                    ("passive", list("events that leave the state as it is", object("a passive event", [
                        ("event", reference("name")),
                        ("in", reference("states")),
                    ], required: ["event", "in"]))),
                    ("creates", described("events that start a subject (default: those leaving the initial state)", .object([
                        ("type", .string("array")), ("items", reference("name")),
                    ]))),
                ], required: ["id", "states", "initial"])),
                ("format", object("a custom log format", [
                    ("name", described("the name --input-format and --debug-parse use", .object([("type", .string("string"))]))),
                    ("pattern", described(
                        "a PCRE2 pattern matched at each line's start; named groups: "
                            + CustomFormat.Group.allCases.map(\.rawValue).joined(separator: ", "),
                        .object([("type", .string("string"))]))),
                    ("timestamp_layout", described(
                        "iso8601 (default), epoch, epoch_ms, or a strftime-like layout (%Y %m %b %d %e %H %M %S %f %z %%)",
                        .object([("type", .string("string"))]))),
                    ("samples", list("lines checked when the file is read, with what each must yield", reference("sample"))),
                ], required: ["name", "pattern"])),
                ("sample", object("a sample line of a format", [
                    ("line", .object([("type", .string("string"))])),
                    ("event", .object([("anyOf", .array([reference("eventId"), reference("modelEventId")]))])),
                    ("subject", .object([("type", .string("string"))])),
                    ("state", .object([("type", .string("string"))])),
                    ("timestamp", described("as tracecheck writes it (ISO 8601)", .object([("type", .string("string"))]))),
                    ("pid", .object([("type", .array([.string("string"), .string("integer")]))])),
                    ("tid", .object([("type", .string("string"))])),
                    ("process", .object([("type", .string("string"))])),
                    ("noise", described("the line must not be an event", .object([("type", .string("boolean"))]))),
                ], required: ["line"])),
            ])),
        ])
        return schema.pretty
    }

    private static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    private static func described(_ description: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(description))] + members)
    }

    private static func list(_ description: String, _ items: JSONValue) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("array")), ("items", items)])
    }

    private static func positive(_ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(Int(UInt32.max)))])
    }

    private static func object(_ description: String, _ properties: [(key: String, value: JSONValue)], required: [String] = []) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("description", .string(description)), ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        return .object(members)
    }

    private static func option(_ spec: RuleOptionSpec) -> JSONValue {
        let description = "\(spec.description) (default \(spec.defaultValue))"
        switch spec.type {
        case .bool: return .object([("description", .string(description)), ("type", .string("boolean"))])
        case .integer: return .object([("description", .string(description)), ("type", .string("integer"))])
        case .events: return list(description, reference("eventId"))
        }
    }
}
