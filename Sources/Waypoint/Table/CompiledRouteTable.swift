/// The whole route table compiled into PCRE2 JIT programs, so that a lookup costs about one
/// regex match however many routes there are.
///
/// Routes are grouped by the source they are restricted to and by their first segment when it
/// is literal; each group is one trie-shaped regex (split further only when PCRE2's size limit
/// for one program requires it). A lookup finds the group for the URL's first segment with a
/// hash index, runs its programs (and those of the groups whose first segment is not literal),
/// and keeps the match that comes first in dispatch order. Groups are reused between tables,
/// so adding or removing a route compiles only its group, and groups whose regexes are the
/// same share one compiled program.
final class CompiledRouteTable: Sendable {
  /// What groups routes: the source they are restricted to, and their literal first segment
  /// (`nil` when the first segment is not a literal).
  struct GroupKey: Hashable, Sendable {
    let source: LinkSource?
    let firstSegment: String?
  }

  /// Where a group's programs are in ``programs``, and the lengths of the all-literal routes'
  /// paths that start with the group's first segment: only a path of such a length is looked
  /// up whole in ``SourceIndex/statics``.
  struct ProgramSpan: Sendable {
    let start: Int32
    let count: Int32
    /// Bit `n % 64` is set for each static path of `n` bytes under this first segment.
    var staticPathLengths: UInt64 = 0
    /// The only program a path under this first segment runs, when it has one program and
    /// its source no routes whose first segment is not literal: a lookup runs it directly.
    var single: Unmanaged<CompiledProgram>?

    /// Whether some static route under this first segment may have a path of `length` bytes.
    @inline(__always)
    func mayHaveStaticPath(ofLength length: Int) -> Bool {
      staticPathLengths & Self.lengthBit(length) != 0
    }

    /// The bit of ``staticPathLengths`` for a path of `length` bytes.
    @inline(__always)
    static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(length & 63) }
  }

  /// The programs that may serve one source (a class, so that lookups pass it without
  /// copying its arrays).
  final class SourceIndex: Sendable {
    let literal: FirstSegmentIndex<ProgramSpan>
    let dynamic: ProgramSpan
    let rawRegex: [Route]
    let programs: ContiguousArray<CompiledProgram>
    /// The same programs, unretained (``programs`` owns them), so that a lookup reads them
    /// without touching their reference counts.
    let unretainedPrograms: ContiguousArray<Unmanaged<CompiledProgram>>
    /// The only program a path whose first segment has no programs runs, when there is one
    /// (``dynamic`` has one program).
    let singleDynamic: Unmanaged<CompiledProgram>?
    /// Whether a canonical path may be looked up without its parsed URL: no raw regex routes.
    let answersCanonicalPaths: Bool
    /// Routes that are all literal, by their whole path: such a route comes first among the
    /// routes of its priority that match its path, so when no route has a higher priority, a
    /// hash lookup answers without running a regex.
    let statics: FirstSegmentIndex<Int32>
    let staticRoutes: ContiguousArray<Route>
    /// The same routes unretained (``staticRoutes`` owns them).
    let unretainedStaticRoutes: ContiguousArray<Unmanaged<Route>>

    init(
      literal: FirstSegmentIndex<ProgramSpan>, dynamic: ProgramSpan,
      rawRegex: [Route],
      programs: ContiguousArray<CompiledProgram>, statics: FirstSegmentIndex<Int32>,
      staticRoutes: ContiguousArray<Route>
    ) {
      self.literal = literal
      self.dynamic = dynamic
      self.rawRegex = rawRegex
      self.programs = programs
      self.unretainedPrograms = ContiguousArray(programs.map { Unmanaged.passUnretained($0) })
      self.singleDynamic =
        dynamic.count == 1 ? Unmanaged.passUnretained(programs[Int(dynamic.start)]) : nil
      self.answersCanonicalPaths = rawRegex.isEmpty
      self.statics = statics
      self.staticRoutes = staticRoutes
      self.unretainedStaticRoutes = ContiguousArray(staticRoutes.map { .passUnretained($0) })
    }

    /// The all-literal route whose path is `path`, if it answers for it.
    @inline(__always)
    func staticRoute(_ path: UnsafeBufferPointer<UInt8>) -> Unmanaged<Route>? {
      guard !staticRoutes.isEmpty, let index = statics.value(for: path) else { return nil }
      return unretainedStaticRoutes[Int(index)]
    }
  }

  /// What a lookup found.
  enum Lookup {
    /// The first route in dispatch order that matches (owned by the table), with its
    /// parameter ranges.
    case match(Unmanaged<Route>, CaptureRanges)
    /// No route matches.
    case none
    /// A limit was hit: the route-by-route reference decides (and names the pattern).
    case needsReference
  }

  /// The compiled groups, for reuse by the next table.
  let groups: [GroupKey: CompiledRouteGroup]
  /// The compiled regexes by text, for reuse by the next table.
  let codes: [String: PCRE2Code]
  private let unrestricted: SourceIndex
  /// ``unrestricted``, unretained, for lookups.
  private let unretainedUnrestricted: Unmanaged<SourceIndex>
  private let restricted: [LinkSource: SourceIndex]
  /// Whether some routes are restricted to internal paths.
  private let hasInternalRoutes: Bool
  private let limits: PCRE2MatchLimits
  /// The options the routes' own matchers are compiled with.
  private let options: RouteMatcher.Options

  /// Compiles `entries` (in dispatch order), reusing the groups of `previous` whose routes
  /// did not change. When `changedGroups` is given, the groups whose numbers are not in it
  /// have the routes they had in `previous` (if they have as many), and are reused without
  /// collecting their routes again.
  init(
    _ entries: [RouteTable.Entry], options: RouteMatcher.Options, previous: CompiledRouteTable?,
    changedGroups: Set<Int>? = nil
  ) throws(RouteError) {
    let caseInsensitive = options.caseInsensitive
    // Per group number: the entries of the groups that may have changed, how many entries,
    // and whether it may have changed; the keys in order of first appearance.
    let known = (changedGroups?.max() ?? -1) + 1
    var members = [[RouteTable.Entry]](repeating: [], count: known)
    var counts = [Int](repeating: 0, count: known)
    var mayHaveChanged = [Bool](repeating: false, count: known)
    for number in changedGroups ?? [] where number >= 0 { mayHaveChanged[number] = true }
    var order: [GroupKey] = []
    var orderNumbers: [Int] = []
    var rawRegex: [LinkSource?: [Route]] = [:]
    for entry in entries {
      let number = entry.groupNumber
      guard number >= 0 else {
        rawRegex[entry.source, default: []].append(entry.route)
        continue
      }
      if number >= counts.count {
        let missing = number + 1 - counts.count
        members.append(contentsOf: repeatElement([], count: missing))
        counts.append(contentsOf: repeatElement(0, count: missing))
        mayHaveChanged.append(contentsOf: repeatElement(changedGroups == nil, count: missing))
      }
      if counts[number] == 0, let key = entry.groupKey {
        order.append(key)
        orderNumbers.append(number)
      }
      counts[number] += 1
      if mayHaveChanged[number] { members[number].append(entry) }
    }
    var groups: [GroupKey: CompiledRouteGroup] = [:]
    var codes: [String: PCRE2Code] = [:]
    var previousCodes = previous?.codes ?? [:]
    var groupsByShape: [CompiledRouteGroup.Shape: CompiledRouteGroup] = [:]
    // Programs of groups of the same shape share their code: hash each code's text once.
    var keptCodes = Set<ObjectIdentifier>()
    func keep(_ group: CompiledRouteGroup) {
      for program in group.programs {
        guard let code = program.code, keptCodes.insert(ObjectIdentifier(code)).inserted else {
          continue
        }
        codes[code.pattern] = code
      }
    }
    for (key, number) in zip(order, orderNumbers) {
      if !mayHaveChanged[number], let reusable = previous?.groups[key],
        reusable.routes.count == counts[number]
      {
        groups[key] = reusable
        keep(reusable)
        continue
      }
      if !mayHaveChanged[number] {
        members[number] = entries.filter { $0.groupNumber == number }
      }
      let groupEntries = members[number]
      if let reusable = previous?.groups[key],
        reusable.routes.elementsEqual(groupEntries, by: { $0 === $1.route })
      {
        groups[key] = reusable
        keep(reusable)
      } else {
        let shape = CompiledRouteGroup.Shape(
          atoms: groupEntries.map(\.atoms), startsAfterFirstSegment: key.firstSegment != nil)
        let group: CompiledRouteGroup
        if let template = groupsByShape[shape] {
          group = CompiledRouteGroup(groupEntries.map(\.route), shapedLike: template)
        } else {
          group = try CompiledRouteGroup(
            groupEntries.map { (route: $0.route, atoms: $0.atoms) },
            startsAfterFirstSegment: shape.startsAfterFirstSegment,
            caseInsensitive: caseInsensitive, codes: &previousCodes)
          groupsByShape[shape] = group
        }
        groups[key] = group
        keep(group)
      }
    }
    self.groups = groups
    self.codes = codes
    self.limits = options.pcre2Limits
    self.options = options

    func index(for source: LinkSource?) -> SourceIndex {
      var programs = ContiguousArray<CompiledProgram>()
      func span(of keys: some Sequence<GroupKey>) -> ProgramSpan {
        let start = programs.count
        for key in keys { programs.append(contentsOf: groups[key]?.programs ?? []) }
        return ProgramSpan(start: Int32(start), count: Int32(programs.count - start))
      }
      let keys = order.filter { $0.source == source }
      let literal = keys.compactMap { key in
        key.firstSegment.map { (key: $0, value: span(of: [key])) }
      }
      let dynamic = span(of: keys.filter { $0.firstSegment == nil })
      // Entries are in dispatch order, priority first: the highest priority is the first
      // serving entry's, and the entries of that priority come before all others.
      let first = entries.firstIndex { $0.source == source } ?? entries.endIndex
      let highest = first < entries.endIndex ? entries[first].priority : 0
      let end = entries[first...].firstIndex { $0.priority < highest } ?? entries.endIndex
      let candidates = entries[first..<end]
      // A literal route answers its path at once unless a route before it in dispatch order
      // also matches that path: only a pattern without parameters but with optional parts can
      // (`/a{/b}` registered before `/a/b` has the same specificity and wins).
      var optionalLiterals: [RouteTable.Entry] = []
      var literals: [RouteTable.Entry] = []
      for entry in candidates where entry.source == source {
        if entry.literalPath != nil {
          literals.append(entry)
        } else if entry.isOptionalLiteral {
          optionalLiterals.append(entry)
        }
      }
      // Only the optional literals whose plain prefix starts the path are tried on it, so
      // that many of them and many static routes do not cost their product.
      let shadowing = OptionalLiteralIndex(optionalLiterals, caseInsensitive: caseInsensitive)
      func isShadowed(_ entry: RouteTable.Entry, on path: String) -> Bool {
        guard !optionalLiterals.isEmpty else { return false }
        let others = shadowing.candidates(for: path)
        guard !others.isEmpty, let url = try? RouteURL(path) else { return false }
        return others.contains { other in
          DispatchOrder.precedes(other.route, entry.route)
            && (try? other.route.matcher(options: options).match(url)) != nil
        }
      }
      var staticRoutes = ContiguousArray<Route>()
      var staticKeys: [(key: String, value: Int32)] = []
      var staticFirstSegments: [String: UInt64] = [:]
      for entry in literals {
        guard let path = entry.literalPath, !isShadowed(entry, on: path) else { continue }
        staticKeys.append((path, Int32(staticRoutes.count)))
        staticRoutes.append(entry.route)
        let segment = Self.firstSegment(of: path)
        staticFirstSegments[caseInsensitive ? segment.lowercased() : segment, default: 0] |=
          ProgramSpan.lengthBit(path.utf8.count)
      }
      // A first segment with static routes says which lengths their paths have in its slot
      // (one with no programs is added for it if needed), so that only paths of those lengths
      // pay for the whole-path lookup.
      var spans = literal.map { pair in
        var span = pair.value
        let key = caseInsensitive ? pair.key.lowercased() : pair.key
        span.staticPathLengths = staticFirstSegments.removeValue(forKey: key) ?? 0
        if span.count == 1 && dynamic.count == 0 {
          span.single = Unmanaged.passUnretained(programs[Int(span.start)])
        }
        return (key: pair.key, value: span)
      }
      for (segment, lengths) in staticFirstSegments.sorted(by: { $0.key < $1.key }) {
        spans.append((segment, ProgramSpan(start: 0, count: 0, staticPathLengths: lengths)))
      }
      return SourceIndex(
        literal: FirstSegmentIndex(spans, caseInsensitive: caseInsensitive), dynamic: dynamic,
        rawRegex: rawRegex[source] ?? [], programs: programs,
        statics: FirstSegmentIndex(staticKeys, caseInsensitive: caseInsensitive),
        staticRoutes: staticRoutes)
    }
    unrestricted = index(for: nil)
    unretainedUnrestricted = Unmanaged.passUnretained(unrestricted)
    var restricted: [LinkSource: SourceIndex] = [:]
    for case let source? in Set(order.map(\.source)).union(rawRegex.keys) {
      restricted[source] = index(for: source)
    }
    self.restricted = restricted
    hasInternalRoutes = restricted[.internal] != nil
  }

  /// The sources that some route is restricted to.
  var restrictedSources: Dictionary<LinkSource, SourceIndex>.Keys { restricted.keys }

  /// The first route in dispatch order that matches `url`, among the routes `admission`
  /// allows (internal-only routes included: the caller checks them).
  ///
  /// - Complexity: one hash lookup and, for most URLs, one regex match; no heap allocation.
  @inline(__always)
  func lookup(_ url: RouteURL, admission: SourceAdmission, scratch: PCRE2MatchScratch) -> Lookup {
    url.withPathBytes { path -> Lookup in
      let segmentEnd = Self.firstSegmentEnd(of: path)
      let segment = UnsafeBufferPointer(rebasing: path[min(1, segmentEnd)..<segmentEnd])
      var search = Search(path: path, segmentEnd: segmentEnd, scratch: scratch, table: self)
      if admission == .allRoutes {
        let ran = unretainedUnrestricted._withUnsafeGuaranteedRef { index in
          search.run(index, segment: segment, url: url)
        }
        guard ran else {
          return .needsReference
        }
      }
      if !restricted.isEmpty, let index = restricted[url.source] {
        guard search.run(index, segment: segment, url: url) else {
          return .needsReference
        }
      }
      guard let route = search.best else { return .none }
      return .match(route, search.captures)
    }
  }

  /// What ``lookupCanonical(_:firstSegmentEnd:scratch:)`` found: plain values, so that the
  /// answer leaves the table without reference counting or copying.
  struct CanonicalLookup {
    /// Whether the table could answer.
    enum Status {
      /// ``route`` is the first route in dispatch order that matches, or `nil` for none; its
      /// parameter offsets are in the scratch (from the last match run).
      case answered
      /// A limit was hit, or the fast path does not cover the routes or the case: look up the
      /// full way.
      case undecided
    }

    var status = Status.undecided
    /// The route found (owned by the table).
    var route: Unmanaged<Route>?
  }

  /// Where a URL looked up by ``lookupCanonical(_:firstSegmentEnd:from:scratch:)`` comes from.
  enum CanonicalSource {
    /// An internal path: every route may serve it.
    case `internal`
    /// A URL of an app scheme or web origin the configuration accepts: every route may serve
    /// it but an internal-only one.
    case accepted
  }

  /// The fast path for a canonical route path from `source`, when only unrestricted routes
  /// can serve it. `firstSegmentEnd` is where the path's first segment ends (the scan of the
  /// path found it).
  ///
  /// - Complexity: one hash lookup (two for a path whose first segment has static routes) and
  ///   at most one regex match for most paths; no heap allocation.
  @inline(__always)
  func lookupCanonical(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, from source: CanonicalSource,
    scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    // Routes restricted to a source (the internal one, or, for a URL from outside, any) are
    // looked up the full way.
    switch source {
    case .internal:
      guard !hasInternalRoutes else { return CanonicalLookup() }
      return lookupUnrestricted(path, firstSegmentEnd: firstSegmentEnd, scratch: scratch)
    case .accepted:
      guard restricted.isEmpty else { return CanonicalLookup() }
      let answer = lookupUnrestricted(path, firstSegmentEnd: firstSegmentEnd, scratch: scratch)
      // An internal-only route may not serve a URL from outside: the full way goes on.
      if let route = answer.route,
        route._withUnsafeGuaranteedRef({ $0.flags.contains(.internalOnly) })
      {
        return CanonicalLookup()
      }
      return answer
    }
  }

  /// ``lookupCanonical(_:firstSegmentEnd:from:scratch:)`` among the unrestricted routes.
  @inline(__always)
  private func lookupUnrestricted(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    var answer = CanonicalLookup()
    // Raw regex routes match a parsed URL: looked up the full way.
    unretainedUnrestricted._withUnsafeGuaranteedRef { index in
      guard index.answersCanonicalPaths else { return }
      let segment = UnsafeBufferPointer(rebasing: path[min(1, firstSegmentEnd)..<firstSegmentEnd])
      let span = index.literal.value(for: segment)
      if let span, span.mayHaveStaticPath(ofLength: path.count),
        let found = index.staticRoute(path)
      {
        answer.status = .answered
        answer.route = found
        return
      }
      // Most paths have one program to run (their first segment's, and no routes whose first
      // segment is not literal): its first match is the answer.
      if let single = (span?.count ?? 0) > 0 ? span?.single : index.singleDynamic {
        single._withUnsafeGuaranteedRef { program in
          do {
            let found = try program.match(
              path, firstSegmentEnd: firstSegmentEnd, scratch: scratch, limits: limits)
            answer.status = .answered
            if let found { answer.route = program.route(at: found) }
          } catch {
            // A limit was hit: the full lookup decides (and names the pattern).
          }
        }
        return
      }
      answer = lookupAmongPrograms(
        path, firstSegmentEnd: firstSegmentEnd, span: span, index: index, scratch: scratch)
    }
    return answer
  }

  /// ``lookupUnrestricted(_:firstSegmentEnd:scratch:)`` when more than one program may match:
  /// those of the first segment's `span`, then those whose first segment is not literal (kept
  /// apart, so that the one-program way stays small).
  @inline(never)
  private func lookupAmongPrograms(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, span: ProgramSpan?,
    index: SourceIndex, scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    var answer = CanonicalLookup()
    var search = Search(path: path, segmentEnd: firstSegmentEnd, scratch: scratch, table: self)
    if let span {
      guard search.run(span, index) else { return answer }
    }
    guard index.dynamic.count == 0 || search.run(index.dynamic, index) else { return answer }
    // When a later program ran after the best match, its offsets were copied out of the
    // scratch: rare (a dynamic first segment that may outrank a literal one), left to the
    // full lookup so that this answer stays a plain value.
    guard search.capturesAreInScratch else { return answer }
    answer.status = .answered
    answer.route = search.best
    return answer
  }

  /// One lookup's progress: the best match so far, in dispatch order.
  ///
  /// The search reads routes, programs and the scratch unretained: the table and the thread's
  /// cache own them while the lookup runs, and writing their reference counts would make
  /// threads that look up at once contend for the same cache lines.
  private struct Search {
    let path: UnsafeBufferPointer<UInt8>
    let segmentEnd: Int
    let scratch: Unmanaged<PCRE2MatchScratch>
    unowned(unsafe) let table: CompiledRouteTable
    var best: Unmanaged<Route>?
    /// The parameter ranges of ``best`` when they are no longer in the scratch.
    private var savedCaptures = CaptureRanges()
    /// Whether the scratch still holds the offsets of ``best``'s match: they are copied out
    /// only when another program is about to overwrite them.
    private var bestInScratch = false

    init(
      path: UnsafeBufferPointer<UInt8>, segmentEnd: Int, scratch: PCRE2MatchScratch,
      table: CompiledRouteTable
    ) {
      self.path = path
      self.segmentEnd = segmentEnd
      self.scratch = Unmanaged.passUnretained(scratch)
      self.table = table
    }

    /// Whether `candidate` may beat the best match so far.
    @inline(__always)
    private func mayBeat(_ candidate: Unmanaged<Route>) -> Bool {
      guard let best else { return true }
      return candidate._withUnsafeGuaranteedRef { lhs in
        best._withUnsafeGuaranteedRef { rhs in DispatchOrder.precedes(lhs, rhs) }
      }
    }

    /// Runs the programs and raw regex routes of one source that may beat the best match;
    /// returns `false` when a limit was hit.
    @inline(__always)
    mutating func run(_ index: SourceIndex, segment: UnsafeBufferPointer<UInt8>, url: RouteURL)
      -> Bool
    {
      if let found = index.staticRoute(path), mayBeat(found) {
        best = found
        bestInScratch = false
        savedCaptures = CaptureRanges()
      }
      guard runPrograms(index, segment: segment) else { return false }
      for route in index.rawRegex where mayBeat(Unmanaged.passUnretained(route)) {
        do throws(RouteError) {
          guard let result = try route.matcher(options: table.options).match(url) else { continue }
          best = Unmanaged.passUnretained(route)
          bestInScratch = false
          savedCaptures = result.captures
        } catch {
          return false
        }
      }
      return true
    }

    /// Runs the programs (not the raw regex routes) of one source; `false` when a limit was hit.
    @inline(__always)
    mutating func runPrograms(_ index: SourceIndex, segment: UnsafeBufferPointer<UInt8>) -> Bool {
      if let span = index.literal.value(for: segment), !run(span, index) { return false }
      if index.dynamic.count > 0, !run(index.dynamic, index) { return false }
      return true
    }

    /// Whether the scratch holds the parameter offsets of ``best`` (or there is no match).
    var capturesAreInScratch: Bool { best == nil || bestInScratch }

    /// The parameter ranges of ``best``.
    var captures: CaptureRanges {
      guard bestInScratch, let best else { return savedCaptures }
      let groups = best._withUnsafeGuaranteedRef { $0.parameterCount }
      return scratch._withUnsafeGuaranteedRef { CaptureRanges(groups: groups, of: $0) }
    }

    /// Runs the programs of `span` that may beat the best match; `false` when a limit was hit.
    @inline(__always)
    mutating func run(_ span: ProgramSpan, _ index: SourceIndex) -> Bool {
      var position = Int(span.start)
      let end = position + Int(span.count)
      while position < end {
        let ran = index.unretainedPrograms[position]._withUnsafeGuaranteedRef { step($0) }
        if !ran { return false }
        position += 1
      }
      return true
    }

    /// Runs one program if it may beat the best match; `false` when a limit was hit.
    @inline(__always)
    private mutating func step(_ program: CompiledProgram) -> Bool {
      guard mayBeat(program.unretainedFirst) else { return true }
      if bestInScratch {
        savedCaptures = captures
        bestInScratch = false
      }
      let found: Int?
      do {
        found = try scratch._withUnsafeGuaranteedRef { scratch in
          try program.match(
            path, firstSegmentEnd: segmentEnd, scratch: scratch, limits: table.limits)
        }
      } catch {
        return false
      }
      guard let found else { return true }
      let route = program.route(at: found)
      guard mayBeat(route) else { return true }
      best = route
      bestInScratch = true
      return true
    }
  }

  /// The first segment of the canonical path `path` (`""` for `/`).
  static func firstSegment(of path: String) -> String {
    String(decoding: path.utf8.dropFirst().prefix { $0 != URLByte.slash }, as: UTF8.self)
  }

  /// The offset just after the first segment of a canonical path (1 for `/`; 6 for
  /// `/repos/a/b`).
  @inline(__always)
  static func firstSegmentEnd(of path: UnsafeBufferPointer<UInt8>) -> Int {
    guard path.count > 1, let base = path.baseAddress else { return path.count }
    return URLByte.nextSlash(in: base, after: 0, count: path.count)
  }
}
