/// The whole route table compiled into PCRE2 JIT programs, so that a lookup costs about one
/// regex match however many routes there are.
///
/// Routes are grouped by the source they are restricted to and by their first segment when it
/// is literal; each group is one trie-shaped regex (split further only when PCRE2's size limit
/// for one program requires it). A lookup finds the groups for the URL's first segment with a
/// hash index, runs their programs, and keeps the match that comes first in dispatch order.
/// Groups are reused between tables, so adding or removing a route compiles only its group.
final class CompiledRouteTable: Sendable {
  /// What groups routes: the source they are restricted to, and their literal first segment
  /// (`nil` when the first segment is not a literal).
  struct GroupKey: Hashable, Sendable {
    let source: LinkSource?
    let firstSegment: String?
  }

  /// The programs that may serve one source.
  struct SourceIndex: Sendable {
    let literal: FirstSegmentIndex<[CompiledProgram]>
    let dynamic: [CompiledProgram]
    let rawRegex: [(route: Route, matcher: LazyRouteMatcher)]
  }

  /// What a lookup found.
  enum Lookup {
    /// The first route in dispatch order that matches, with its parameter ranges.
    case match(Route, CaptureRanges)
    /// No route matches.
    case none
    /// A limit was hit: the route-by-route reference decides (and names the pattern).
    case needsReference
  }

  let groups: [GroupKey: CompiledRouteGroup]
  private let unrestricted: SourceIndex
  private let restricted: [LinkSource: SourceIndex]
  private let limits: PCRE2MatchLimits

  /// Compiles `entries` (in dispatch order), reusing the groups of `previous` whose routes
  /// did not change.
  init(
    _ entries: [RouteTable.Entry], caseInsensitive: Bool, limits: PCRE2MatchLimits,
    previous: CompiledRouteTable?
  ) throws(RouteError) {
    var members: [GroupKey: [(route: Route, atoms: [RouteAtom])]] = [:]
    var order: [GroupKey] = []
    var rawRegex: [LinkSource?: [(route: Route, matcher: LazyRouteMatcher)]] = [:]
    for entry in entries {
      guard let key = entry.groupKey else {
        rawRegex[entry.route.expression.source, default: []].append((entry.route, entry.matcher))
        continue
      }
      if members[key] == nil { order.append(key) }
      members[key, default: []].append((entry.route, entry.atoms))
    }
    var groups: [GroupKey: CompiledRouteGroup] = [:]
    for key in order {
      let routes = members[key] ?? []
      if let reusable = previous?.groups[key],
        reusable.routes.elementsEqual(routes.map(\.route), by: ===)
      {
        groups[key] = reusable
      } else {
        groups[key] = try CompiledRouteGroup(routes, caseInsensitive: caseInsensitive)
      }
    }
    self.groups = groups
    self.limits = limits
    let sources = Set(order.map(\.source)).union(rawRegex.keys)
    func index(for source: LinkSource?) -> SourceIndex {
      let keys = order.filter { $0.source == source }
      let literal = keys.compactMap { key in
        key.firstSegment.map { (key: $0, value: groups[key]?.programs ?? []) }
      }
      return SourceIndex(
        literal: FirstSegmentIndex(literal, caseInsensitive: caseInsensitive),
        dynamic: keys.filter { $0.firstSegment == nil }.flatMap { groups[$0]?.programs ?? [] },
        rawRegex: rawRegex[source] ?? [])
    }
    unrestricted = index(for: nil)
    var restricted: [LinkSource: SourceIndex] = [:]
    for case let source? in sources { restricted[source] = index(for: source) }
    self.restricted = restricted
  }

  /// The first route in dispatch order that matches `url`, among the routes `admission`
  /// allows (internal-only routes included: the caller checks them).
  func lookup(_ url: RouteURL, admission: SourceAdmission) -> Lookup {
    let scratch = PCRE2MatchScratch.current
    var best: (route: Route, captures: CaptureRanges)?
    var failed = false
    url.withPathBytes { path in
      let segment = Self.firstSegment(of: path)
      do throws(RouteError) {
        if admission == .allRoutes {
          try search(unrestricted, url, path, segment, scratch, &best)
        }
        if !restricted.isEmpty, let index = restricted[url.source] {
          try search(index, url, path, segment, scratch, &best)
        }
      } catch {
        failed = true
      }
    }
    if failed { return .needsReference }
    guard let best else { return .none }
    return .match(best.route, best.captures)
  }

  /// Runs the programs of one source that may beat `best`.
  @inline(__always)
  private func search(
    _ index: SourceIndex, _ url: RouteURL, _ path: UnsafeBufferPointer<UInt8>,
    _ segment: UnsafeBufferPointer<UInt8>, _ scratch: PCRE2MatchScratch,
    _ best: inout (route: Route, captures: CaptureRanges)?
  ) throws(RouteError) {
    if let programs = index.literal.value(for: segment) {
      for program in programs { try run(program, path, scratch, &best) }
    }
    for program in index.dynamic { try run(program, path, scratch, &best) }
    for (route, matcher) in index.rawRegex {
      if let current = best, !DispatchOrder.precedes(route, current.route) { continue }
      if let result = try matcher.match(url) { best = (route, result.captures) }
    }
  }

  @inline(__always)
  private func run(
    _ program: CompiledProgram, _ path: UnsafeBufferPointer<UInt8>, _ scratch: PCRE2MatchScratch,
    _ best: inout (route: Route, captures: CaptureRanges)?
  ) throws(RouteError) {
    if let current = best, !DispatchOrder.precedes(program.first, current.route) { return }
    let found: (route: Route, captures: CaptureRanges)?
    do {
      found = try program.match(path, scratch: scratch, limits: limits)
    } catch {
      throw .matchLimitExceeded(pattern: program.first.pattern, url: "")
    }
    guard let found else { return }
    if let current = best, !DispatchOrder.precedes(found.route, current.route) { return }
    best = found
  }

  /// The bytes of the first segment of a canonical path (`repos` in `/repos/a/b`; empty for
  /// `/`).
  @inline(__always)
  static func firstSegment(of path: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard path.count > 1, let base = path.baseAddress else {
      return UnsafeBufferPointer(start: path.baseAddress, count: 0)
    }
    var end = 1
    while end < path.count && path[end] != URLByte.slash { end += 1 }
    return UnsafeBufferPointer(start: base + 1, count: end - 1)
  }
}
