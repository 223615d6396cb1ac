/// Finds rules by id, accepting deprecated aliases, and suggests ids close to a mistyped one.
public enum RuleLookup {
    /// The rule whose identifier or deprecated alias is `id`.
    /// - Parameters:
    ///   - id: A rule id, exactly as written in `tracecheck rules`, or a former id.
    ///   - rules: The rules to search.
    /// - Returns: The rule, or nil when no rule has that id or alias.
    public static func rule(named id: String, in rules: [any Rule.Type] = builtInRules) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == id }
            ?? rules.first { $0.description.deprecatedAliases.contains(id) }
    }

    /// Identifiers close to `id`: those that contain it or that it contains (ignoring case,
    /// with `-` and spaces read as `_`), and those within a few edits of it, comparing with
    /// aliases too.
    /// - Parameters:
    ///   - id: The id that was not found.
    ///   - rules: The rules to search.
    ///   - limit: The most suggestions to return.
    /// - Returns: Up to `limit` rule identifiers, fewest edits first, then alphabetically.
    public static func suggestions(for id: String, in rules: [any Rule.Type] = builtInRules, limit: Int = 3) -> [String] {
        let query = String(id.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
        guard !query.isEmpty else { return [] }
        let scored = rules.compactMap { rule -> (distance: Int, id: String)? in
            let description = rule.description
            let names = [description.identifier] + description.deprecatedAliases
            let contains = query.count >= 2 && names.contains { $0.contains(query) || query.contains($0) }
            let distance = names.map { EditDistance.between(query, $0) }.min() ?? Int.max
            return contains || distance <= max(2, query.count / 4) ? (distance, description.identifier) : nil
        }
        return scored.sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }.prefix(limit).map(\.id)
    }
}
