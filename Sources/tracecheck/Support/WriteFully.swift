#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `count` bytes to a file descriptor with `write` (`write(2)` by default), retrying short
/// and interrupted writes; returns false, with `errno` set, when a write fails.
func writeFully(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, with write: (Int32, UnsafeRawPointer, Int) -> Int = systemWrite
) -> Bool {
    var offset = 0
    while offset < count {
        let written = write(descriptor, bytes + offset, count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

/// `write(2)`, under a name that parameters and methods called `write` do not hide.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
