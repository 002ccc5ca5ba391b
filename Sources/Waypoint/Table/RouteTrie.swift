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
  /// may overlap it, else a new last branch.
  private func branch(for atom: RouteAtom) -> RouteTrie {
    for index in edges.indices.reversed() where atom.isShareable {
      if case .atom(let existing, let node) = edges[index], existing == atom { return node }
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

  /// Appends this node's regex.
  func append(to output: inout String) {
    if edges.count > 1 { output += "(?|" }
    for (index, edge) in edges.enumerated() {
      if index > 0 { output += "|" }
      switch edge {
      case .end(let route):
        output += "$(*:\(route))"
      case .atom(let atom, let node):
        output += atom.regex
        node.append(to: &output)
      }
    }
    if edges.count > 1 { output += ")" }
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

  /// This node with only the branches in `range`, for splitting a program that is too large.
  func keeping(_ range: Range<Int>) -> RouteTrie {
    let part = RouteTrie()
    part.edges = Array(edges[range])
    return part
  }
}
