/// The path-pattern routes of one group of the compiled table (one source, one first
/// segment), compiled into as few PCRE2 JIT programs as the size limit of one program allows.
final class CompiledRouteGroup: Sendable {
  /// The routes, in dispatch order; a program's marks index this list.
  let routes: [Route]
  /// The programs; most groups have one.
  let programs: [CompiledProgram]

  /// The deepest nesting of groups a program may have: one level per segment of a route.
  static let nestingLimit: UInt32 = 1_000

  /// Compiles `routes` (in dispatch order) with their atoms.
  ///
  /// - Throws: ``RouteError/invalidPattern(_:position:reason:)`` naming a route whose regex
  ///   PCRE2 refuses.
  init(_ routes: [(route: Route, atoms: [RouteAtom])], caseInsensitive: Bool) throws(RouteError) {
    let trie = RouteTrie()
    for (index, entry) in routes.enumerated() {
      trie.insert(entry.atoms, route: index)
    }
    self.routes = routes.map(\.route)
    var options = PCRE2CompileOptions.routePath
    if caseInsensitive { options.insert(.caseless) }
    var programs: [CompiledProgram] = []
    try Self.compile(trie, prefix: "", options: options, routes: routes, into: &programs)
    self.programs = programs
  }

  /// Compiles `node` after `prefix`; splits it when it is too large for one program.
  private static func compile(
    _ node: RouteTrie, prefix: String, options: PCRE2CompileOptions,
    routes: [(route: Route, atoms: [RouteAtom])], into programs: inout [CompiledProgram]
  ) throws(RouteError) {
    let all = routes.map(\.route)
    do {
      let code = try PCRE2Code(
        pattern: prefix + node.regex, options: options, parenthesesNestingLimit: nestingLimit)
      programs.append(CompiledProgram(code: code, routes: all, first: all[node.firstRoute]))
    } catch  where error.isTooLarge && node.edges.count > 1 {
      let middle = node.edges.count / 2
      try compile(
        node.keeping(0..<middle), prefix: prefix, options: options, routes: routes, into: &programs)
      try compile(
        node.keeping(middle..<node.edges.count), prefix: prefix, options: options, routes: routes,
        into: &programs)
    } catch  where error.isTooLarge && node.edges.count == 1 {
      guard case .atom(let atom, let next) = node.edges[0] else {
        throw .invalidPattern(all[node.firstRoute].pattern, position: 0, reason: error.message)
      }
      try compile(
        next, prefix: prefix + atom.regex, options: options, routes: routes, into: &programs)
    } catch {
      throw culprit(routes, options: options, message: error.message)
    }
  }

  /// The error for the first route whose own regex PCRE2 refuses.
  private static func culprit(
    _ routes: [(route: Route, atoms: [RouteAtom])], options: PCRE2CompileOptions, message: String
  ) -> RouteError {
    for entry in routes {
      let regex = entry.atoms.map(\.regex).joined() + "$(*:0)"
      do {
        _ = try PCRE2Code(pattern: regex, options: options, parenthesesNestingLimit: nestingLimit)
      } catch {
        return .invalidPattern(entry.route.pattern, position: 0, reason: error.message)
      }
    }
    return .invalidPattern(routes.first?.route.pattern ?? "", position: 0, reason: message)
  }
}
