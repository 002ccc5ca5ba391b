/// One program of the compiled route table: the trie of some routes, as a PCRE2 JIT regex
/// whose `(*MARK)` names the route that matched, or as a ``SegmentTrie`` when all its routes'
/// atoms are plain.
///
/// A program for routes that share a literal first segment starts matching after it (the
/// table's hash index has checked it), so groups with the same structure under different
/// first segments (`/v1/...`, `/v2/...`) share one compiled regex or segment trie.
final class CompiledProgram: Sendable {
  /// How a program matches.
  enum Matching {
    /// A compiled regex, possibly shared with programs of other groups.
    case regex(PCRE2Code)
    /// A segment trie, possibly shared with programs of groups of the same shape.
    case segments(SegmentTrie)
  }

  /// The compiled regex, when the program has one.
  let code: PCRE2Code?
  /// The routes of the program's group, by mark number.
  let routes: [RouteRecord]
  /// The first route in dispatch order that this program can answer: when a better match is
  /// known already, the program need not run.
  let first: RouteRecord
  /// The index of ``first`` in ``routes``.
  let firstIndex: Int
  /// Whether the regex starts after the first segment rather than at the start of the path.
  let startsAfterFirstSegment: Bool
  /// ``routes`` and ``first`` unretained (the program owns them), so that a lookup reads them
  /// without writing their reference counts, which threads looking up at once would share.
  /// The routes are in a buffer of their own: a lookup reads one without the array's call.
  let unretainedRoutes: FrozenBuffer<Unretained<RouteRecord>>
  let unretainedFirst: Unretained<RouteRecord>
  /// Whether a match reads the mark to know its route: a program of one route needs none.
  let marksRoutes: Bool
  /// The index in ``routes`` of the route a match answers when the program has no marks: 0
  /// for a group of one route, the route's own for a route compiled alone.
  let unmarkedRoute: Int
  /// Whether the program matches one route alone, from the start of the path, with that
  /// route's own regex (``CompiledRouteGroup``): another group cannot take it over.
  let answersOnly: Bool
  /// The segment trie, when the program has one: its routes are matched without PCRE2.
  let segments: SegmentTrie?
  /// ``segments``, unretained (the program owns it).
  let unretainedSegments: Unretained<SegmentTrie>?

  /// A program of `routes` (its group's, in dispatch order) whose first route is the one at
  /// `firstIndex`; `answersOnly` when the program matches that route alone, without marks.
  init(
    _ matching: Matching, routes: [RouteRecord], firstIndex: Int, startsAfterFirstSegment: Bool,
    answersOnly: Bool = false
  ) {
    switch matching {
    case .regex(let code):
      self.code = code
      self.segments = nil
      self.pairs = code.captureCount + 1
    case .segments(let segments):
      self.code = nil
      self.segments = segments
      self.pairs = segments.parameterCount + 1
    }
    self.unretainedSegments = segments.map { Unretained($0) }
    self.routes = routes
    self.first = routes[firstIndex]
    self.firstIndex = firstIndex
    self.startsAfterFirstSegment = startsAfterFirstSegment
    self.unretainedRoutes = FrozenBuffer(routes.lazy.map { Unretained($0) })
    self.unretainedFirst = Unretained(self.first)
    self.marksRoutes = routes.count > 1 && !answersOnly
    self.unmarkedRoute = answersOnly ? firstIndex : 0
    self.answersOnly = answersOnly
  }

  /// How the program matches, for a program of another group of the same shape.
  var matching: Matching {
    if let segments { return .segments(segments) }
    return .regex(code.unsafelyUnwrapped)
  }

  /// How many offset pairs a match writes: the whole match and each group.
  let pairs: Int
}
