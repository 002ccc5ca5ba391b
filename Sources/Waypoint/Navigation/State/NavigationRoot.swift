/// What the navigation state shows under its modals: one navigation stack, or tabs.
public enum NavigationRoot: Sendable, Hashable {
  /// One navigation stack, bottom first.
  case stack([NavigationEntry])
  /// Tabs in their order, each with its stack, and the identifier of the one selected.
  case tabs([NavigationTab], selected: String)
}
