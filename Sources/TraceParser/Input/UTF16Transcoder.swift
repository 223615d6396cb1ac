/// Turns UTF-16 text into UTF-8 as it is read, so that a log saved as UTF-16 (by PowerShell's
/// `>`, or an export from a Windows tool) reads like any other: same lines, same events.
/// Code units may be split across reads; a surrogate without its pair becomes U+FFFD.
struct UTF16Transcoder {
    /// Whether the text is big-endian (`FE FF` byte order mark) rather than little-endian (`FF FE`).
    let bigEndian: Bool
    /// Bytes of a code unit, or a high surrogate, waiting for the rest of it.
    private var pending: [UInt8] = []

    /// The transcoder for text that starts with a UTF-16 byte order mark, nil for other text.
    init?(byteOrderMark first: UInt8, _ second: UInt8) {
        switch (first, second) {
        case (0xFF, 0xFE): bigEndian = false
        case (0xFE, 0xFF): bigEndian = true
        default: return nil
        }
    }

    /// Appends the UTF-8 for `input` (after what was pending) to `output`.
    mutating func convert(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        var units = pending
        units.append(contentsOf: input)
        pending = []
        var index = 0
        while index + 1 < units.count {
            let unit = self.unit(units, at: index)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 3 < units.count else { break }  // its pair may come with the next read
                let low = self.unit(units, at: index + 2)
                if (0xDC00...0xDFFF).contains(low) {
                    let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    append(scalar, to: &output)
                    index += 4
                    continue
                }
                append(0xFFFD, to: &output)
            } else if (0xDC00...0xDFFF).contains(unit) {
                append(0xFFFD, to: &output)
            } else {
                append(UInt32(unit), to: &output)
            }
            index += 2
        }
        pending = Array(units[index...])
    }

    /// At the end of the input: what is still pending (half a code unit, a lone high surrogate),
    /// as U+FFFD.
    mutating func finish(into output: inout [UInt8]) {
        if !pending.isEmpty { append(0xFFFD, to: &output) }
        pending = []
    }

    private func unit(_ bytes: [UInt8], at index: Int) -> UInt16 {
        bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
    }

    private func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
