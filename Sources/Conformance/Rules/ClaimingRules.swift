/// A rule that reports some steps in place of the general rule of their timeline: a gap with a
/// documented meaning of its own (`scene_missing_resign_active`), a transition with a cause of
/// its own (`will_enter_foreground_at_launch`). The general rules (`scene_gap`,
/// `app_transition`) leave every claimed step alone through ``ClaimingRules``, so that no rule
/// names another and a new specialisation is one file.
protocol ClaimingRule: Rule {
    /// Whether this rule reports `step` (a step of a timeline of its ``Rule/stepKinds``).
    static func claims(_ step: Step) -> Bool
}

/// The claims of every built-in ``ClaimingRule``, asked before a general rule reports a step.
enum ClaimingRules {
    /// The built-in rules that claim steps, by the kind of timeline they observe
    /// (``SubjectKind/ordinal``).
    private static let claimers: [[any ClaimingRule.Type]] = {
        // One cast per rule (the first cast of a type scans every conformance of the binary).
        let claiming = builtInRules.compactMap { $0 as? any ClaimingRule.Type }
        return SubjectKind.allCases.map { kind in claiming.filter { $0.stepKinds.contains(kind) } }
    }()

    /// Whether a specialised rule reports `step` of a timeline of `kind` (whether or not it is
    /// enabled: a step it claims is never the general rule's).
    static func claim(_ step: Step, of kind: SubjectKind) -> Bool {
        claimers[kind.ordinal].contains { $0.claims(step) }
    }
}
