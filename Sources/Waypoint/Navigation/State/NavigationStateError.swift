/// Why a navigation state was refused: saved by a newer version of the format, not a
/// navigation state (corrupt or truncated JSON), or a state that cannot be on screen.
public enum NavigationStateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The state was written in format `found`, newer than the `supported` one this version of
  /// Waypoint reads: an app that was downgraded, or a state from a newer install.
  case unsupportedFormat(found: Int, supported: Int)
  /// The data is not a navigation state: not JSON, truncated, or a field of the wrong kind.
  case corrupt(String)
  /// The state reads, but cannot be on screen (no tabs, a selected tab that does not exist,
  /// two tabs with one identifier, a tab or modal with no screen).
  case invalid(String)

  /// A message that says what to change.
  public var description: String {
    switch self {
    case .unsupportedFormat(let found, let supported):
      return
        "the navigation state is in format \(found), newer than format \(supported) that this "
        + "version reads: start from the app's initial state"
    case .corrupt(let reason):
      return "the data is not a navigation state (\(reason)): start from the app's initial state"
    case .invalid(let reason):
      return "the navigation state cannot be shown: \(reason)"
    }
  }
}
