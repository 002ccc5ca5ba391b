/// An app's routes as one enum, a pattern per case: parse a URL into a case, build a case's
/// URL, handle every case with one `switch`, open a case in the app, and ask which case a URL
/// is.
///
/// ```swift
/// enum AppRoute: RouteEnum, Hashable {
///   case home
///   case detail(id: Int)
///   case web(url: URL)
///   case login
///
///   static let patterns: CasePatterns = [
///     "home": "/home",
///     "detail": "/items/:id(\\d+)",
///     "web": "/web",  // url is a query item: /web?url=https%3A%2F%2F...
///     "login": CasePattern("/login", presentation: .present(.sheet)),
///   ]
/// }
///
/// try AppRoute.parse("/items/42")          // .detail(id: 42)
/// try AppRoute.detail(id: 42).url()        // "/items/42"
/// try router.register(AppRoute.self, namespace: "app") { route, request in
///   switch route {
///   case .home: await showHome()
///   case .detail(let id): await showDetail(id)
///   case .web(let url): await openInBrowser(url)
///   case .login: await showLogin()
///   }
///   return .ok
/// }
/// await router.open(AppRoute.detail(id: 42))  // as a link to /items/42
/// ```
///
/// ``patterns`` is the one declaration to add: Swift writes the enum's `Codable` conformance,
/// and Waypoint reads from it which associated values each case has (labels, types, which are
/// optional), without a value of the case. Each associated value is a parameter named by its
/// label (`_0`, `_1`... for unlabeled ones, or the names of ``CasePattern/arguments``): one
/// whose name is a path parameter of the case's pattern fills it, the others are query items.
/// A struct value (such as a ``RouteDestination``) has its properties flattened into the
/// case's parameters.
///
/// Registration checks every pattern against its case, and refuses the enum with every problem
/// listed (``RouteError/invalidTypedRoute(type:problems:)``): a pattern keyed by a case that
/// does not exist, a path parameter that is not one of the case's associated values, two cases
/// with the same pattern. A case without a pattern registers nothing; building its URL throws
/// ``RouteError/caseWithoutPattern(type:case:)``.
///
/// An app's own enum called `Route` shadows Waypoint's ``Route`` class in the app's module:
/// write `Waypoint.Route` for the class there.
public protocol RouteEnum: TypedRoute {
  /// A pattern per case, keyed by the case's coding key: its name, or the string its
  /// `CodingKeys` gives it.
  static var patterns: CasePatterns { get }
}

extension RouteEnum {
  /// The enum's patterns, each checked against its case; made once and kept.
  ///
  /// - Throws: ``RouteError/invalidTypedRoute(type:problems:)`` listing every problem.
  public static func typedRouteTable() throws(RouteError) -> TypedRouteTable {
    try TypedRouteTables.table(for: Self.self) { () throws(RouteError) in
      try TypedRouteTable(for: Self.self)
    }
  }

  /// The coding key of the value's case: `"detail"` for `.detail(id: 42)`, as Swift's
  /// `Codable` writes it (never the type's name); empty when the enum's `Codable` writes no
  /// case.
  public var caseKey: String {
    ParameterEncoder.caseParameters(of: self, renames: { _ in [:] }).caseKey ?? ""
  }
}
