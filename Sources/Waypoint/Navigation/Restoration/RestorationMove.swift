/// A saved entry that a restoration keeps under another route name, other parameters or
/// another URL: the current table sends its link elsewhere (a route renamed behind a
/// redirect).
///
/// ```swift
/// // "/item/:id" now redirects to "/product/:id" (route "product")
/// move.description  // "stack [1] item(id=4) -> product(id=4) /product/4"
/// ```
public struct RestorationMove: Sendable, Hashable, CustomStringConvertible {
  /// Where the entry was in the saved state (and is in the restored one, less the drops
  /// below it).
  public var place: NavigationPlace
  /// The saved entry.
  public var saved: NavigationEntry
  /// The entry restored in its place.
  public var restored: NavigationEntry

  /// The move of `saved` at `place` to `restored`.
  public init(place: NavigationPlace, saved: NavigationEntry, restored: NavigationEntry) {
    self.place = place
    self.saved = saved
    self.restored = restored
  }

  /// `stack [1] item(id=4) -> product(id=4) /product/4`.
  public var description: String {
    "\(place) \(saved) -> \(restored) \(restored.url ?? "(no URL)")"
  }
}
