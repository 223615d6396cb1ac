/// Text assembled from many small pieces in one growing byte buffer, made a `String` once.
///
/// `String +=` costs a few hundred instructions per piece (the standard library checks the
/// other string's form and updates its counts and flags on every append), and `lint`'s text
/// report appends about forty pieces per finding, for a finding every few lines of a log dense
/// with callbacks. Copying each piece's UTF-8 bytes costs about a quarter of that; the text is
/// decoded (and validated) once at the end. Non-copyable, so that the buffer has one owner and
/// is freed once.
struct TextBuilder: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty text with room for `capacity` bytes (it grows as needed).
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether nothing was appended yet.
    var isEmpty: Bool { count == 0 }

    /// Appends a string's UTF-8 bytes (byte by byte only for a string without contiguous UTF-8,
    /// which Swift's own strings always have). Not generic over `StringProtocol`: the generic
    /// version retained each string and called its closure, 40M more instructions per 200k
    /// dense lines.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Appends a substring's UTF-8 bytes, as ``append(_:)-(String)``.
    mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Appends a number in decimal, as `String(number)` spells it.
    mutating func append(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in  // an Int has at most 19 digits and a sign
            var magnitude = number.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                digits[start] = 0x2D
            }
            append(bytes: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// The text, decoded once (invalid UTF-8 cannot occur: every piece came from a string).
    consuming func build() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Makes room for `more` bytes.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
    }

    /// Moves the text to a buffer of at least `needed` bytes, doubling it.
    private mutating func grow(toHold needed: Int) {
        let grown = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
