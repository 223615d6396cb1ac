/// Remembers how recent distinct messages were read, so that a message printed again costs a
/// hash and a comparison instead of the recogniser's and the identity extractor's patterns.
///
/// Life-cycle messages repeat: the same callback of the same scene or app delegate is printed
/// on every cycle, and only the prefix (time, thread) changes. A reading depends only on the
/// message's bytes and where the search for a name starts, so a remembered one is the reading
/// itself (tests compare every trace read with and without the cache).
///
/// The cache is a fixed table of ``slotCount`` slots, one message each, chosen by the message's
/// hash; a new message replaces the one in its slot. Lookups are O(1) whatever the input, and
/// memory stays under `slotCount × longestMessage` bytes of keys: messages longer than
/// ``longestMessage`` are read every time.
final class RecognitionCache {
    /// What reading a message gave: its classification, and for an event its identities (empty
    /// for other lines). A class: handing one out retains one reference, not a dozen strings.
    final class Reading {
        let result: MessageRecognizer.Result
        let identity: Identity

        init(result: MessageRecognizer.Result, identity: Identity = Identity()) {
            self.result = result
            self.identity = identity
        }
    }

    private final class Entry {
        let message: [UInt8]
        let searchFrom: Int
        let reading: Reading

        init(message: [UInt8], searchFrom: Int, reading: Reading) {
            self.message = message
            self.searchFrom = searchFrom
            self.reading = reading
        }
    }

    /// Slots in the table (a power of two); 0 turns the cache off.
    let slotCount: Int
    /// The longest message remembered, in bytes.
    static let longestMessage = 512
    @exclusivity(unchecked) private var slots: [Entry?]
    /// Messages answered from the table, and messages read (for tests).
    @exclusivity(unchecked) private(set) var hits = 0
    @exclusivity(unchecked) private(set) var misses = 0

    /// - Parameter slotCount: A power of two, or 0 for no cache.
    init(slotCount: Int = 4096) {
        precondition(slotCount == 0 || slotCount & (slotCount - 1) == 0, "slot count must be a power of two")
        self.slotCount = slotCount
        slots = Array(repeating: nil, count: slotCount)
    }

    /// The slot of `message` searched from `searchFrom`, or nil when such a message is not
    /// remembered (too long, or no cache).
    func slot(of message: UnsafeRawBufferPointer, searchFrom: Int) -> Int? {
        guard slotCount > 0, message.count <= Self.longestMessage, let base = message.baseAddress else { return nil }
        // A multiply-rotate hash of 8 bytes at a time (as rustc's FxHasher): a slot is only a
        // guess that the bytes compare confirm, and SipHash (`Hasher`) cost three times as much.
        let seed: UInt64 = 0x517C_C1B7_2722_0A95
        var hash = UInt64(truncatingIfNeeded: searchFrom) &* seed
        var offset = 0
        while offset + 8 <= message.count {
            hash = ((hash << 5) | (hash >> 59)) ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = hash &* seed
            offset += 8
        }
        while offset < message.count {
            hash = (((hash << 5) | (hash >> 59)) ^ UInt64(message[offset])) &* seed
            offset += 1
        }
        return Int(truncatingIfNeeded: hash >> 32) & (slotCount - 1)
    }

    /// The remembered reading of `message` searched from `searchFrom`, if its slot holds it.
    func remembered(_ message: UnsafeRawBufferPointer, searchFrom: Int, slot: Int) -> Reading? {
        guard let entry = slots[slot], entry.searchFrom == searchFrom,
            entry.message.withUnsafeBytes({ ByteSearch.equal($0, message) })
        else { return nil }
        hits += 1
        return entry.reading
    }

    /// The reading of `message` searched from `searchFrom`: remembered, or made by `read` and
    /// remembered in `slot` (its ``slot(of:searchFrom:)``; nil: read and not remembered).
    func reading(of message: UnsafeRawBufferPointer, searchFrom: Int, slot: Int?, read: () -> Reading) -> Reading {
        guard let slot else { return read() }
        if let reading = remembered(message, searchFrom: searchFrom, slot: slot) { return reading }
        misses += 1
        let reading = read()
        slots[slot] = Entry(message: Array(message), searchFrom: searchFrom, reading: reading)
        return reading
    }
}
