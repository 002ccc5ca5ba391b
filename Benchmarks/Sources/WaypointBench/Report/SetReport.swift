/// A route set and every contender's results on it.
struct SetReport: Sendable, Codable {
  /// The set's name.
  let name: String
  /// What the set holds.
  let summary: String
  /// Where it comes from.
  let source: [String]
  /// Whether it was generated rather than published.
  let synthetic: Bool
  /// How many routes (method and pattern).
  let routes: Int
  /// How many distinct patterns the contenders register.
  let patterns: Int
  /// How many lookups the set has.
  let lookups: Int
  /// One result per contender, in table order.
  let results: [LookupResult]
}
