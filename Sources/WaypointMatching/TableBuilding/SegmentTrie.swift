/// A program's routes matched segment by segment in Swift, for a program whose atoms are all
/// whole literal segments and plain parameters (`/user/:id`, `/repos/:owner/:repo/events`):
/// the most common routes, for which running PCRE2 costs more than the match itself.
///
/// Such a program is built as this trie instead of a regex. It finds the match PCRE2 would find
/// with the program's regex (``RouteTrie/regex``). The regex tries a node's branches
/// in order and backtracks into the next when one fails further on; this trie does the same
/// walk. A plain parameter is `[^/]+` followed by a `/` or the end of the path, so it can only
/// take its whole segment, and a literal segment can only match a segment of its length:
/// neither has more than one way to match, so the walk needs no other backtracking.
final class SegmentTrie: Sendable {
  /// A branch of a node, in the order the regex tries them.
  struct Edge {
    enum Kind: UInt8 {
      /// The end of route ``Edge/target``: matches at the end of the path.
      case end
      /// A literal segment of ``Edge/length`` bytes, `/` included, at ``Edge/start`` in the
      /// trie's bytes, then node ``Edge/target``.
      case literal
      /// A plain parameter, then node ``Edge/target``.
      case parameter
    }

    var kind: Kind
    /// For a literal of a node walked by kind (see ``Node``), whether it comes before the
    /// node's parameter in branch order: tried first when both match.
    var precedesParameter = false
    /// The route's index for an end; the next node otherwise.
    var target: Int32
    var start: Int32 = 0
    var length: Int32 = 0
    /// For a literal, the index just after the run of literal branches it starts or is in:
    /// they can never match the same segment, so when one does, the others need not be tried.
    var runEnd: Int32 = 0
    /// For the first literal of a run of at least ``SegmentTrie/shortestTabledRun``, where its
    /// hash table starts in ``SegmentTrie/runTables``; -1 for none.
    var runTable: Int32 = -1
  }

  /// What the walk needs of a node before its edges.
  ///
  /// Most nodes are walked by kind: they have at most one parameter branch, and no two of
  /// their literal branches are the same segment. At a segment, such a node has at most two
  /// branches that match it (the literal that is the segment, and the parameter), so its
  /// branch order only decides which of the two is tried first: its literals are stored as
  /// one run, found at once, each knowing whether it precedes the parameter. Any other node is
  /// walked branch by branch, in order.
  struct Node {
    /// The route that ends at this node, or -1. Only a route's end matches at the end of the
    /// path, and it matches nothing else, so where it stands among the branches never matters.
    var end: Int32 = -1
    /// For a node walked by kind, the node after its parameter, or -1.
    var parameter: Int32 = -1
    /// For a node walked by kind, its literals: edges ``literalStart`` to ``literalEnd``.
    var literalStart: Int32 = 0
    var literalEnd: Int32 = -1

    /// Whether the node is walked by kind.
    var byKind: Bool { literalEnd >= 0 }
  }

  // Written once, in `init`, and only read after (see `FrozenBuffer`).
  let nodes: FrozenBuffer<Node>
  /// Per node, where its edges start in ``edges``; one more entry ends the last node's.
  let firstEdges: FrozenBuffer<Int32>
  let edges: FrozenBuffer<Edge>
  /// Per edge, a literal's first eight bytes (zero-filled past its end), 0 for other edges: a
  /// run of literals is searched for a segment's first bytes here, one load per literal.
  let heads: FrozenBuffer<UInt64>
  let bytes: FrozenBuffer<UInt8>
  /// The hash tables of the long runs of literals, one after the other: each is its mask,
  /// then its slots, each slot a literal's edge index plus one (0 when empty), found by the
  /// literal's first eight bytes.
  let runTables: FrozenBuffer<Int32>
  let caseInsensitive: Bool

  /// The most branches a node walked branch by branch may have by default. A run of literal
  /// branches is searched one literal after the other below eight, where PCRE2's JIT tells
  /// them apart a character at a time, and such a node's runs are tried one after the other:
  /// past some dozens of branches, PCRE2 is the faster. A node walked by kind has no limit:
  /// its literals are one run, found by a hash from eight on.
  static let widestNode = 64

  /// The most segments a route may have: the walk recurses at most twice per segment, on the
  /// calling thread's stack, so a deeper trie is left to PCRE2.
  static let deepestNode = 128

  /// The trie of `root`, or `nil` when one of its atoms is not plain, one of its nodes has no
  /// branch, or more than `widestNode` and is not walked by kind, or a route more than
  /// ``deepestNode`` segments.
  init?(_ root: RouteTrie, caseInsensitive: Bool, widestNode: Int = SegmentTrie.widestNode) {
    var nodes: [Node] = []
    var firstEdges: [Int32] = []
    var edges: [Edge] = []
    var heads: [UInt64] = []
    var bytes: [UInt8] = []
    var runTables: [Int32] = []
    // Nodes are numbered breadth first: a node's number is known before its edges are written.
    var queue = [(node: root, depth: 0, parameters: 0)]
    var parameterCount = 0
    var next = 0
    while next < queue.count {
      let (node, depth, parameters) = queue[next]
      parameterCount = max(parameterCount, parameters)
      next += 1
      // A node always has a branch (a route ends at it or goes on); the walk relies on it.
      guard !node.edges.isEmpty, depth <= Self.deepestNode else { return nil }
      firstEdges.append(Int32(edges.count))
      for edge in node.edges {
        switch edge {
        case .end(let route):
          edges.append(Edge(kind: .end, target: Int32(route)))
          heads.append(0)
        case .atom(let atom, let child):
          let target = Int32(queue.count)
          queue.append((child, depth + 1, parameters + (atom.plain == .parameter ? 1 : 0)))
          switch atom.plain {
          case nil:
            return nil
          case .parameter:
            edges.append(Edge(kind: .parameter, target: target))
            heads.append(0)
          case .literal(let literal):
            edges.append(
              Edge(
                kind: .literal, target: target, start: Int32(bytes.count),
                length: Int32(literal.count)))
            heads.append(literal.withUnsafeBufferPointer { URLByte.firstWord(of: $0) })
            bytes += literal
          }
        }
      }
      nodes.append(
        Self.arrangeByKind(&edges, &heads, bytes: bytes, from: Int(firstEdges.last!)))
      guard nodes[nodes.count - 1].byKind || node.edges.count <= widestNode else { return nil }
      // Each literal knows where its run of literals ends; a long run's first, its table.
      var runEnd = edges.count
      for index in (Int(firstEdges.last!)..<edges.count).reversed() {
        if edges[index].kind == .literal {
          edges[index].runEnd = Int32(runEnd)
        } else {
          runEnd = index
        }
      }
      for index in Int(firstEdges.last!)..<edges.count where edges[index].kind == .literal {
        let run = index..<Int(edges[index].runEnd)
        guard index == Int(firstEdges.last!) || edges[index - 1].kind != .literal,
          run.count >= Self.shortestTabledRun
        else { continue }
        edges[index].runTable = Int32(runTables.count)
        runTables += Self.table(of: run, heads: heads)
      }
    }
    firstEdges.append(Int32(edges.count))
    self.nodes = FrozenBuffer(nodes)
    self.firstEdges = FrozenBuffer(firstEdges)
    self.edges = FrozenBuffer(edges)
    self.heads = FrozenBuffer(heads)
    self.bytes = FrozenBuffer(bytes)
    self.runTables = FrozenBuffer(runTables)
    self.caseInsensitive = caseInsensitive
    self.parameterCount = parameterCount
  }

  /// The most parameters a route of the trie has: a match writes that many offset pairs after
  /// the whole match's.
  let parameterCount: Int

  /// The fewest literals in a run that a hash table finds, rather than a search one literal
  /// after the other: below it, the search reads fewer bytes than the table's probe.
  static let shortestTabledRun = 8

  /// The node whose edges are `edges[first...]` (with their `heads`; literals' text in
  /// `bytes`). When it is walked by kind, its edges are put in the order that walk reads them:
  /// its literals, as one run in their order, then its parameter, then its ends.
  private static func arrangeByKind(
    _ edges: inout [Edge], _ heads: inout [UInt64], bytes: [UInt8], from first: Int
  ) -> Node {
    var node = Node()
    let range = first..<edges.count
    node.end = edges[range].first { $0.kind == .end }?.target ?? -1
    let parameters = range.filter { edges[$0].kind == .parameter }
    let literals = range.filter { edges[$0].kind == .literal }
    var texts = Set<ArraySlice<UInt8>>()
    let distinct = literals.allSatisfy { index in
      let start = Int(edges[index].start)
      return texts.insert(bytes[start..<start + Int(edges[index].length)]).inserted
    }
    guard parameters.count <= 1, distinct else { return node }
    let parameter = parameters.first
    let order = literals + parameters + range.filter { edges[$0].kind == .end }
    let arranged = order.map { index in
      var edge = edges[index]
      edge.precedesParameter = index < (parameter ?? Int.max)
      return (edge, heads[index])
    }
    for (offset, (edge, head)) in arranged.enumerated() {
      edges[first + offset] = edge
      heads[first + offset] = head
    }
    node.parameter = parameter == nil ? -1 : edges[first + literals.count].target
    node.literalStart = Int32(first)
    node.literalEnd = Int32(first + literals.count)
    return node
  }

  /// The hash table of the literals at `run` (edge indices), whose first eight bytes are in
  /// `heads`: its mask, then its slots.
  private static func table(of run: Range<Int>, heads: [UInt64]) -> [Int32] {
    var capacity = 8
    while capacity < 2 * run.count { capacity <<= 1 }
    var slots = [Int32](repeating: 0, count: capacity)
    for literal in run {
      var slot = runSlot(heads[literal]) & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Int32(literal + 1)
    }
    return [Int32(capacity - 1)] + slots
  }
}
