import Testing

@testable import TraceParser

/// The vocabulary table is the parser's vocabulary: every spelling in a row is read as the row's
/// event (or as a callback outside the model), and every canonical event has one row.
@Suite struct VocabularyTests {
    /// One spelling of a row, printed the way `#function`, `__func__` or a notification log prints it.
    struct Spelling: CustomTestStringConvertible, Sendable {
        let line: String
        let entry: Int
        var testDescription: String { line }
    }

    static let spellings: [Spelling] = Vocabulary.entries.enumerated().flatMap { index, entry -> [Spelling] in
        // Phases are read by the phase pattern, model events by custom formats, UIKit's messages
        // by their text (RecognitionTests has them).
        guard entry.receiver != .scenePhase, entry.receiver != .model, entry.receiver != .system else { return [] }
        var lines = [entry.swift] + entry.otherSwift + entry.notifications
        if let selector = entry.objectiveC {
            // A view controller's selector needs its class to be read as one.
            lines.append(entry.receiver == .viewController ? "-[HomeViewController \(selector)]" : selector)
        }
        return lines.map { Spelling(line: $0, entry: index) }
    }

    @Test(arguments: spellings)
    func everySpellingIsReadAsItsRow(_ spelling: Spelling) throws {
        let entry = Vocabulary.entries[spelling.entry]
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: spelling.line) { lines.append($0) }
        let line = try #require(lines.first)
        if let event = entry.event {
            #expect(line.event?.event == event, "\(line.classification)")
            let notification = entry.notifications.contains(spelling.line)
            #expect(line.event?.source == (notification ? .notification : .callback))
        } else {
            #expect(line.classification == .noise(.outsideModel))
        }
    }

    /// A receiver glued to the words of a selector, as loggers that build names print them:
    /// `sceneWillConnectToSessionOptions`, `applicationPerformActionForShortcutItem`, the whole
    /// selector and its first part.
    static let glued: [Spelling] = Vocabulary.entries.enumerated().flatMap { index, entry -> [Spelling] in
        guard let selector = entry.objectiveC, entry.event != nil, [.app, .scene, .windowScene].contains(entry.receiver) else { return [] }
        let parts = selector.split(separator: ":").map(String.init)
        guard parts.count > 1, ["application", "scene", "windowScene"].contains(parts[0]) else { return [] }
        let words = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return [words.joined(), words[0]].map { Spelling(line: parts[0] + $0, entry: index) }
    }

    @Test(arguments: glued)
    func everyGluedSelectorIsReadAsItsRow(_ spelling: Spelling) throws {
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: spelling.line) { lines.append($0) }
        #expect(lines.first?.event?.event == Vocabulary.entries[spelling.entry].event, "\(String(describing: lines.first?.classification))")
    }

    @Test(arguments: [
        ("applicationDidFailToContinueUserActivity", "app.didFailToContinue"),
        ("sceneDidFailToContinueUserActivity: NSUserActivityHandoffFailedError", "scene.didFailToContinue"),
        ("AppDelegate.applicationHandleEventsForBackgroundURLSession", "app.bgURLSession"),
        ("🔵 sceneOpenURLContexts count=1", "scene.openURLContexts"),
        ("sceneWillConnectToSessionOptions", "scene.willConnect"),
        ("appPerformFetchWithCompletionHandler", "app.performFetch"),
    ])
    func gluedNamesOfPublishedLoggers(_ line: String, _ expected: String) throws {
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: line) { lines.append($0) }
        #expect(lines.first?.event?.event.rawValue == expected)
    }

    /// Two words begin too many callbacks, and a word after a whole name is another method.
    @Test(arguments: ["sceneDidBecome", "applicationWillTerm", "applicationOpenSettings", "WebPageProxy::applicationWillEnterForegroundForMedia"])
    func gluedNamesThatAreNotCallbacks(_ line: String) throws {
        var lines: [ParsedLine] = []
        try TraceParser().parse(text: line) { lines.append($0) }
        #expect(lines.first?.event == nil, "\(String(describing: lines.first?.event?.event))")
    }

    @Test func everyEventHasOneRowOfItsDomain() {
        for event in LifecycleEvent.allCases {
            let rows = Vocabulary.entries.filter { $0.event == event }
            #expect(rows.count == 1, "\(event.rawValue): \(rows.count) rows")
            let receiver = Vocabulary.entry(for: event).receiver
            let domain: LifecycleEvent.Domain =
                switch receiver {
                case .app: .app
                case .scene, .windowScene: .scene
                case .viewController: .viewController
                case .scenePhase: .scenePhase
                case .model: .model
                case .system: .system
                }
            #expect(event.domain == domain, "\(event.rawValue) is received by \(receiver.rawValue)")
        }
    }

    @Test func namesAreReadFromEachKindOfSpelling() {
        #expect(Vocabulary.name(ofSwift: "application(_:didFinishLaunchingWithOptions:)") == "didfinishlaunchingwithoptions")
        #expect(Vocabulary.name(ofSwift: "sceneDidBecomeActive(_:)") == "didbecomeactive")
        #expect(Vocabulary.name(ofSwift: "stateRestorationActivity(for:)") == "staterestorationactivity")
        #expect(Vocabulary.name(ofSwift: "deinit") == "deinit")
        #expect(Vocabulary.name(ofSelector: "scene:willConnectToSession:options:") == "willconnecttosession")
        #expect(Vocabulary.name(ofSelector: "applicationWillTerminate:") == "willterminate")
        #expect(Vocabulary.name(ofNotification: "UISceneDidActivateNotification") == "didactivate")
    }

    @Test func documentationLinksFollowApplesPages() {
        #expect(Vocabulary.entry(for: .appDidDiscardSceneSessions).documentation
            == "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)")
        #expect(Vocabulary.entry(for: .sceneDidBecomeActive).documentation
            == "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)")
        #expect(Vocabulary.entry(for: .phaseActive).documentation == "https://developer.apple.com/documentation/swiftui/scenephase/active")
        #expect(Vocabulary.entry(for: .vcDealloc).documentation == nil)
        #expect(Vocabulary.entry(for: .vcTraitCollectionDidChange).documentation
            == "https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)")
    }
}
