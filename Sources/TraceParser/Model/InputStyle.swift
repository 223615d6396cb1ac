/// The line layouts tracecheck reads. Auto-detection picks one per line; `--input-format`
/// forces one (lines that do not fit it are read as plain text).
public enum InputStyle: String, CaseIterable, Codable, Sendable {
    /// No prefix: what `print()` writes to the Xcode console.
    case plain
    /// NSLog / Xcode console: `2020-04-26 12:34:56.789012+0900 App[1234:5678] msg`, the older
    /// millisecond form without a zone, and `App[1234:5678] msg` with the timestamp stripped.
    case xcode
    /// `log stream` / `log show` default style (timestamp, thread, type, activity, pid, TTL).
    case logDefault = "log-default"
    /// `log stream` / `log show --style compact`: `2024-01-01 12:00:00.123 Df App[1234:1a2b] msg`.
    case logCompact = "log-compact"
    /// `log show --style syslog`, and device syslog (`Mar 14 10:11:12 iPhone App[123] <Notice>: msg`).
    case syslog
    /// `log show --style json`: one pretty-printed JSON array of objects.
    case json
    /// `log show --style ndjson`: one JSON object per line.
    case ndjson
    /// CocoaLumberjack's default file format: `2022/08/31 13:33:54:129  msg`.
    case cocoaLumberjack = "cocoalumberjack"
    /// A copy from Console.app: tab-separated type, time, process and message.
    case console
    /// A row of a table export (CSV, TSV, Markdown, HTML) whose first cell, after an optional
    /// sequence number, is a time: `2024-03-02T10:00:01Z,iPad-B,scene_will_connect,…`. The time
    /// is read; the whole row stays the message.
    case table
    /// A format of `.tracecheck.yml` (`formats:`); `--debug-parse` names which.
    case custom
}
