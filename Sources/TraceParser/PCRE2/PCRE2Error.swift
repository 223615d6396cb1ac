import CPCRE2

/// A failure reported by PCRE2 while compiling or matching a pattern.
public enum PCRE2Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern did not compile; `offset` is the byte offset in the pattern where PCRE2 stopped.
    case compile(pattern: String, offset: Int, message: String)
    /// A match failed with an error other than "no match" (for example the match or heap limit).
    case match(code: Int32, message: String)
    /// PCRE2 could not allocate its match data, match context or JIT stack.
    case allocation(String)

    public var description: String {
        switch self {
        case let .compile(pattern, offset, message):
            return "pattern error at offset \(offset): \(message) in \(pattern.debugDescription)"
        case let .match(code, message):
            return "match error \(code): \(message)"
        case let .allocation(what):
            return "could not allocate \(what)"
        }
    }

    /// The message PCRE2 gives for an error code.
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer {
            pcre2_get_error_message_8(code, $0.baseAddress, $0.count)
        }
        guard length > 0 else { return "unknown error \(code)" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }
}
