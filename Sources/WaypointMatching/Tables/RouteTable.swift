/// An immutable, `Sendable` table of routes, each carrying a value of your choice, that finds
/// which route takes a URL: the matching engine on its own, for a server framework, a command
/// line tool or an app.
///
/// ```swift
/// var builder = RouteTableBuilder<String>(configuration: MatchConfiguration(appSchemes: ["myapp"]))
/// try builder.add(RouteExpression("/user/me"), value: "me")
/// try builder.add(RouteExpression("/user/:id"), value: "user")
/// let table = try builder.build()
/// try table.match("myapp://user/me")?.value            // "me": a literal beats a parameter
/// try table.match("/user/7")?.parameters["id"]          // "7"
/// try table.withMatch("/user/7") { $0.decodedParameter(at: 0) }  // "7", lent in place
/// ```
///
/// Routes are tried in dispatch order (priority, specificity, source restriction,
/// registration order: the Routing semantics article, *Which route wins*); a table answers
/// with the first that matches, and ``candidates(for:from:)`` hands out the others in order.
/// The routes are compiled into PCRE2 JIT programs and segment tries, so a lookup costs about
/// one match however many routes there are, and allocates nothing.
public struct RouteTable<Value: Sendable>: Sendable {
  @usableFromInline package let storage: RouteTableStorage

  init(storage: RouteTableStorage) {
    self.storage = storage
  }

  /// A table without routes, for `configuration`.
  public init(configuration: MatchConfiguration = MatchConfiguration()) {
    self.init(storage: RouteTableStorage(emptyFor: configuration))
  }

  /// The accepted sources, the case rule and the limits the table matches under.
  public var configuration: MatchConfiguration { storage.configuration }

  /// How many routes the table has.
  public var count: Int { storage.records.count }

  /// The routes in dispatch order.
  public var routes: [TableRoute<Value>] { storage.records.map(TableRoute.init) }

  /// The route whose expression is `expression` (compared in normalized form), if any.
  public func route(for expression: RouteExpression) -> TableRoute<Value>? {
    storage.byExpression[expression].map(TableRoute.init)
  }

  /// The route that takes `url` first, and its parameters.
  ///
  /// - Returns: the match, or `nil` when no route matches.
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``,
  ///   ``MatchingError/sourceNotAllowed(_:source:)``,
  ///   ``MatchingError/tooManyParameters(_:count:limit:)``, or
  ///   ``MatchingError/matchLimitExceeded(pattern:url:)``.
  public func match(_ url: String) throws(MatchingError) -> TableMatch<Value>? {
    try storage.match(url, scratch: PCRE2MatchScratch.current).map(TableMatch.init)
  }

  /// The route that takes `url` first, for a request that came from `origin` (the URL's own
  /// source by default): an internal-only route serves only a request from the app itself.
  public func match(_ url: RouteURL, from origin: LinkSource? = nil) throws(MatchingError)
    -> TableMatch<Value>?
  {
    try storage.match(url, from: origin).map(TableMatch.init)
  }

  /// Looks `url` up as ``match(_:)-(String)`` does and, when a route matches, calls `body`
  /// with the match lent in place; returns what `body` returns, or `nil` when no route
  /// matches. Nothing is copied, allocated or reference counted.
  ///
  /// - Throws: the errors of ``match(_:)-(String)``.
  @inlinable
  public func withMatch<Result>(
    _ url: String, _ body: (borrowing BorrowedTableMatch<Value>) -> Result
  )
    throws(MatchingError) -> Result?
  {
    var result: Result?
    try storage.lend(url) { lent in result = body(BorrowedTableMatch(lent)) }
    return result
  }

  /// The routes that match `url`, in dispatch order, for a request that came from `origin`
  /// (the URL's own source by default).
  ///
  /// - Throws: ``MatchingError/sourceNotAllowed(_:source:)`` or
  ///   ``MatchingError/tooManyParameters(_:count:limit:)``.
  public func candidates(for url: RouteURL, from origin: LinkSource? = nil) throws(MatchingError)
    -> MatchCandidates<Value>
  {
    MatchCandidates(
      storage: storage, url: url, admission: try storage.admission(of: url),
      origin: origin ?? url.source)
  }

  /// The own matcher of the route whose expression is `expression`, compiled under the
  /// table's configuration the first time it is asked for: the route-by-route reference, for
  /// reverse routing, explanations and tools.
  package func matcher(for expression: RouteExpression) throws(MatchingError) -> RouteMatcher? {
    try storage.byExpression[expression]?.matcher(configuration: storage.configuration)
  }

  /// Which routes may serve `url`.
  ///
  /// - Throws: ``MatchingError/sourceNotAllowed(_:source:)`` for a source that neither the
  ///   configuration accepts nor any route names, or
  ///   ``MatchingError/tooManyParameters(_:count:limit:)``.
  public func admission(of url: RouteURL) throws(MatchingError) -> SourceAdmission {
    try storage.admission(of: url)
  }
}
