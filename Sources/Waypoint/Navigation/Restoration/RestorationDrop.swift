/// A saved entry that a restoration leaves out: where it was, what it was, and why.
///
/// ```swift
/// // "/legacy/:id" removed in the update
/// drop.description  // "tab orders [1] legacy(id=3): not found"
/// ```
public struct RestorationDrop: Sendable, Hashable, CustomStringConvertible {
  /// Where the entry was in the saved state.
  public var place: NavigationPlace
  /// The saved entry.
  public var entry: NavigationEntry
  /// Why it is left out.
  public var reason: RestorationDropReason

  /// The drop of `entry` at `place` for `reason`.
  public init(place: NavigationPlace, entry: NavigationEntry, reason: RestorationDropReason) {
    self.place = place
    self.entry = entry
    self.reason = reason
  }

  /// `tab orders [1] legacy(id=3): not found`.
  public var description: String { "\(place) \(entry): \(reason)" }
}
