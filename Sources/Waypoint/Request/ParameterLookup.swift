/// A request's merged parameters by name, for `ParameterDecoder`: the query is read once,
/// rather than once per property and per question the decoder asks.
struct ParameterLookup {
  let request: RouteRequest
  private let query: [String: [String]]

  /// The parameters of `request`.
  ///
  /// - Complexity: O(*n*) in the query's length.
  init(_ request: RouteRequest) {
    self.request = request
    var query: [String: [String]] = [:]
    for item in request.query {
      query[item.name, default: []].append(item.value)
    }
    self.query = query
  }

  /// Every value of `name` from the first source that has it, in precedence order: primitive,
  /// path, query (every value of a repeated name), defaults.
  func values(_ name: String) -> [any Sendable] {
    if let primitive = request.primitiveParameters[name] { return [primitive] }
    if let path = request.pathParameters[name] { return [path] }
    if let query = query[name] { return query }
    return request.defaultParameters[name].map { [$0] } ?? []
  }

  /// Every parameter name, without repeats, in precedence order.
  var names: [String] { request.parameterNames }
}
