extension Evidence {
    /// What the tag means, for listings and the generated documentation.
    public var meaning: String {
        switch self {
        case .documented: return "stated in Apple documentation, an SDK header or Xcode's template comments"
        case .wwdc: return "said in an Apple WWDC session"
        case .observed: return "seen by developers in real logs, or reported in forums, issues or posts"
        case .inferred: return "an inference of tracecheck's model, not stated anywhere"
        case .unknown: return "nothing settles it; both outcomes are tolerated"
        }
    }
}
