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
}
