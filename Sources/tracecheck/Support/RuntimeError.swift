import ArgumentParser
import Conformance
import Foundation
import TraceParser

/// Runs a command body, turning input and output failures into `error: …` on standard error and
/// exit status 2.
func withInputErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as TraceParserError {
        printError("error: \(error)")
        throw ExitCode(2)
    } catch let error as PCRE2Error {
        printError("error: \(error)")
        throw ExitCode(2)
    } catch let error as ConfigurationError {
        printError("error: \(error)")
        throw ExitCode(2)
    } catch let error as ScenarioError {
        printError("error: \(error)")
        throw ExitCode(2)
    } catch let error as CocoaError {
        printError("error: \(error.localizedDescription)")
        throw ExitCode(2)
    } catch let error as OutputError {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
