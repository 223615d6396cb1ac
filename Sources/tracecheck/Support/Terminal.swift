#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the output goes to.
enum Terminal {
    /// Whether to colour standard output. `auto` follows the conventions in the order the Rust
    /// CLI crates apply them (anstream): `NO_COLOR` present and not empty turns colour off
    /// (no-color.org), then `CLICOLOR_FORCE` set and not `0` turns it on (bixense.com/clicolors),
    /// then `CLICOLOR=0` or `TERM=dumb` turns it off, and otherwise standard output being a
    /// terminal decides.
    static func colors(
        _ choice: ColorOption.Choice, environment: (String) -> String? = Terminal.environment,
        isTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let value = environment("NO_COLOR"), !value.isEmpty { return false }
            if let value = environment("CLICOLOR_FORCE"), !value.isEmpty, value != "0" { return true }
            if environment("CLICOLOR") == "0" || environment("TERM") == "dumb" { return false }
            return isTerminal
        }
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
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
