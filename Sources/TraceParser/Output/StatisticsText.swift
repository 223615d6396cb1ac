/// Text and JSON forms of ``ParseStatistics``.
public enum StatisticsText {
    /// One line: `25 events in 1 process (3 scenes, 3 sessions); 25 lines: 25 events, 0 noise, 0 unrecognized`.
    public static func summary(_ stats: ParseStatistics) -> String {
        "\(Plural.count(stats.events, "event")) in \(Plural.count(stats.processes.count, "process", "processes")) "
            + "(\(Plural.count(stats.scenes.count, "scene")), \(Plural.count(stats.sessions.count, "session"))); "
            + "\(Plural.count(stats.lines, "line")): \(Plural.count(stats.events, "event")), \(stats.noise) noise, "
            + "\(stats.unrecognizedLines) unrecognized"
    }

    /// One `name: value` line per count, with the noise and unrecognized breakdowns.
    public static func counts(_ stats: ParseStatistics) -> String {
        var text = "files: \(stats.files)\nlines: \(stats.lines)\nbytes: \(stats.bytes)\nevents: \(stats.events)\n"
        text += "noise: \(stats.noise)\n"
        text += "unrecognized: \(stats.unrecognizedLines)"
        text += "\(breakdown(UnrecognizedReason.allCases.map { ($0.rawValue, stats.unrecognized[$0] ?? 0) }))\n"
        text += "processes: \(stats.processes.count)\nscenes: \(stats.scenes.count)\nsessions: \(stats.sessions.count)\n"
        return text
    }

    /// The counts as one JSON object (schema `tracecheck.counts.v1`).
    public static func json(_ stats: ParseStatistics) -> String {
        func object(_ pairs: [(String, Int)]) -> String {
            "{" + pairs.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        return "{\"schema\":\"tracecheck.counts.v1\",\"files\":\(stats.files),\"lines\":\(stats.lines),"
            + "\"bytes\":\(stats.bytes),\"events\":\(stats.events),"
            + "\"noise\":\(stats.noise),"
            + "\"unrecognized\":\(object(UnrecognizedReason.allCases.map { ($0.rawValue, stats.unrecognized[$0] ?? 0) })),"
            + "\"processes\":\(stats.processes.count),\"scenes\":\(stats.scenes.count),\"sessions\":\(stats.sessions.count)}"
    }

    private static func breakdown(_ pairs: [(String, Int)]) -> String {
        let nonZero = pairs.filter { $0.1 > 0 }
        return nonZero.isEmpty ? "" : " (" + nonZero.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"
    }
}
