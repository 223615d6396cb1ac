import Foundation

/// A `tracecheck` run that goes on while the test feeds it: standard input stays open until the
/// test closes it, and standard output is read as the tool writes it.
public final class LiveToolRun: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var stdoutData = Data()
    private var stderrData = Data()
    /// Signalled by each reading thread when its stream ends.
    private let streamsEnded = DispatchSemaphore(value: 0)

    /// Starts `tracecheck` with `arguments` in the repository root, with `environment` added to
    /// this process's.
    public init(_ arguments: [String], environment added: [String: String] = [:]) throws {
        process.executableURL = ToolRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.root
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A thread per stream reads it to its end; `finish` waits for both, so that no read is
        // still on its way when the test looks at the output (a readability handler could be).
        for (handle, error) in [(output.fileHandleForReading, false), (errors.fileHandleForReading, true)] {
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    append(data, error: error)
                }
                streamsEnded.signal()
            }
        }
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if error { stderrData.append(data) } else { stdoutData.append(data) }
    }

    /// What the tool has written to standard output so far.
    public var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stdoutData, as: UTF8.self)
    }

    /// What the tool has written to standard error so far.
    public var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// Writes to the tool's standard input, leaving it open.
    public func write(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Waits until standard output satisfies `condition`, at most `seconds`; returns whether it did.
    public func waitForOutput(seconds: Double = 20, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(stdout) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition(stdout)
    }

    /// The tool's peak resident memory so far in KiB (`VmHWM` on Linux), nil where unknown.
    public var peakResidentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// Waits until the tool has read everything written to its standard input, at most
    /// `seconds`: a line it has read is in its summary, one still in the pipe when Ctrl-C comes
    /// is not. Linux counts the bytes waiting in a pipe (`FIONREAD`); elsewhere this waits half a
    /// second.
    public func waitUntilInputIsRead(seconds: Double = 20) {
        #if os(Linux)
            let descriptor = input.fileHandleForWriting.fileDescriptor
            let deadline = Date().addingTimeInterval(seconds)
            var waiting: Int32 = 0
            while Date() < deadline, ioctl(descriptor, UInt(FIONREAD), &waiting) == 0, waiting > 0 {
                Thread.sleep(forTimeInterval: 0.02)
            }
        #else
            Thread.sleep(forTimeInterval: 0.5)
        #endif
    }

    /// Waits until the tool has read `file` up to `bytes` (its read position, from
    /// `/proc/PID/fdinfo` on Linux), at most `seconds`; elsewhere this waits half a second.
    public func waitUntilRead(_ file: URL, upTo bytes: Int, seconds: Double = 20) {
        #if os(Linux)
            let pid = process.processIdentifier
            let target = file.resolvingSymlinksInPath().path
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
                for descriptor in descriptors {
                    guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")) == target,
                        let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(descriptor)", encoding: .utf8),
                        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("pos:") }),
                        let position = Int(line.dropFirst(4).trimmingCharacters(in: .whitespaces))
                    else { continue }
                    if position >= bytes { return }
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
        #else
            Thread.sleep(forTimeInterval: 0.5)
        #endif
    }

    /// Sends a signal (SIGINT is Ctrl-C).
    public func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the tool to exit (closing its standard input first when `closingInput`) and
    /// returns its status, with every byte it wrote read.
    public func finish(closingInput: Bool = false) throws -> Int32 {
        if closingInput { try input.fileHandleForWriting.close() }
        process.waitUntilExit()
        streamsEnded.wait()
        streamsEnded.wait()
        return process.terminationStatus
    }
}
