/// Every regular expression tracecheck uses to read a log, in one place, compiled once.
///
/// Prefix patterns are anchored at the start of the line and recognise the layout of one
/// ``InputStyle``; they capture `ts` (timestamp), `proc`, `pid` and `tid` where the style prints
/// them, and their match ends where the message starts. Message patterns search the message.
/// All patterns run in UTF mode with invalid UTF-8 tolerated (`PCRE2_MATCH_INVALID_UTF`).
enum LinePatterns {
    /// One prefix layout: its style, a name shown by `--debug-parse`, and its pattern.
    struct Prefix: Sendable {
        let style: InputStyle
        let name: String
        let source: String
    }

    private static let isoTimestamp = #"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?"#
    private static let zone = #"(?:[+-]\d\d:?\d\d|Z)"#
    /// `(UIKitCore) [com.apple.UIKit:Lifecycle] ` after the process in unified-logging styles.
    private static let libraryAndSubsystem = #"(?:\((?<lib>[^)]*)\) )?(?:\[(?<subsys>[^\]]*)\] )?"#

    /// Prefix layouts, most specific first; auto-detection tries them in this order.
    static let prefixes: [Prefix] = [
        Prefix(
            style: .logDefault, name: "log-default",
            source: #"(?<ts>\#(isoTimestamp)\#(zone)?) +(?<tid>0x[0-9a-fA-F]+) +(?<type>[A-Za-z]+) +0x[0-9a-fA-F]+ +(?<pid>\d+) +\d+ +(?<proc>[^:\t]+?): \#(libraryAndSubsystem)"#),
        Prefix(
            style: .logCompact, name: "log-compact",
            source: #"(?<ts>\#(isoTimestamp)\#(zone)?) +(?<type>[A-Z][a-z]?) +(?<proc>[^\[\]\t]+?)\[(?<pid>\d+):(?<tid>(?:0x)?[0-9a-fA-F]+)\] \#(libraryAndSubsystem)"#),
        Prefix(
            style: .syslog, name: "syslog",
            source: #"(?<ts>\#(isoTimestamp)\#(zone)?) +(?<host>[^\s\[]+) +(?<proc>[^\[\]\t]+?)\[(?<pid>\d+)\]: \#(libraryAndSubsystem)"#),
        Prefix(
            style: .syslog, name: "device-syslog",
            source: #"(?<ts>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} \d\d:\d\d:\d\d(?:\.\d+)?) +(?<host>\S+) +(?<proc>[^\[\s(]+)(?:\((?<lib>[^)]*)\))?\[(?<pid>\d+)\](?: <(?<type>\w+)>)?: "#),
        Prefix(
            style: .xcode, name: "xcode",
            // Text glued to the closing `]` is the message (`MyApp[100:200]sceneDidBecomeActive`),
            // unless it goes on as an expression (`windows[0].root`, `grid[1][2]`).
            source: #"(?:\d{1,9}[ \t]+(?=\d{4}-))?(?<ts>\#(isoTimestamp)\#(zone)?) +(?!(?:Df|Db|In|Er|Fa|[A-Z]) )(?<proc>[^\[\]\t]+?)\[(?<pid>\d+)(?::(?<tid>(?:0x)?[0-9a-fA-F]+))?\](?![.\[\]]) ?"#),
        Prefix(
            style: .xcode, name: "xcode-stripped",
            source: #" ?(?<proc>[\p{L}_][^\[\]\t]*?)\[(?<pid>\d+):(?<tid>(?:0x)?[0-9a-fA-F]+)\](?= |$) ?"#),
        Prefix(
            style: .cocoaLumberjack, name: "cocoalumberjack",
            source: #"(?<ts>\d{4}/\d\d/\d\d \d\d:\d\d:\d\d[:.]\d{3}) +"#),
        Prefix(
            style: .console, name: "console",
            source: #"(?i:(?<type>default|info|debug|error|fault|notice|activity))\t(?<ts>[^\t]*)\t(?<proc>[^\t]*)\t(?:[^\t]*\t)*"#),
        // A lookahead: it reads the time cell and leaves the row whole, so the recogniser still
        // sees its cells (a Markdown row with a time cell is a log row, without one documentation).
        Prefix(
            style: .table, name: "table-row",
            source: #"(?=[ \t]*(?i:<tr[^>]*>)?[ \t]*(?:\||(?i:<td[^>]*>))?[ \t]*(?:\d{1,12}[ \t]*(?:[,;\t|]|(?i:</td>))[ \t]*(?i:<td[^>]*>)?[ \t]*)?"?(?<ts>(?:\d{4}-\d\d-\d\d[ T])?\d\d:\d\d:\d\d(?:[.,]\d+)?\#(zone)?)"?[ \t]*(?:[,;\t|]|(?i:</td>)))"#),
    ]

    /// What may follow `loaded`, `appeared`, `disappeared` in a view-controller phrase: the end of
    /// the message or a separator (`VC loaded: Feed`), not more words (`Table view loaded 20 rows`).
    private static let participleEnd = #"\s*(?:$|[:(\[,.!|\x{2013}\x{2014}\x{2192}-])"#

    /// Finds the name of a life-cycle callback, notification or phase label anywhere in a message.
    ///
    /// Groups: `base` + `label` (Swift `scene(_:willConnectTo:options:)` or a full signature),
    /// `base` + `sel` (Objective-C `scene:willConnectToSession:options:`), `recv` + `rest`
    /// (`sceneDidBecomeActive`, `applicationWillTerminate`, `AppDidBecomeActive`,
    /// `scene_did_become_active`, and a receiver
    /// glued to the capitalised first word of a selector that does not start with did/will:
    /// `applicationPerformActionForShortcutItem`, `sceneOpenURLContexts`), `name` (names
    /// without a receiver prefix: `viewDidLoad`, `stateRestorationActivity`, `dealloc`, …),
    /// `vsubj` + `vverb` or `vload` (a view controller's callback as a phrase after its subject:
    /// `view did appear`, `view is appearing`, `FeedVC loaded`, `VC disappeared`, `HomeViewController
    /// deallocated`; the match starts at `VC`/`ViewController` inside a glued class name, whose
    /// other letters name the controller, so that every alternative starts with a few letters
    /// and PCRE2 skips other positions quickly),
    /// `nclass` + `nname` (`UISceneDidActivateNotification`, `UIApplication.didBecomeActiveNotification`),
    /// `short` (`didBecomeActive`, `will enter foreground`: the receiver comes from the context),
    /// and `phase` (the word "phase", which sends the message to ``scenePhase``).
    static let callbackToken = #"""
        (?<![\p{L}_])
        (?:
            (?<base>application|windowScene|scene)
            \s* (?: \( \s* _ \s* (?: : | [\p{L}_][\p{L}\p{N}_]* \s* : [^,()]* , ) \s* (?<label>[\p{L}_][\p{L}\p{N}_]*)
                  | : \s* (?<sel>[\p{L}_][\p{L}\p{N}_]*) )
          | (?<recv>application|app|windowScene|scene) _?
                (?<rest>(?:did|will)[\p{L}\p{N}_]+ | protectedData(?:will|did)[\p{L}\p{N}_]+ | significantTimeChange
                  | (?-i:(?:Perform|Handler?|Open|Continue|Configuration|Restore|Should|Supported|User|State)\p{Lu})[\p{L}\p{N}_]+ )
          | (?<name>stateRestorationActivity(?=\s*\(\s*for\b) | stateRestorationActivityForScene | view(?:Did|Will)(?:Load|Unload|Appear|Disappear|LayoutSubviews)
                | viewIsAppearing | loadView | dealloc | deinit | viewSafeAreaInsetsDidChange | viewWillTransition(?:ToSize)?
                | (?:will|did)Move(?=\s*\(\s*toParent\b) | (?:will|did)MoveToParentViewController
                | traitCollectionDidChange | openURLContexts | configurationForConnecting(?:SceneSession)?
                | restoreInteractionStateWith(?:UserActivity)? | willContinueUserActivityWithType
                | didFailToContinueUserActivityWithType | didUpdateEffectiveGeometry
                | userDidAcceptCloudKitShareWith(?:Metadata)? | handleEventsForBackgroundURLSession
                | didReceiveRemoteNotification | didDiscardSceneSessions )
          | UI (?<nclass>Application|Scene) \.?
                (?<nname>(?:did|will)\p{L}+? | protectedData(?:will|did)\p{L}+? | significantTimeChange) (?:Notification)?
          | (?<short>(?:did|will)[\s_-]?
                (?: become[\s_-]?active | resign[\s_-]?active | enter[\s_-]?(?:back|fore)ground
                  | connect(?:To(?:Session)?)? | disconnect | terminate | finish[\s_-]?launching(?:WithOptions)?
                  | discard[\s_-]?scene[\s_-]?sessions | receive[\s_-]?memory[\s_-]?warning ))
        )
        (?![\p{L}\p{N}_])
        | (?<vsubj> (?-i: ViewController | VC ) | (?<![\p{L}_]) (?: view (?:[\s_-]?controller)? | (?-i: vc ) ) )
              (?: [\s_-]+ (?<vverb> (?:did|will) [\s_-]+ (?: load | appear | disappear | unload | layout[\s_-]?subviews
                                                       | move[\s_-]+to[\s_-]+parent )
                                 | is[\s_-]+appearing | (?:dis)?appeared(?=\#(participleEnd)) | dealloc(?:ated|ed)? | deinit(?:ialized|ed)? )
                | (?<=vc|controller) \  (?<vload>loaded)(?=\#(participleEnd)) )
              (?![\p{L}\p{N}_])
        | (?<phase>phase)
        """#

    /// UIKit's own messages about the app's life cycle, at the start of a message (after an
    /// optional `[Subsystem] ` tag and `Warning: `): each group is one ``LifecycleEvent`` of the
    /// system domain. They are read before callback names, because some quote a delegate method
    /// they are not a call of (`… received call to -application:performFetchWithCompletionHandler:
    /// but the completion handler was never called`).
    static let systemMessage = #"""
        (?: \[[\w.:\ -]*\] \s* )? (?: (?i:warning): \s* )?
        (?: (?<unbalanced> Unbalanced\ calls\ to\ begin/end\ appearance\ transitions\ for\b )
          | (?<present> Attempt\ to\ present\ .*?\ whose\ view\ is\ not\ in\ the\ window\ hierarchy )
          | (?<completion> (?:Application\ delegate|App\ delegate|Delegate)\ received\ call\ to\ -application:[\w:]+
                \ but\ the\ completion\ handler\ was\ never\ called )
          | (?<overdue> Background\ Task\ \d+\ \(.*?\),?\ was\ created\ over\ \d+\ seconds\ ago )
          | (?<notfound> Can't\ end\ BackgroundTask:\ no\ background\ task\ exists ) )
        """#

    /// A watchdog ending the process, anywhere in a message: a scene-create, scene-update or
    /// launch watchdog transgression, as FrontBoard and runningboardd print it (the line also
    /// gives the wall-clock allowance it exhausted, and a crash report's `Termination
    /// Description:` repeats it). A bare `0x8badf00d` is not read: the app may print an earlier
    /// run's diagnostics (MetricKit's `"terminationReason" : "… Code 0x8badf00d"`), and each
    /// literal costs the block scan. The killed app's pid is read from `application<bundle
    /// id>:1234` when the line names it (``watchdogPid``): SpringBoard or runningboardd prints it,
    /// not the app.
    static let watchdog = #"watchdog\ transgression"#

    /// The pid of the app a watchdog killed: `application<com.example.MyApp>:1234`.
    static let watchdogPid = #"application<[^>]*>:(?<pid>\d+)"#

    /// A literal of the block scan's first filter (``CandidateScanner``), matched in any case,
    /// with the three bytes of it the scan looks for first (chosen to be rare in logs).
    struct CandidateLiteral: Sendable {
        let text: String
        let anchor: String
        /// `scene` and `application` count only before `(` or `:` (after optional whitespace).
        var needsCallSuffix = false
    }

    /// A word made of a receiver and a did/will name, for receivers misspelt by one letter
    /// (`seneDidBecomeActive`, `applcationWillTerminate`), or a did/will phrase of up to four
    /// more words, for names misspelt in a phrase (`App will enter foregound`); tried when no
    /// name was read.
    static let misspeltReceiver = #"""
        (?<![\p{L}\p{N}_]) (?<pre>\p{L}{2,14}?) (?<rest>(?:did|will)[\p{L}\p{N}_]+) (?![\p{L}\p{N}_])
        | (?<![\p{L}\p{N}_]) (?<phrase>(?:did|will)(?:[\ \t_-]+\p{L}+){1,4})
        """#

    /// The cheap first filter of the block scan: every line that ``callbackToken``,
    /// ``scenePhase`` or a process end marker can match contains one of these (ignoring case):
    /// `did`/`will` (in every `…Did…`/`…Will…` name and short label, and the protected-data
    /// names), `significantTimeChange`, `scene(`/`scene:` and
    /// `application(`/`application:` (multi-part selectors), the few names without did/will,
    /// the view-controller phrases without them (`appear…`, a subject before `loaded`), the phase words, and the debugger markers. A line without any is noise and is counted
    /// without a closer look. `ParseEquivalenceTests` checks that both paths agree, and
    /// `CandidateScannerTests` that the scan finds exactly these literals.
    static let candidateLiterals: [CandidateLiteral] = [
        .init(text: "did", anchor: "did"),
        .init(text: "will", anchor: "wil"),
        .init(text: "scene", anchor: "sce", needsCallSuffix: true),
        .init(text: "application", anchor: "ppl", needsCallSuffix: true),
        .init(text: "viewis", anchor: "ewi"),
        .init(text: "loadview", anchor: "dvi"),
        .init(text: "dealloc", anchor: "dea"),
        // View-controller phrases: `view is appearing`, `VC appeared`, `FeedVC loaded`,
        // `HomeViewController loaded` (`loaded` only after `VC` or `controller` and a space: each
        // literal costs the scan, and `loaded` alone would make every `uploaded`/`Loaded 12
        // entries` line a candidate).
        .init(text: "appear", anchor: "pea"),
        // UIKit's messages (``systemMessage``, ``watchdog``) without a literal above.
        .init(text: "attempt to present", anchor: "mpt"),
        .init(text: "watchdog", anchor: "chd"),
        .init(text: "vc loaded", anchor: "vc "),
        .init(text: "controller loaded", anchor: "r l"),
        .init(text: "deinit", anchor: "dei"),
        .init(text: "restor", anchor: "sto"),
        .init(text: "openurl", anchor: "nur"),
        .init(text: "configurationforconnecting", anchor: "rco"),
        .init(text: "handleevents", anchor: "eev"),
        .init(text: "significanttimechange", anchor: "ntt"),
        .init(text: "perform", anchor: "rfo"),
        .init(text: "continueuser", anchor: "eus"),
        .init(text: "shouldsave", anchor: "dsa"),
        .init(text: "supportedinterface", anchor: "din"),
        .init(text: "handlerfor", anchor: "erf"),
        .init(text: "phase", anchor: "pha"),
        .init(text: "active", anchor: "tiv"),
        .init(text: "background", anchor: "ckg"),
        .init(text: "message from debugger", anchor: "ugg"),
        .init(text: "program ended", anchor: "m e"),
    ]

    /// The second filter of the block scan, run on each line the first one kept: a callback
    /// name, a phase word or a process end marker. A line without any, and without a did/will
    /// word whose receiver may be misspelt (``misspeltReceiver``), is noise.
    static let detail = callbackToken + #"""
        | (?<![\p{L}\p{N}_]) (?:in)?active (?![\p{L}\p{N}_]) | (?<![\p{L}\p{N}_]) background (?![\p{L}\p{N}_])
        | Message\ from\ debugger | Program\ ended\ with\ exit\ code
        | appearance\ transitions | Attempt\ to\ present | completion\ handler\ was\ never | Background\ ?Task
        | watchdog
        """#

    /// A SwiftUI `ScenePhase` printed alone or after a label that says "phase":
    /// `active`, `.inactive`, `ScenePhase.background`, `scenePhase: active`,
    /// `scenePhase changed from inactive to active` (the value at the end of the line wins).
    static let scenePhase = #"""
        (?: .* phase .* [^\p{L}] | [^\p{L}]* )
        (?: scenephase \. | \. )? (?<![\p{N}_]) (?<phase>active|inactive|background) (?!_) [^\p{L}\p{N}]* $
        """#

    /// Where the receiver of a short name (`didBecomeActive`) is named: `Scene…`, `scene`,
    /// `App…`, `app`, `UIApplication`, or a view controller (`…ViewController`, `VC`); the word
    /// nearest the name wins.
    static let receiverHint = #"(?<vc>Controller|(?<!\p{L})VC|(?<!\p{L})vc(?!\p{L}))|(?<scene>Scene|(?<!\p{L})scene)|(?<app>App|(?<!\p{L})app)"#

    /// Identity fields, found by their distinctive start: a pointer (`0x…`, whose class is read
    /// by ``objectClass``), `persistentIdentifier = …`, `activationState: …`, and the application
    /// state printed beside a callback (`applicationState: background`, `state=.inactive`,
    /// `UIApplicationStateActive`, `UIApplication.State(rawValue: 2)`).
    static let identity = #"""
        (?<ptr>0x[0-9a-fA-F]+)
        | persistentIdentifier \s*[:=]\s* (?<pval>[\p{L}\p{N}_.-]+)
        | activationState \s*[:=]\s* (?<sval>[\p{L}\p{N}_-]+) (?:\(rawValue:\s*(?<sraw>-?\d)\))?
        | (?<![\p{L}\p{N}_]) (?i: (?:application|app)?state ) \s*[:=]\s*
              (?<aval> (?i: (?:UIApplicationState|UIApplication\.State\.|\.)? (?:active|inactive|background) ) (?![\p{L}\p{N}_])
                | (?i:UIApplicationState|UIApplication\.State) \(rawValue:\s*[0-2]\) )
        | (?<aobj> UIApplicationState(?:Active|Inactive|Background) | UIApplication\.State\.(?:active|inactive|background)
              | (?:UIApplicationState|UIApplication\.State) \(rawValue:\s*[0-2]\) ) (?![\p{L}\p{N}_])
        """#

    /// A key of the launch options dictionary, as Swift and `NSLog` print it: the raw value
    /// (`UIApplicationLaunchOptionsLocationKey`, also inside `UIApplicationLaunchOptionsKey(_rawValue: …)`)
    /// or the Swift case (`UIApplication.LaunchOptionsKey.remoteNotification`). Group `raw` holds
    /// the name between `UIApplicationLaunchOptions` and `Key`, `case` the Swift case.
    static let launchOptionKey = #"""
        UIApplicationLaunchOptions (?<raw>[A-Z][A-Za-z]*?) Key (?![A-Za-z])
        | LaunchOptionsKey \. (?<case>[a-z][A-Za-z]*)
        """#

    /// The class of an object description, matched on the text just before its pointer:
    /// `<UIWindowScene: `, `UISceneSession: `, `<MyApp.HomeViewController: `, `scene=`.
    static let objectClass = #"""
        (?<![\p{L}\p{N}_.]) (?<cls>(?:[\p{L}_][\p{L}\p{N}_]*+\.)*+[\p{L}_][\p{L}\p{N}_]*+) \s*[:=]\s*<?\s* $
        """#

    /// The class or label of a view controller, read backwards from the callback name:
    /// `-[HomeViewController `, `HomeViewController.swift > `, `HomeViewController.`, `VC1 `.
    static let viewControllerLabel = #"""
        (?| [-+]\[ (?:[\p{L}_][\p{L}\p{N}_]*+\.)*+ ([\p{L}_][\p{L}\p{N}_]*+) (?:\([^)]*\))? \s+
          | (?<![\p{L}\p{N}_]) ([\p{L}_][\p{L}\p{N}_]*+) \.(?:swift|mm|m)\b (?::\d+)? [^\p{L}\p{N}_]*+
          | (?<![\p{L}\p{N}_]) ([\p{L}_][\p{L}\p{N}_]*+) [^\p{L}\p{N}_]*+ ) $
        """#

    /// A line that quotes a callback name without it being called: source code (a declaration,
    /// a statement, a parameter line of a multi-line signature, a line that opens a block), a
    /// Markdown table row without a time cell (documentation; a row with one is a log row), or a
    /// symbol dump (a quoted list element, a link map row). Backtrace frames are
    /// ``backtraceFrame``'s, tried before it.
    static let sourceCode = #"""
        \s* (?: (?:@\w+(?:\([^)]*\))?\s+)* (?:(?:override|public|private|internal|open|fileprivate|static
              |class|final|mutating|nonisolated|dynamic|optional)\s+)* func\s
          | [-+] \s* \( \s* \w+ [\s*]* \) \s* \w+
          | (?:if|guard|let|var|return|switch|case|else|for|while|try|await|defer)\b(?!\s*[:=>-])
          | \w+ \s+ \w+ \s*:\s* [A-Z][\w.]* (?:<[^>]*>)? [?!]? \s* [,)]
          | .*\) \s* (?:->\s*\S+\s*)? \{\s*$
          | \| (?! (?:[^|]*\|)*? \s* (?:\d{4}-\d\d-\d\d[T\ ])? \d{1,2}:\d\d:\d\d ) .*\|\s*$
          | "[^"]*" ,? \s*$
          | (?:0x)?[0-9A-Fa-f]+ \s+ 0x[0-9A-Fa-f]+ \s+ \[ )
        """#

    /// A frame of a call stack, at the start of a message: LLDB's `bt` (`* frame #0: 0x… MyApp`…`,
    /// `thread #1, queue = …`), a crash report's or `Thread.callStackSymbols`' frame (`0   MyApp
    /// 0x0000000102a1c2d4 $s5MyApp…`), `-[AppDelegate application:didFinishLaunchingWithOptions:]
    /// + 236`. It names the function it was in, which is no call of it.
    static let backtraceFrame = #"""
        \s* (?: \*\s* )? frame\ [#]\d+ :\ 0x[0-9A-Fa-f]+
        | \s* (?: \*\s* )? thread\ [#]\d+ ,
        | \s* \d+ \s+ [\w.+-]+ \s+ 0x[0-9A-Fa-f]+ \s
        | .*\] \s \+ \s \d+ (?:\s.*)?$
        """#

    /// A word, for telling prose from a log statement.
    static let word = #"[\p{L}\p{M}][\p{L}\p{M}\p{N}_'’]*"#

    /// The signs of prose: an English function word that log labels rarely have, or a word in a
    /// non-Latin script. A sentence quoting a callback name has at least two of the first or
    /// three of the second.
    static let proseSign = #"""
        (?<![A-Za-z0-9_'’]) (?<stop> a|an|the|is|are|was|were|be|been|being|not|no|why|what|when|where|how|which|who|this
          |that|these|those|it|its|i|we|you|he|she|they|me|my|our|your|but|and|or|if|then|than|so|because|should
          |would|could|can|does|do|doesn't|don't|isn't|wasn't|won't|never|always|of|to|in|on|at|from|by|about
          |into|only|also|here|there|yet|still|instead|method|function ) (?![A-Za-z0-9_'’])
        | (?<foreign> [^\x00-\x7F\P{L}] [\p{L}\p{M}\p{N}_]*+ )
        """#

    /// Lines with a known meaning other than a life-cycle event, anchored at the message start.
    /// `kill` marks the end of a process.
    static let special = #"""
        (?<kill> Message\ from\ debugger:.*(?:Terminated|terminated|[Kk]illed|signal|exit)
               | Program\ ended\ with\ exit\ code )
        | (?<debugger> Message\ from\ debugger: | \(lldb\) | warning:\  | Warning:\  )
        | (?<structure> Timestamp\s+(?:Thread|Ty)\b | Filtering\ the\ log\ data | Skipping\ info\ and\ debug
               | -{3,}\s*$ | ={3,}\s*$ | \s*[\[\]{},]+\s*$ )
        | (?<system> \[(?:Agent|Common|Default|SceneConfiguration|Assert|Snapshotting|UIFocus|LayoutConstraints
               |Accessibility|ApplicationLifecycle|Presentation|Keyboard|plugin|SystemGestureGate|Window|client
               |BackgroundTask|Warning)\]
               | This\ process\ does\ not\ adopt | CLIENT\ OF\ UIKIT | UIScene\ lifecycle\ will\ soon
               | Metal\ API\ Validation | libMobileGestalt | nw_ | __sanitizer_cov
               | Unable\ to\ simultaneously\ satisfy | Can't\ find\ keyplane )
        """#

    /// A field of a unified-logging JSON object (`log show --style json|ndjson`).
    static let jsonField = #"""
        "(?<key>eventMessage|timestamp|processID|threadID|processImagePath|messageType)" \s*:\s*
        (?: "(?<str>(?:[^"\\]|\\.)*)" | (?<num>-?\d+) )
        """#

    /// The first line of a `log show --style json` file.
    static let jsonArrayStart = #"\s*\[\s*(?:\{\s*)?$"#

    /// An ndjson line that carries a log message.
    static let ndjsonLine = #"\s*\{.*"eventMessage"\s*:"#
}
