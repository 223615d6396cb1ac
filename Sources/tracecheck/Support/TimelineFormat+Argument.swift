import ArgumentParser
import Conformance

extension TimelineFormat: ExpressibleByArgument {}
