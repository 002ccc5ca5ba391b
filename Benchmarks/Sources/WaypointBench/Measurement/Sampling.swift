/// Evenly spaced indices into a list.
enum Sampling {
  /// At most `limit` indices of `0..<count`, evenly spaced, each at the middle of its stretch:
  /// all of them when `limit >= count`.
  ///
  /// Taking the middle of each stretch keeps a sample of a tried-in-turn router as costly on
  /// average as the whole list: early and late routes are equally represented.
  ///
  /// ```swift
  /// Sampling.indices(count: 10, limit: 2) // [2, 7]
  /// ```
  static func indices(count: Int, limit: Int) -> [Int] {
    guard limit < count else { return Array(0..<count) }
    let taken = max(limit, 1)
    return (0..<taken).map { ((2 * $0 + 1) * count) / (2 * taken) }
  }
}
