/// One URL on its way to a handler: where it came from, the route it matched, and four
/// separate sources of parameters (spec section 5).
///
/// ```swift
/// // registered: "/product/:id", defaults ["tab": "info"]
/// // handled:    "myapp://product/42?id=evil&tab=reviews", parameters ["source": "push"]
/// request.pathParameters["id"]   // "42"
/// request.query["id"]            // "evil"
/// request["id"]                  // "42": the path beats the query
/// request["tab"]                 // "reviews": the query beats the defaults
/// request["source"]              // "push": primitive parameters beat everything
/// ```
public struct RouteRequest: Sendable {
  /// The URL being handled (after any rewrite or redirect).
  public let url: RouteURL
  /// Where the request came from first: the source of the URL the caller handed in, kept
  /// through rewrites and redirects, so that an external link never passes for an internal one.
  public let source: LinkSource
  /// The matched route, or `nil` for the fallback handler.
  public let route: Route?
  /// The path parameters of the matched route, decoded when read.
  public var pathParameters: PathParameters {
    PathParameters(url: url, allNames: pathParameterNames, captures: captures)
  }
  /// The names and ranges behind ``pathParameters``, kept without a second copy of the URL: a
  /// request is copied through every step of a dispatch.
  private let pathParameterNames: [String]
  private let captures: CaptureRanges
  /// Native values the caller passed to `handle`, never read from the URL.
  public var primitiveParameters: [String: any Sendable]
  /// The caller's callback, which fires at most once; for a request handled without one, a
  /// callback shared by all such requests that delivers nothing (calling it returns `false`).
  public var callback: RouteCallback { callerCallback ?? .none }
  /// The caller's callback; `nil` for a request handled without one, for which none is
  /// allocated.
  let callerCallback: RouteCallback?
  /// The URLs that redirected to this one, oldest first.
  public let redirects: [String]

  /// A request for `url`, with the parameters a match on `url` found; the router makes these.
  init(
    url: RouteURL, source: LinkSource, route: Route?, pathParameters: PathParameters,
    primitiveParameters: [String: any Sendable], callback: RouteCallback?, redirects: [String]
  ) {
    assert(pathParameters.url == url, "the parameters belong to another URL")
    self.init(
      url: url, source: source, route: route, parameterNames: pathParameters.allNames,
      captures: pathParameters.captures, primitiveParameters: primitiveParameters,
      callback: callback, redirects: redirects)
  }

  /// A request for `url`, with the ranges of the parameters `parameterNames` in its path.
  init(
    url: RouteURL, source: LinkSource, route: Route?, parameterNames: [String],
    captures: CaptureRanges, primitiveParameters: [String: any Sendable],
    callback: RouteCallback?, redirects: [String]
  ) {
    self.url = url
    self.source = source
    self.route = route
    self.pathParameterNames = parameterNames
    self.captures = captures
    self.primitiveParameters = primitiveParameters
    self.callerCallback = callback
    self.redirects = redirects
  }

  /// The request for `match`, of the URL that `handle` was given: the match's route, URL and
  /// ranges are moved into the request, not copied.
  @inline(__always)
  init(
    _ match: consuming RouteMatch, primitiveParameters: [String: any Sendable],
    callback: RouteCallback?
  ) {
    let (route, url, captures) = match.parts()
    let source = url.source
    self.init(
      url: url, source: source, route: route,
      parameterNames: route.expression.parameterNames, captures: captures,
      primitiveParameters: primitiveParameters, callback: callback, redirects: [])
  }

  /// The query parameters of the URL.
  public var query: QueryParameters { url.query }

  /// The default parameters declared with the route.
  public var defaultParameters: [String: String] { route?.defaults ?? [:] }

  /// The merged view: primitive, then path, then query (first value), then default parameters.
  ///
  /// A primitive value that is not a string reads as its description. A URL can never override
  /// what the app passed in, and `?id=evil` never overrides the path's `:id`.
  public subscript(name: String) -> String? {
    if let primitive = primitiveParameters[name] { return Self.text(of: primitive) }
    return pathParameters[name] ?? query.first(name) ?? defaultParameters[name]
  }

  /// Every parameter name of the four sources, without repeats, in precedence order.
  public var parameterNames: [String] {
    var seen = Set<String>()
    let names =
      primitiveParameters.keys.sorted() + pathParameters.names + query.names
      + defaultParameters.keys.sorted()
    return names.filter { seen.insert($0).inserted }
  }

  static func text(of value: any Sendable) -> String {
    switch value {
    case let text as String: return text
    case let text as Substring: return String(text)
    case let value as any LosslessStringConvertible: return value.description
    default: return String(describing: value)
    }
  }
}
