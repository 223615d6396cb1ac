import TraceParser

/// The one walk over an analysis that feeds every rule: processes in order; in each, every
/// timeline's steps in order and then its end; then the process's end.
enum RuleWalk {
    /// Feeds `rules` and returns the findings of each, in the order each rule produced them.
    static func run(_ rules: inout [any Rule], over analysis: TraceAnalysis) -> [[Diagnostic]] {
        var findings = [[Diagnostic]](repeating: [], count: rules.count)
        for process in analysis.processes {
            for timeline in process.timelines {
                for (index, step) in timeline.steps.enumerated() {
                    for rule in rules.indices {
                        rules[rule].observe(step, at: index, in: timeline, of: process, findings: &findings[rule])
                    }
                }
                for rule in rules.indices { rules[rule].finish(timeline, of: process, findings: &findings[rule]) }
            }
            for rule in rules.indices { rules[rule].finish(process, findings: &findings[rule]) }
        }
        return findings
    }
}
