@testable import Conformance
import Testing

struct SubjectKindTests {
    /// Tables by kind are indexed by `ordinal`: each kind's position in `allCases`.
    @Test func ordinalIsThePositionInAllCases() {
        #expect(SubjectKind.allCases.map(\.ordinal) == Array(SubjectKind.allCases.indices))
    }
}
