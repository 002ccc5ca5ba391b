/// One URL on its way to a handler: where it came from, the route it matched, and four separate
/// sources of parameters (<doc:RoutingSemantics#Parameters>).
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
  public var route: Route? { record?.value(as: Route.self) }
  /// The matched route's record in its table (the route is its value), kept rather than the
  /// route: a match hands it over as it is, and it knows the parameter names.
  private let record: RouteRecord?
  /// The path parameters of the matched route, decoded when read.
  public var pathParameters: PathParameters {
    PathParameters(
      url: url, allNames: explicitNames ?? record?.expression.parameterNames ?? [],
      captures: captures)
  }
  /// The parameter names of a request made outside a table (a typed route's parsing), `nil`
  /// for one made by a dispatch, whose names are its record's.
  private let explicitNames: [String]?
  /// The ranges of the parameters in the URL's route path.
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
  /// What the caller and features attached to the `handle` call, kept through rewrites,
  /// redirects, a held launch and a login.
  public var attributes: RequestAttributes

  /// A request for `url`, with the parameters a match on `url` found; the router makes these.
  package init(
    url: RouteURL, source: LinkSource, route: Route?, pathParameters: PathParameters,
    primitiveParameters: [String: any Sendable], attributes: RequestAttributes,
    callback: RouteCallback?, redirects: [String]
  ) {
    assert(pathParameters.url == url, "the parameters belong to another URL")
    assert(route == nil, "a request for a route is made by a dispatch")
    self.init(
      url: url, source: source, record: nil, explicitNames: pathParameters.allNames,
      captures: pathParameters.captures, primitiveParameters: primitiveParameters,
      attributes: attributes, callback: callback, redirects: redirects)
  }

  /// A request for `url`, matched by the route of `record` (`nil`: none) with the ranges of
  /// its parameters in the URL's path.
  init(
    url: RouteURL, source: LinkSource, record: RouteRecord?, explicitNames: [String]? = nil,
    captures: CaptureRanges, primitiveParameters: [String: any Sendable],
    attributes: RequestAttributes, callback: RouteCallback?, redirects: [String]
  ) {
    self.url = url
    self.source = source
    self.record = record
    self.explicitNames = explicitNames
    self.captures = captures
    self.primitiveParameters = primitiveParameters
    self.attributes = attributes
    self.callerCallback = callback
    self.redirects = redirects
  }

  /// The request for the first candidate of `string`, the URL that `handle` was given, when
  /// the in-place lookup found it (`answer`): the route's record, the URL and the ranges are
  /// made where the request keeps them, with no match made in between (a match, taken apart
  /// into a request, had each of its references retained for the request and released with
  /// it).
  ///
  /// The answer is `inout` only so that it is read where it is (see `InPlaceAnswer.parts(of:)`).
  @inline(__always)
  init(
    _ answer: inout InPlaceAnswer, of string: String, primitiveParameters: [String: any Sendable],
    attributes: RequestAttributes, callback: RouteCallback?
  ) {
    let (record, url, captures) = answer.parts(of: string)
    self.init(
      url: url, source: url.source, record: record, captures: captures,
      primitiveParameters: primitiveParameters, attributes: attributes, callback: callback,
      redirects: [])
  }

  /// The request for `match`, the first candidate of the URL that `handle` was given, found
  /// by the full lookup.
  init(
    _ match: MatchCore, primitiveParameters: [String: any Sendable],
    attributes: RequestAttributes, callback: RouteCallback?
  ) {
    self.init(
      url: match.url, source: match.url.source, record: match.record, captures: match.captures,
      primitiveParameters: primitiveParameters, attributes: attributes, callback: callback,
      redirects: [])
  }

  /// The route of a request made for a first candidate (the two initializers above); only
  /// for such a request.
  var matchedRoute: Route {
    guard let record else { preconditionFailure("a request for a first candidate has a route") }
    return record.value(as: Route.self)
  }

  /// The match the request was made of, for a dispatch to go on with: its route, URL and
  /// ranges; `nil` for a request without a route.
  var match: RouteMatch? {
    guard let record else { return nil }
    return RouteMatch(record: record, url: url, captures: captures)
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

  package static func text(of value: any Sendable) -> String {
    switch value {
    case let text as String: return text
    case let text as Substring: return String(text)
    case let value as any LosslessStringConvertible: return value.description
    default: return String(describing: value)
    }
  }
}
