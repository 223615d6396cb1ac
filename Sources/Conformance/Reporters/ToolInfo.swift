/// The name and version that machine-readable reports and `tracecheck --version` print.
public enum ToolInfo {
    /// The tool's name.
    public static let name = "tracecheck"
    /// The tool's version, also printed by `tracecheck --version`.
    public static let version = "0.1.0"
}
