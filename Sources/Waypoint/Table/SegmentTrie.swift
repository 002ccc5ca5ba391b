/// A program's routes matched segment by segment in Swift, for a program whose atoms are all
/// whole literal segments and plain parameters (`/user/:id`, `/repos/:owner/:repo/events`):
/// the most common routes, for which running PCRE2 costs more than the match itself.
///
/// It finds the match PCRE2 finds with the program's regex. The regex tries a node's branches
/// in order and backtracks into the next when one fails further on; this trie does the same
/// walk. A plain parameter is `[^/]+` followed by a `/` or the end of the path, so it can only
/// take its whole segment, and a literal segment can only match a segment of its length:
/// neither has more than one way to match, so the walk needs no other backtracking.
final class SegmentTrie: Sendable {
  /// A branch of a node, in the order the regex tries them.
  private struct Edge {
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
    /// The route's index for an end; the next node otherwise.
    var target: Int32
    var start: Int32 = 0
    var length: Int32 = 0
    /// A literal's first eight bytes, zero-filled past its end.
    var head: UInt64 = 0
  }

  // Written once, in `init`, and only read after: safe to read from any thread. Buffers of
  // their own, so that a lookup reads them without an array's checks.
  /// Per node, where its edges start in ``edges``; one more entry ends the last node's.
  nonisolated(unsafe) private let firstEdges: UnsafeMutableBufferPointer<Int32>
  nonisolated(unsafe) private let edges: UnsafeMutableBufferPointer<Edge>
  nonisolated(unsafe) private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let caseInsensitive: Bool

  /// The most branches a node may have by default. This trie tries a node's branches one
  /// after the other, where PCRE2's JIT tells literal branches apart a character at a time:
  /// past about sixteen branches PCRE2 is the faster (measured in `make bench` on the GitHub
  /// API and matchit's sets, whose widest nodes have dozens).
  static let widestNode = 16

  /// The most segments a route may have: the walk recurses once per segment at most, on the
  /// calling thread's stack, so a deeper trie is left to PCRE2.
  static let deepestNode = 128

  /// The trie of `root`, or `nil` when one of its atoms is not plain, one of its nodes has
  /// more than `widestNode` branches, or a route more than ``deepestNode`` segments.
  init?(_ root: RouteTrie, caseInsensitive: Bool, widestNode: Int = SegmentTrie.widestNode) {
    var firstEdges: [Int32] = []
    var edges: [Edge] = []
    var bytes: [UInt8] = []
    // Nodes are numbered breadth first: a node's number is known before its edges are written.
    var queue = [(node: root, depth: 0)]
    var next = 0
    while next < queue.count {
      let (node, depth) = queue[next]
      next += 1
      guard node.edges.count <= widestNode, depth <= Self.deepestNode else { return nil }
      firstEdges.append(Int32(edges.count))
      for edge in node.edges {
        switch edge {
        case .end(let route):
          edges.append(Edge(kind: .end, target: Int32(route)))
        case .atom(let atom, let child):
          let target = Int32(queue.count)
          queue.append((child, depth + 1))
          switch atom.plain {
          case nil:
            return nil
          case .parameter:
            edges.append(Edge(kind: .parameter, target: target))
          case .literal(let literal):
            let head = literal.withUnsafeBufferPointer { URLByte.firstWord(of: $0) }
            edges.append(
              Edge(
                kind: .literal, target: target, start: Int32(bytes.count),
                length: Int32(literal.count), head: head))
            bytes += literal
          }
        }
      }
    }
    firstEdges.append(Int32(edges.count))
    self.firstEdges = .allocate(capacity: firstEdges.count)
    _ = self.firstEdges.initialize(from: firstEdges)
    self.edges = .allocate(capacity: edges.count)
    _ = self.edges.initialize(from: edges)
    // At least eight bytes, so that a literal's bytes can always be read whole.
    self.bytes = .allocate(capacity: max(8, bytes.count))
    self.bytes.initialize(repeating: 0)
    _ = self.bytes.update(fromContentsOf: bytes)
    self.caseInsensitive = caseInsensitive
  }

  deinit {
    firstEdges.deallocate()
    edges.deallocate()
    bytes.deallocate()
  }

  /// Matches `path` from `start`; on a match, returns the index the matching route's end
  /// names, with its parameters' offsets written to `offsets` (pair 1 for the first
  /// parameter, as PCRE2 numbers them; pair 0 is the whole match).
  @inline(__always)
  func match(
    _ path: UnsafeBufferPointer<UInt8>, from start: Int, offsets: UnsafeMutablePointer<Int>
  ) -> Int? {
    guard let base = path.baseAddress else { return nil }
    offsets[0] = start
    offsets[1] = path.count
    return match(node: 0, at: start, parameter: 1, in: base, count: path.count, offsets: offsets)
  }

  /// The first route in branch order below `node` that matches the path from `position`, whose
  /// next parameter is number `parameter`.
  private func match(
    node: Int, at position: Int, parameter: Int, in path: UnsafePointer<UInt8>, count: Int,
    offsets: UnsafeMutablePointer<Int>
  ) -> Int? {
    var node = node
    var position = position
    var parameter = parameter
    // The last branch of a node is followed in this loop (nothing is tried after it); the
    // branches before it, recursively.
    while true {
      var edge = Int(firstEdges[node])
      let last = Int(firstEdges[node &+ 1]) &- 1
      // The segment at `position` (its `/` included): every branch but an end reads it whole.
      var segmentEnd = position
      if position < count && path[position] == URLByte.slash {
        segmentEnd &+= 1
        while segmentEnd < count && path[segmentEnd] != URLByte.slash { segmentEnd &+= 1 }
      }
      let length = segmentEnd &- position
      while true {
        let candidate = edges[edge]
        // The node the branch goes on to, or -1 when it fails here.
        var next = -1
        var nextParameter = parameter
        switch candidate.kind {
        case .end:
          if position == count { return Int(candidate.target) }
        case .literal:
          if Int(candidate.length) == length && literal(candidate, matches: path + position) {
            next = Int(candidate.target)
          }
        case .parameter:
          if length > 1 {
            offsets[2 &* parameter] = position &+ 1
            offsets[2 &* parameter &+ 1] = segmentEnd
            next = Int(candidate.target)
            nextParameter &+= 1
          }
        }
        if edge == last {
          guard next >= 0 else { return nil }
          node = next
          parameter = nextParameter
          break
        }
        if next >= 0,
          let route = match(
            node: next, at: segmentEnd, parameter: nextParameter, in: path, count: count,
            offsets: offsets)
        {
          return route
        }
        edge &+= 1
      }
      position = segmentEnd
    }
  }

  /// Whether the literal of `edge` is the bytes at `segment` (as many as the literal has).
  @inline(__always)
  private func literal(_ edge: Edge, matches segment: UnsafePointer<UInt8>) -> Bool {
    let count = Int(edge.length)
    let literal = UnsafeRawPointer(bytes.baseAddress! + Int(edge.start))
    guard !caseInsensitive else {
      for offset in 0..<count
      where URLByte.lowercased(segment[offset])
        != literal.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      return true
    }
    if count <= 8 {
      let word = URLByte.firstWord(of: UnsafeBufferPointer(start: segment, count: count))
      return word == edge.head
    }
    return URLByte.bytesEqual(UnsafeRawPointer(segment), literal, count: count)
  }
}
