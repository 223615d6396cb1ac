import ArgumentParser
import Conformance

extension RuleKind: ExpressibleByArgument {}
