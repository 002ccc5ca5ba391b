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
    /// For a literal, the index just after the run of literal branches it starts or is in:
    /// they can never match the same segment, so when one does, the others need not be tried.
    var runEnd: Int32 = 0
    /// For the first literal of a run of at least ``SegmentTrie/shortestTabledRun``, where its
    /// hash table starts in ``SegmentTrie/runTables``; -1 for none.
    var runTable: Int32 = -1
  }

  // Written once, in `init`, and only read after: safe to read from any thread. Buffers of
  // their own, so that a lookup reads them without an array's checks.
  /// Per node, where its edges start in ``edges``; one more entry ends the last node's.
  nonisolated(unsafe) private let firstEdges: UnsafeMutableBufferPointer<Int32>
  nonisolated(unsafe) private let edges: UnsafeMutableBufferPointer<Edge>
  /// Per edge, a literal's first eight bytes (zero-filled past its end), 0 for other edges: a
  /// run of literals is searched for a segment's first bytes here, one load per literal.
  nonisolated(unsafe) private let heads: UnsafeMutableBufferPointer<UInt64>
  nonisolated(unsafe) private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// The hash tables of the long runs of literals, one after the other: each is its mask,
  /// then its slots, each slot a literal's edge index plus one (0 when empty), found by the
  /// literal's first eight bytes.
  nonisolated(unsafe) private let runTables: UnsafeMutableBufferPointer<Int32>
  private let caseInsensitive: Bool

  /// The most branches a node may have by default. A run of literal branches is searched
  /// one literal after the other, where PCRE2's JIT tells them apart a character at a time:
  /// past some dozens, PCRE2 is the faster. With 64 (the widest nodes of the GitHub API and
  /// matchit sets have about 30 branches), every shipped set ran as fast or faster in
  /// `make bench` than with a limit of 16.
  static let widestNode = 64

  /// The most segments a route may have: the walk recurses once per segment at most, on the
  /// calling thread's stack, so a deeper trie is left to PCRE2.
  static let deepestNode = 128

  /// The trie of `root`, or `nil` when one of its atoms is not plain, one of its nodes has no
  /// branch or more than `widestNode`, or a route more than ``deepestNode`` segments.
  init?(_ root: RouteTrie, caseInsensitive: Bool, widestNode: Int = SegmentTrie.widestNode) {
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
      guard !node.edges.isEmpty, node.edges.count <= widestNode, depth <= Self.deepestNode
      else { return nil }
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
    self.firstEdges = .allocate(capacity: firstEdges.count)
    _ = self.firstEdges.initialize(from: firstEdges)
    self.edges = .allocate(capacity: edges.count)
    _ = self.edges.initialize(from: edges)
    self.heads = .allocate(capacity: heads.count)
    _ = self.heads.initialize(from: heads)
    self.bytes = .allocate(capacity: max(1, bytes.count))
    _ = self.bytes.initialize(from: bytes)
    self.runTables = .allocate(capacity: max(1, runTables.count))
    _ = self.runTables.initialize(from: runTables)
    self.caseInsensitive = caseInsensitive
    self.parameterCount = parameterCount
  }

  /// The most parameters a route of the trie has: a match writes that many offset pairs after
  /// the whole match's.
  let parameterCount: Int

  deinit {
    firstEdges.deallocate()
    edges.deallocate()
    heads.deallocate()
    bytes.deallocate()
    runTables.deallocate()
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
        segmentEnd = URLByte.nextSlash(in: path, after: position, count: count)
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
          // The run of literals from here: at most one is this segment.
          let runEnd = Int(candidate.runEnd)
          if length > 0 {
            next = literalTarget(in: edge..<runEnd, segment: path + position, length: length)
          }
          edge = runEnd &- 1
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

  /// The fewest literals in a run that a hash table finds, rather than a search one literal
  /// after the other (in `make bench`, 8 ran the GitHub x64 set 3 to 4 ns faster than no
  /// table, 4 no faster than 8).
  static let shortestTabledRun = 8

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

  /// Where a literal whose first eight bytes are `head` is looked for first in a run's table
  /// (before masking).
  @inline(__always)
  private static func runSlot(_ head: UInt64) -> Int {
    Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// The node after the literal among `run` that is the `length` bytes at `segment` (one or
  /// more), or -1.
  @inline(never)
  private func literalTarget(in run: Range<Int>, segment: UnsafePointer<UInt8>, length: Int)
    -> Int
  {
    var head = URLByte.firstWord(of: UnsafeBufferPointer(start: segment, count: length))
    if caseInsensitive {
      // Literals are lowercase: so is the segment's head, its ASCII capitals given their 0x20 bit.
      head |= URLByte.bytes(of: head, in: UInt8(ascii: "A")...UInt8(ascii: "Z")) >> 2
    }
    let first = edges[run.lowerBound]
    if first.runTable >= 0 {
      let table = runTables.baseAddress! + Int(first.runTable)
      let mask = Int(table[0])
      var slot = Self.runSlot(head) & mask
      while true {
        let entry = Int(table[1 &+ slot])
        guard entry != 0 else { return -1 }
        if let target = target(of: entry &- 1, head: head, segment: segment, length: length) {
          return target
        }
        slot = (slot &+ 1) & mask
      }
    }
    var literal = run.lowerBound
    while literal < run.upperBound {
      if let target = target(of: literal, head: head, segment: segment, length: length) {
        return target
      }
      literal &+= 1
    }
    return -1
  }

  /// The node after literal edge `literal` when it is the `length` bytes at `segment`, whose
  /// first eight bytes (folded as the literals are) are `head`; `nil` when it is not.
  @inline(__always)
  private func target(
    of literal: Int, head: UInt64, segment: UnsafePointer<UInt8>, length: Int
  ) -> Int? {
    guard heads[literal] == head else { return nil }
    let edge = edges[literal]
    guard Int(edge.length) == length && (length <= 8 || tail(of: edge, matches: segment)) else {
      return nil
    }
    return Int(edge.target)
  }

  /// Whether the bytes of the literal of `edge` after its first eight are those at `segment`
  /// after its first eight (as many as the literal has).
  @inline(__always)
  private func tail(of edge: Edge, matches segment: UnsafePointer<UInt8>) -> Bool {
    let count = Int(edge.length) &- 8
    let literal = bytes.baseAddress! + (Int(edge.start) &+ 8)
    let segment = segment + 8
    guard !caseInsensitive else {
      for offset in 0..<count where URLByte.lowercased(segment[offset]) != literal[offset] {
        return false
      }
      return true
    }
    return URLByte.bytesEqual(UnsafeRawPointer(segment), UnsafeRawPointer(literal), count: count)
  }
}
