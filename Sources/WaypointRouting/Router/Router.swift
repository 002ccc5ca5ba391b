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
/// A router is `Sendable`: register, match and handle from any thread or task. What it
/// serves with (its route table, middleware and fallback) is one immutable snapshot that every
/// change replaces; lookups and dispatches read it without a lock, so they never wait for a
/// change to finish.
public final class Router: Sendable {
  /// The accepted sources and limits, fixed at creation.
  public let configuration: Configuration
  /// The current snapshot, read without a lock.
  @usableFromInline let publisher: SnapshotPublisher
  /// Everything that changes; held for a whole change, so that changes apply one at a time.
  let state: Locked<RouterState>

  /// A router with `configuration`.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    let state = RouterState(configuration: configuration.matching)
    self.publisher = SnapshotPublisher(state.snapshot())
    self.state = Locked(state)
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
    for origin in webOrigins {
      origins.append(try RouteError.wrapping { () throws(MatchingError) in try WebOrigin(origin) })
    }
    var configuration = Configuration(
      appSchemes: appSchemes, webOrigins: origins, caseInsensitive: caseInsensitive)
    configure(&configuration)
    self.init(configuration: configuration)
  }

  /// The current snapshot, read under the lock, for the reads off the hot path (a dispatch
  /// reads it from its thread's cache instead).
  var snapshot: RouterSnapshot {
    // Every snapshot this router publishes is a `RouterSnapshot`.
    unsafeDowncast(publisher.current, to: RouterSnapshot.self)
  }

  /// The routes in dispatch order.
  public var routes: [Route] { snapshot.table.routes.map(\.value) }

  /// The current route table, each route carrying its ``Route``: for features that read the
  /// table as the engine holds it (explanations, diffs, exports).
  package var routeTable: RouteTable<Route> { snapshot.table }

  /// The route called `name`, if any.
  public func route(named name: String) -> Route? {
    snapshot.routesByName[name]
  }

  /// The handler for URLs that no route takes; `nil` makes such URLs end as
  /// ``RouteOutcome/notFound(_:)``. `setFallback(handle:)` sets it from a closure.
  public var fallback: (any RouteHandler)? {
    get { snapshot.fallback }
    set { change { $0.fallback = newValue } }
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

  /// Makes a closure that does not await the handler for URLs that no route takes.
  public func setFallback(handle: @escaping @Sendable (RouteRequest) throws -> RouteResponse) {
    fallback = ClosureRouteHandler(handle)
  }
}
