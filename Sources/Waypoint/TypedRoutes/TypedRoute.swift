/// A type whose values are links, declared once: a struct (``RouteDestination``, one pattern)
/// or an enum (``RouteEnum``, a pattern per case).
///
/// What both give, from that one declaration: parsing a URL into a value
/// (``parse(_:configuration:)-(String,_)``, ``Router/parse(_:_:)-(_,String)``), building a
/// value's URL (``url()``, ``Router/url(for:source:)``), asking which value the router sends a URL
/// to (``Router/match(_:as:)``), and opening a value in the app through the same middleware and
/// gates as its link (``Router/open(_:parameters:attributes:callback:)``).
///
/// Conform to ``RouteDestination`` or ``RouteEnum``, never to `TypedRoute` alone: they
/// implement ``typedRouteTable()``.
public protocol TypedRoute: Codable, Sendable {
  /// The checked table of the type's patterns, made once per type and kept.
  ///
  /// ``RouteDestination`` and ``RouteEnum`` implement it; a type does not.
  ///
  /// - Throws: ``RouteError/invalidTypedRoute(type:problems:)`` listing every problem of the
  ///   declaration, or the pattern error of a ``RouteDestination``'s pattern.
  static func typedRouteTable() throws(RouteError) -> TypedRouteTable

  /// A few values that complete what registration learns of the type's parameters without a
  /// value, for an associated value (or property) whose type has no sample: a raw-value enum
  /// that is not `CaseIterable`. None by default; registration says when it needs one.
  static var sampleValues: [Self] { get }
}

extension TypedRoute {
  /// No sample values.
  public static var sampleValues: [Self] { [] }
}
