import Foundation
import Waypoint

extension AppCoordinator {
  /// Restores a state that ``savedState()`` wrote, maybe in an earlier version of the app,
  /// with ``Router/restore(json:tabs:)``: each screen's link is resolved again through today's
  /// routes, redirects included, so a screen whose route moved (version 1's `/detail/42`)
  /// comes back at its new home (`/items/42`); a screen whose link no longer resolves is
  /// dropped, the rest kept; the tabs are the app's declared ones. When the reader is logged
  /// out, the screens that require login are left out, the gate holds the top-most one on
  /// screen, to show it with its parents after the login, and the login sheet is shown.
  ///
  /// ```swift
  /// let restoration = try await app.restore(PreviousRelease.savedState)
  /// restoration.moves  // [tab library [1] app.detail(id=42) -> app.detail(id=42) /items/42]
  /// ```
  ///
  /// - Returns: what was restored, moved and dropped.
  /// - Throws: ``NavigationStateError`` for a state that cannot be read (corrupt, truncated,
  ///   from a newer version): the app keeps its declared tabs.
  @discardableResult
  public func restore(_ saved: Data) async throws(NavigationStateError) -> NavigationRestoration {
    let restoration = try await router.restore(json: saved, tabs: ReaderTabs.declared)
    navigator.show(restoration.state)
    // The gate holds a screen for the login; the login sheet asks for it, as for a link.
    if restoration.heldForLogin != nil,
      let login = try? NavigationPlanner(router: router).plan(
        for: gate.loginURL, origin: .inside, from: navigator.state)
    {
      _ = await navigator.execute(login)
    }
    return restoration
  }
}
