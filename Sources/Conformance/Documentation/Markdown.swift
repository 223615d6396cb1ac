/// Helpers for writing GitHub-flavoured Markdown from plain text.
enum Markdown {
    /// Plain text made safe for Markdown prose and table cells: characters that would start
    /// emphasis, code, links, HTML or a table column are escaped, so that
    /// `sceneWillResignActive(_:) and sceneDidEnterBackground(_:)` is not italicised.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The anchor GitHub gives a heading: lowercased, punctuation other than `-` and `_`
    /// removed, spaces turned into hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A link target for a document in `docs/`: URLs are kept, and repository paths are made
    /// relative to `docs/` (`docs/model.md` becomes `model.md`, `README.md` `../README.md`).
    static func link(_ url: String) -> String {
        if url.contains("://") { return url }
        return url.hasPrefix("docs/") ? String(url.dropFirst("docs/".count)) : "../" + url
    }
}
