import ArgumentParser

/// `--config FILE`, on every command that reads logs or a configuration.
struct ConfigFileOption: ParsableArguments {
    @Option(help: "The configuration file (default: the nearest .tracecheck.yml in the inputs' directory or above it, else in the working directory or above it).", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?
}
