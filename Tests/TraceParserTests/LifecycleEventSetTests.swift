import Testing

@testable import TraceParser

/// ``LifecycleEvent/index`` is the declaration order, and ``LifecycleEventSet`` holds any events.
@Suite struct LifecycleEventSetTests {
    @Test func indexIsThePositionAmongAllCases() {
        for (position, event) in LifecycleEvent.allCases.enumerated() {
            #expect(event.index == position, "\(event)")
        }
        #expect(LifecycleEvent.allCases.count <= 128, "LifecycleEventSet has room for 128 events")
    }

    @Test func holdsExactlyWhatWasInserted() {
        for trial in 0..<50 {
            // A different mix of events on each trial, the same on every run.
            let chosen = Set(LifecycleEvent.allCases.filter { ($0.index &* 2_654_435_761 &+ trial &* 40_503) >> 9 & 1 == 1 })
            var set = LifecycleEventSet()
            for event in chosen.sorted(by: { $0.index > $1.index }) {
                let first = set.insert(event)
                let again = set.insert(event)
                #expect(first && !again, "\(event)")
            }
            for event in LifecycleEvent.allCases { #expect(set.contains(event) == chosen.contains(event), "\(event)") }
            #expect(set.events == LifecycleEvent.allCases.filter(chosen.contains))
            #expect(set == LifecycleEventSet(chosen))
            #expect(set.isEmpty == chosen.isEmpty)
        }
        #expect(LifecycleEventSet.all.events == LifecycleEvent.allCases)
        #expect(LifecycleEventSet().isEmpty)
    }
}
