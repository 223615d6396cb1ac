import ArgumentParser

/// Where the configuration and the baseline come from.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .tracecheck.yml in the working directory or the nearest parent).")
    var config: String?

    @Option(help: "Accept the findings listed in this baseline file; report only new ones.")
    var baseline: String?

    @Option(help: "Write the current findings to this baseline file and exit with status 0.")
    var writeBaseline: String?
}
