/// A format `tracecheck export` writes as the input is read: a header, each process's part as
/// soon as the process is checked (then the process is let go), and an end.
public protocol EventLogExport {
    /// What comes first: written with the first process's part, or by itself before ``finish(_:)``
    /// when no process comes (an input that cannot be read writes nothing).
    var header: String { get }
    /// The part of one checked process, to be written at once.
    mutating func part(of process: ProcessAnalysis) -> String
    /// What comes after the last process, handed to `write` in pieces.
    mutating func finish(_ write: (String) throws -> Void) throws
}

extension CaseTableExport: EventLogExport {
    /// The header row.
    public var header: String { "case,activity,timestamp,file,line,source\r\n" }
    public func part(of process: ProcessAnalysis) -> String { Self.rows(process) }
    public func finish(_ write: (String) throws -> Void) throws {}
}
