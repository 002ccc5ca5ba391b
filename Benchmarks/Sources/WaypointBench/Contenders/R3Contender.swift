/// r3 (C, libr3 1.3): a radix tree whose parameter nodes are matched with PCRE; patterns are
/// inserted shortest first.
///
/// Each lookup creates a match entry, as r3's README shows, into which r3 copies the captured
/// values; the entry is freed after the lookup. Inserting shortest first works around an r3
/// bug that loses routes (see ``R3Tree/InsertionOrder`` and ``R3RegistrationOrderContender``).
struct R3Contender: Contender {
  static let name = "r3"
  static let summary = "r3 1.3 (C radix tree + PCRE), patterns inserted shortest first"

  private let tree: R3Tree

  init(patterns: [String]) throws {
    tree = try R3Tree(httpRouterPatterns: patterns, order: .shortestFirst)
  }

  func lookup(_ path: String) -> Int? {
    tree.patternIndex(path)
  }

  func parameterValues(_ path: String) -> [String]? {
    tree.parameterValues(path)
  }
}
