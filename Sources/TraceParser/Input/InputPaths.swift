#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files of a directory given as an input are read: by default `*.log` and `*.txt`, and
/// Apple's JSON logs (`*.ndjson`, `*.jsonl`, `*.json` whose first 4 KiB hold `"eventMessage"`,
/// as `log show --style ndjson` and `capture` write them; not tracecheck's own reports and event
/// streams); files matching an `include` glob too; none matching an `exclude` glob, and no file
/// in a directory matching one. A glob without `/` matches a name, one with `/` a path below the
/// directory given.
public struct DirectoryFilter: Sendable, Equatable {
    /// Globs of files read besides the default ones.
    public var include: [String]
    /// Globs of files never read (they win over `include` and the defaults).
    public var exclude: [String]

    /// The names read by default, whatever they hold.
    public static let textPatterns = ["*.log", "*.txt"]
    /// The names read by default when they hold Apple's JSON log.
    public static let jsonPatterns = ["*.ndjson", "*.jsonl", "*.json"]

    /// A filter with these globs.
    public init(include: [String] = [], exclude: [String] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// Whether an `exclude` glob matches the file `name` at `relative` below the directory given.
    func excludes(name: String, relative: String) -> Bool {
        exclude.contains { Self.glob($0, matches: name, relative: relative) }
    }

    private static func glob(_ glob: String, matches name: String, relative: String) -> Bool {
        fnmatch(glob, glob.contains("/") ? relative : name, 0) == 0
    }

    /// What becomes of a file found in a directory.
    enum Decision { case read, skipped, excluded }

    /// What becomes of the file at `path` (`relative` to the directory given): read, skipped
    /// (named in a note), or excluded on purpose.
    func decide(name: String, relative: String, path: String) -> Decision {
        func matches(_ glob: String) -> Bool { Self.glob(glob, matches: name, relative: relative) }
        if excludes(name: name, relative: relative) { return .excluded }
        if include.contains(where: matches) || Self.textPatterns.contains(where: matches) { return .read }
        return Self.jsonPatterns.contains(where: matches) && Self.holdsAppleLog(path) ? .read : .skipped
    }

    /// Whether the first 4 KiB of a file hold `"eventMessage"`, the message key of Apple's JSON log.
    static func holdsAppleLog(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }  // read it, so that the error is reported
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: LineReader.headLength)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        let key = Array("\"eventMessage\"".utf8)
        guard count >= key.count else { return false }
        return (0...(count - key.count)).contains { start in head[start..<(start + key.count)].elementsEqual(key) }
    }
}

/// The files that inputs name, and what their directories held that is not read.
public struct ExpandedInputs: Sendable, Equatable {
    /// The files to read, in order (`-` is standard input).
    public var files: [String] = []
    /// For each directory given with files that were not read: the directory and those files,
    /// by their paths below it.
    public var skipped: [(directory: String, files: [String])] = []

    public static func == (lhs: ExpandedInputs, rhs: ExpandedInputs) -> Bool {
        lhs.files == rhs.files && lhs.skipped.map(\.directory) == rhs.skipped.map(\.directory)
            && lhs.skipped.map(\.files) == rhs.skipped.map(\.files)
    }
}

/// Expands command-line inputs into the files to read.
public enum InputPaths {
    /// Expands paths with the default ``DirectoryFilter``.
    /// - Returns: The files to read, in order.
    public static func expand(_ paths: [String]) throws -> [String] {
        try expand(paths, filter: DirectoryFilter()).files
    }

    /// Expands paths: `-` stays standard input, a file stays itself (whatever its name), and a
    /// directory becomes the files of it that `filter` reads, recursively (links to files are
    /// followed, links to directories are not, so a link cannot loop), sorted by path.
    /// - Parameter paths: The paths as given; an empty list means standard input.
    /// - Throws: ``TraceParserError/notFound(path:)`` for a path that does not exist,
    ///   ``TraceParserError/cannotOpen(path:reason:)`` for a directory that cannot be listed, and
    ///   ``TraceParserError/noLogFiles(path:)`` for a directory without files to read.
    public static func expand(_ paths: [String], filter: DirectoryFilter) throws -> ExpandedInputs {
        if paths.isEmpty { return ExpandedInputs(files: ["-"]) }
        var expanded = ExpandedInputs()
        for path in paths {
            if path == "-" {
                expanded.files.append(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw TraceParserError.notFound(path: path) }
                throw TraceParserError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                var skipped: [String] = []
                try listDirectory(path, below: "", filter: filter, found: &found, skipped: &skipped)
                guard !found.isEmpty else { throw TraceParserError.noLogFiles(path: path) }
                expanded.files += found.sorted()
                if !skipped.isEmpty { expanded.skipped.append((path, skipped.sorted())) }
            } else {
                expanded.files.append(path)
            }
        }
        return expanded
    }

    /// The name the events of an input carry: `standardInput` (else `<stdin>`) for `-`, else its
    /// path.
    public static func name(of path: String, standardInput: String? = nil) -> String {
        path == "-" ? standardInput ?? "<stdin>" : path
    }

    /// Whether an input is a regular file, which ends (for `-`, standard input redirected from
    /// a file), rather than a pipe, a terminal or a device, which may stay open.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        let found = path == "-" ? fstat(STDIN_FILENO, &info) : stat(path, &info)
        return found == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func listDirectory(
        _ directory: String, below relative: String, filter: DirectoryFilter, found: inout [String], skipped: inout [String]
    ) throws {
        guard let handle = opendir(directory) else {
            throw TraceParserError.cannotOpen(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let below = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            // A link to a directory is not followed (it may loop back); a link to a file is.
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            if isLink, stat(path, &info) != 0 { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // An excluded directory is not walked (`--exclude build`, `--exclude 'old/*'`).
                if !isLink, !filter.excludes(name: name, relative: below) {
                    try listDirectory(path, below: below, filter: filter, found: &found, skipped: &skipped)
                }
            } else {
                switch filter.decide(name: name, relative: below, path: path) {
                case .read: found.append(path)
                // Hidden files and those excluded on purpose are not worth a note.
                case .skipped where !name.hasPrefix("."): skipped.append(below)
                case .skipped, .excluded: break
                }
            }
        }
    }
}
