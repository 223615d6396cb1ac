import ArgumentParser

/// `--color auto|always|never`: whether output on standard output is coloured.
struct ColorOption: ParsableArguments {
    /// The choice on the command line.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Colour standard output (files never are): auto (on a terminal, unless NO_COLOR is set and not empty, CLICOLOR=0 or TERM=dumb; CLICOLOR_FORCE forces it), always or never.",
            valueName: "when"))
    var color: Choice = .auto

    /// Whether to colour standard output.
    var enabled: Bool { Terminal.colors(color) }
}
