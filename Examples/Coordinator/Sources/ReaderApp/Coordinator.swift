import Waypoint

/// What the design notes' `Coordinator` was: something that owns what is on screen and
/// starts the app. Here what is on screen is a value (``NavigationState``), performed by a
/// ``Navigator``; no `UINavigationController`.
public protocol Coordinator: Sendable {
  /// What performs navigation steps and says what is on screen.
  var navigator: InMemoryNavigator { get }

  /// Starts the app: shows its first screens, then any link the app was opened with.
  func start() async
}
