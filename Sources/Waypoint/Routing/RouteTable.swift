/// An immutable snapshot of a router's routes in dispatch order, with the compiled table.
///
/// Registration builds a new table and swaps it in; a lookup works on the table it took, so it
/// never waits for registration and never sees half a change.
final class RouteTable: Sendable {
  /// A route with what matching it needs.
  ///
  /// A class: the registry, each table and each group's list hold the same entries, and every
  /// change copies those lists, which costs one reference count per entry this way.
  final class Entry: Sendable {
    let route: Route
    /// The route's group in the compiled table (`nil` for a raw regex route).
    let groupKey: CompiledRouteTable.GroupKey?
    /// The number the registry gave ``groupKey`` (-1 for a raw regex route): equal keys have
    /// equal numbers, so the compiled table groups entries without hashing their keys.
    let groupNumber: Int
    /// The source the route is restricted to, read from the group key when there is one: a
    /// compiled table reads every entry's, and the entries lie close together in memory, where
    /// their routes' expressions do not.
    var source: LinkSource? {
      if let groupKey { return groupKey.source }
      return route.expression.source
    }
    /// The route's priority (kept here for the same reason).
    let priority: Int
    /// Whether the route is a path pattern that is not all literal but has no parameters: only
    /// such a route (`/a{/b}`) can match an all-literal route's path before it.
    let isOptionalLiteral: Bool
    /// The whole path of a route that is all literal, as the compiled table compares it.
    let literalPath: String?
    /// The route's atoms as its group's programs match them: after the group's literal first
    /// segment, or all of them when the group has none; none for a raw regex route. Computed
    /// once when the route is registered: reading them parses the expression's path again,
    /// and every rebuild of the route's group needs them.
    let atoms: [RouteAtom]

    /// The entry for `route`, whose atoms `atomCache` reads or computes; `groupNumbers`
    /// numbers the group keys.
    init(
      _ route: Route, options: RouteMatcher.Options, atomCache: inout RouteAtomCache,
      groupNumbers: inout [CompiledRouteTable.GroupKey: Int]
    ) {
      self.route = route
      self.priority = route.priority
      let source = route.expression.source
      if route.expression.isRawRegex {
        groupKey = nil
        groupNumber = -1
        literalPath = nil
        atoms = []
        isOptionalLiteral = false
      } else {
        let atoms = atomCache.atoms(
          of: route.expression, caseInsensitive: options.caseInsensitive)
        let key = CompiledRouteTable.GroupKey(source: source, firstSegment: atoms.firstSegment)
        groupKey = key
        let next = groupNumbers.count
        groupNumber = groupNumbers[key, default: next]
        if groupNumber == next { groupNumbers[key] = next }
        literalPath = atoms.literalPath
        self.atoms = atoms.rest
        isOptionalLiteral = literalPath == nil && route.expression.parameterNames.isEmpty
      }
    }
  }

  /// The routes in dispatch order.
  let entries: [Entry]
  /// The options the routes' own matchers are compiled with.
  let options: RouteMatcher.Options
  /// The routes compiled into PCRE2 JIT programs.
  let compiled: CompiledRouteTable
  /// App schemes that some route names explicitly (`otherapp://share/:id`).
  let namedAppSchemes: Set<String>
  /// Web origins that some route names explicitly.
  let namedWebOrigins: Set<WebOrigin>
  /// The routes by name.
  let routesByName: [String: Route]

  /// A table of `entries`, which must be in dispatch order, whose named routes are
  /// `routesByName`; groups of `previous` whose routes did not change are reused.
  /// `changedGroups`, when known, are the numbers of the only groups whose routes may differ
  /// from `previous`'s.
  ///
  /// - Throws: ``RouteError/invalidPattern(_:position:reason:)`` when PCRE2 refuses a route.
  init(
    sortedEntries entries: [Entry], routesByName: [String: Route], options: RouteMatcher.Options,
    previous: RouteTable?, changedGroups: Set<Int>? = nil
  ) throws(RouteError) {
    self.entries = entries
    self.options = options
    self.compiled = try CompiledRouteTable(
      entries, options: options, previous: previous?.compiled, changedGroups: changedGroups)
    var schemes = Set<String>()
    var origins = Set<WebOrigin>()
    for source in compiled.restrictedSources {
      switch source {
      case .appScheme(let scheme): schemes.insert(scheme)
      case .webOrigin(let origin): origins.insert(origin)
      case .internal: break
      }
    }
    namedAppSchemes = schemes
    namedWebOrigins = origins
    self.routesByName = routesByName
  }

  /// A table without routes.
  static func empty(options: RouteMatcher.Options) -> RouteTable {
    // An empty table compiles nothing, so it cannot fail.
    try! RouteTable(sortedEntries: [], routesByName: [:], options: options, previous: nil)
  }

  /// The routes in dispatch order.
  var routes: [Route] { entries.map(\.route) }

  /// The first route after `previous` (in dispatch order; from the start when `nil`) that
  /// matches `url` and may serve a request from `origin`.
  ///
  /// - Parameters:
  ///   - admission: which routes may serve the URL's source.
  ///   - origin: the source the request came from first, before rewrites and redirects.
  ///   - blockedInternalOnly: set to an internal-only route that matched but may not serve an
  ///     external origin.
  func firstMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, after previous: Route?,
    blockedInternalOnly: inout Route?
  ) throws(RouteError) -> RouteMatch? {
    guard let previous else {
      return try resolve(
        compiled.lookup(url, admission: admission, scratch: PCRE2MatchScratch.current), url: url,
        admission: admission, origin: origin, blockedInternalOnly: &blockedInternalOnly)
    }
    return try referenceMatch(
      url, admission: admission, origin: origin, from: index(of: previous).map { $0 + 1 } ?? 0,
      blockedInternalOnly: &blockedInternalOnly)
  }

  /// The match a compiled lookup found, or the reference's answer where the lookup could not
  /// decide: a limit was hit, or the route it found is internal-only and `origin` is not.
  ///
  /// The caller keeps this table alive while it resolves the lookup, and so the route found.
  func resolve(
    _ lookup: CompiledRouteTable.Lookup, url: RouteURL, admission: SourceAdmission,
    origin: @autoclosure () -> LinkSource, blockedInternalOnly: inout Route?
  ) throws(RouteError) -> RouteMatch? {
    switch lookup {
    case .none:
      return nil
    case .match(let found, let captures)
    where !found._withUnsafeGuaranteedRef { $0.flags.contains(.internalOnly) }
      || origin() == .internal:
      return RouteMatch(route: found.takeUnretainedValue(), url: url, captures: captures)
    case .match, .needsReference:
      return try referenceMatch(
        url, admission: admission, origin: origin(), from: 0,
        blockedInternalOnly: &blockedInternalOnly)
    }
  }

  /// The first match from `start` on, route by route with each route's own matcher: the
  /// reference the compiled table must agree with.
  func referenceMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, from start: Int,
    blockedInternalOnly: inout Route?
  ) throws(RouteError) -> RouteMatch? {
    var index = start
    while index < entries.count {
      let entry = entries[index]
      index += 1
      if admission == .restrictedRoutesOnly && entry.route.expression.source == nil { continue }
      guard let result = try entry.route.matcher(options: options).match(url) else { continue }
      if entry.route.flags.contains(.internalOnly) && origin != .internal {
        if blockedInternalOnly == nil { blockedInternalOnly = entry.route }
        continue
      }
      return RouteMatch(route: entry.route, url: url, captures: result.captures)
    }
    return nil
  }

  /// The position of `route` in dispatch order.
  func index(of route: Route) -> Int? { Self.index(of: route, in: entries) }

  /// The position of `route` in `entries` (sorted in dispatch order), if it is there.
  static func index(of route: Route, in entries: ArraySlice<Entry>) -> Int? {
    let position = insertionIndex(of: route, in: entries)
    guard position < entries.endIndex, entries[position].route === route else { return nil }
    return position
  }

  /// The position of `route` in `entries` (sorted in dispatch order), if it is there.
  static func index(of route: Route, in entries: [Entry]) -> Int? {
    index(of: route, in: entries[...])
  }

  /// Where `route` goes in `entries` (sorted in dispatch order): the first entry it does not
  /// come after.
  static func insertionIndex(of route: Route, in entries: ArraySlice<Entry>) -> Int {
    var low = entries.startIndex
    var high = entries.endIndex
    while low < high {
      let middle = (low + high) / 2
      if DispatchOrder.precedes(entries[middle].route, route) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
