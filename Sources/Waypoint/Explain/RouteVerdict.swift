/// What one route made of a URL, in a ``RouteExplanation``: why it took the URL, or why not.
///
/// ```swift
/// let explanation = await router.explain("myapp://product/shoes")
/// explanation.routes[0].verdict
/// // .constraintRefused(parameter: "id", constraint: "\\d+", text: "shoes", segment: 2)
/// ```
///
/// Segments count from 1, for the first segment of the route path. Texts are as they are in
/// the route path: percent-encoded, as matching sees them.
public enum RouteVerdict: Sendable, Hashable {
  /// The route takes the URL: the first route in dispatch order that matched and may serve it.
  case winner
  /// The route matched too, but comes after the winner; it is tried only when the winner's
  /// handler declines.
  case outranked(RankingReason)
  /// The route matched, but it is internal-only and the URL came from outside the app.
  case internalOnly
  /// The route is restricted to another source than the URL's. `pathMatches` tells whether
  /// its pattern would match the route path from its own source.
  case restrictedToAnotherSource(LinkSource, pathMatches: Bool)
  /// The router does not accept the URL's source and admits it only for the routes that name
  /// it; this route names no source. `pathMatches` tells whether its pattern matches the path.
  case sourceOnlyForRestrictedRoutes(pathMatches: Bool)
  /// The first segment of the URL is not the route's literal first segment.
  case firstSegmentDiffers(expected: String, found: String)
  /// A literal segment of the route is not the URL's segment at that position.
  case literalSegmentDiffers(segment: Int, expected: String, found: String)
  /// A parameter's regex constraint refused the text the URL has in its place.
  case constraintRefused(parameter: String, constraint: String, text: String, segment: Int)
  /// A segment that mixes literal text and parameters (`:id.png`) does not match the URL's.
  case segmentDiffers(segment: Int, expected: String, found: String)
  /// The URL has fewer segments than the route needs.
  case tooFewSegments(minimum: Int, found: Int)
  /// The URL has more segments than the route takes.
  case tooManySegments(maximum: Int, found: Int)
  /// The raw regex route's regex (``RouteExpression/init(regex:source:)``) did not match the
  /// route path.
  case regexDidNotMatch(String)
  /// The pattern did not match, and no single segment explains why (a constraint that spans
  /// `/`, for example); the associated value is the route's whole regex.
  case patternDidNotMatch(String)
  /// Matching the route failed with an error, such as
  /// ``RouteError/matchLimitExceeded(pattern:url:)``; dispatch stops there.
  case matchFailed(RouteError)

  /// Whether the route's pattern matched the URL: the winner, a route outranked by it, or an
  /// internal-only route that may not serve it.
  public var isMatch: Bool {
    switch self {
    case .winner, .outranked, .internalOnly: return true
    default: return false
    }
  }

  /// The case name, such as `"constraintRefused"`, for logs and JSON.
  public var code: String {
    switch self {
    case .winner: return "winner"
    case .outranked: return "outranked"
    case .internalOnly: return "internalOnly"
    case .restrictedToAnotherSource: return "restrictedToAnotherSource"
    case .sourceOnlyForRestrictedRoutes: return "sourceOnlyForRestrictedRoutes"
    case .firstSegmentDiffers: return "firstSegmentDiffers"
    case .literalSegmentDiffers: return "literalSegmentDiffers"
    case .constraintRefused: return "constraintRefused"
    case .segmentDiffers: return "segmentDiffers"
    case .tooFewSegments: return "tooFewSegments"
    case .tooManySegments: return "tooManySegments"
    case .regexDidNotMatch: return "regexDidNotMatch"
    case .patternDidNotMatch: return "patternDidNotMatch"
    case .matchFailed: return "matchFailed"
    }
  }
}
