#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands command-line inputs into the files to read.
public enum InputPaths {
    /// File name endings read from directories.
    public static let directoryExtensions = [".log", ".txt"]

    /// Expands paths: `-` stays standard input, a file stays itself, and a directory becomes its
    /// `*.log` and `*.txt` files, recursively (links to files are followed, links to directories
    /// are not, so a link cannot loop), sorted by path.
    /// - Parameter paths: The paths as given; an empty list means standard input.
    /// - Returns: The files to read, in order.
    /// - Throws: ``TraceParserError/notFound(path:)`` for a path that does not exist,
    ///   ``TraceParserError/cannotOpen(path:reason:)`` for a directory that cannot be listed, and
    ///   ``TraceParserError/noLogFiles(path:)`` for a directory without log files.
    public static func expand(_ paths: [String]) throws -> [String] {
        if paths.isEmpty { return ["-"] }
        var files: [String] = []
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw TraceParserError.notFound(path: path) }
                throw TraceParserError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let found = try listDirectory(path).sorted()
                guard !found.isEmpty else { throw TraceParserError.noLogFiles(path: path) }
                files += found
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Whether an input is a regular file, which ends (for `-`, standard input redirected from
    /// a file), rather than a pipe, a terminal or a device, which may stay open.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        let found = path == "-" ? fstat(STDIN_FILENO, &info) : stat(path, &info)
        return found == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func listDirectory(_ directory: String) throws -> [String] {
        guard let handle = opendir(directory) else {
            throw TraceParserError.cannotOpen(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(handle) }
        var found: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            // A link to a directory is not followed (it may loop back); a link to a file is.
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            if isLink, stat(path, &info) != 0 { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if !isLink { found += try listDirectory(path) }
            } else if directoryExtensions.contains(where: { name.hasSuffix($0) }) {
                found.append(path)
            }
        }
        return found
    }
}
