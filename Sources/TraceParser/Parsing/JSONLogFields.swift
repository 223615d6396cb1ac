/// The fields tracecheck reads from a unified-logging JSON object (`log show --style json|ndjson`).
struct JSONLogFields {
    /// The unescaped `eventMessage`.
    var message: [UInt8]?
    /// The line the message was on, and that line's text.
    var messageLine: Int?
    var messageLineText: String?
    var timestamp: Timestamp?
    var pid: Int?
    var thread: String?
    var processName: String?
}

/// Reads ``JSONLogFields`` from JSON text and keeps track of nesting in pretty-printed files.
final class JSONFieldReader {
    private let field: Matcher

    init(_ patterns: CompiledLinePatterns) throws {
        field = try Matcher(patterns.jsonField)
    }

    /// Adds every known field found in `line` to `fields`.
    /// - Returns: Whether an `eventMessage` field was on the line.
    @discardableResult
    func read(_ line: UnsafeRawBufferPointer, into fields: inout JSONLogFields) -> Bool {
        var offset = 0
        var sawMessage = false
        while offset < line.count, (try? field.matches(line, from: offset)) == true, let hit = field.range(0) {
            offset = max(hit.upperBound, offset + 1)
            guard let keyRange = field.range(named: "key") else { continue }
            let key = String(decoding: line[keyRange], as: UTF8.self)
            let string = field.range(named: "str").map { Self.unescape(line[$0]) }
            let number = field.range(named: "num").flatMap { Int(String(decoding: line[$0], as: UTF8.self)) }
            switch key {
            case "eventMessage":
                guard fields.message == nil, let string else { continue }
                fields.message = string
                sawMessage = true
            case "timestamp":
                if let string { fields.timestamp = Timestamp(bytes: string) }
            case "processID":
                fields.pid = number
            case "threadID":
                fields.thread = number.map(String.init)
            case "processImagePath":
                if let string {
                    let name = string.split(separator: UInt8(ascii: "/")).last.map { Array($0) } ?? string
                    fields.processName = String(decoding: name, as: UTF8.self)
                }
            default:
                break
            }
        }
        return sawMessage
    }

    /// Decodes the escapes of a JSON string body (`\"`, `\\`, `\/`, `\n`, `\uXXXX`, surrogate pairs).
    static func unescape<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var iterator = Array(bytes).makeIterator()
        var pendingHigh: UInt32?
        while let byte = iterator.next() {
            guard byte == 0x5C, let escape = iterator.next() else {
                output.append(byte)
                continue
            }
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = iterator.next(), let nibble = hexValue(digit) else { break }
                    value = value << 4 | nibble
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                    continue
                }
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                pendingHigh = nil
                output.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
            default: output.append(escape)  // \" \\ \/
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }
}

/// Follows `[`/`{` nesting through pretty-printed JSON, line by line, ignoring brackets in strings.
struct JSONNesting {
    private(set) var depth = 0
    /// The depth of the objects that hold log fields: 2 inside a top-level array, else 1.
    private(set) var objectDepth: Int?
    private var inString = false
    private var escaped = false

    /// Advances over one line.
    /// - Returns: How many log objects closed on this line.
    mutating func advance(_ line: UnsafeRawBufferPointer) -> Int {
        var closed = 0
        for byte in line {
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                if objectDepth == nil, byte == 0x7B { objectDepth = depth + 1 }
                depth += 1
            case 0x5D, 0x7D:
                if byte == 0x7D, depth == objectDepth { closed += 1 }
                depth = max(0, depth - 1)
            default: break
            }
        }
        inString = false  // JSON strings never span lines
        return closed
    }
}
