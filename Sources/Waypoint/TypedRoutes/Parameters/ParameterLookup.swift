/// A request's merged parameters by name, for `ParameterDecoder`: the query is read once,
/// rather than once per property and per question the decoder asks.
struct ParameterLookup {
  let request: RouteRequest
  private let query: [String: [String]]
  /// The parameter names of the matched pattern: never read from the query.
  private let pathNames: Set<String>
  /// The default parameters: the route's, or those given for a request made without a route.
  private let defaults: [String: String]

  /// The parameters of `request`; `defaults` replaces the route's defaults (for a match
  /// decoded without a dispatch, whose request has no route).
  ///
  /// - Complexity: O(*n*) in the query's length.
  init(_ request: RouteRequest, defaults: [String: String]? = nil) {
    self.request = request
    var query: [String: [String]] = [:]
    for item in request.query {
      query[item.name, default: []].append(item.value)
    }
    self.query = query
    self.pathNames = Set(request.pathParameters.allNames)
    self.defaults = defaults ?? request.defaultParameters
  }

  /// Every value of `name` from the first source that has it, in precedence order: primitive,
  /// path, query (every value of a repeated name), defaults. A name that is a parameter of the
  /// matched pattern is never read from the query, also when its optional part is absent: a
  /// path parameter is never filled from the query.
  func values(_ name: String) -> [any Sendable] {
    if let primitive = request.primitiveParameters[name] { return [primitive] }
    if let path = request.pathParameters[name] { return [path] }
    if !pathNames.contains(name), let query = query[name] { return query }
    return defaults[name].map { [$0] } ?? []
  }

  /// Every parameter name, without repeats, in precedence order.
  var names: [String] {
    var seen = Set<String>()
    let names =
      request.primitiveParameters.keys.sorted() + request.pathParameters.names
      + request.query.names.filter { !pathNames.contains($0) } + defaults.keys.sorted()
    return names.filter { seen.insert($0).inserted }
  }
}
