/// One URL that a new route table treats differently from the old one.
public struct LinkChange: Sendable, Hashable, CustomStringConvertible {
  /// How the URL's treatment changed.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Another route takes it.
    case otherRoute
    /// The same route takes it, with other parameters.
    case otherParameters
    /// A route took it; none does now.
    case nowUnmatched
    /// No route took it; one does now.
    case newlyMatched
    /// The same redirect route sends it elsewhere, or a redirect now sends it where a route
    /// took it (or the other way round).
    case redirectedElsewhere
    /// Its source was admitted; it is refused now.
    case sourceNoLongerAdmitted
    /// It was refused; its source is admitted now.
    case newlyAdmitted
    /// It is refused by both tables, for different reasons.
    case otherRefusal
  }

  /// The URL.
  public let url: String
  /// How its treatment changed.
  public let kind: Kind
  /// What the old table did with it.
  public let before: LinkResolution
  /// What the new table does with it.
  public let after: LinkResolution

  /// The change of `url` from `before` to `after`, or `nil` when the same route takes it
  /// with the same parameters (a route may be renamed or its pattern rewritten meanwhile).
  init?(url: String, before: LinkResolution, after: LinkResolution) {
    if before == after { return nil }
    if case .route(_, _, let old) = before, case .route(_, _, let new) = after,
      before.isSameRoute(as: after), old == new
    {
      return nil
    }
    self.url = url
    self.before = before
    self.after = after
    switch (before, after) {
    case (.refused, .refused):
      kind = .otherRefusal
    case (_, .refused):
      kind = .sourceNoLongerAdmitted
    case (.refused, _):
      kind = .newlyAdmitted
    case (_, .notFound):
      kind = .nowUnmatched
    case (.notFound, _):
      kind = .newlyMatched
    case (.route, .route):
      kind = before.isSameRoute(as: after) ? .otherParameters : .otherRoute
    case (.redirect, _), (_, .redirect):
      kind = .redirectedElsewhere
    }
  }

  /// `URL: kind, before -> after`.
  public var description: String {
    "\(url): \(kind.rawValue), \(before) -> \(after)"
  }
}
