/// Where something is in the input: a file (or `<stdin>`) and a 1-based line.
public struct TraceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as given on the command line, or `<stdin>`.
    public var file: String
    /// The 1-based line number.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }

    public static func < (lhs: TraceLocation, rhs: TraceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
