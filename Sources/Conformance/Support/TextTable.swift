/// Rows of cells laid out in left-aligned columns two spaces apart, for terminal listings.
enum TextTable {
    /// The rows as lines, each column but the last padded to its widest cell.
    /// - Parameters:
    ///   - rows: The cells, row by row; rows may have different lengths.
    ///   - indent: Text put before every line.
    /// - Returns: One line per row, each ending in a newline, without trailing spaces.
    static func render(_ rows: [[String]], indent: String = "") -> String {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            let line = indent + cells.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined()
    }
}
