#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the output goes to.
enum Terminal {
    /// Colors only when standard output is a terminal and `NO_COLOR` is not set (no-color.org).
    static var colorsEnabled: Bool {
        isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
    }

    /// The width to fit: `COLUMNS`, else the terminal's width, else nil.
    static var width: Int? {
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { return columns }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return nil
    }
}
