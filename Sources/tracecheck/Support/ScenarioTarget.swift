import Conformance
import TraceParser
import Foundation

/// A file a command reads or writes a scenario from (`diff`, `diff --record`, `lint
/// --write-repaired`).
enum ScenarioTarget {
    /// How much of a file is read to tell a scenario from a log.
    private static let probe = 64 * 1024

    /// Whether the file exists and holds something other than a scenario (a recorded log named
    /// by mistake), which writing a scenario would destroy.
    static func holdsOtherText(_ path: String) -> Bool {
        guard InputPaths.isRegularFile(path), let head = head(of: path) else { return false }
        return !head.isEmpty && !Scenario.looks(like: head)
    }

    /// Whether two paths name the same existing file (the same device and inode: `./a.log` and
    /// `a.log`, a link and its target).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard first != "-", second != "-" else { return false }
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// The first bytes of a file as text (enough to tell a scenario from a log), or nil when it
    /// cannot be read (it does not exist).
    static func head(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return String(decoding: (try? handle.read(upToCount: probe)) ?? Data(), as: UTF8.self)
    }
}
