import ArgumentParser
import Conformance
import Foundation
import TraceParser

/// Runs a command body, turning input and output failures into `error: …` on standard error and
/// exit status 2.
func withInputErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CocoaError {
        printError("error: \(error.localizedDescription)")
        throw ExitCode(2)
    } catch where error is TraceParserError || error is PCRE2Error || error is LocatedError || error is OutputError {
        // Each says what failed where: `PATH: reason`, `PATH:LINE: reason`.
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
