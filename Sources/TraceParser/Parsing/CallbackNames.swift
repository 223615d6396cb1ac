/// The object a callback name is addressed to, as far as the printed text says.
enum Receiver: Hashable {
    case app
    case scene
    case windowScene
    /// A view controller, named only by the context (`-[HomeViewController didReceiveMemoryWarning]`).
    case viewController

    init(_ receiver: VocabularyEntry.Receiver) {
        switch receiver {
        case .app: self = .app
        case .scene, .scenePhase, .model, .system: self = .scene
        case .windowScene: self = .windowScene
        case .viewController: self = .viewController
        }
    }
}

/// Maps normalised callback names to canonical events, from ``Vocabulary``.
///
/// A name is normalised by lower-casing it and removing spaces, `_` and `-`, and by splitting
/// off a receiver prefix (`scene`, `application`, `app`, `windowScene`): `sceneDidBecomeActive`
/// becomes receiver `.scene` + `didbecomeactive`. Some names need the receiver
/// (`didbecomeactive` exists for the app and for scenes); others imply it.
enum CallbackNames {
    /// What a normalised name means.
    enum Meaning {
        /// The event whatever the receiver says.
        case always(LifecycleEvent)
        /// The event depends on the receiver; a missing receiver makes the name ambiguous.
        case byReceiver([Receiver: LifecycleEvent])
        /// A known callback outside the life-cycle model (for example `viewDidLayoutSubviews`).
        case outsideModel
    }

    static func meaning(of name: String) -> Meaning? { table[name] }

    /// The names of ``Vocabulary``, each with what the rows that spell it mean
    /// (``meaning(ofRows:)``).
    private static let table: [String: Meaning] = {
        var rows: [String: [VocabularyEntry]] = [:]
        for entry in Vocabulary.entries {
            for name in entry.names { rows[name, default: []].append(entry) }
        }
        return rows.compactMapValues(meaning(ofRows:))
    }()

    /// What a name means given the rows that spell it: the event of the one row that has an
    /// event (unless it needs its receiver printed); else the event of the printed receiver,
    /// one per receiver (nil when two rows of one receiver disagree); outside the model when no
    /// row has an event; nil for no row.
    private static func meaning(ofRows rows: [VocabularyEntry]) -> Meaning? {
        let events = rows.filter { $0.event != nil }
        guard !events.isEmpty else { return rows.isEmpty ? nil : .outsideModel }
        if events.count == 1, let event = events[0].event, !events[0].needsReceiver { return .always(event) }
        var byReceiver: [Receiver: LifecycleEvent] = [:]
        for row in events {
            let receiver = Receiver(row.receiver)
            if let other = byReceiver[receiver], other != row.event { return nil }
            byReceiver[receiver] = row.event
        }
        return .byReceiver(byReceiver)
    }

    /// What a name glued to its receiver means (`sceneWillConnectToSessionOptions`,
    /// `applicationDidFailToContinueUserActivity`): what the rows mean that have a spelling whose
    /// words, run together, begin with it (`did` alone begins too many: several rows of one
    /// receiver, so no meaning).
    static func meaning(ofGlued name: String) -> Meaning? {
        var rows: Set<Int> = []
        for (glued, row) in gluedNames where glued.hasPrefix(name) { rows.insert(row) }
        return meaning(ofRows: rows.sorted().map { Vocabulary.entries[$0] })
    }

    /// Every row's glued names with the row's position, computed once.
    private static let gluedNames: [(String, Int)] = Vocabulary.entries.enumerated().flatMap { row, entry in
        entry.gluedNames.map { ($0, row) }
    }

    /// The vocabulary name a misspelt name stands for (``OneLetterTypo``), with its meaning.
    static func meaning(ofTypo name: String) -> (name: String, meaning: Meaning)? {
        guard let corrected = OneLetterTypo.correction(of: name, among: names), let meaning = table[corrected] else { return nil }
        return (corrected, meaning)
    }

    /// Every name of the table, as bytes, for typo correction.
    private static let names: [[UInt8]] = table.keys.sorted().map { Array($0.utf8) }

    /// Resolves a name with an optional receiver; nil when the receiver is needed and missing.
    static func resolve(_ meaning: Meaning, receiver: Receiver?) -> LifecycleEvent? {
        switch meaning {
        case .always(let event):
            return event
        case .byReceiver(let events):
            guard let receiver else { return nil }
            return events[receiver] ?? (receiver == .windowScene ? events[.scene] : nil)
        case .outsideModel:
            return nil
        }
    }
}
