/// What ``Router/restore(_:tabs:)`` made of a saved navigation state: the state to show, and
/// a report of every entry it left out or moved.
///
/// ```swift
/// let restoration = await router.restore(saved, tabs: appTabs)
/// navigator.state = restoration.state
/// for drop in restoration.drops { log(drop) }  // "tab orders [2] legacy(id=3): not found"
/// ```
public struct NavigationRestoration: Sendable, Hashable {
  /// The state to show: the saved one with every entry re-resolved by the current routes.
  public var state: NavigationState
  /// The saved entries left out, in the order of ``NavigationState/entries``.
  public var drops: [RestorationDrop]
  /// The saved entries kept under another route, other parameters or another URL.
  public var moves: [RestorationMove]
  /// The saved tabs left out: tabs the app no longer declares, and tabs none of whose screens
  /// could be restored when the app declares no root for them.
  public var droppedTabs: [String]
  /// The URL of the screen that requires login which the authentication gate now holds: it is
  /// shown, with its parents, after ``AuthenticationGate/loginSucceeded()``; `nil` when none.
  public var heldForLogin: String?

  /// A restoration with every part given.
  public init(
    state: NavigationState, drops: [RestorationDrop] = [], moves: [RestorationMove] = [],
    droppedTabs: [String] = [], heldForLogin: String? = nil
  ) {
    self.state = state
    self.drops = drops
    self.moves = moves
    self.droppedTabs = droppedTabs
    self.heldForLogin = heldForLogin
  }

  /// Whether every saved entry came back as it was.
  public var isUnchanged: Bool { drops.isEmpty && moves.isEmpty && droppedTabs.isEmpty }
}
