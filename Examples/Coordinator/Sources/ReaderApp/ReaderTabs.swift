import Waypoint

/// The app's tabs, in order, each with its root screen: the home feed and the library.
public enum ReaderTabs {
  /// The home tab's identifier.
  public static let home = "home"
  /// The library tab's identifier.
  public static let library = "library"

  /// The tabs, in order, each at its root screen.
  public static let declared = [
    NavigationTab(home, root: NavigationEntry("app.home", url: "/home")),
    NavigationTab(library, root: NavigationEntry("app.library", url: "/library")),
  ]

  /// What the app shows when it starts without a saved state: both tabs at their roots, the
  /// home tab selected.
  public static func start() -> NavigationState {
    // Two tabs with distinct identifiers and a root each: always a valid state.
    try! NavigationState(tabs: declared)
  }
}
