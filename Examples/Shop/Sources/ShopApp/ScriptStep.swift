import Waypoint

/// One step of the scripted run: what happens, and why it is worth seeing.
public struct ScriptStep: Sendable {
  /// What the step does.
  public enum Action: Sendable {
    /// Opens a URL, with primitive parameters (a push payload's values).
    case open(String, parameters: [String: any Sendable] = [:])
    /// Opens a typed destination by value, as a tap in the app would.
    case navigate(any RouteDestination)
    /// Builds a universal link to a typed destination, to share, and parses it back.
    case share(any RouteDestination & Equatable)
    /// Logs a user in, which resumes the URL waiting for login.
    case logIn(String)
    /// Uninstalls the plugin with this namespace.
    case uninstall(String)
    /// Explains what the router makes of a URL, without opening it.
    case explain(String)
    /// Opens a URL while the app is still launching: the router holds it until launch ends.
    case openDuringLaunch(String)
    /// Receives the next version of the manifest, applied only if it keeps every link working.
    case updateManifest
    /// Opens a URL twice in a row, as a system that delivers a link twice does.
    case openTwice(String)
    /// Logs out and opens `loginLink` (held for the login), opens `launchLink` while launching
    /// (held for the launch), kills the app, and launches a new one on the same link store.
    case killAndRelaunch(launchLink: String, loginLink: String)
  }

  /// What the step shows, in a sentence.
  public var title: String
  /// What the step does.
  public var action: Action

  /// A step doing `action`.
  public init(_ title: String, _ action: Action) {
    self.title = title
    self.action = action
  }
}
