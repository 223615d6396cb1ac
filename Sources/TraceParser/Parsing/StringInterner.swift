/// Keeps one `String` per distinct identity text, so repeated pointers and labels share storage.
/// It stops growing at ``limit`` entries so that a log of endless distinct values cannot make
/// memory grow with its size; later strings are simply not shared.
final class StringInterner {
    @exclusivity(unchecked) private var strings: [String: String] = [:]
    /// The most strings kept.
    static let limit = 50_000

    /// Interns the text of `bytes[range]`.
    func intern(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        intern(String(decoding: bytes[range], as: UTF8.self))
    }

    /// Interns a string.
    func intern(_ string: String) -> String {
        // Up to 15 UTF-8 bytes a string is stored inline (pointers, thread ids, most names):
        // there is no storage to share.
        if string.utf8.count <= 15 { return string }
        if let existing = strings[string] { return existing }
        if strings.count < Self.limit { strings[string] = string }
        return string
    }
}

/// The text of the bytes last asked for, so that a field printed the same on line after line
/// (a process name, a thread) is compared, not decoded, each time.
struct RecentText {
    private var bytes: [UInt8] = []
    private var text: String?

    /// The interned text of `source[range]`.
    mutating func text(of source: UnsafeRawBufferPointer, _ range: Range<Int>, interner: StringInterner) -> String {
        let slice = UnsafeRawBufferPointer(rebasing: source[range])
        if let text, bytes.withUnsafeBytes({ ByteSearch.equal($0, slice) }) { return text }
        let new = interner.intern(source, range)
        bytes = Array(slice)
        text = new
        return new
    }
}
