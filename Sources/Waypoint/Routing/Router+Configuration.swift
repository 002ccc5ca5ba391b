extension Router {
  /// What a router accepts and how far it goes.
  public struct Configuration: Sendable {
    /// Custom URL schemes accepted (`myapp`), compared without regard to case: they are kept
    /// in lowercase however they are set.
    public var appSchemes: Set<String> {
      get { lowercasedAppSchemes }
      set { lowercasedAppSchemes = Set(newValue.map { $0.lowercased() }) }
    }
    private var lowercasedAppSchemes: Set<String>
    /// Web origins whose universal links are accepted.
    public var webOrigins: Set<WebOrigin>
    /// Whether paths match without regard to ASCII case (the WLRRouter behaviour).
    public var caseInsensitive: Bool
    /// The longest URL accepted, in UTF-8 bytes; default 8 KiB.
    public var maximumURLLength: Int
    /// The most redirects one `handle` call follows; default 8.
    public var maximumRedirects: Int
    /// The most backtracking steps one route's match may take; default one million.
    public var matchLimit: Int
    /// The most query items a URL may carry; default 256. More is refused with
    /// ``RouteError/tooManyParameters(_:count:limit:)``.
    public var maximumQueryItems: Int

    /// A configuration; every argument has a safe default.
    public init(
      appSchemes: some Sequence<String> = [String](),
      webOrigins: some Sequence<WebOrigin> = [WebOrigin](),
      caseInsensitive: Bool = false, maximumURLLength: Int = RouteURL.defaultMaximumLength,
      maximumRedirects: Int = 8, matchLimit: Int = 1_000_000, maximumQueryItems: Int = 256
    ) {
      self.maximumQueryItems = maximumQueryItems
      self.lowercasedAppSchemes = Set(appSchemes.map { $0.lowercased() })
      self.webOrigins = Set(webOrigins)
      self.caseInsensitive = caseInsensitive
      self.maximumURLLength = maximumURLLength
      self.maximumRedirects = maximumRedirects
      self.matchLimit = matchLimit
    }

    /// The options every route matcher of a router with this configuration is compiled with.
    var matcherOptions: RouteMatcher.Options {
      RouteMatcher.Options(
        caseInsensitive: caseInsensitive, maximumURLLength: maximumURLLength,
        matchLimit: matchLimit)
    }

    /// Whether the configuration accepts URLs from `source`.
    public func accepts(_ source: LinkSource) -> Bool {
      switch source {
      case .internal: return true
      case .appScheme(let scheme): return appSchemes.contains(scheme.lowercased())
      case .webOrigin(let origin): return webOrigins.contains(origin)
      }
    }
  }
}
