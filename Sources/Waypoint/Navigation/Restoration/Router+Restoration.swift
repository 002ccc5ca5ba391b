import Foundation

extension Router {
  /// The saved `state` as the current routes show it (<doc:RestoringNavigation>): each entry
  /// re-resolved by its URL through the table, redirects included, so that a route renamed
  /// behind a redirect comes back at its new home; an entry that no longer resolves is left
  /// out and reported, the rest is kept.
  ///
  /// ```swift
  /// // saved before the update: tab orders: orders > item(id=4) > legacy(id=3)
  /// // now "/item/:id" redirects to "/product/:id" and "/legacy/:id" is gone
  /// let restoration = await router.restore(saved, tabs: appTabs)
  /// restoration.state.description  // "... tab orders (selected): orders > product(id=4)"
  /// restoration.moves   // [tab orders [1] item(id=4) -> product(id=4) /product/4]
  /// restoration.drops   // [tab orders [2] legacy(id=3): not found]
  /// ```
  ///
  /// Each link takes the way a dispatch gives it, without its handler: the rewrite hooks, the
  /// redirect routes and the `before` hooks of the middleware, which may redirect it, refuse
  /// it or answer it (no `after` hook, callback or event). A screen whose route requires login
  /// goes through the router's ``AuthenticationGate``: while the user is logged out it is left
  /// out (``RestorationDropReason/requiresLogin``), and the top-most such screen of the stacks
  /// on screen (the selected tab's and the modals') is held by the gate, to be shown with its
  /// parents after the login (``NavigationRestoration/heldForLogin``).
  ///
  /// - Parameters:
  ///   - state: the saved state.
  ///   - tabs: the tabs the app declares now, each with its root screen, for a saved state
  ///     with tabs: the restored tabs are these, in this order (a saved tab the app no longer
  ///     declares is left out, a new one starts at its root); a tab whose root screen is left
  ///     out gets its declared root. Empty (the default): the saved tabs, less those none of
  ///     whose screens could be restored.
  /// - Returns: the restored state, and what was left out or moved.
  public func restore(_ state: NavigationState, tabs: [NavigationTab] = []) async
    -> NavigationRestoration
  {
    var restorer = StateRestorer(router: self)
    return await restorer.restore(state, tabs: tabs)
  }

  /// The state saved as ``NavigationState/json()`` wrote it, restored as
  /// ``restore(_:tabs:)`` restores it.
  ///
  /// ```swift
  /// let restoration = try await router.restore(json: saved, tabs: appTabs)
  /// ```
  ///
  /// - Throws: ``NavigationStateError`` for data that is corrupt, truncated or from a newer
  ///   format: the app then starts from its initial state.
  public func restore(json data: Data, tabs: [NavigationTab] = [])
    async throws(NavigationStateError) -> NavigationRestoration
  {
    let state = try NavigationState(json: data)
    return await restore(state, tabs: tabs)
  }
}
