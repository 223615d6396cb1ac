import Conformance
import TraceParser

/// Lint reports built from log text, for reporter tests.
public enum LintReports {
    /// Lints `log` as one file with the built-in rules.
    /// - Parameters:
    ///   - log: The log text.
    ///   - file: The file name the findings point at.
    ///   - diagnostics: Findings to report instead of the linter's, to test how odd ones render.
    /// - Returns: The report, with empty parser counts.
    public static func make(_ log: String, file: String = "app.log", diagnostics: [Diagnostic]? = nil) throws -> LintReport {
        let analysis = try TraceAnalyzer.analyze(text: log, file: file)
        let linter = Linter()
        return LintReport(
            diagnostics: diagnostics ?? linter.lint(analysis), checked: CheckedRun(analysis), statistics: ParseStatistics(),
            rules: linter.rules)
    }

    /// The log of one scene that enters the background from the foreground without resigning
    /// active, then is killed: eight events, one error, one warning and one note.
    public static let missingResignActive = """
        application(_:didFinishLaunchingWithOptions:)
        scene(_:willConnectTo:options:)
        sceneWillEnterForeground(_:)
        sceneDidBecomeActive(_:)
        sceneWillResignActive(_:)
        sceneWillEnterForeground(_:)
        sceneDidBecomeActive(_:)
        sceneDidEnterBackground(_:)
        Message from debugger: Terminated due to signal 9

        """
}
