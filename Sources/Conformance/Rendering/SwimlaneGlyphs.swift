/// The characters a text swimlane is drawn with, in Unicode or plain ASCII.
struct SwimlaneGlyphs {
    let connected: Character
    let inactive: Character
    let active: Character
    let background: Character
    let disconnected: Character
    let event: Character
    let vertical: Character
    let horizontal: Character
    let error: String
    let warning: String
    let note: String
    /// What ends cut text.
    let ellipsis: String

    static let unicode = SwimlaneGlyphs(
        connected: "┊", inactive: "░", active: "█", background: "·", disconnected: "✕", event: "●",
        vertical: "│", horizontal: "─", error: "✖", warning: "▲", note: "ℹ", ellipsis: "…")
    static let ascii = SwimlaneGlyphs(
        connected: "~", inactive: ":", active: "#", background: ".", disconnected: "x", event: "*",
        vertical: "|", horizontal: "-", error: "E", warning: "W", note: "N", ellipsis: "...")

    /// The fill of a lane in a state (a space where nothing is attached).
    func fill(_ state: Swimlanes.LaneState?) -> Character {
        switch state {
        case .connected: return connected
        case .foregroundInactive: return inactive
        case .foregroundActive: return active
        case .background: return background
        case .disconnected, nil: return " "  // gone: the row of the disconnect shows its mark
        }
    }

    /// The mark of a finding's severity.
    func mark(_ severity: Severity) -> String {
        switch severity {
        case .error: return error
        case .warning: return warning
        case .note: return note
        }
    }
}
