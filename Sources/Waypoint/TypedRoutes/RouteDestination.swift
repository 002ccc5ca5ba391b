/// A place in the app that a URL leads to, declared once as a struct: its pattern and its
/// parameters as stored properties, both ways.
///
/// ```swift
/// struct ProductDestination: RouteDestination, Hashable {
///   static let pattern = "/product/:id(\\d+)"
///   enum Tab: String, Codable, CaseIterable { case info, reviews }
///   var id: Int          // the path parameter :id
///   var tab: Tab?        // the query item ?tab=, left out when nil
///   var tags: [String]   // a repeated query item: ?tags=a&tags=b
/// }
///
/// let product = try ProductDestination.parse("/product/42?tab=reviews")  // parse
/// try product.url()                                 // build: "/product/42?tab=reviews"
/// try router.register(ProductDestination.self) { product, request in     // handle
///   await show(product.id, tab: product.tab ?? .info)
///   return .ok
/// }
/// await router.open(ProductDestination(id: 7, tab: nil, tags: []))        // navigate
/// ```
///
/// A property whose name is a parameter of ``pattern`` fills that parameter; every other
/// property is a query item. Every parameter of the pattern must be a property: a path
/// parameter is never filled from the query, so registering, parsing or building a
/// destination whose pattern names a parameter it has no property for is refused with
/// ``RouteError/invalidTypedRoute(type:problems:)``. Properties are `String`, `Int` (and the
/// other integer types), `Double`, `Float`, `Bool`, `UUID`, `URL`, `Date` (ISO 8601),
/// `RawRepresentable` enums, optionals of those (for the parameters of an optional part and
/// for query items that may be left out) and arrays of those (for a query item that repeats).
/// The conformance to `Codable` is the one Swift writes, so a destination has no code of its
/// own; `CodingKeys` rename parameters.
///
/// A destination is a struct. An enum of destinations is a ``RouteEnum``, with a pattern per
/// case: an enum declared as a `RouteDestination` is refused, saying so.
///
/// Building a URL escapes every value, so the URL parses back to an equal value. A value no
/// URL can carry is refused with a typed error: an empty path parameter, a path segment of
/// `.` or `..` (URL normalization removes it), a value that fails the parameter's constraint.
///
/// ``NavigationEntry`` is another thing: a screen a ``Navigator`` shows, as a link (route
/// name, parameters, URL). A ``NavigationHandler`` often makes a ``NavigationEntry`` from a
/// route destination.
public protocol RouteDestination: TypedRoute {
  /// The route pattern, in the syntax of <doc:URLPatterns>, such as `/product/:id(\\d+)`.
  ///
  /// A pattern restricted to a source (`shop://share/:id`) builds URLs of that source.
  static var pattern: String { get }

  /// The flags of the destination's route, such as ``RouteFlags/requiresLogin``; none by
  /// default. They apply to URLs and to in-app navigation alike, since both are dispatched the
  /// same way.
  static var flags: RouteFlags { get }

  /// Where the destination's screen lives: its tab, how it is shown, the route behind it (a
  /// route name, whose path parameters this destination's fill) and the query items that
  /// identify it; nowhere in particular by default.
  ///
  /// ```swift
  /// struct ReviewDestination: RouteDestination {
  ///   static let pattern = "/orders/:id/review"
  ///   static let placement = RoutePlacement(tab: "orders", parent: "order")
  ///   var id: Int
  /// }
  /// ```
  static var placement: RoutePlacement { get }
}

extension RouteDestination {
  /// No flags.
  public static var flags: RouteFlags { [] }

  /// Nowhere in particular: the tab on screen, pushed, no parent.
  public static var placement: RoutePlacement { RoutePlacement() }

  /// The destination's pattern, checked against its properties; made once and kept.
  ///
  /// - Throws: the pattern error of ``pattern``, or
  ///   ``RouteError/invalidTypedRoute(type:problems:)`` when a path parameter is not a
  ///   property, or the type is not a struct of properties.
  public static func typedRouteTable() throws(RouteError) -> TypedRouteTable {
    try TypedRouteTables.table(for: Self.self) { () throws(RouteError) in
      try TypedRouteTable(for: Self.self)
    }
  }
}
