/// One saved entry that a new route table restores differently from the old one
/// (``Router/restorationChanges(to:states:)``).
///
/// ```swift
/// change.description
/// // "state 0 tab orders [1] item(id=4): moved, item(id=4) /item/4 -> product(id=4) /product/4"
/// ```
public struct RestorationChange: Sendable, Hashable, CustomStringConvertible {
  /// How the entry's restoration changed.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Both tables restore it, the new one under another route, other parameters or another
    /// URL.
    case moved
    /// The old table restores it; the new one leaves it out.
    case broken
    /// The old table leaves it out; the new one restores it.
    case newlyRestored
  }

  /// The position of the saved state in the list checked, from 0.
  public let state: Int
  /// Where the entry is in the saved state.
  public let place: NavigationPlace
  /// The saved entry.
  public let saved: NavigationEntry
  /// How its restoration changed.
  public let kind: Kind
  /// What the old table makes of it.
  public let before: RestorationOutcome
  /// What the new table makes of it.
  public let after: RestorationOutcome

  /// The change from `before` to `after`, or `nil` when both restore the same entry or both
  /// leave it out.
  init?(
    state: Int, place: NavigationPlace, saved: NavigationEntry, before: RestorationOutcome,
    after: RestorationOutcome
  ) {
    switch (before, after) {
    case (.restored(let old), .restored(let new)):
      guard old != new else { return nil }
      kind = .moved
    case (.restored, .dropped): kind = .broken
    case (.dropped, .restored): kind = .newlyRestored
    case (.dropped, .dropped): return nil
    }
    self.state = state
    self.place = place
    self.saved = saved
    self.before = before
    self.after = after
  }

  /// `state 0 tab orders [1] item(id=4): moved, before -> after`.
  public var description: String {
    "state \(state) \(place) \(saved): \(kind.rawValue), \(before) -> \(after)"
  }
}
