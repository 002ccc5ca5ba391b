import WaypointRouting

extension MatchConfiguration {
  /// Whether a matcher compiled with this configuration matches as one compiled with `other`
  /// does: a ``RouteMatcher`` reads only the case rule and the limits, not the accepted
  /// sources.
  public func matchesLike(_ other: MatchConfiguration) -> Bool {
    caseInsensitive == other.caseInsensitive && maximumURLLength == other.maximumURLLength
      && matchLimit == other.matchLimit && maximumQueryItems == other.maximumQueryItems
  }
}
