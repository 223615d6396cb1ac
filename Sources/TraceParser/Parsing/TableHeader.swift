/// The header row of a table export (CSV, TSV, semicolon-separated, Markdown) on the first line of
/// a file, when one of its columns names who ran the app: a device, a user, an install or a pid.
/// Rows with different values in that column are different runs (``ProcessRecord/device``), however
/// they interleave.
struct TableHeader {
    /// The cell separator.
    let separator: UInt8
    /// The position of the device column among the cells.
    let column: Int

    /// Column names (lower case, without `_`, `-`, `.` or spaces) that name who ran the app.
    static let deviceColumns: Set<String> = [
        "device", "deviceid", "deviceidentifier", "devicename", "udid", "idfv", "user", "userid", "username",
        "install", "installid", "installation", "installationid", "client", "clientid", "pid", "processid",
    ]

    /// Reads a header row: at least three cells separated by the most frequent of tab, `,`, `;`
    /// and `|`, one of them a device column. Nil for anything else.
    init?(_ line: UnsafeRawBufferPointer) {
        let separators: [UInt8] = [0x09, 0x2C, 0x3B, 0x7C]
        let counts = separators.map { separator in line.reduce(0) { $0 + ($1 == separator ? 1 : 0) } }
        guard let most = counts.max(), most >= 2, let index = counts.firstIndex(of: most) else { return nil }
        let separator = separators[index]
        let names = Self.cells(line, separator: separator).map { cell in
            String(decoding: cell, as: UTF8.self).lowercased().filter { !"_-. ".contains($0) }
        }
        guard let column = names.firstIndex(where: Self.deviceColumns.contains) else { return nil }
        self.separator = separator
        self.column = column
    }

    /// The value of the device column in a row, nil when the row has no such cell or it is empty.
    func device(in line: UnsafeRawBufferPointer) -> Range<Int>? {
        var position = 0
        for range in Self.cellRanges(line, separator: separator) {
            if position == column { return range.isEmpty ? nil : range }
            position += 1
        }
        return nil
    }

    /// The cells of a row, trimmed of spaces and quotes.
    private static func cells(_ line: UnsafeRawBufferPointer, separator: UInt8) -> [UnsafeRawBufferPointer.SubSequence] {
        cellRanges(line, separator: separator).map { line[$0] }
    }

    /// The byte ranges of the cells of a row, trimmed of spaces and double quotes; a separator
    /// inside double quotes does not end a cell. A Markdown row's outer pipes open and close it
    /// rather than separate cells.
    private static func cellRanges(_ line: UnsafeRawBufferPointer, separator: UInt8) -> [Range<Int>] {
        var start = 0
        var end = line.count
        if separator == 0x7C {
            while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
            while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
            if start < end, line[start] == 0x7C { start += 1 }
            if end > start, line[end - 1] == 0x7C { end -= 1 }
        }
        var ranges: [Range<Int>] = []
        var cellStart = start
        var quoted = false
        var index = start
        while index <= end {
            if index == end || (line[index] == separator && !quoted) {
                ranges.append(trimmed(line, cellStart..<index))
                cellStart = index + 1
            } else if line[index] == 0x22 {
                quoted.toggle()
            }
            index += 1
        }
        return ranges
    }

    private static func trimmed(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int> {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        let trim: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x22 || $0 == 0x0D }
        while lower < upper, trim(line[lower]) { lower += 1 }
        while upper > lower, trim(line[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
