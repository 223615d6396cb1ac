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

/// A run of whole lines read from an input.
public struct LineBlock {
    /// Whole lines, each ending in `\n` except possibly the input's last one; or, when
    /// ``isTruncatedLine`` is set, the kept start of one over-long line.
    /// - Important: a view into the reader's buffer, valid only during the callback.
    public let bytes: UnsafeRawBufferPointer
    /// The 1-based number of the block's first line.
    public let firstLine: Int
    /// The block is the start of a line longer than the reader keeps; the rest was skipped.
    public let isTruncatedLine: Bool
}
