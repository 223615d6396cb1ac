/// Reads the timestamps of a log's lines, reusing the date and time of day last read (not
/// reused) when a line prints the same bytes up to its seconds (a log's lines share their second
/// with the lines around them): then only the fraction and the zone are read again. Visible in
/// the package for the parse fuzzer, which checks every reading against a whole one.
package struct RecentTimestamp {
    /// The bytes up to the seconds of the last date and time of day read (not reused), and what
    /// they say, whether or not the fraction and zone after them read (a line whose date or time
    /// does not read leaves them as they were).
    private var bytes: [UInt8] = []
    private var head: Timestamp.Head?

    package init() {}

    /// The timestamp `text` prints, as ``Timestamp/init(bytes:)`` reads it.
    package mutating func read(_ text: UnsafeRawBufferPointer) -> Timestamp? {
        if let head, text.count >= bytes.count,
            bytes.withUnsafeBytes({ ByteSearch.equal($0, UnsafeRawBufferPointer(rebasing: text[..<bytes.count])) })
        {
            // The same bytes up to the seconds read as the same date and time of day, and leave
            // reading at the same place: the rest reads as reading it whole would.
            var scanner = ByteScanner(text, from: bytes.count)
            return Timestamp.readTail(&scanner).map { Timestamp(head, $0) }
        }
        var scanner = ByteScanner(text)
        guard let head = Timestamp.readHead(&scanner) else { return nil }
        // Keeps its storage: lines that alternate between two seconds allocate nothing.
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: text[..<scanner.position]))
        self.head = head
        return Timestamp.readTail(&scanner).map { Timestamp(head, $0) }
    }
}
