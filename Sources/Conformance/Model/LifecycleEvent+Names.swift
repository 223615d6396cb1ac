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
        guard count > 1 else { return first?.swiftName ?? "" }
        let names = map(\.swiftName)
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
