/// What a restoration makes of one saved entry: the entry restored in its place, or why it
/// is left out.
public enum RestorationOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The entry restored in its place.
  case restored(NavigationEntry)
  /// Left out, for this reason.
  case dropped(RestorationDropReason)

  /// `product(id=4) /product/4`, or `dropped: not found`.
  public var description: String {
    switch self {
    case .restored(let entry): return "\(entry) \(entry.url ?? "(no URL)")"
    case .dropped(let reason): return "dropped: \(reason)"
    }
  }
}

extension NavigationRestoration {
  /// What became of the saved entry at `place` of `saved`, the state this restoration was
  /// made of; `nil` for a place `saved` has no entry at.
  public func outcome(at place: NavigationPlace, of saved: NavigationState)
    -> RestorationOutcome?
  {
    if let drop = drops.first(where: { $0.place == place }) { return .dropped(drop.reason) }
    if let move = moves.first(where: { $0.place == place }) { return .restored(move.restored) }
    return saved.entry(at: place).map(RestorationOutcome.restored)
  }
}
