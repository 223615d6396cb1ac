import ArgumentParser
import TraceParser

extension InputStyle: ExpressibleByArgument {}
