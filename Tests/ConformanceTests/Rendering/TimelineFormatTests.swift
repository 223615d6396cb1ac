@testable import Conformance
import Testing

@Suite struct TimelineFormatTests {
    @Test(arguments: [
        ("out.svg", TimelineFormat.svg), ("a/b.SVG", .svg), ("seq.mmd", .mermaid), ("seq.mermaid", .mermaid),
        ("t.puml", .plantuml), ("t.plantuml", .plantuml), ("trace.json", .chrome), ("chart.txt", .text),
    ])
    func extensionsNameFormats(_ path: String, _ format: TimelineFormat) {
        #expect(TimelineFormat(path: path) == format)
    }

    @Test(arguments: ["out", "out.png", "out.svg.bak", "dir.svg/out", ".build/x", "x."])
    func otherNamesNameNone(_ path: String) {
        #expect(TimelineFormat(path: path) == nil)
    }

    @Test func mermaidEscapesWhatItsGrammarWouldMisread() {
        #expect(MermaidSequenceRenderer.escape("scene#1; a <b> 50%\nnext") == "scene#35;1#59; a #60;b#62; 50#37; next")
    }

    @Test func plantUMLTextHasNoQuotesOrMarkup() {
        #expect(PlantUMLTimingRenderer.plain("a \"b\" __c__ <b>d") == "a 'b' _~_c_~_ ~<b>d")
    }

    @Test func decimalsArePrintedTheSameEverywhere() {
        #expect(DecimalText.fixed(0.0126, 3) == "0.013")
        #expect(DecimalText.fixed(14.25, 1) == "14.3")
        #expect(DecimalText.fixed(3, 0) == "3")
        #expect(DecimalText.fixed(-0.5, 2) == "-0.50")
        #expect(DecimalText.trimmed(12.50, 3) == "12.5")
        #expect(DecimalText.trimmed(3.0, 1) == "3")
        #expect(DecimalText.trimmed(-0.01, 1) == "0")
    }

    @Test func timeTicksAreRound() {
        #expect(SVGSwimlaneRenderer.timeStep(span: 69, ticks: 5) == (20, 0))
        #expect(SVGSwimlaneRenderer.timeStep(span: 1, ticks: 4) == (0.5, 1))
        #expect(SVGSwimlaneRenderer.timeStep(span: 0.06, ticks: 5) == (0.02, 2))
    }
}
