import Foundation
import Testing
import TraceCheckTestSupport

@testable import tracecheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file tracecheck writes replaces its target only when complete and on disk: a full disk,
/// a failed sync or a signal while writing leave the old file and no temporary file behind.
// Serialized: the handlers that remove a temporary file on a signal are process-wide.
@Suite(.serialized) struct OutputFileTests {
    private let directory: URL
    private let target: String

    init() throws {
        directory = try Fixtures.temporaryDirectory()
        target = directory.appendingPathComponent("report.json").path
    }

    /// Files in the directory besides the target (temporary files left behind).
    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "report.json" }
    }

    /// Calls that fail like a full disk after `limit` bytes, or fail to sync.
    private static func failing(after limit: Int = .max, sync: Bool = true) -> FileSystemCalls {
        let written = Counter()
        return FileSystemCalls(
            write: { descriptor, bytes, count in
                guard written.value + count <= limit else {
                    errno = ENOSPC
                    return -1
                }
                written.value += count
                return FileSystemCalls.posix.write(descriptor, bytes, count)
            },
            sync: { descriptor in
                guard sync else {
                    errno = EIO
                    return -1
                }
                return fsync(descriptor)
            })
    }

    private final class Counter: @unchecked Sendable { var value = 0 }

    private func save(_ pieces: [String], with system: FileSystemCalls = .posix) throws {
        try OutputFile.save(to: target, system: system) { file in for piece in pieces { try file.write(piece) } }
    }

    @Test func aFullDiskLeavesTheOldFile() throws {
        try "old report".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.cannotWrite(path: target, reason: "No space left on device")) {
            try save(["{\"a\": 1,", String(repeating: "x", count: 100), "}"], with: Self.failing(after: 50))
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old report")
        #expect(try leftovers().isEmpty)
    }

    @Test func aFailedSyncLeavesTheOldFile() throws {
        try "old report".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.cannotWrite(path: target, reason: "Input/output error")) {
            try save(["new report"], with: Self.failing(sync: false))
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old report")
        #expect(try leftovers().isEmpty)
    }

    @Test func aCompleteWriteReplacesTheFileAndKeepsItsMode() throws {
        try "old report".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o600)
        try save(["new ", "report"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new report")
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try leftovers().isEmpty)
    }

    @Test func aNewFileGetsTheModeOfANewFile() throws {
        try save(["report"])
        let mask = umask(0)
        umask(mask)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect((attributes[.posixPermissions] as? Int) == 0o644 & ~Int(mask))
        #expect(SignalCleanupProbe.handlersRestored)
    }

    /// Reports are written by several threads at once: each temporary file is removed on a
    /// signal until it is committed or discarded, whatever the others do.
    @Test func twoTemporaryFilesAtOnceAreBothRemovedOnASignal() throws {
        let first = try TemporaryFile(beside: target, reportedAs: target, mode: nil)
        let second = try TemporaryFile(beside: target + ".2", reportedAs: target + ".2", mode: nil)
        // Other tests write files at the same time: only this test's directory counts.
        let mine = { SignalCleanup.pendingPaths.filter { $0.hasPrefix(directory.path) }.sorted() }
        #expect(mine().count == 2)
        first.discard()
        #expect(mine().count == 1 && mine()[0].contains("report.json.2.tracecheck-"), "\(mine())")
        second.discard()
        #expect(mine().isEmpty)
        #expect(try leftovers().isEmpty)
    }

    @Test func aLinkStaysALinkToTheNewFile() throws {
        let real = directory.appendingPathComponent("real.json").path
        try "old report".write(toFile: real, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: real)
        try save(["new report"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new report")
    }

    @Test func devicesAreWrittenInPlace() throws {
        try OutputFile.save("nothing", to: "/dev/null")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aMissingDirectoryIsAnError() throws {
        let path = directory.appendingPathComponent("missing/report.json").path
        #expect(throws: OutputError.cannotWrite(path: path, reason: "No such file or directory")) {
            try OutputFile.save("report", to: path)
        }
    }

    /// A real full file system (a 64 KiB tmpfs, where the test may mount one): `--write-baseline`
    /// fails with exit status 2 and the baseline already there is still whole.
    @Test(.enabled(if: FullFileSystem.canMount))
    func aFullFileSystemKeepsTheOldBaseline() throws {
        let mount = try FullFileSystem(kibibytes: 64)
        defer { mount.unmount() }
        let baseline = mount.path + "/baseline.json"
        let big = try Fixtures.temporaryDirectory().appendingPathComponent("big.log").path
        // Every scene a finding of its own: a background scene becomes active without entering the foreground.
        let lines = (0..<4000).flatMap { scene in
            ["sceneDidEnterBackground(_:)", "sceneDidBecomeActive(_:)"].map { "\($0) <UIWindowScene: 0x\(String(scene + 4096, radix: 16))>" }
        }
        try lines.joined(separator: "\n").write(toFile: big, atomically: false, encoding: .utf8)
        let small = try ToolRunner.run(["lint", "--write-baseline", baseline, Fixtures.path("traces/synthetic/rules/scene_gap.log")])
        #expect(small.status == 0)
        let old = try String(contentsOfFile: baseline, encoding: .utf8)
        let result = try ToolRunner.run(["lint", "--write-baseline", baseline, big])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(baseline): No space left on device"))
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == ["baseline.json"])
    }

    /// SIGTERM while the file is written (its sync held back by strace, where the test may trace
    /// a process): the process ends by the signal, the old file stays, the temporary file is gone.
    @Test(.enabled(if: SlowSync.available))
    func aSignalWhileWritingRemovesTheTemporaryFile() throws {
        try "old picture".write(toFile: target, atomically: false, encoding: .utf8)
        let run = try SlowSync.start(
            ["timeline", "--format", "svg", "-o", target, Fixtures.path("traces/real/blog-split-view-2020.log")])
        #expect(run.waitUntil { (try? leftovers())?.isEmpty == false }, "no temporary file appeared")
        run.signalTracee(SIGTERM)
        let status = run.wait()
        #expect(status == 128 + SIGTERM || status == SIGTERM, "status \(status)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old picture")
        #expect(try leftovers().isEmpty)
    }
}

extension OutputFileTests {
    /// Two runs writing the same report at once: the result is one of the two complete reports,
    /// never a mix, and no temporary file is left.
    @Test func twoRunsWritingOneReportLeaveOneCompleteFile() throws {
        let logs = ["traces/synthetic/rules/scene_gap.log", "traces/real/blog-split-view-2020.log"].map(Fixtures.path)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { run in
            let result = try? ToolRunner.run(["lint", "--reporter", "json:\(target)", logs[run % 2]])
            results.append(result?.status)
        }
        #expect(results.values.allSatisfy { $0 == 0 || $0 == 1 })
        let written = try Data(contentsOf: URL(fileURLWithPath: target))
        let alone = try logs.map { log -> Data in
            let path = directory.appendingPathComponent("alone.json").path
            _ = try ToolRunner.run(["lint", "--reporter", "json:\(path)", log])
            defer { try? FileManager.default.removeItem(atPath: path) }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(alone.contains(written))
        #expect(try leftovers().isEmpty)
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Int32?] = []
        func append(_ value: Int32?) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}

/// Whether the output's signal handlers are gone once no temporary file is left.
private enum SignalCleanupProbe {
    static var handlersRestored: Bool {
        let current = signal(SIGTERM, SIG_DFL)
        _ = signal(SIGTERM, current)
        return current == nil  // SIG_DFL
    }
}

/// A tiny tmpfs, mounted for a test where the process may mount one (root on Linux).
private struct FullFileSystem {
    let path: String

    static let canMount: Bool = {
        guard let probe = try? FullFileSystem(kibibytes: 16) else { return false }
        probe.unmount()
        return true
    }()

    init(kibibytes: Int) throws {
        path = try Fixtures.temporaryDirectory().path
        let mount = try ToolRunner.run(
            ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", path], program: URL(fileURLWithPath: "/bin/mount"))
        guard mount.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    func unmount() {
        _ = try? ToolRunner.run([path], program: URL(fileURLWithPath: "/bin/umount"))
    }
}

/// tracecheck run under strace with every `fsync(2)` delayed by two seconds, where strace can
/// trace (Linux, with ptrace allowed).
private final class SlowSync {
    private let process = Process()

    static let strace = "/usr/bin/strace"
    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: strace) else { return false }
        return (try? ToolRunner.run(["-o", "/dev/null", "/bin/true"], program: URL(fileURLWithPath: strace)).status) == 0
    }()

    static func start(_ arguments: [String]) throws -> SlowSync {
        let run = SlowSync()
        run.process.executableURL = URL(fileURLWithPath: strace)
        run.process.arguments =
            ["-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=2000000", ToolRunner.executable.path] + arguments
        run.process.standardOutput = FileHandle.nullDevice
        run.process.standardError = FileHandle.nullDevice
        try run.process.run()
        return run
    }

    /// Polls `condition` for up to 20 seconds.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(20)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return false
    }

    /// Sends a signal to tracecheck (strace's child), not to strace.
    func signalTracee(_ number: Int32) {
        let children = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children", encoding: .utf8)) ?? ""
        for pid in children.split(separator: " ").compactMap({ Int32($0) }) { kill(pid, number) }
    }

    /// strace's exit status: the tracee's, or 128 + the signal that ended it.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}
