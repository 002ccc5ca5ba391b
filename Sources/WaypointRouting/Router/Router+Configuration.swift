extension Router {
  /// What a router accepts and how far it goes: the matching configuration (accepted
  /// sources, case rule, limits) and the dispatch's own limit on redirects.
  ///
  /// ```swift
  /// var configuration = Router.Configuration(appSchemes: ["myapp"])
  /// configuration.maximumRedirects = 3
  /// configuration.matching.matchLimit = 10_000
  /// let router = Router(configuration: configuration)
  /// ```
  public struct Configuration: Sendable {
    /// How URLs are read and matched: the accepted app schemes and web origins, the case rule
    /// and the limits.
    public var matching: MatchConfiguration
    /// The most redirects one `handle` call follows; default 8.
    public var maximumRedirects: Int

    /// A configuration; every argument has a safe default.
    public init(
      appSchemes: some Sequence<String> = [String](),
      webOrigins: some Sequence<WebOrigin> = [WebOrigin](),
      caseInsensitive: Bool = false, maximumURLLength: Int = RouteURL.defaultMaximumLength,
      maximumRedirects: Int = 8, matchLimit: Int = 1_000_000, maximumQueryItems: Int = 256
    ) {
      self.init(
        matching: MatchConfiguration(
          appSchemes: appSchemes, webOrigins: webOrigins, caseInsensitive: caseInsensitive,
          maximumURLLength: maximumURLLength, matchLimit: matchLimit,
          maximumQueryItems: maximumQueryItems),
        maximumRedirects: maximumRedirects)
    }

    /// A configuration of `matching`, with `maximumRedirects`.
    public init(matching: MatchConfiguration, maximumRedirects: Int = 8) {
      self.matching = matching
      self.maximumRedirects = maximumRedirects
    }

    /// Custom URL schemes accepted (`myapp`), kept in lowercase: ``matching``'s.
    public var appSchemes: Set<String> {
      get { matching.appSchemes }
      set { matching.appSchemes = newValue }
    }
    /// Web origins whose universal links are accepted: ``matching``'s.
    public var webOrigins: Set<WebOrigin> {
      get { matching.webOrigins }
      set { matching.webOrigins = newValue }
    }
    /// Whether paths match without regard to ASCII case: ``matching``'s.
    public var caseInsensitive: Bool {
      get { matching.caseInsensitive }
      set { matching.caseInsensitive = newValue }
    }
    /// The longest URL accepted, in UTF-8 bytes: ``matching``'s.
    public var maximumURLLength: Int {
      get { matching.maximumURLLength }
      set { matching.maximumURLLength = newValue }
    }
    /// The most backtracking steps one route's match may take: ``matching``'s.
    public var matchLimit: Int {
      get { matching.matchLimit }
      set { matching.matchLimit = newValue }
    }
    /// The most query items a URL may carry: ``matching``'s.
    public var maximumQueryItems: Int {
      get { matching.maximumQueryItems }
      set { matching.maximumQueryItems = newValue }
    }

    /// Whether the configuration accepts URLs from `source`.
    public func accepts(_ source: LinkSource) -> Bool {
      matching.accepts(source)
    }
  }
}
