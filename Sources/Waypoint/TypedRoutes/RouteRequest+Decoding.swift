extension RouteRequest {
  /// Decodes the merged parameters into your own route type.
  ///
  /// Each property reads the parameter of its name with the precedence of the merged view
  /// (primitive, path, query, defaults), except that a parameter of the matched pattern is
  /// never read from the query. A primitive value of the property's type is used as it is;
  /// text converts to numbers and booleans, ISO 8601 text to a `Date`; an array reads every
  /// value of a repeated query parameter.
  ///
  /// ```swift
  /// struct ProductRoute: Decodable { let id: Int; let tab: String?; let tags: [String] }
  /// // "/product/42?tab=reviews&tags=a&tags=b"
  /// let route = try request.decode(ProductRoute.self) // id 42, tab "reviews", tags ["a", "b"]
  /// ```
  ///
  /// - Throws: ``RouteError/missingParameter(name:route:)`` or
  ///   ``RouteError/invalidParameter(name:value:route:reason:)``.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws(RouteError) -> T {
    let lookup = ParameterLookup(self)
    return try Self.decode(
      type, from: ParameterDecoder(parameters: lookup), lookup: lookup,
      route: route?.expression.pattern ?? url.string)
  }

  /// Decodes the typed route `type` as `entry` of its table (a destination, or the entry's enum
  /// case), naming `routeText` in the errors; `defaults` replaces the route's defaults.
  func decode<T: TypedRoute>(
    _ type: T.Type, as entry: TypedRouteTable.Entry, route routeText: String,
    defaults: [String: String]? = nil
  ) throws(RouteError) -> T {
    let lookup = ParameterLookup(self, defaults: defaults)
    let level: ParameterDecoder.Level =
      entry.caseKey.map { .enumCase(caseKey: $0, renames: entry.renames) } ?? .properties
    return try Self.decode(
      type, from: ParameterDecoder(parameters: lookup, codingPath: [], level: level),
      lookup: lookup, route: routeText)
  }

  /// Decodes `type` from `decoder`, with the errors named as parameters: `id`, or `detail.id`
  /// for the value `id` of an enum's case `detail`.
  private static func decode<T: Decodable>(
    _ type: T.Type, from decoder: ParameterDecoder, lookup: ParameterLookup, route: String
  ) throws(RouteError) -> T {
    do {
      return try T(from: decoder)
    } catch let error as DecodingError {
      throw routeError(error, route: route, lookup: lookup)
    } catch let error as RouteError {
      throw error
    } catch {
      throw .invalidParameter(name: "", value: "", route: route, reason: "\(error)")
    }
  }

  private static func routeError(_ error: DecodingError, route: String, lookup: ParameterLookup)
    -> RouteError
  {
    func name(_ path: [any CodingKey]) -> String {
      path.map(\.stringValue).joined(separator: ".")
    }
    /// The text of the parameter the path ends with.
    func value(_ path: [any CodingKey]) -> String {
      guard let last = path.last?.stringValue else { return "" }
      return lookup.values(last).first.map(RouteRequest.text(of:)) ?? ""
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .missingParameter(name: name(context.codingPath + [key]), route: route)
    case .valueNotFound(_, let context):
      return .missingParameter(name: name(context.codingPath), route: route)
    case .typeMismatch(let type, let context):
      return .invalidParameter(
        name: name(context.codingPath), value: value(context.codingPath), route: route,
        reason: "not a valid \(type)")
    case .dataCorrupted(let context):
      return .invalidParameter(
        name: name(context.codingPath), value: value(context.codingPath), route: route,
        reason: context.debugDescription)
    @unknown default:
      return .invalidParameter(name: "", value: "", route: route, reason: "\(error)")
    }
  }
}
