/// What `tracecheck timeline` draws: text swimlanes or one of the pictures.
public enum TimelineFormat: String, CaseIterable, Sendable {
    /// Text swimlanes (``TextSwimlaneRenderer``).
    case text
    /// A self-contained SVG picture (``SVGSwimlaneRenderer``).
    case svg
    /// A Mermaid `sequenceDiagram` (``MermaidSequenceRenderer``).
    case mermaid
    /// A PlantUML timing diagram (``PlantUMLTimingRenderer``).
    case plantuml
    /// Chrome trace JSON for Perfetto or chrome://tracing (``ChromeTraceRenderer``).
    case chrome

    /// The format a file name's extension stands for (`.svg`; `.mmd` or `.mermaid`; `.puml` or
    /// `.plantuml`; `.json` for the Chrome trace; `.txt`), in any case; nil for any other.
    /// - Parameter path: A file path.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "mmd", "mermaid": self = .mermaid
        case "puml", "plantuml": self = .plantuml
        case "json": self = .chrome
        case "txt": self = .text
        default: return nil
        }
    }

    /// Draws `swimlanes` in this format.
    /// - Parameters:
    ///   - swimlanes: What to draw.
    ///   - text: Width, characters and colors, for ``text`` only; the pictures never have colors
    ///     or a width to fit.
    public func render(_ swimlanes: Swimlanes, text: TextSwimlaneRenderer.Options = .init()) -> String {
        var document = ""
        render(swimlanes, text: text) { document += $0 }
        return document
    }

    /// Draws `swimlanes` in this format, handing the output to `write` in pieces as it is drawn
    /// (text and SVG; the other formats in one piece).
    public func render<Failure: Error>(
        _ swimlanes: Swimlanes, text: TextSwimlaneRenderer.Options = .init(), to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        switch self {
        case .text: try TextSwimlaneRenderer.render(swimlanes, options: text, to: write)
        case .svg: try SVGSwimlaneRenderer.render(swimlanes, to: write)
        case .mermaid: try write(MermaidSequenceRenderer.render(swimlanes))
        case .plantuml: try write(PlantUMLTimingRenderer.render(swimlanes))
        case .chrome: try write(ChromeTraceRenderer.render(swimlanes))
        }
    }
}
