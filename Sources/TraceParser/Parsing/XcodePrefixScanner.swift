/// The `xcode` prefix layout (``LinePatterns/prefixes``) read byte by byte in its common form,
/// `2024-03-02 09:57:11.406630+0100 Diary[7572:1a2b3] `, where the pattern costs most of what a
/// line of a log dense with callbacks costs to read.
///
/// It answers only where the pattern matches, and as the pattern does: the time, one or more
/// spaces, an ASCII process name up to the first `[` that does not start like a log type
/// (`Df `, `A `), the pid, an optional thread, `]` not followed by `.`, `[` or `]`, an optional
/// space. Anything else (a line number before the time, a zone or a fraction it does not read,
/// a name with other bytes) is left to the pattern, so its answers are the pattern's (a test
/// compares both on every sample line and on generated variants).
enum XcodePrefixScanner {
    /// The prefix of `line`, or nil when the pattern must decide.
    static func read(_ line: UnsafeRawBufferPointer) -> LinePrefix? {
        let count = line.count
        func digit(_ index: Int) -> Bool { index < count && line[index] &- 0x30 < 10 }
        func byte(_ index: Int) -> UInt8 { index < count ? line[index] : 0 }
        // yyyy-mm-dd[ T]hh:mm:ss
        guard count > 20, digit(0), digit(1), digit(2), digit(3), line[4] == 0x2D, digit(5), digit(6), line[7] == 0x2D,
            digit(8), digit(9), line[10] == 0x20 || line[10] == 0x54, digit(11), digit(12), line[13] == 0x3A,
            digit(14), digit(15), line[16] == 0x3A, digit(17), digit(18)
        else { return nil }
        var index = 19
        if byte(index) == 0x2E || byte(index) == 0x2C {  // . ,
            guard digit(index + 1) else { return nil }
            index += 1
            while digit(index) { index += 1 }
        }
        if byte(index) == 0x2B || byte(index) == 0x2D {  // + -
            guard digit(index + 1), digit(index + 2) else { return nil }
            index += 3
            if byte(index) == 0x3A { index += 1 }  // :
            guard digit(index), digit(index + 1) else { return nil }
            index += 2
        } else if byte(index) == 0x5A {  // Z
            index += 1
        }
        let timestamp = 0..<index
        guard byte(index) == 0x20 else { return nil }
        while byte(index) == 0x20 { index += 1 }
        // The pattern's lookahead keeps log types out of the name (by backtracking into the spaces).
        let (first, second) = (byte(index), byte(index + 1))
        if first &- 0x41 < 26, second == 0x20 { return nil }  // A–Z and a space
        if byte(index + 2) == 0x20, (first == 0x44 && (second == 0x66 || second == 0x62)) || (first == 0x49 && second == 0x6E)
            || (first == 0x45 && second == 0x72) || (first == 0x46 && second == 0x61)
        {
            return nil  // Df Db In Er Fa and a space
        }
        let processStart = index
        while index < count, line[index] != 0x5B {  // [
            let name = line[index]
            guard name < 0x80, name != 0x5D, name != 0x09 else { return nil }  // ] tab
            index += 1
        }
        guard index > processStart, index < count else { return nil }
        let process = processStart..<index
        index += 1
        let pidStart = index
        while digit(index) { index += 1 }
        guard index > pidStart else { return nil }
        let pid = pidStart..<index
        var thread: Range<Int>?
        if byte(index) == 0x3A {  // :
            index += 1
            let threadStart = index
            if byte(index) == 0x30, byte(index + 1) == 0x78, ByteSearch.isHexDigit(byte(index + 2)) { index += 2 }  // 0x
            while ByteSearch.isHexDigit(byte(index)) { index += 1 }
            guard index > threadStart else { return nil }
            thread = threadStart..<index
        }
        guard byte(index) == 0x5D else { return nil }  // ]
        index += 1
        if index < count, line[index] == 0x2E || line[index] == 0x5B || line[index] == 0x5D { return nil }  // . [ ]
        if byte(index) == 0x20 { index += 1 }
        return LinePrefix(
            style: .xcode, messageStart: index, timestamp: timestamp, process: process, pid: pid, thread: thread)
    }
}
