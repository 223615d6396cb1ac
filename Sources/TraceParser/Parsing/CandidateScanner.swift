import CByteScan

/// The first filter of the block scan: finds the next line that may hold a callback,
/// notification, phase or process-end marker with a byte-level literal search, so PCRE2 runs
/// only on those lines.
///
/// It looks for the literals of ``LinePatterns/candidateLiterals`` (ASCII, any case). Each
/// literal has an *anchor*, a three-byte window of it chosen to be rare in logs; the scan hashes
/// the three bytes at every position into a 32 Kibit table (4 KiB, in L1) and compares a literal
/// in full only where its anchor's bit is set. The cost per byte is a load, a multiply and a bit
/// test, with no dependency between positions. Where the processor has SSSE3 (every x86-64 of
/// the last fifteen years), a vector filter (``cbs_anchor_filter_next``) first skips 16
/// positions at a time that hold no anchor in either case (32 with AVX2), and the table is
/// looked up only at the positions it keeps (``cbs_anchor_hash`` is the same hash).
///
/// - Important: Offsets are byte offsets into the searched buffer.
struct CandidateScanner: Sendable {
    /// A literal, lower-cased in ``bytes``, with where its anchor starts (plain values, so
    /// that reading one costs no reference counting).
    private struct Literal {
        /// Where its bytes are in ``bytes``.
        let start: Int
        let count: Int
        let anchorOffset: Int
        /// For `scene` and `application`: a `(` or `:` must follow, after optional whitespace.
        let needsCallSuffix: Bool
        let hash: Int
    }

    private let literals: [Literal]
    /// The literals' bytes, one after the other.
    private let bytes: [UInt8]
    /// One bit per anchor hash.
    private let table: [UInt64]
    /// For each value of a hash's low eight bits, a bit per literal whose anchor hash has them:
    /// where the table's bit is set, the literals to compare are found without a scan of all.
    private let byLowHash: [UInt64]
    private static let hashBits = 15
    /// The vector filter's tables, when it runs on this processor.
    private let filter: cbs_anchor_filter?
    /// The positions the vector filter tests at a time (``cbs_anchor_filter_width()``).
    private let vectorWidth: Int32

    /// The scanner for ``LinePatterns/candidateLiterals``, made once per run (placing the
    /// anchors in the filter's buckets is a search).
    static let shared = CandidateScanner()

    /// Creates the scanner for ``LinePatterns/candidateLiterals``.
    /// - Parameter vectorWidth: The vector filter's width, 0 for none (tests compare them); at most
    ///   this processor's (``cbs_anchor_filter_width()``).
    init(_ candidates: [LinePatterns.CandidateLiteral] = LinePatterns.candidateLiterals, vectorWidth: Int32 = cbs_anchor_filter_width()) {
        precondition(vectorWidth <= cbs_anchor_filter_width(), "this processor's vector filter is narrower")
        self.vectorWidth = vectorWidth
        precondition(candidates.count <= 64, "a literal is a bit of a UInt64")
        var pool: [UInt8] = []
        literals = candidates.map { candidate in
            let bytes = Array(candidate.text.lowercased().utf8)
            let anchor = Array(candidate.anchor.lowercased().utf8)
            let offset = Self.offset(of: anchor, in: bytes)
            precondition(anchor.count == 3 && offset != nil, "the anchor of \(candidate.text) is three of its bytes")
            defer { pool += bytes }
            return Literal(
                start: pool.count, count: bytes.count, anchorOffset: offset!, needsCallSuffix: candidate.needsCallSuffix,
                hash: Self.hash(UInt32(anchor[0]) | UInt32(anchor[1]) << 8 | UInt32(anchor[2]) << 16))
        }
        bytes = pool
        var table = [UInt64](repeating: 0, count: 1 << (Self.hashBits - 6))
        var byLowHash = [UInt64](repeating: 0, count: 256)
        for (index, literal) in literals.enumerated() {
            table[literal.hash >> 6] |= 1 << UInt64(literal.hash & 63)
            byLowHash[literal.hash & 255] |= 1 << UInt64(index)
        }
        self.table = table
        self.byLowHash = byLowHash
        if vectorWidth > 0 {
            let anchors = candidates.map { Array($0.anchor.lowercased().utf8) }
            var filter = cbs_anchor_filter()
            cbs_anchor_filter_build(&filter, anchors.flatMap { $0 }, Self.buckets(for: anchors), anchors.count)
            self.filter = filter
        } else {
            filter = nil
        }
    }

    /// The offset of the first literal that starts at or after `start` in `bytes`, or nil.
    func firstMatch(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, bytes.count - start >= 3 else { return nil }
        let count = bytes.count
        if let filter { return filteredMatch(in: bytes, from: start, filter) }
        return table.withUnsafeBufferPointer { table -> Int? in
            let bits = table.baseAddress!
            /// The anchor hash at `position` when its bit is set, else -1 (four bytes loaded).
            @inline(__always) func hit(_ position: Int) -> Int {
                let hash = Self.hash(base.loadUnaligned(fromByteOffset: position, as: UInt32.self))
                return (bits[hash &>> 6] &>> UInt64(hash & 63)) & 1 != 0 ? hash : -1
            }
            var position = start
            // Four positions per round while their four-byte loads fit; a round with no anchor
            // bit set (almost every round) costs one branch.
            while position &+ 7 <= count {
                let (h0, h1, h2, h3) = (hit(position), hit(position &+ 1), hit(position &+ 2), hit(position &+ 3))
                if h0 & h1 & h2 & h3 < 0 {
                    position &+= 4
                    continue
                }
                for (offset, hash) in [h0, h1, h2, h3].enumerated() where hash >= 0 {
                    if let found = verify(bytes, anchorAt: position &+ offset, hash: hash, from: start) { return found }
                }
                position &+= 4
            }
            while position &+ 4 <= count {
                let hash = hit(position)
                if hash >= 0, let found = verify(bytes, anchorAt: position, hash: hash, from: start) { return found }
                position &+= 1
            }
            // The last two positions read byte by byte.
            while position &+ 3 <= count {
                let word = UInt32(bytes[position]) | UInt32(bytes[position &+ 1]) << 8 | UInt32(bytes[position &+ 2]) << 16
                let hash = Self.hash(word)
                if (bits[hash &>> 6] &>> UInt64(hash & 63)) & 1 != 0, let found = verify(bytes, anchorAt: position, hash: hash, from: start) {
                    return found
                }
                position &+= 1
            }
            return nil
        }
    }

    /// The vector filter's bucket (0 to 7) for each three-byte anchor. A bucket lets through
    /// every combination of its anchors' low nibbles, one per byte (letters of both cases share
    /// their high nibbles, so those barely filter), so the grouping keeps the sum of those
    /// combinations small: each anchor goes where it adds the fewest, then single moves are made
    /// while one lowers the sum (for the built-in anchors: 85, then 67, against 186 for a
    /// round robin; each combination lets through about 1/4096 of the positions of a text).
    static func buckets(for anchors: [[UInt8]]) -> [UInt8] {
        func combinations(_ members: [Int]) -> Int {
            members.isEmpty ? 0 : (0..<3).reduce(1) { product, k in product * Set(members.map { anchors[$0][k] & 15 }).count }
        }
        var members = [[Int]](repeating: [], count: 8)
        for anchor in anchors.indices {
            let bucket = members.indices.min { a, b in
                (combinations(members[a] + [anchor]) - combinations(members[a]), a) < (combinations(members[b] + [anchor]) - combinations(members[b]), b)
            }!
            members[bucket].append(anchor)
        }
        var improved = true
        while improved {
            improved = false
            for source in members.indices {
                for anchor in members[source] {
                    let without = members[source].filter { $0 != anchor }
                    let saving = combinations(members[source]) - combinations(without)
                    for target in members.indices where target != source
                    && combinations(members[target] + [anchor]) - combinations(members[target]) < saving {
                        members[source] = without
                        members[target].append(anchor)
                        improved = true
                        break
                    }
                    if improved { break }
                }
                if improved { break }
            }
        }
        var buckets = [UInt8](repeating: 0, count: anchors.count)
        for (bucket, anchors) in members.enumerated() { for anchor in anchors { buckets[anchor] = UInt8(bucket) } }
        return buckets
    }

    /// ``firstMatch(in:from:)`` where the vector filter picks the positions to look up.
    private func filteredMatch(in bytes: UnsafeRawBufferPointer, from start: Int, _ filter: cbs_anchor_filter) -> Int? {
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let count = bytes.count
        return withUnsafePointer(to: filter) { filter in
            table.withUnsafeBufferPointer { table -> Int? in
                var position = start
                while true {
                    position = cbs_anchor_filter_next(filter, table.baseAddress, base, count, position, vectorWidth)
                    guard position &+ 3 <= count else { return nil }
                    let word = UInt32(base[position]) | UInt32(base[position &+ 1]) << 8 | UInt32(base[position &+ 2]) << 16
                    if let found = verify(bytes, anchorAt: position, hash: Self.hash(word), from: start) { return found }
                    position &+= 1
                }
            }
        }
    }

    /// The start of a literal whose anchor is at `position`, if one is there in full.
    private func verify(_ text: UnsafeRawBufferPointer, anchorAt position: Int, hash: Int, from start: Int) -> Int? {
        var candidates = byLowHash[hash & 255]
        while candidates != 0 {
            let literal = literals[candidates.trailingZeroBitCount]
            candidates &= candidates &- 1
            let first = position &- literal.anchorOffset
            guard literal.hash == hash, first >= start, first &+ literal.count <= text.count else { continue }
            let matches = bytes.withUnsafeBufferPointer { pool in
                var index = 0
                while index < literal.count, Self.lower(text[first &+ index]) == pool[literal.start &+ index] { index &+= 1 }
                return index == literal.count
            }
            if matches, !literal.needsCallSuffix || Self.callSuffix(text, at: first &+ literal.count) { return first }
        }
        return nil
    }

    /// Whether `(` or `:` comes at `index` after optional whitespace (`\s` of PCRE2's byte mode,
    /// newlines included).
    private static func callSuffix(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        var index = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x28, 0x3A: return true
            case 0x09...0x0D, 0x20: index += 1
            default: return false
            }
        }
        return false
    }

    /// ASCII lower case; other bytes unchanged.
    @inline(__always) private static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// A hash of the low three bytes, with ASCII letters folded to lower case (other bytes may
    /// collide with them, which costs a comparison, never a miss).
    @inline(__always) private static func hash(_ word: UInt32) -> Int {
        Int((((word | 0x20_2020) & 0xFF_FFFF) &* 0x9E37_79B1) >> (32 - hashBits))
    }

    private static func offset(of anchor: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= anchor.count else { return nil }
        return (0...(bytes.count - anchor.count)).first { Array(bytes[$0..<($0 + anchor.count)]) == anchor }
    }
}
