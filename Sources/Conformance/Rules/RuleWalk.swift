import TraceParser

/// The one walk that feeds every rule: processes in order; in each, every timeline's steps in
/// order (to the rules of its kind, ``Rule/stepKinds``) and then its end; then the process's end.
enum RuleWalk {
    /// Feeds `rules` a whole analysis and returns the findings of each, in the order each rule
    /// produced them.
    static func run(_ rules: inout [any Rule], over analysis: TraceAnalysis) -> [[Diagnostic]] {
        var findings = [[Diagnostic]](repeating: [], count: rules.count)
        for process in analysis.processes { feed(&rules, process, into: &findings) }
        return findings
    }

    /// Feeds `rules` the next process of a run, appending the findings of each rule to its list.
    /// - Parameter ended: Whether the process has ended; when not (a live preview), the rules see
    ///   its steps only, not the ends of its timelines or of the process.
    static func feed(_ rules: inout [any Rule], _ process: ProcessAnalysis, ended: Bool = true, into findings: inout [[Diagnostic]]) {
        let observers = observers(rules)
        func walk(_ timeline: borrowing Timeline) {
            let kindObservers = observers[timeline.subject.kind] ?? []
            // A process checked while it was read fed its earlier steps already.
            for index in timeline.fedSteps..<timeline.stepCount {
                let step = timeline.step(at: index)
                for rule in kindObservers {
                    rules[rule].observe(step, at: index, in: timeline, of: process, findings: &findings[rule])
                }
            }
            if ended {
                for rule in rules.indices { rules[rule].finish(timeline, of: process, findings: &findings[rule]) }
            }
        }
        // The order of ``ProcessAnalysis/timelines``, without building that array of copies.
        walk(process.process)
        if let app = process.app { walk(app) }
        for index in process.scenes.indices { walk(process.scenes[index]) }
        for index in process.viewControllers.indices { walk(process.viewControllers[index]) }
        if let phases = process.phases { walk(phases) }
        if ended {
            for rule in rules.indices { rules[rule].finish(process, findings: &findings[rule]) }
        }
    }

    /// For each kind of subject, the positions in `rules` of those that observe its steps.
    static func observers(_ rules: [any Rule]) -> [SubjectKind: [Int]] {
        Dictionary(uniqueKeysWithValues: SubjectKind.allCases.map { kind in
            (kind, rules.indices.filter { type(of: rules[$0]).stepKinds.contains(kind) })
        })
    }
}
