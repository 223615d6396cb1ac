/// Remembers how recent distinct messages were read, so that a message printed again, or printed
/// again with other numbers and pointers, costs a hash and a comparison instead of the
/// recogniser's and the identity extractor's patterns.
///
/// Life-cycle messages repeat: the same callback of the same scene or app delegate is printed
/// on every cycle, and only the prefix (time, thread) changes; the next run of the app prints it
/// with new pointers, and the app's other messages print new numbers every time. A reading
/// depends only on the message's *shape* (``MessageShape``: the bytes with every standalone
/// pointer and number of three digits or more masked) and where the search for a name starts:
/// no pattern reads such a number's value, and no name holds one. What a reading takes from
/// the text (a scene's pointer, a view controller's name) is kept as places in the message
/// (``IdentityLayout``) and read again from a message of the same shape that is not the same
/// text. Tests compare every trace read with and without the cache, and the parse fuzzer
/// compares a parser without one.
///
/// The cache is a fixed table of ``slotCount`` slots, one shape each, chosen by the shape's
/// hash; a new shape replaces the one in its slot. Lookups are O(1) whatever the input, and
/// memory stays under `slotCount × 2 × longestMessage` bytes of keys: messages longer than
/// ``longestMessage`` are read every time.
final class RecognitionCache {
    /// What reading a message gave: its classification, and for an event its identities (empty
    /// for other lines) and where they are in the message. A class: handing one out retains one
    /// reference, not a dozen strings.
    final class Reading {
        let result: MessageRecognizer.Result
        let identity: Identity
        /// Where `identity`'s texts are in the message; nil when it is no event.
        let layout: IdentityLayout?

        init(result: MessageRecognizer.Result, identity: Identity = Identity(), layout: IdentityLayout? = nil) {
            self.result = result
            self.identity = identity
            self.layout = layout
        }
    }

    /// A remembered reading, and whether it was made from the very same text (else from a
    /// message of the same shape: the identities must be read from the new text's places).
    struct Hit {
        let reading: Reading
        let isSameText: Bool
    }

    /// Where a message's reading is remembered: its slot, and whether its shape masked anything.
    struct Probe {
        let slot: Int
        fileprivate let masked: Bool
        fileprivate let generation: Int
    }

    private final class Entry {
        /// The shape, and the text when it differs from the shape.
        let shape: [UInt8]
        let text: [UInt8]?
        let searchFrom: Int
        let reading: Reading
        /// Only the same text may use the reading (a pattern stopped at its match limit, which
        /// other digits could change; the other way, a search that stops at the limit for
        /// another text of the shape, takes far longer messages than the 512 bytes kept).
        let sameTextOnly: Bool

        init(shape: [UInt8], text: [UInt8]?, searchFrom: Int, reading: Reading, sameTextOnly: Bool) {
            (self.shape, self.text, self.searchFrom, self.reading, self.sameTextOnly) = (shape, text, searchFrom, reading, sameTextOnly)
        }
    }

    /// Slots in the table (a power of two); 0 turns the cache off.
    let slotCount: Int
    /// The slots of a parser's cache.
    static let defaultSlotCount = 4096
    /// The longest message remembered, in bytes.
    static let longestMessage = 512
    @exclusivity(unchecked) private var slots: [Entry?]
    /// The shape of the message last probed (its first `message.count` bytes), and its probe's generation.
    private let shape = UnsafeMutableRawBufferPointer.allocate(byteCount: longestMessage, alignment: 8)
    @exclusivity(unchecked) private var generation = 0
    /// Messages answered from the table (of them, by a message of the same shape but another
    /// text), and messages read (for tests).
    @exclusivity(unchecked) private(set) var hits = 0
    @exclusivity(unchecked) private(set) var shapeHits = 0
    @exclusivity(unchecked) private(set) var misses = 0

    /// - Parameter slotCount: A power of two, or 0 for no cache.
    init(slotCount: Int = defaultSlotCount) {
        precondition(slotCount == 0 || slotCount & (slotCount - 1) == 0, "slot count must be a power of two")
        self.slotCount = slotCount
        slots = Array(repeating: nil, count: slotCount)
    }

    deinit { shape.deallocate() }

    /// Where the reading of `message` searched from `searchFrom` is remembered, or nil when such
    /// a message is not remembered (too long, or no cache).
    func probe(_ message: UnsafeRawBufferPointer, searchFrom: Int) -> Probe? {
        guard slotCount > 0, message.count <= Self.longestMessage else { return nil }
        let masked = MessageShape.write(message, into: shape)
        generation &+= 1
        let hash = Self.hash(UnsafeRawBufferPointer(rebasing: shape[..<message.count]), seed: searchFrom)
        return Probe(slot: Int(truncatingIfNeeded: hash >> 32) & (slotCount - 1), masked: masked, generation: generation)
    }

    /// A multiply-rotate hash of 8 bytes at a time (as rustc's FxHasher): a slot is only a guess
    /// that the bytes compare confirm, and SipHash (`Hasher`) cost three times as much.
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed searchFrom: Int) -> UInt64 {
        let seed: UInt64 = 0x517C_C1B7_2722_0A95
        var hash = UInt64(truncatingIfNeeded: searchFrom) &* seed
        guard let base = bytes.baseAddress else { return hash }
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = ((hash << 5) | (hash >> 59)) ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = hash &* seed
            offset += 8
        }
        while offset < bytes.count {
            hash = (((hash << 5) | (hash >> 59)) ^ UInt64(bytes[offset])) &* seed
            offset += 1
        }
        return hash
    }

    /// The remembered reading of `message` searched from `searchFrom`, if its slot holds one for
    /// its text or its shape.
    func remembered(_ message: UnsafeRawBufferPointer, searchFrom: Int, probe: Probe) -> Hit? {
        guard let entry = slots[probe.slot], entry.searchFrom == searchFrom, entry.shape.count == message.count else { return nil }
        writeShape(of: message, for: probe)
        let current = UnsafeRawBufferPointer(rebasing: shape[..<message.count])
        guard entry.shape.withUnsafeBytes({ ByteSearch.equal($0, current) }) else { return nil }
        let sameText: Bool
        if let text = entry.text {
            sameText = probe.masked && text.withUnsafeBytes { ByteSearch.equal($0, message) }
        } else {
            sameText = !probe.masked
        }
        guard sameText || !entry.sameTextOnly else { return nil }
        hits += 1
        if !sameText { shapeHits += 1 }
        return Hit(reading: entry.reading, isSameText: sameText)
    }

    /// Writes the shape of `message` again when another message was probed since `probe`.
    private func writeShape(of message: UnsafeRawBufferPointer, for probe: Probe) {
        guard probe.generation != generation else { return }
        _ = MessageShape.write(message, into: shape)
        generation &+= 1
    }

    /// The reading of `message` searched from `searchFrom`: remembered, or made by `read` and
    /// remembered (nil `probe`: read and not remembered).
    func reading(of message: UnsafeRawBufferPointer, searchFrom: Int, probe: Probe?, read: () -> Reading) -> Hit {
        guard let probe else { return Hit(reading: read(), isSameText: true) }
        if let hit = remembered(message, searchFrom: searchFrom, probe: probe) { return hit }
        misses += 1
        let reading = read()
        writeShape(of: message, for: probe)
        let shapeBytes = Array(UnsafeRawBufferPointer(rebasing: shape[..<message.count]))
        var sameTextOnly = reading.layout?.stoppedAtLimit == true
        if case .unrecognized(.matchLimit, _) = reading.result { sameTextOnly = true }
        slots[probe.slot] = Entry(
            shape: shapeBytes, text: probe.masked ? Array(message) : nil, searchFrom: searchFrom, reading: reading, sameTextOnly: sameTextOnly)
        return Hit(reading: reading, isSameText: true)
    }
}
