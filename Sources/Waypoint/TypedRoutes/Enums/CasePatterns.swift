/// The patterns of a ``RouteEnum``, a pattern per case, keyed by the case's coding key; written
/// as a dictionary literal, whose order is kept.
///
/// ```swift
/// static let patterns: CasePatterns = [
///   "home": "/home",
///   "detail": CasePattern("/items/:id(\\d+)", flags: [.requiresLogin]),
/// ]
/// ```
///
/// The order is the order of registration and of messages; which case takes a URL is decided
/// as for any route (the Routing semantics article, *Which route wins*). A key written twice
/// is a registration error.
public struct CasePatterns: Sendable, ExpressibleByDictionaryLiteral {
  /// The case keys with their patterns, in the order written.
  public let entries: [(key: String, pattern: CasePattern)]

  /// The patterns of a literal, in the order written.
  public init(dictionaryLiteral elements: (String, CasePattern)...) {
    entries = elements.map { (key: $0.0, pattern: $0.1) }
  }

  /// The patterns of `entries`, in order.
  public init(_ entries: [(key: String, pattern: CasePattern)]) {
    self.entries = entries
  }
}
