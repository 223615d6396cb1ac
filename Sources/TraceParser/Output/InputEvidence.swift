/// Why an input gave no life-cycle event, in words a user can act on: an empty input, a
/// compressed or binary file, text in which no line names a callback, or a style forced by
/// `--input-format` that the lines do not have. `lint`, `diff` and the test assertions refuse
/// to pass on an input without evidence and say this instead.
public enum InputEvidence {
    /// What the first bytes say an input is when it is not text: `gzip-compressed data`,
    /// `a zip archive`, `binary data (NUL bytes)`; nil for text.
    public static func nonText(_ head: [UInt8]) -> String? {
        for (magic, name) in signatures where head.starts(with: magic) { return name }
        // Text never holds NUL bytes (UTF-16 with a byte order mark arrives here as UTF-8).
        let nuls = head.lazy.filter { $0 == 0 }.count
        return nuls > 0 ? "binary data (\(Plural.count(nuls, "NUL byte")) in its first \(size(head.count)))" : nil
    }

    /// Why `input` gave no event, after its name: `is empty (0 bytes)`, `is gzip-compressed
    /// data, not text: decompress it first (gzip -dc)`, `has no line that names a life-cycle
    /// callback (12 lines, 1.2 KB, read as plain text); 2 name one but were not read: 2 prose
    /// (tracecheck parse --verbose lists them)`.
    /// - Parameter options: How the input was parsed: the forced style, if any, and the custom
    ///   formats, with which its first lines are read again to tell the style they have.
    public static func whyNoEvent(_ input: InputSummary, options: ParseOptions) -> String {
        if input.bytes == 0 { return "is empty (0 bytes)" }
        if let kind = nonText(input.head) {
            let file = input.file == "<stdin>" ? "FILE" : input.file
            let hint = decompression.first { input.head.starts(with: $0.magic) }.map { tool in
                ": decompress it first (" + (tool.program.map { "\($0) -dc \(file) | tracecheck lint -" } ?? "unzip it, then lint the log inside") + ")"
            } ?? ""
            return "is \(kind), not text\(hint)"
        }
        if input.head.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }), input.bytes <= input.head.count {
            return "has only blank lines (\(count(input.lines, "line")))"
        }
        var text = "has no line that names a life-cycle callback (\(count(input.lines, "line")), \(size(input.bytes)), "
        text += "read as \(readAs(input, options: options)))"
        let unrecognized = input.unrecognized.values.reduce(0, +)
        if unrecognized > 0 {
            let reasons = UnrecognizedReason.allCases.compactMap { reason in input.unrecognized[reason].map { "\($0) \(reason.rawValue)" } }
            text += "; \(unrecognized) name\(unrecognized == 1 ? "s" : "") one but \(unrecognized == 1 ? "was" : "were") not read: "
                + reasons.joined(separator: ", ") + " (tracecheck parse --verbose lists them)"
        }
        if options.inputStyle != nil || options.custom.formats.count == 1 && options.inputStyle == .plain {
            // A forced style the lines may not have: would detection have found events?
            var detected = options
            detected.inputStyle = nil
            let (events, style) = read(input.head, options: detected)
            if events > 0 {
                text += "; read without --input-format, its first lines hold \(count(events, "event")) (\(style ?? "plain text"))"
            }
        }
        return text
    }

    /// The style the input was read in: forced, or the most common one of its first lines.
    private static func readAs(_ input: InputSummary, options: ParseOptions) -> String {
        if let style = options.inputStyle, style != .plain || options.custom.formats.count != 1 {
            return "\(style.rawValue), forced by --input-format"
        }
        if options.inputStyle == .plain, let format = options.custom.formats.first {
            return "format '\(format.name)', forced by --input-format"
        }
        return read(input.head, options: options).style ?? "plain text"
    }

    /// The events in `head` read with `options`, and the most common line style but plain text.
    private static func read(_ head: [UInt8], options: ParseOptions) -> (events: Int, style: String?) {
        var plain = options
        plain.explain = false
        plain.keepText = false
        plain.follow = false
        plain.progress = nil
        guard let parser = try? TraceParser(options: plain) else { return (0, nil) }
        var styles: [InputStyle: Int] = [:]
        try? parser.parse(text: String(decoding: head, as: UTF8.self)) { line in
            if line.style != .plain { styles[line.style, default: 0] += 1 }
        }
        let style = styles.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key
        return (parser.statistics.events, style.map { "\($0.rawValue) style" })
    }

    /// File signatures of formats that are not text.
    private static let signatures: [(magic: [UInt8], name: String)] = [
        ([0x1F, 0x8B], "gzip-compressed data"),
        ([0x50, 0x4B, 0x03, 0x04], "a zip archive"),
        ([0x42, 0x5A, 0x68], "bzip2-compressed data"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz-compressed data"),
        ([0x28, 0xB5, 0x2F, 0xFD], "zstd-compressed data"),
        (Array("bplist00".utf8), "a binary property list"),
        (Array("SQLite format 3".utf8), "an SQLite database"),
        ([0x25, 0x50, 0x44, 0x46], "a PDF document"),
    ]

    /// The program that decompresses a format of ``signatures`` to standard output (`-dc`), or
    /// nil for an archive.
    private static let decompression: [(magic: [UInt8], program: String?)] = [
        ([0x1F, 0x8B], "gzip"),
        ([0x50, 0x4B, 0x03, 0x04], nil),
        ([0x42, 0x5A, 0x68], "bzip2"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz"),
        ([0x28, 0xB5, 0x2F, 0xFD], "zstd"),
    ]

    private static func count(_ value: Int, _ noun: String) -> String { Plural.count(value, noun) }

    /// `812 bytes`, `1.2 KB`, `3.4 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return count(bytes, "byte") }
        let (value, unit) = bytes < 1_000_000 ? (Double(bytes) / 1000, "KB") : (Double(bytes) / 1_000_000, "MB")
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
