@testable import Conformance
import Foundation
import Testing
import TraceCheckTestSupport
import TraceParser

/// The OCEL 2.0 export as a library writes it: objects kept apart (beyond a limit in a
/// temporary file) and written after the events, the same text whatever the limit.
@Suite struct OCELExportTests {
    private static func export(_ analysis: TraceAnalysis, objectMemoryLimit: Int) throws -> String {
        var writer = OCELExport(objectMemoryLimit: objectMemoryLimit)
        var out = writer.header
        for process in analysis.processes { out += writer.part(of: process) }
        try writer.finish { out += $0 }
        return out
    }

    @Test(arguments: ["traces/real/blog-split-view-2020.log", "traces/synthetic/interleaved-processes.log", "traces/synthetic/vc-phrases.log"])
    func theObjectsAreTheSameFromTheTemporaryFile(_ trace: String) throws {
        let analysis = try TraceAnalyzer.analyze(text: Fixtures.text(trace), file: trace)
        let inMemory = try Self.export(analysis, objectMemoryLimit: 1 << 30)
        #expect(try Self.export(analysis, objectMemoryLimit: 1) == inMemory)
        #expect(try Self.export(analysis, objectMemoryLimit: 300) == inMemory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(inMemory.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["events", "objects", "eventTypes", "objectTypes"])
    }

    @Test func anEmptyAnalysisIsAnEmptyLog() throws {
        var writer = OCELExport()
        var out = writer.header
        try writer.finish { out += $0 }
        #expect(out == "{\"events\":[],\n\"objects\":[],\n\"eventTypes\":[],\n\"objectTypes\":[]}\n")
    }

    /// A model's event applied to several subjects is one event related to each (subjects first),
    /// and the scenes' sessions are objects that events and scenes relate to.
    @Test func relationsOfEventsAndObjects() throws {
        let log = """
            scene(_:willConnectTo:options:) <UIWindowScene: 0x101> session <UISceneSession: 0x9a> persistentIdentifier: A-1
            sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
            application(_:didDiscardSceneSessions:) sessions: [<UISceneSession: 0x9a>]

            """
        let analysis = try TraceAnalyzer.analyze(text: log, file: "a.log")
        let process = try #require(analysis.processes.first)
        let events = OCELExport.events(of: process, firstSession: 4)
        let relations = events.map { $0.relations.map { "\($0.qualifier)=\($0.objectID)" } }
        #expect(relations.first == ["subject=scene#1", "process=process#1", "session=session#4"], "\(relations)")
        #expect(relations.last == ["subject=process#1", "discarded session=session#4"], "\(relations)")
        let scene = try #require(process.exportObjects(firstSession: 4).first { $0.id == "scene#1" })
        #expect(scene.relations.map(\.objectID) == ["process#1", "session#4"])
    }
}

/// Text kept in memory up to a limit and in a temporary file beyond it comes back whole and in
/// order, characters of several bytes unsplit.
@Suite struct SpilledTextTests {
    @Test(arguments: [1, 7, 1 << 20])
    func comesBackInOrder(_ limit: Int) throws {
        let spilled = SpilledText(memoryLimit: limit)
        var expected = ""
        for index in 0..<5_000 {
            let piece = "é\(index)🙂,"
            spilled.append(piece)
            expected += piece
        }
        #expect(limit == 1 << 20 ? spilled.spilledBytes == 0 : spilled.spilledBytes > 0)
        var pieces: [String] = []
        try spilled.drain { pieces.append($0) }
        #expect(pieces.joined() == expected)
        #expect(!pieces.contains { $0.contains("\u{FFFD}") })
    }
}
