import TraceParser

extension LifecycleEvent {
    /// The Swift spelling developers know (`sceneWillResignActive(_:)`), used in messages.
    public var swiftName: String { Self.swiftNames[index] }

    /// ``swiftName`` of every event, by ``index`` (a finding's message names one to three).
    private static let swiftNames: [String] = allCases.map { Vocabulary.entry(for: $0).swift }
}

extension Array where Element == LifecycleEvent {
    /// `a`, `a and b`, `a, b and c` in Swift spelling.
    var spelled: String {
        var text = TextBuilder(capacity: 64)
        appendSpelled(to: &text)
        return text.build()
    }

    /// Appends ``spelled`` (a gap's message names its callbacks: no list is built first).
    func appendSpelled(to text: inout TextBuilder) {
        for (position, event) in enumerated() {
            if position > 0 { text.append(position == count - 1 ? " and " : ", ") }
            text.append(event.swiftName)
        }
    }
}
