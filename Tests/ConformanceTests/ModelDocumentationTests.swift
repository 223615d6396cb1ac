@testable import Conformance
import Foundation
import Testing

@Suite struct ModelDocumentationTests {
    /// A small model with a terminal state, an observed (undocumented) edge from two states,
    /// a passive callback, and quotes that DOT must escape.
    private let door = StateMachine(
        id: "door", title: "A \"door\"",
        states: [("closed", "shut"), ("open", "ajar \"wide\""), ("gone", "removed")],
        initial: "closed", terminal: ["gone"],
        transitions: [
            Transition(from: ["closed"], event: .sceneWillConnect, to: "open", source: .a3, label: "open it"),
            Transition(from: ["closed", "open"], event: .sceneDidDisconnect, to: "gone", source: .d1, label: "remove"),
        ],
        passive: [PassiveEvent(event: .sceneOpenURLContexts, allowedIn: ["closed", "open"], source: .a3)])

    @Test func textListsStatesTransitionsPassiveCallbacksAndSources() {
        #expect(ModelDocumentation.text(door) == """
            door: A "door"

            States (initial: closed; terminal: gone):
              closed  shut
              open    ajar "wide"
              gone    removed

            Transitions (from → to, callback, label, source):
              closed → open        scene(_:willConnectTo:options:)  open it  A3 DOC
              closed, open → gone  sceneDidDisconnect(_:)           remove   D1 OBS

            Passive callbacks (allowed in these states, the state does not change):
              scene(_:openURLContexts:)  A3 DOC  closed, open

            Sources:
              A3  DOC  UISceneDelegate                                                          https://developer.apple.com/documentation/uikit/uiscenedelegate
              D1  OBS  Apple Developer Forums 732170: unexpected order of scene delegate calls  https://forums.developer.apple.com/forums/thread/732170

            """)
    }

    @Test func textSaysNoneWhenThereIsNoTerminalStateOrPassiveCallback() {
        let text = ModelDocumentation.text(LifecycleModels.scenePhase)
        #expect(text.contains("States (initial: background; terminal: none):\n"))
        #expect(text.contains("Passive callbacks (allowed in these states, the state does not change):\n  none\n"))
    }

    @Test func mermaidIsAStateDiagramWithEvidenceOnUndocumentedEdges() {
        #expect(ModelDocumentation.mermaid(door) == """
            stateDiagram-v2
                %% door: A "door"
                [*] --> closed
                closed --> open: scene.willConnect
                closed --> gone: scene.didDisconnect (OBS)
                open --> gone: scene.didDisconnect (OBS)
                gone --> [*]

            """)
    }

    /// Mermaid ends a label at `:` or `;` and a state id at `-`, `:` or a space, so every line
    /// of every built-in model must keep to this shape to render on GitHub.
    @Test(arguments: LifecycleModels.all.map(\.id))
    func mermaidKeepsToTheGrammarGitHubRenders(_ id: String) throws {
        let model = try #require(LifecycleModels.named(id))
        let lines = ModelDocumentation.mermaid(model).split(separator: "\n").map(String.init)
        let state = #"(\[\*\]|[A-Za-z][A-Za-z0-9_]*)"#
        #expect(lines.first == "stateDiagram-v2")
        for line in lines.dropFirst() {
            let edge = "^    \(state) --> \(state)(: [^:;#\\n]+)?$"
            #expect(line.hasPrefix("    %% ") || line.range(of: edge, options: .regularExpression) != nil, "\(line)")
        }
        let edges = model.transitions.reduce(0) { $0 + $1.from.count }
        #expect(lines.count == 3 + edges + model.terminal.count)
    }

    @Test func dotIsADigraphWithEscapedQuotesAndDashedUndocumentedEdges() {
        #expect(ModelDocumentation.dot(door) == #"""
            digraph "door" {
                label="door: A \"door\"";
                labelloc=t;
                node [shape=box, style=rounded];
                "[*]" [shape=point, label=""];
                "[*]" -> "closed";
                "closed" [tooltip="shut"];
                "open" [tooltip="ajar \"wide\""];
                "gone" [peripheries=2, tooltip="removed"];
                "closed" -> "open" [label="scene(_:willConnectTo:options:)", tooltip="open it: A3 DOC"];
                "closed" -> "gone" [label="sceneDidDisconnect(_:) (OBS)", style=dashed, tooltip="remove: D1 OBS"];
                "open" -> "gone" [label="sceneDidDisconnect(_:) (OBS)", style=dashed, tooltip="remove: D1 OBS"];
            }

            """#)
    }

    @Test func markdownExplainsTheEvidenceTagsThenShowsEachModel() {
        let markdown = ModelDocumentation.markdown([door])
        #expect(markdown.hasPrefix("# Life-cycle models\n"))
        for evidence in Evidence.allCases {
            #expect(markdown.contains("| \(evidence.rawValue) | \(evidence.meaning) |\n"))
        }
        #expect(markdown.contains("never an error"))
        #expect(markdown.contains("`\(ModelDocumentation.regenerateCommand)`"))
        #expect(markdown.contains("* [door: A \"door\"](#door-a-door)\n"))
        #expect(markdown.hasSuffix("""
            ## door: A "door"

            ```mermaid
            \(ModelDocumentation.mermaid(door))```

            ```text
            \(ModelDocumentation.text(door))```

            """))
    }
}
