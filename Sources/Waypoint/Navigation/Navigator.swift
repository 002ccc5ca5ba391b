/// Performs navigation over an app's UI framework (UIKit, SwiftUI, AppKit), or in memory
/// (``NavigationStack``) for tests.
public protocol Navigator: Sendable {
  /// Shows `destination`, from `source` when given (the screen to present from; `nil`: the
  /// screen on top), in `presentation`, with `transition`.
  ///
  /// - Throws: when the navigation cannot happen, for example when `source` is not on screen.
  func navigate(
    to destination: Destination, from source: Destination?, presentation: Presentation,
    transition: NavigationTransition
  ) async throws
}
