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
    var single: Unretained<CompiledProgram>?

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
    let literal: PathKeyIndex<ProgramSpan>
    let dynamic: ProgramSpan
    let rawRegex: [RouteRecord]
    let programs: ContiguousArray<CompiledProgram>
    /// The same programs, unretained (``programs`` owns them), so that a lookup reads them
    /// without touching their reference counts.
    let unretainedPrograms: ContiguousArray<Unretained<CompiledProgram>>
    /// The only program a path whose first segment has no programs runs, when there is one
    /// (``dynamic`` has one program).
    let singleDynamic: Unretained<CompiledProgram>?
    /// Whether a canonical path may be looked up without its parsed URL: no raw regex routes.
    let answersCanonicalPaths: Bool
    /// Routes that are all literal, by their whole path: such a route comes first among the
    /// routes of its priority that match its path, so when no route has a higher priority, a
    /// hash lookup answers without running a regex.
    ///
    /// The index holds each route unretained (``staticRoutes`` owns them): a lookup reads the
    /// route from the slot it found, one load fewer than an index into a list of routes.
    let statics: PathKeyIndex<Unretained<RouteRecord>>
    let staticRoutes: ContiguousArray<RouteRecord>
    /// Whether every static route's path is canonical as it is stored: bytes equal to one of
    /// them are then a canonical path, without a scan.
    let staticPathsAreCanonical: Bool

    init(
      literal: PathKeyIndex<ProgramSpan>, dynamic: ProgramSpan,
      rawRegex: [RouteRecord],
      programs: ContiguousArray<CompiledProgram>, statics: PathKeyIndex<Unretained<RouteRecord>>,
      staticRoutes: ContiguousArray<RouteRecord>, staticPathsAreCanonical: Bool
    ) {
      self.literal = literal
      self.dynamic = dynamic
      self.rawRegex = rawRegex
      self.programs = programs
      self.unretainedPrograms = ContiguousArray(programs.map { Unretained($0) })
      self.singleDynamic =
        dynamic.count == 1 ? Unretained(programs[Int(dynamic.start)]) : nil
      self.answersCanonicalPaths = rawRegex.isEmpty
      self.statics = statics
      self.staticRoutes = staticRoutes
      self.staticPathsAreCanonical = staticPathsAreCanonical
    }

    /// The all-literal route whose path is `path`, if it answers for it.
    @inline(__always)
    func staticRoute(_ path: UnsafeBufferPointer<UInt8>) -> Unretained<RouteRecord>? {
      guard !staticRoutes.isEmpty else { return nil }
      return statics.value(for: path)
    }

    /// ``staticRoute(_:)`` for a `path` whose key in ``statics`` is `key` (read already, for
    /// the filter), in a table whose paths match with their case.
    @inline(__always)
    func staticRoute(
      _ path: UnsafeBufferPointer<UInt8>, key: PathKeyIndex<Unretained<RouteRecord>>.Key
    ) -> Unretained<RouteRecord>? {
      statics.caseSensitiveValue(for: path, key: key)
    }
  }

  /// What a lookup found.
  enum Lookup {
    /// The first route in dispatch order that matches (owned by the table), with its
    /// parameter ranges.
    case match(Unretained<RouteRecord>, CaptureRanges)
    /// No route matches.
    case none
    /// A limit was hit: the route-by-route reference decides (and names the pattern).
    case needsReference
  }

  /// The compiled groups, for reuse by the next table.
  let groups: [GroupKey: CompiledRouteGroup]
  /// The compiled regexes by text, for reuse by the next table.
  let codes: [String: PCRE2Code]
  let unrestricted: SourceIndex
  /// ``unrestricted``, unretained, for lookups.
  let unretainedUnrestricted: Unretained<SourceIndex>
  let restricted: [LinkSource: SourceIndex]
  /// Whether some routes are restricted to internal paths.
  let hasInternalRoutes: Bool
  /// Whether an internal path equal to a static route's path is answered by that route from
  /// the bytes alone (``exactStaticRoute(_:maximumLength:)``): every route may serve an
  /// internal path, paths match with their case, and the static paths are canonical.
  let answersExactStaticPaths: Bool
  /// When ``answersExactStaticPaths``, bit `n % 64` is set for each static route whose path
  /// has `n` bytes (0 otherwise): most other paths are told apart by their length alone,
  /// before their bytes are read.
  let exactStaticPathLengths: UInt64
  let limits: PCRE2MatchLimits
  /// The configuration the routes' own matchers are compiled with.
  let configuration: MatchConfiguration

  /// Compiles `records` (in dispatch order), reusing the groups of `previous` whose routes
  /// did not change. When `changedGroups` is given, the groups whose numbers are not in it
  /// have the routes they had in `previous` (if they have as many), and are reused without
  /// collecting their routes again.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` naming a route whose regex
  ///   PCRE2 refuses.
  init(
    _ records: [RouteRecord], configuration: MatchConfiguration, previous: CompiledRouteTable?,
    changedGroups: Set<Int>? = nil
  ) throws(MatchingError) {
    var builder = Builder(records, configuration: configuration, changedGroups: changedGroups)
    try builder.compileGroups(reusing: previous)
    groups = builder.groups
    codes = builder.codes
    limits = configuration.pcre2Limits
    self.configuration = configuration
    unrestricted = builder.sourceIndex(for: nil)
    unretainedUnrestricted = Unretained(unrestricted)
    var restricted: [LinkSource: SourceIndex] = [:]
    for source in builder.restrictedSources {
      restricted[source] = builder.sourceIndex(for: source)
    }
    self.restricted = restricted
    hasInternalRoutes = restricted[.internal] != nil
    answersExactStaticPaths =
      !hasInternalRoutes && unrestricted.answersCanonicalPaths
      && !configuration.caseInsensitive && !unrestricted.staticRoutes.isEmpty
      && unrestricted.staticPathsAreCanonical
    exactStaticPathLengths =
      answersExactStaticPaths
      ? unrestricted.staticRoutes.reduce(0) { lengths, route in
        lengths | ProgramSpan.lengthBit(route.literalPath?.utf8.count ?? 0)
      } : 0
  }

  /// The sources that some route is restricted to.
  var restrictedSources: Dictionary<LinkSource, SourceIndex>.Keys { restricted.keys }

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
