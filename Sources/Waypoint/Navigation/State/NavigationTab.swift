/// One tab of a tabbed root: its identifier and its navigation stack, whose first entry is the
/// tab's root screen.
///
/// The app declares its tabs in order, each with its root route:
///
/// ```swift
/// let tabs = [
///   NavigationTab("home", root: NavigationEntry("home", url: "/")),
///   NavigationTab("orders", root: NavigationEntry("orders", url: "/orders")),
/// ]
/// let state = try NavigationState(tabs: tabs)  // the first tab selected
/// ```
public struct NavigationTab: Sendable, Hashable, Codable {
  /// The tab's identifier, as a route's ``RoutePlacement/tab`` names it.
  public var id: String
  /// The tab's stack, bottom (its root screen) first.
  public var stack: [NavigationEntry]

  /// A tab called `id` showing its root screen.
  public init(_ id: String, root: NavigationEntry) {
    self.init(id, stack: [root])
  }

  /// A tab called `id` showing `stack`, bottom first.
  public init(_ id: String, stack: [NavigationEntry]) {
    self.id = id
    self.stack = stack
  }
}
