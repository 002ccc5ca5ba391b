extension NavigationState {
  /// Every entry with its place, the root's first (tab by tab, in order), then each modal's:
  /// the order of ``entries``.
  public var placedEntries: [(place: NavigationPlace, entry: NavigationEntry)] {
    var placed: [(place: NavigationPlace, entry: NavigationEntry)] = []
    switch root {
    case .stack(let stack):
      placed += stack.enumerated().map { (.stack(index: $0.offset), $0.element) }
    case .tabs(let tabs, _):
      for tab in tabs {
        placed += tab.stack.enumerated().map { (.tab(tab.id, index: $0.offset), $0.element) }
      }
    }
    for (position, modal) in modals.enumerated() {
      placed += modal.stack.enumerated().map { (.modal(position, index: $0.offset), $0.element) }
    }
    return placed
  }

  /// The entry at `place`, `nil` when there is none.
  public func entry(at place: NavigationPlace) -> NavigationEntry? {
    let stack: [NavigationEntry]?
    switch place {
    case .stack:
      guard case .stack(let root) = root else { return nil }
      stack = root
    case .tab(let id, _):
      stack = self.stack(ofTab: id)
    case .modal(let position, _):
      stack = modals.indices.contains(position) ? modals[position].stack : nil
    }
    guard let stack, stack.indices.contains(place.index) else { return nil }
    return stack[place.index]
  }
}
