/// The routes of one group, factored like a trie: common first atoms are written once.
///
/// Routes are inserted in dispatch order. A route joins an existing branch only when no branch
/// after it could match the same URLs, so that the regex's alternation order is the dispatch
/// order wherever it matters, and PCRE2's backtracking (a literal that fails deeper down falls
/// back to a parameter branch) finds the first route in dispatch order that matches.
final class RouteTrie {
  /// A branch: an atom and what follows it, or the end of a route.
  enum Edge {
    case atom(RouteAtom, RouteTrie)
    case end(route: Int)

    /// The atom, or `nil` for the end of a route, which behaves like an empty literal.
    var atom: RouteAtom? {
      if case .atom(let atom, _) = self { return atom }
      return nil
    }

    /// The literal text of a whole-segment literal branch (`""` for a route's end), or `nil`.
    var literalText: String? {
      switch self {
      case .end: return ""
      case .atom(let atom, _): return atom.literalKey
      }
    }
  }

  /// The branches, in the order they are tried.
  private(set) var edges: [Edge] = []

  /// An empty trie.
  init() {}

  /// Inserts a route's atoms; `route` is the index its `(*MARK)` names.
  func insert(_ atoms: [RouteAtom], route: Int) {
    var node = self
    for atom in atoms {
      node = node.branch(for: atom)
    }
    node.edges.append(.end(route: route))
  }

  /// The branch to continue `atom` in: an existing one with the same atom if no later branch
  /// may overlap it, else a new last branch. Two whole literal segments with the same
  /// ``RouteAtom/literalKey`` are the same atom here: when matching ignores case, `/a` and `/A`
  /// match the same segments, and a node never holds two branches that do (the segment trie
  /// takes at most one literal of a run).
  private func branch(for atom: RouteAtom) -> RouteTrie {
    for index in edges.indices.reversed() where atom.isShareable {
      if case .atom(let existing, let node) = edges[index],
        existing == atom || (atom.literalKey != nil && existing.literalKey == atom.literalKey)
      {
        return node
      }
      if atom.mayOverlap(edges[index].atom) { break }
    }
    let node = RouteTrie()
    edges.append(.atom(atom, node))
    return node
  }

  /// The regex for this node: one branch, or a branch-reset group `(?|...|...)` so that every
  /// route numbers its parameters 1, 2, 3... along its own path. A route's end is `$` and
  /// `(*MARK:n)`, which tells which route matched.
  var regex: String {
    var output = ""
    append(to: &output)
    return output
  }

  /// Appends this node's regex. Runs of branches that are whole literal segments (and route
  /// ends), which can never match the same URL, are factored character by character, so that
  /// PCRE2 tests each character once instead of once per branch.
  func append(to output: inout String) {
    var alternatives: [String] = []
    var run: [Edge] = []
    func flushRun() {
      guard !run.isEmpty else { return }
      alternatives.append(LiteralRun(run).regex)
      run.removeAll()
    }
    for edge in edges {
      if edge.literalText != nil {
        run.append(edge)
        continue
      }
      flushRun()
      var alternative = ""
      if case .atom(let atom, let node) = edge {
        alternative += atom.regex
        node.append(to: &alternative)
      }
      alternatives.append(alternative)
    }
    flushRun()
    Self.appendAlternation(alternatives, to: &output)
  }

  /// Appends `alternatives` as one branch-reset group, or as they are when there is one.
  static func appendAlternation(_ alternatives: [String], to output: inout String) {
    if alternatives.count == 1 {
      output += alternatives[0]
      return
    }
    output += "(?|" + alternatives.joined(separator: "|") + ")"
  }

  /// The lowest route index that ends below this node: the first in dispatch order.
  var firstRoute: Int {
    edges.reduce(Int.max) { first, edge in
      switch edge {
      case .end(let route): return min(first, route)
      case .atom(_, let node): return min(first, node.firstRoute)
      }
    }
  }

  /// The route below this node when there is only one.
  var onlyRoute: Int? {
    guard edges.count == 1 else { return nil }
    switch edges[0] {
    case .end(let route): return route
    case .atom(_, let node): return node.onlyRoute
    }
  }

  /// This node with only the branches in `range`, for splitting a program that is too large.
  func keeping(_ range: Range<Int>) -> RouteTrie {
    let part = RouteTrie()
    part.edges = Array(edges[range])
    return part
  }
}

/// Branches of a trie node that are whole literal segments or route ends, written as a trie of
/// characters: `/s(?|tars$(*:1)|ubs(?|cribers$(*:2)|cription$(*:3)))`. Such branches never
/// match the same URL (unless their text is the same, and then they keep their order), so
/// their order does not matter.
private final class LiteralRun {
  private var ends: [RouteTrie.Edge] = []
  private var children: [(character: Character, node: LiteralRun)] = []

  private init() {}

  /// The run of `edges`, each with a literal text.
  convenience init(_ edges: [RouteTrie.Edge]) {
    self.init()
    for edge in edges { insert(edge, text: Substring(edge.literalText ?? "")) }
  }

  private func insert(_ edge: RouteTrie.Edge, text: Substring) {
    guard let character = text.first else {
      ends.append(edge)
      return
    }
    let child: LiteralRun
    if let existing = children.first(where: { $0.character == character }) {
      child = existing.node
    } else {
      child = LiteralRun()
      children.append((character, child))
    }
    child.insert(edge, text: text.dropFirst())
  }

  /// The regex of the run.
  var regex: String {
    var alternatives: [String] = []
    for edge in ends {
      switch edge {
      case .end(let route):
        alternatives.append("$(*:\(route))")
      case .atom(_, let node):
        var alternative = ""
        node.append(to: &alternative)
        alternatives.append(alternative)
      }
    }
    for (character, child) in children {
      alternatives.append(RouteRegexBuilder.escaped(String(character)) + child.regex)
    }
    var output = ""
    RouteTrie.appendAlternation(alternatives, to: &output)
    return output
  }
}
