/// The path-pattern routes of one group of the compiled table (one source, one literal first
/// segment or none), compiled into as few PCRE2 JIT programs as the size limit of one program
/// allows.
final class CompiledRouteGroup: Sendable {
  /// The routes, in dispatch order; a program's marks index this list.
  let routes: [RouteRecord]
  /// The programs; most groups have one.
  let programs: [CompiledProgram]

  /// The deepest nesting of groups a program may have: one level per segment of a route.
  static let nestingLimit: UInt32 = 1_000

  /// Compiles `routes` (in dispatch order) with their atoms. When `startsAfterFirstSegment`,
  /// the atoms are those after the group's literal first segment, which the programs skip.
  /// `codes` holds compiled regexes by text, to share between groups and tables.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` naming a route whose regex
  ///   PCRE2 refuses.
  init(
    _ routes: [(route: RouteRecord, atoms: [RouteAtom])], startsAfterFirstSegment: Bool,
    caseInsensitive: Bool, codes: inout [String: PCRE2Code]
  ) throws(MatchingError) {
    let trie = RouteTrie()
    for (index, entry) in routes.enumerated() {
      trie.insert(
        entry.atoms, route: index)
    }
    self.routes = routes.map(\.route)
    var builder = ProgramBuilder(
      routes: routes, allRoutes: self.routes, startsAfterFirstSegment: startsAfterFirstSegment,
      options: caseInsensitive ? PCRE2CompileOptions.routePath.union(.caseless) : .routePath,
      caseInsensitive: caseInsensitive)
    try builder.compile(trie, prefix: "", codes: &codes)
    self.programs = builder.programs
  }

  /// A group of `routes` whose atoms, in order, are those of `template`'s routes: its programs
  /// would have the same regexes, so it takes the template's compiled programs with its own
  /// routes, without building the trie again. Groups of routes that differ only in their
  /// first segment (`/v1/...`, `/v2/...`) are built this way.
  init(_ routes: [RouteRecord], shapedLike template: CompiledRouteGroup) {
    self.routes = routes
    self.programs = template.programs.map { program in
      CompiledProgram(
        program.matching, routes: routes, firstIndex: program.firstIndex,
        startsAfterFirstSegment: program.startsAfterFirstSegment)
    }
  }

  /// Whether a group of the same shape may take these programs over: not when one matches a
  /// route alone with its own regex, which holds the route's own first segment.
  var sharesByShape: Bool { programs.allSatisfy { !$0.answersOnly } }

  /// What makes two groups compile to the same programs: their routes' atoms in dispatch
  /// order, and where the programs start matching.
  struct Shape: Hashable {
    let atoms: [[RouteAtom]]
    let startsAfterFirstSegment: Bool
  }

  /// Compiles trie nodes into programs, splitting those too large for one.
  private struct ProgramBuilder {
    let routes: [(route: RouteRecord, atoms: [RouteAtom])]
    /// The routes alone, one array that every program of the group shares.
    let allRoutes: [RouteRecord]
    let startsAfterFirstSegment: Bool
    let options: PCRE2CompileOptions
    let caseInsensitive: Bool
    var programs: [CompiledProgram] = []

    init(
      routes: [(route: RouteRecord, atoms: [RouteAtom])], allRoutes: [RouteRecord],
      startsAfterFirstSegment: Bool, options: PCRE2CompileOptions, caseInsensitive: Bool
    ) {
      self.caseInsensitive = caseInsensitive
      self.routes = routes
      self.allRoutes = allRoutes
      self.startsAfterFirstSegment = startsAfterFirstSegment
      self.options = options
    }

    /// Compiles `node` after `prefix` into a segment trie when its atoms are plain, else into
    /// a regex, split when it is too large for one program.
    mutating func compile(
      _ node: RouteTrie, prefix: String, codes: inout [String: PCRE2Code]
    ) throws(MatchingError) {
      if prefix.isEmpty, let segments = SegmentTrie(node, caseInsensitive: caseInsensitive) {
        programs.append(
          CompiledProgram(
            .segments(segments), routes: allRoutes, firstIndex: node.firstRoute,
            startsAfterFirstSegment: startsAfterFirstSegment))
        return
      }
      let text = prefix + node.regex
      do {
        let code: PCRE2Code
        if let shared = codes[text] {
          code = shared
        } else {
          code = try PCRE2Code(
            pattern: text, options: options,
            parenthesesNestingLimit: CompiledRouteGroup.nestingLimit)
          codes[text] = code
        }
        programs.append(
          CompiledProgram(
            .regex(code), routes: allRoutes, firstIndex: node.firstRoute,
            startsAfterFirstSegment: startsAfterFirstSegment))
      } catch  where error.isTooLarge && node.edges.count > 1 {
        let middle = node.edges.count / 2
        try compile(node.keeping(0..<middle), prefix: prefix, codes: &codes)
        try compile(node.keeping(middle..<node.edges.count), prefix: prefix, codes: &codes)
      } catch  where error.isTooLarge && node.onlyRoute != nil {
        try compileAlone(node.onlyRoute!, reason: error.message, codes: &codes)
      } catch  where error.isTooLarge && node.edges.count == 1 {
        guard case .atom(let atom, let next) = node.edges[0] else {
          throw .invalidPattern(
            routes[node.firstRoute].route.expression.pattern, position: 0, reason: error.message)
        }
        try compile(next, prefix: prefix + atom.regex, codes: &codes)
      } catch {
        throw culprit(message: error.message)
      }
    }

    /// Compiles route `index` as a program of its own, from the start of the path, with the
    /// regex its own ``RouteMatcher`` compiles (named groups, numbered 1, 2... as the table's
    /// are; no mark, since the program answers only that route): for a route whose atoms make a program too large for PCRE2 (a segment
    /// of many optional parts is written once per expansion, and numbered captures compile a
    /// little larger than named groups without auto-capture), so that every route whose own
    /// matcher compiles can be registered.
    ///
    /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` naming the route when
    ///   that regex is refused too.
    private mutating func compileAlone(
      _ index: Int, reason: String, codes: inout [String: PCRE2Code]
    ) throws(MatchingError) {
      let expression = routes[index].route.expression
      let text = expression.regex
      do {
        let code: PCRE2Code
        if let shared = codes[text] {
          code = shared
        } else {
          code = try PCRE2Code(pattern: text, options: options.union(.noAutoCapture))
          codes[text] = code
        }
        programs.append(
          CompiledProgram(
            .regex(code), routes: allRoutes, firstIndex: index, startsAfterFirstSegment: false,
            answersOnly: true))
      } catch {
        throw .invalidPattern(expression.pattern, position: 0, reason: error.message)
      }
    }

    /// The error for the first route whose own regex PCRE2 refuses.
    private func culprit(message: String) -> MatchingError {
      for entry in routes {
        let regex = entry.atoms.map(\.regex).joined() + "$(*:0)"
        do {
          _ = try PCRE2Code(
            pattern: regex, options: options,
            parenthesesNestingLimit: CompiledRouteGroup.nestingLimit)
        } catch {
          return .invalidPattern(entry.route.expression.pattern, position: 0, reason: error.message)
        }
      }
      return .invalidPattern(
        routes.first?.route.expression.pattern ?? "", position: 0, reason: message)
    }
  }
}
