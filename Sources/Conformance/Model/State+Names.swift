/// The states of the built-in models by name, so that rules and the engine name them as
/// constants rather than string literals (`step.after == .disconnected`). A state's name is its
/// raw value, as `tracecheck model` prints it.
extension State {
    // Scenes (UISceneDelegate, UIScene.ActivationState)
    public static let unattached: State = "unattached"
    public static let connected: State = "connected"
    public static let foregroundInactive: State = "foregroundInactive"
    public static let foregroundActive: State = "foregroundActive"
    public static let background: State = "background"
    public static let disconnected: State = "disconnected"

    // The process
    public static let notRunning: State = "notRunning"
    public static let launching: State = "launching"
    public static let running: State = "running"
    public static let terminated: State = "terminated"

    // The app without scenes (UIApplication.State), and SwiftUI's scene phases
    public static let launched: State = "launched"
    public static let inactive: State = "inactive"
    public static let active: State = "active"

    // View controllers
    public static let notLoaded: State = "notLoaded"
    public static let appearing: State = "appearing"
    public static let appeared: State = "appeared"
    public static let disappearing: State = "disappearing"
    public static let disappeared: State = "disappeared"
    public static let deallocated: State = "deallocated"
}
