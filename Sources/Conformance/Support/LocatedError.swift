/// An input that cannot be used, with the file and line at fault: a configuration file, a
/// baseline, a scenario. Printed as `path:line: message`, as compilers print errors.
public struct LocatedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}

/// A configuration file (or a baseline it names) that cannot be used.
public typealias ConfigurationError = LocatedError

/// A scenario file that cannot be read.
public typealias ScenarioError = LocatedError
