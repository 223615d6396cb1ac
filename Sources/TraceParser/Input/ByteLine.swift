/// One input line as bytes, without its line terminator (`\n` or `\r\n`).
public struct ByteLine {
    /// The 1-based line number in its input.
    public let number: Int
    /// The line's bytes; valid only during the callback that received the line.
    /// - Important: this is a view into the reader's buffer, in bytes, not characters.
    public let bytes: UnsafeRawBufferPointer
    /// True when the line was longer than the reader's limit and only its start is in `bytes`.
    public let isTruncated: Bool
}
