import ArgumentParser

/// Where the baseline comes from and goes to (`lint`).
struct BaselineOptions: ParsableArguments {
    @Option(help: "Accept the findings listed in this baseline file; report only new ones (default: baseline in the configuration, relative to it).", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "Write the current findings to this baseline file and exit with status 0.", completion: .file(extensions: ["json"]))
    var writeBaseline: String?
}
