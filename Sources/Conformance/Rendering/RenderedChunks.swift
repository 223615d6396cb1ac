/// How renderers hand a large picture to its writer: in pieces of about ``size`` bytes as they
/// draw it, so that memory holds one piece, not the picture.
public enum RenderedChunks {
    /// The size a piece reaches before it is handed on: 64 KiB, the size of the buffers of
    /// standard output and of a pipe.
    public static let size = 1 << 16

    /// Hands `text` to `write` and empties it once it holds ``size`` bytes or more.
    static func flush<Failure: Error>(_ text: inout String, _ write: (String) throws(Failure) -> Void) throws(Failure) {
        guard text.utf8.count >= size else { return }
        try write(text)
        text.removeAll(keepingCapacity: true)
    }
}
