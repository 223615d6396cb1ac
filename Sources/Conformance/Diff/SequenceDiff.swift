import TraceParser

/// The difference between an expected and an observed sequence of callbacks, by role.
///
/// Scenes and view controllers are matched by role, not pointer: each side numbers them by
/// first appearance, and where several numberings are possible the one with the smallest diff
/// wins. By default each role is compared on its own (UIKit does not order callbacks across
/// scenes); ``Order/global`` compares the whole interleaving.
public struct SequenceDiff: Sendable, CustomStringConvertible {
    /// How sequences are compared.
    public enum Order: String, Sendable, CaseIterable {
        /// Each role (app, scene#N, vc#N, phase) in each process on its own.
        case perRole = "role"
        /// One sequence: the exact interleaving.
        case global
    }

    /// One row of the diff.
    public struct Change: Hashable, Sendable {
        /// What happened to it.
        public enum Operation: String, Sendable {
            /// In both.
            case equal = " "
            /// Expected, not observed.
            case missing = "-"
            /// Observed, not expected.
            case extra = "+"
        }

        public let operation: Operation
        /// The expected item (nil for extras).
        public let expected: ScenarioItem?
        /// The observed item (nil for missing items).
        public let observed: ScenarioItem?

        /// The item as written, from whichever side has it.
        public var text: String { (observed ?? expected)?.text ?? "" }
    }

    /// The comparison of one role in one process (or, globally, of everything).
    public struct Group: Sendable {
        /// `process 1, scene#2`, or `all` in global order.
        public let title: String
        /// The rows in order.
        public let changes: [Change]

        /// Whether the group differs.
        public var differs: Bool { changes.contains { $0.operation != .equal } }
    }

    /// The groups, in order.
    public let groups: [Group]
    /// The order used.
    public let order: Order

    /// Whether the two sides are the same.
    public var isEqual: Bool { !groups.contains { $0.differs } }

    /// The number of missing and extra rows.
    public var differenceCount: Int { groups.reduce(0) { $0 + $1.changes.filter { $0.operation != .equal }.count } }

    /// Compares two sequences.
    /// - Parameters:
    ///   - expected: The expected items (may contain wildcards).
    ///   - observed: The observed items.
    ///   - order: Per role (default) or global.
    public init(expected: [ScenarioItem], observed: [ScenarioItem], order: Order = .perRole) {
        self.order = order
        let spans = Spans(expected: expected, observed: observed)
        let observed = Self.matchRoles(expected: expected, observed: observed, spans: spans)
        switch order {
        case .global:
            groups = [Group(title: "all", changes: Self.align(expected, observed, spans: spans))]
        case .perRole:
            let (expectedByRole, observedByRole) = (RoleItems(expected), RoleItems(observed))
            let keys = expectedByRole.keys.union(observedByRole.keys)
            groups = keys.sorted().map { key in
                Group(
                    title: "process \(key.process), \(key.role)",
                    changes: Self.align(expectedByRole.items(of: key), observedByRole.items(of: key), spans: spans))
            }
        }
    }

    public var description: String { DiffRenderer.text(self, expectedName: "expected", observedName: "observed") }

    /// The last line of each side, to compare positions in files of different lengths.
    struct Spans {
        let expected: Double
        let observed: Double
        init(expected: [ScenarioItem], observed: [ScenarioItem]) {
            self.expected = Double(max(expected.map(\.line).max() ?? 1, 1))
            self.observed = Double(max(observed.map(\.line).max() ?? 1, 1))
        }
    }

    /// A role in a process.
    struct RoleKey: Hashable, Comparable {
        let process: Int
        let role: Role
        static func < (lhs: RoleKey, rhs: RoleKey) -> Bool { (lhs.process, lhs.role) < (rhs.process, rhs.role) }
    }

    /// The items of one side by role, in one pass: a role's items are asked for with the
    /// wildcards of its process (items without a role stand for every role), in order, without
    /// filtering every item for every role (a long log has thousands of scenes).
    struct RoleItems {
        private let items: [ScenarioItem]
        /// The positions of each role's own items, and of each process's wildcards.
        private var own: [RoleKey: [Int]] = [:]
        private var wildcards: [Int: [Int]] = [:]

        init(_ items: [ScenarioItem]) {
            self.items = items
            for (position, item) in items.enumerated() {
                if let role = item.role {
                    own[RoleKey(process: item.process, role: role), default: []].append(position)
                } else {
                    wildcards[item.process, default: []].append(position)
                }
            }
        }

        /// The roles that have items of their own.
        var keys: Set<RoleKey> { Set(own.keys) }

        /// A role's items, with the wildcards of its process, in order.
        func items(of key: RoleKey) -> [ScenarioItem] {
            let mine = own[key] ?? []
            let shared = wildcards[key.process] ?? []
            var result: [ScenarioItem] = []
            result.reserveCapacity(mine.count + shared.count)
            var (i, j) = (0, 0)
            while i < mine.count || j < shared.count {
                if j == shared.count || (i < mine.count && mine[i] < shared[j]) {
                    result.append(items[mine[i]])
                    i += 1
                } else {
                    result.append(items[shared[j]])
                    j += 1
                }
            }
            return result
        }
    }

    // MARK: Matching roles

    /// Renumbers the observed scenes and view controllers of each process to the expected numbers
    /// that give the smallest per-role diff (all numberings are tried up to 6 roles of a kind, then
    /// first appearance order is kept).
    static func matchRoles(expected: [ScenarioItem], observed: [ScenarioItem], spans: Spans) -> [ScenarioItem] {
        var mapping: [RoleKey: Role] = [:]
        for process in Set(observed.map(\.process)) {
            let expectedHere = expected.filter { $0.process == process }
            let observedHere = observed.filter { $0.process == process }
            for kind in [Role.scene(1), .viewController(1)] {
                let expectedRoles = Array(Set(expectedHere.compactMap(\.role).filter { $0.sameKind(as: kind) })).sorted()
                let observedRoles = Array(Set(observedHere.compactMap(\.role).filter { $0.sameKind(as: kind) })).sorted()
                guard !observedRoles.isEmpty else { continue }
                let best = bestAssignment(expectedRoles, observedRoles, extraCost: { sequence(of: $0, in: observedHere).count }) { e, o in
                    // Compared as if the observed role had the expected number.
                    let candidate = sequence(of: o, in: observedHere).map { item in
                        ScenarioItem(process: item.process, role: item.role == nil ? nil : e, kind: item.kind, line: item.line, file: item.file)
                    }
                    return cost(sequence(of: e, in: expectedHere), candidate, spans: spans)
                }
                var next = (expectedRoles.compactMap(\.number).max() ?? 0) + 1
                for (index, role) in observedRoles.enumerated() {
                    if let target = best[index] {
                        mapping[RoleKey(process: process, role: role)] = expectedRoles[target]
                    } else {
                        mapping[RoleKey(process: process, role: role)] = role.renumbered(next)
                        next += 1
                    }
                }
            }
        }
        return observed.map { item in
            guard let role = item.role, let mapped = mapping[RoleKey(process: item.process, role: role)] else { return item }
            return ScenarioItem(process: item.process, role: mapped, kind: item.kind, line: item.line, file: item.file)
        }
    }

    private static func sequence(of role: Role, in items: [ScenarioItem]) -> [ScenarioItem] {
        items.filter { $0.role == role || $0.role == nil }
    }

    /// For each observed role, the index of the expected role it is matched with (nil: extra),
    /// minimising the total cost; first-appearance order when there are too many to try.
    private static func bestAssignment(
        _ expected: [Role], _ observed: [Role], extraCost: (Role) -> Int, cost: (Role, Role) -> Int
    ) -> [Int?] {
        let identity: [Int?] = observed.indices.map { $0 < expected.count ? $0 : nil }
        guard !expected.isEmpty, expected.count <= 6, observed.count <= 6 else { return identity }
        let costs = observed.map { o in expected.map { e in cost(e, o) } }
        let unmatched = observed.map(extraCost)  // matched with nothing: every item is extra
        var best = identity
        var bestCost = Int.max
        func search(_ index: Int, _ used: Set<Int>, _ current: [Int?], _ total: Int) {
            if total >= bestCost { return }
            guard index < observed.count else {
                (best, bestCost) = (current, total)
                return
            }
            for target in expected.indices where !used.contains(target) {
                search(index + 1, used.union([target]), current + [target], total + costs[index][target])
            }
            search(index + 1, used, current + [nil], total + unmatched[index])
        }
        search(0, [], [], 0)
        return best
    }

    /// The number of rows a per-role diff would mark.
    private static func cost(_ expected: [ScenarioItem], _ observed: [ScenarioItem], spans: Spans) -> Int {
        align(expected, observed, spans: spans).filter { $0.operation != .equal }.count
    }

    // MARK: Aligning

    /// The rows that turn `expected` into `observed`, with the fewest missing and extra rows.
    ///
    /// Without wildcards: among the smallest diffs, the one that pairs items at similar places in
    /// their files (so that of three expected `configurationForConnecting`, the one missing is the
    /// one whose neighbours are missing); for long sequences the standard library's
    /// `CollectionDifference`. With wildcards: an alignment in which a wildcard matches any run of
    /// callbacks that do not change state.
    static func align(_ expected: [ScenarioItem], _ observed: [ScenarioItem], spans: Spans) -> [Change] {
        if expected.contains(where: { $0.kind == .anyNonState }) { return alignWithWildcards(expected, observed) }
        if expected.count * observed.count <= 1_000_000 { return alignByPosition(expected, observed, spans: spans) }
        return alignExactly(expected, observed)
    }

    private static func alignByPosition(_ expected: [ScenarioItem], _ observed: [ScenarioItem], spans: Spans) -> [Change] {
        let n = expected.count
        let m = observed.count
        func displacement(_ i: Int, _ j: Int) -> Double {
            abs(Double(expected[i].line) / spans.expected - Double(observed[j].line) / spans.observed)
        }
        // cost[i][j]: (rows marked, total displacement of pairs) aligning expected[i...] with observed[j...].
        var edits = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        var shift = Array(repeating: Array(repeating: 0.0, count: m + 1), count: n + 1)
        func better(_ a: (Int, Double), than b: (Int, Double)) -> Bool { a.0 < b.0 || (a.0 == b.0 && a.1 < b.1 - 1e-12) }
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) where i < n || j < m {
                var best: (Int, Double) = (Int.max, 0)
                if i < n, j < m, Key(expected[i]) == Key(observed[j]) {
                    best = (edits[i + 1][j + 1], shift[i + 1][j + 1] + displacement(i, j))
                }
                if i < n, better((edits[i + 1][j] + 1, shift[i + 1][j]), than: best) { best = (edits[i + 1][j] + 1, shift[i + 1][j]) }
                if j < m, better((edits[i][j + 1] + 1, shift[i][j + 1]), than: best) { best = (edits[i][j + 1] + 1, shift[i][j + 1]) }
                (edits[i][j], shift[i][j]) = best
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, Key(expected[i]) == Key(observed[j]), edits[i][j] == edits[i + 1][j + 1],
                abs(shift[i][j] - shift[i + 1][j + 1] - displacement(i, j)) < 1e-9
            {
                changes.append(Change(operation: .equal, expected: expected[i], observed: observed[j]))
                i += 1
                j += 1
            } else if j == m || (i < n && edits[i][j] == edits[i + 1][j] + 1 && abs(shift[i][j] - shift[i + 1][j]) < 1e-9) {
                changes.append(Change(operation: .missing, expected: expected[i], observed: nil))
                i += 1
            } else {
                changes.append(Change(operation: .extra, expected: nil, observed: observed[j]))
                j += 1
            }
        }
        return changes
    }

    private struct Key: Hashable {
        let process: Int
        let role: Role?
        let kind: ScenarioItem.Kind
        init(_ item: ScenarioItem) {
            process = item.process
            role = item.role
            kind = item.kind
        }
    }

    private static func alignExactly(_ expected: [ScenarioItem], _ observed: [ScenarioItem]) -> [Change] {
        let difference = observed.map(Key.init).difference(from: expected.map(Key.init))
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < expected.count || j < observed.count {
            if i < expected.count, removed.contains(i) {
                changes.append(Change(operation: .missing, expected: expected[i], observed: nil))
                i += 1
            } else if j < observed.count, inserted.contains(j) {
                changes.append(Change(operation: .extra, expected: nil, observed: observed[j]))
                j += 1
            } else {
                changes.append(Change(operation: .equal, expected: expected[i], observed: observed[j]))
                i += 1
                j += 1
            }
        }
        return changes
    }

    private static func alignWithWildcards(_ expected: [ScenarioItem], _ observed: [ScenarioItem]) -> [Change] {
        let n = expected.count
        let m = observed.count
        // cost[i][j]: rows to align expected[i...] with observed[j...].
        var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n && j == m { continue }
                var best = Int.max
                if i < n, expected[i].kind == .anyNonState {
                    best = cost[i + 1][j]  // the wildcard matches nothing more
                    if j < m, absorbs(expected[i], observed[j]) { best = min(best, cost[i][j + 1]) }
                } else {
                    if i < n, j < m, Key(expected[i]) == Key(observed[j]) { best = cost[i + 1][j + 1] }
                    if i < n { best = min(best, cost[i + 1][j] + 1) }
                }
                if j < m { best = min(best, cost[i][j + 1] + 1) }
                cost[i][j] = best
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, expected[i].kind == .anyNonState {
                // Follow the cheapest choice: absorb, move past the wildcard, or an extra row
                // while staying on the wildcard (it still absorbs what comes after).
                if j < m, absorbs(expected[i], observed[j]), cost[i][j] == cost[i][j + 1] {
                    changes.append(Change(operation: .equal, expected: expected[i], observed: observed[j]))
                    j += 1
                } else if cost[i][j] == cost[i + 1][j] {
                    i += 1
                } else {
                    changes.append(Change(operation: .extra, expected: nil, observed: observed[j]))
                    j += 1
                }
                continue
            }
            if i < n, j < m, Key(expected[i]) == Key(observed[j]), cost[i][j] == cost[i + 1][j + 1] {
                changes.append(Change(operation: .equal, expected: expected[i], observed: observed[j]))
                i += 1
                j += 1
            } else if i < n, cost[i][j] == cost[i + 1][j] + 1 {
                changes.append(Change(operation: .missing, expected: expected[i], observed: nil))
                i += 1
            } else {
                changes.append(Change(operation: .extra, expected: nil, observed: observed[j]))
                j += 1
            }
        }
        return changes
    }

    /// Whether a wildcard can absorb an observed item: same process, its role (or any), and a
    /// callback that does not change state.
    private static func absorbs(_ wildcard: ScenarioItem, _ item: ScenarioItem) -> Bool {
        guard wildcard.process == item.process, wildcard.role == nil || wildcard.role == item.role,
            case .event(let event) = item.kind
        else { return false }
        return !EventFilter.changesState(event)
    }
}
