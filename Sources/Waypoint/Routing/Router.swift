import Foundation

/// Routes URLs to handlers: the WLRRouter design with defined priority, handlers that can
/// decline, ordered middleware, typed errors and thread safety.
///
/// ```swift
/// let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
/// try router.register("/product/:id(\\d+)", name: "product") { request in
///   print("product", request.int("id") ?? 0)
///   return .ok
/// }
/// let outcome = await router.handle("myapp://product/42")
/// ```
///
/// A router is `Sendable`: register, match and handle from any thread or task. Lookups work on
/// an immutable snapshot of the route table that registration replaces, so they never wait for
/// a registration to finish.
public final class Router: Sendable {
  /// The accepted sources and limits, fixed at creation.
  public let configuration: Configuration
  /// How URLs of the configuration's app schemes and web origins start, for the canonical
  /// fast path of a lookup.
  let acceptedPrefixes: AcceptedSourcePrefixes

  /// The current route table, read without a lock by lookups.
  let table: PublishedTable
  /// The registered routes; held for a whole registration, so that registrations apply one
  /// at a time.
  let registry = Locked(Registry())
  /// The middleware, in run order.
  let middleware = Locked(MiddlewareChain())
  /// Whether a dispatch has middleware to run or to report events to; while it has none (no
  /// middleware, or only hooks known to do nothing), a dispatch does not take the lock.
  let middlewareActive = AtomicBoolean(false)
  /// The handler for URLs no route takes.
  let fallbackHandler = Locked<(any RouteHandler)?>(nil)
  /// Handlers by name, from plugins and ``registerHandler(_:named:)``.
  let namedHandlers = Locked<[String: NamedHandler]>([:])
  /// The installed plugins by namespace.
  let plugins = Locked<[String: InstalledPlugin]>([:])
  /// The links held while the router is suspended.
  let deferredLinks = DeferredLinks()

  /// The registration state behind the table.
  struct Registry {
    /// The routes: the first ``sortedCount`` in dispatch order, then those added since, in
    /// the order they were added, until ``sortEntries()`` merges them in. Inserting each route
    /// at its place would move half the table per route, which made registering many routes
    /// at once quadratic.
    var entries: [RouteTable.Entry] = []
    /// How many of ``entries`` are in dispatch order.
    var sortedCount = 0
    /// The atoms of the routes registered, so that a new route rarely parses its path again;
    /// emptied when it holds many more lists than there are routes.
    var atomCache = RouteAtomCache()
    /// The number of each group key met, for ``RouteTable/Entry/groupNumber``.
    var groupNumbers: [CompiledRouteTable.GroupKey: Int] = [:]
    /// The numbers of the groups that gained or lost a route since the current table was
    /// built; `nil` when the numbers no longer match that table's (a new registry), so every
    /// group is looked at.
    var changedGroups: Set<Int>? = nil
    /// The routes by expression, to refuse duplicates.
    var byExpression: [RouteExpression: Route] = [:]
    /// The routes by name, to refuse duplicates.
    var byName: [String: Route] = [:]
    /// The next registration's sequence number.
    var nextSequence = 0
  }

  /// A router with `configuration`.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.acceptedPrefixes = AcceptedSourcePrefixes(
      appSchemes: configuration.appSchemes, webOrigins: configuration.webOrigins)
    self.table = PublishedTable(RouteTable.empty(options: configuration.matcherOptions))
  }

  /// A router that accepts `appSchemes` (such as `myapp`) and `webOrigins` (such as
  /// `https://app.example.com`), besides internal paths; `configure` changes the rest of its
  /// ``Configuration`` (the limits) before the router is made.
  ///
  /// ```swift
  /// let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"]) {
  ///   $0.maximumRedirects = 3
  /// }
  /// ```
  ///
  /// - Throws: ``RouteError/malformedURL(_:reason:)`` for an origin that is not `http` or
  ///   `https` and a host.
  public convenience init(
    appSchemes: [String] = [], webOrigins: [String] = [], caseInsensitive: Bool = false,
    configure: (inout Configuration) -> Void = { _ in }
  ) throws(RouteError) {
    var origins: [WebOrigin] = []
    for origin in webOrigins { origins.append(try WebOrigin(origin)) }
    var configuration = Configuration(
      appSchemes: appSchemes, webOrigins: origins, caseInsensitive: caseInsensitive)
    configure(&configuration)
    self.init(configuration: configuration)
  }

  /// The routes in dispatch order.
  public var routes: [Route] { table.current.routes }

  /// The route called `name`, if any.
  public func route(named name: String) -> Route? {
    table.current.routesByName[name]
  }

  /// The handler for URLs that no route takes; `nil` makes such URLs end as
  /// ``RouteOutcome/notFound(_:)``. ``setFallback(handle:)`` sets it from a closure.
  public var fallback: (any RouteHandler)? {
    get { fallbackHandler.withLock { $0 } }
    set { fallbackHandler.withLock { $0 = newValue } }
  }

  /// Makes a closure the handler for URLs that no route takes, as `register` takes a closure
  /// for a route.
  ///
  /// ```swift
  /// router.setFallback { request in
  ///   await showNotFound(request.url)
  ///   return .ok
  /// }
  /// ```
  ///
  /// The closure may throw ``RouteDecline``: the URL then ends as ``RouteOutcome/notFound(_:)``.
  /// Set ``fallback`` to `nil` to remove it.
  public func setFallback(
    handle: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) {
    fallback = ClosureRouteHandler(handle)
  }

  /// The options every route matcher of this router is compiled with.
  var matcherOptions: RouteMatcher.Options { configuration.matcherOptions }
}
