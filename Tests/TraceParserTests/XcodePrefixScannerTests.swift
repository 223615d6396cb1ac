import Foundation
import Testing
import TraceCheckTestSupport

@testable import TraceParser

/// The hand-written reader of the `xcode` prefix answers only as its pattern does: on every line
/// of every sample log and on generated variants of the layout, a prefix it reads is the one the
/// pattern reads; and it reads the common forms, so that the comparison is not empty.
@Suite struct XcodePrefixScannerTests {
    private let reader: LinePrefixReader

    init() throws { reader = try LinePrefixReader(CompiledLinePatterns.shared.get()) }

    /// Compares the scanner with the pattern on `line`; returns whether the scanner answered.
    @discardableResult
    private func expectAgreement(_ line: [UInt8]) -> Bool {
        line.withUnsafeBytes { bytes in
            guard let scanned = XcodePrefixScanner.read(bytes) else { return false }
            let pattern = reader.patternPrefix(of: bytes, layout: "xcode")
            #expect(pattern == scanned, "\(String(decoding: line, as: UTF8.self))")
            return true
        }
    }

    static let common = [
        "2024-03-02 09:57:11.406630+0100 Diary[7572:1a2b3] sceneDidBecomeActive(_:)",
        "2020-04-26 12:34:56.789012+0900 MyApp[12345:0x1a2b] -[SceneDelegate sceneWillResignActive:]",
        "2020-04-26T12:34:56,789-08:00 My App[1:2]text",
        "2020-04-26 12:34:56Z  Feed[100] application(_:didFinishLaunchingWithOptions:)",
        "2020-04-26 12:34:56 MyApp[100:200]",
    ]

    @Test(arguments: common)
    func readsTheCommonForms(_ line: String) {
        #expect(expectAgreement(Array(line.utf8)))
    }

    /// Lines where the pattern backtracks or looks ahead: the scanner leaves them to it, or
    /// reads them as it does.
    static let edges = [
        "2024-03-02 09:57:11.406630+0100  Df Diary[1:2] x", "2024-03-02 09:57:11.406630+0100 Df Diary[1:2] x",
        "2024-03-02 09:57:11.406630+0100  A Diary[1:2]", "2024-03-02 09:57:11.406630+0100 A Diary[1:2]",
        "2024-03-02 09:57:11.406630+0100  [1:2] x", "2024-03-02 09:57:11.406630+0100 Diary[1:0x] x",
        "2024-03-02 09:57:11.406630+0100 Diary[1:0X1] x", "2024-03-02 09:57:11.406630+0100 Diary[1]. x",
        "2024-03-02 09:57:11.406630+0100 Di\u{0}ary[1:2] x", "2024-03-02 09:57:11.406630+0100 Di\rary[1:2] x",
        "2024-03-02 09:57:11 A[1]", "2024-03-02 09:57:11 Ab[1]", "2024-03-02 09:57:11.+0100 App[1] x",
        "2024-03-02 09:57:11+01:0 App[1] x", "2024-03-02 09:57:11Z App[1]x", "12 2024-03-02 09:57:11 App[1] x",
        "2024-03-02 09:57:11 App[1][2] x", "2024-03-02 09:57:11 App[1:2]] x", "2024-03-02 09:57:11 Ap\tp[1] x",
    ]

    @Test(arguments: edges)
    func agreesWhereThePatternBacktracks(_ line: String) {
        expectAgreement(Array(line.utf8))
    }

    @Test(arguments: Fixtures.files(under: "traces", suffix: ".log"))
    func agreesOnEverySampleLine(_ log: String) throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(log)))
        for line in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var bytes = Array(line)
            if bytes.last == 0x0D { bytes.removeLast() }
            expectAgreement(bytes)
        }
    }

    /// Bytes that each part of the layout treats specially.
    private static let interesting: [UInt8] = Array(" \t[]().:,+-xXZT0159aAfFDbInErz_é".utf8) + [0x80, 0xFF, 0x00]

    @Test func agreesOnGeneratedVariants() {
        var random = SplitMix64(seed: 29)
        var answered = 0
        for round in 0..<6_000 {
            var line = Array(Self.common[round % Self.common.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(line.count))
                let byte = Self.interesting[Int(random.next() % UInt64(Self.interesting.count))]
                switch random.next() % 3 {
                case 0: line[position] = byte
                case 1: line.insert(byte, at: position)
                default: if line.count > 1 { line.remove(at: position) }
                }
            }
            if expectAgreement(line) { answered += 1 }
        }
        // Many variants stay in the layout (a changed message, name or digit).
        #expect(answered > 1_000)
    }
}
