/// What a lookup accepts and how far it goes: the accepted link sources, the case rule and the
/// limits. A route table, a route matcher and a router read the same configuration.
///
/// ```swift
/// var configuration = MatchConfiguration(appSchemes: ["myapp"])
/// configuration.maximumURLLength = 2048
/// let matcher = try RouteMatcher("/user/:id", configuration: configuration)
/// ```
///
/// A ``RouteMatcher`` reads only the case rule and the limits: it keeps a source-restricted
/// pattern to its source, but which sources are accepted is for a table (or a router) to
/// decide.
public struct MatchConfiguration: Sendable, Hashable {
  /// Custom URL schemes accepted (`myapp`), compared without regard to case: they are kept
  /// in lowercase however they are set.
  public var appSchemes: Set<String> {
    get { lowercasedAppSchemes }
    set { lowercasedAppSchemes = Set(newValue.map { $0.lowercased() }) }
  }
  private var lowercasedAppSchemes: Set<String>
  /// Web origins whose universal links are accepted.
  public var webOrigins: Set<WebOrigin>
  /// Whether paths match without regard to ASCII case (the WLRRouter behaviour). Parameter
  /// values keep the case of the URL.
  public var caseInsensitive: Bool
  /// The longest URL accepted, in UTF-8 bytes; default 8 KiB.
  public var maximumURLLength: Int
  /// The most backtracking steps one route's match may take before it fails with
  /// ``MatchingError/matchLimitExceeded(pattern:url:)``; default one million.
  public var matchLimit: Int
  /// The most query items a URL may carry; default 256. More is refused with
  /// ``MatchingError/tooManyParameters(_:count:limit:)``.
  public var maximumQueryItems: Int

  /// A configuration; every argument has a safe default: internal paths only, case-sensitive
  /// paths, URLs up to 8 KiB, a match limit of one million steps, 256 query items.
  public init(
    appSchemes: some Sequence<String> = [String](),
    webOrigins: some Sequence<WebOrigin> = [WebOrigin](),
    caseInsensitive: Bool = false, maximumURLLength: Int = RouteURL.defaultMaximumLength,
    matchLimit: Int = 1_000_000, maximumQueryItems: Int = 256
  ) {
    self.lowercasedAppSchemes = Set(appSchemes.map { $0.lowercased() })
    self.webOrigins = Set(webOrigins)
    self.caseInsensitive = caseInsensitive
    self.maximumURLLength = maximumURLLength
    self.matchLimit = matchLimit
    self.maximumQueryItems = maximumQueryItems
  }

  /// Whether URLs from `source` are accepted: internal paths always, app schemes and web
  /// origins when listed.
  public func accepts(_ source: LinkSource) -> Bool {
    switch source {
    case .internal: return true
    case .appScheme(let scheme): return appSchemes.contains(scheme.lowercased())
    case .webOrigin(let origin): return webOrigins.contains(origin)
    }
  }

  /// The limits a PCRE2 match runs under.
  var pcre2Limits: PCRE2MatchLimits {
    PCRE2MatchLimits(
      matchLimit: UInt32(clamping: max(matchLimit, 1)),
      depthLimit: PCRE2MatchLimits.default.depthLimit)
  }
}
