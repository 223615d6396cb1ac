/// Keeps one `String` per distinct identity text, so repeated pointers and labels share storage.
final class StringInterner {
    private var strings: [String: String] = [:]

    /// Interns the text of `bytes[range]`.
    func intern(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        intern(String(decoding: bytes[range], as: UTF8.self))
    }

    /// Interns a string.
    func intern(_ string: String) -> String {
        if let existing = strings[string] { return existing }
        strings[string] = string
        return string
    }
}
