/// r3 (C, libr3 1.3): a radix tree whose parameter nodes are matched with PCRE; patterns are
/// inserted shortest first.
///
/// Each lookup creates a match entry, as r3's README shows, into which r3 copies the captured
/// values; the entry is freed after the lookup. Inserting shortest first works around an r3
/// bug that loses routes (see ``R3Tree/InsertionOrder`` and ``R3RegistrationOrderContender``).
struct R3Contender: R3TreeContender {
  static let name = "r3"
  static let summary = "r3 1.3 (C radix tree + PCRE), patterns inserted shortest first"
  static let insertionOrder = R3Tree.InsertionOrder.shortestFirst

  let tree: R3Tree

  init(tree: R3Tree) {
    self.tree = tree
  }
}

/// A contender that looks up in an r3 tree built in its insertion order.
protocol R3TreeContender: Contender {
  /// The order patterns are inserted in.
  static var insertionOrder: R3Tree.InsertionOrder { get }
  /// The tree.
  var tree: R3Tree { get }
  /// A contender over `tree`.
  init(tree: R3Tree)
}

extension R3TreeContender {
  /// Builds the tree of `patterns` in the contender's insertion order.
  init(patterns: [String]) throws {
    self.init(tree: try R3Tree(httpRouterPatterns: patterns, order: Self.insertionOrder))
  }

  /// The index of the pattern r3 finds for `path`.
  func lookup(_ path: String) -> Int? {
    tree.patternIndex(path)
  }

  /// The values r3 captures for `path`.
  func parameterValues(_ path: String) -> [String]? {
    tree.parameterValues(path)
  }
}
