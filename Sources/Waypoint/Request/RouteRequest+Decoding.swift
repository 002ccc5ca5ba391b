extension RouteRequest {
  /// Decodes the merged parameters into your own route type.
  ///
  /// Each property reads the parameter of its name with the precedence of the merged view
  /// (primitive, path, query, defaults). A primitive value of the property's type is used as
  /// it is; text converts to numbers and booleans; an array reads every value of a repeated
  /// query parameter.
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
    try decode(type, route: route?.expression.pattern ?? url.string)
  }

  /// Decodes the merged parameters into `type`, naming `routeText` in the errors.
  func decode<T: Decodable>(_ type: T.Type, route routeText: String) throws(RouteError) -> T {
    do {
      return try T(from: ParameterDecoder(parameters: ParameterLookup(self), codingPath: []))
    } catch let error as DecodingError {
      throw Self.routeError(error, route: routeText, request: self)
    } catch let error as RouteError {
      throw error
    } catch {
      throw .invalidParameter(name: "", value: "", route: routeText, reason: "\(error)")
    }
  }

  private static func routeError(_ error: DecodingError, route: String, request: RouteRequest)
    -> RouteError
  {
    func name(_ path: [any CodingKey]) -> String {
      path.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .missingParameter(name: name(context.codingPath + [key]), route: route)
    case .valueNotFound(_, let context):
      return .missingParameter(name: name(context.codingPath), route: route)
    case .typeMismatch(let type, let context):
      let key = name(context.codingPath)
      return .invalidParameter(
        name: key, value: request[key] ?? "", route: route, reason: "not a valid \(type)")
    case .dataCorrupted(let context):
      let key = name(context.codingPath)
      return .invalidParameter(
        name: key, value: request[key] ?? "", route: route, reason: context.debugDescription)
    @unknown default:
      return .invalidParameter(name: "", value: "", route: route, reason: "\(error)")
    }
  }
}
