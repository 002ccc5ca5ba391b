/// What an in-place lookup that holds its match for the caller found
/// (``SnapshotPublisher/borrowInPlace(_:into:)``).
@usableFromInline
package enum InPlaceBorrow {
  /// The loan holds the match, and the snapshot it is in: lend it (``LentMatchLoan/lend(_:)``),
  /// then end the loan (``SnapshotPublisher/endLoan(of:)``).
  case lent
  /// No route matches; nothing is held.
  case noMatch
  /// The full lookup must decide; nothing is held.
  case undecided
  /// The route that matches has more parameters than a loan holds:
  /// ``SnapshotPublisher/lendInPlace(_:to:)`` lends it; nothing is held.
  case tooManyParameters
}
