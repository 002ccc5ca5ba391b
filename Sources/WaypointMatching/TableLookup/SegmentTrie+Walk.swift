extension SegmentTrie {
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
    let route = match(node: 0, at: start, pair: offsets + 2, in: base, count: path.count)
    return route >= 0 ? route : nil
  }

  /// The index of the first route in branch order below `node` that matches the path from
  /// `position`, or -1 for none; the next parameter's offsets go to `pair` (its start, then
  /// its end).
  fileprivate func match(
    node: Int, at position: Int, pair: UnsafeMutablePointer<Int>, in path: UnsafePointer<UInt8>,
    count: Int
  ) -> Int {
    var node = node
    var position = position
    var pair = pair
    while true {
      let summary = nodes[node]
      // At the end of the path only a route's end matches; before it, a route's end never does.
      guard position < count else { return Int(summary.end) }
      // Every branch reads the segment at `position` whole, its `/` included.
      guard path[position] == URLByte.slash else { return -1 }
      let segmentEnd = URLByte.nextSlash(in: path, after: position, count: count)
      let length = segmentEnd &- position
      guard summary.byKind else {
        return matchEdges(
          of: node, at: position, segmentEnd: segmentEnd, pair: pair, in: path, count: count)
      }
      let literal =
        summary.literalEnd > summary.literalStart
        ? literalEdge(
          in: Int(summary.literalStart)..<Int(summary.literalEnd), at: position, length: length,
          in: path, count: count)
        : -1
      // A parameter takes a segment of one byte or more after its `/`.
      let takesParameter = summary.parameter >= 0 && length > 1
      if literal >= 0 {
        let edge = edges[literal]
        if takesParameter {
          if edge.precedesParameter {
            let route = match(
              node: Int(edge.target), at: segmentEnd, pair: pair, in: path, count: count)
            if route >= 0 { return route }
          } else {
            pair[0] = position &+ 1
            pair[1] = segmentEnd
            let route = match(
              node: Int(summary.parameter), at: segmentEnd, pair: pair + 2, in: path, count: count)
            if route >= 0 { return route }
            node = Int(edge.target)
            position = segmentEnd
            continue
          }
        } else {
          node = Int(edge.target)
          position = segmentEnd
          continue
        }
      }
      guard takesParameter else { return -1 }
      pair[0] = position &+ 1
      pair[1] = segmentEnd
      node = Int(summary.parameter)
      pair += 2
      position = segmentEnd
    }
  }

  /// ``match(node:at:pair:in:count:)`` for a node that is not walked by kind (see
  /// ``SegmentTrie/Node``), at a segment from `position` to `segmentEnd`: its branches in
  /// order, the last one in this loop and the ones before it recursively.
  @inline(never)
  fileprivate func matchEdges(
    of node: Int, at position: Int, segmentEnd: Int, pair: UnsafeMutablePointer<Int>,
    in path: UnsafePointer<UInt8>, count: Int
  ) -> Int {
    let length = segmentEnd &- position
    var edge = Int(firstEdges[node])
    let last = Int(firstEdges[node &+ 1]) &- 1
    while true {
      let candidate = edges[edge]
      // The node the branch goes on to, or -1 when it fails here.
      var next = -1
      var nextPair = pair
      switch candidate.kind {
      case .end:
        // Not at the end of the path: a route's end does not match.
        break
      case .literal:
        // The run of literals from here: at most one is this segment.
        let runEnd = Int(candidate.runEnd)
        let literal = literalEdge(
          in: edge..<runEnd, at: position, length: length, in: path, count: count)
        if literal >= 0 { next = Int(edges[literal].target) }
        edge = runEnd &- 1
      case .parameter:
        if length > 1 {
          pair[0] = position &+ 1
          pair[1] = segmentEnd
          next = Int(candidate.target)
          nextPair += 2
        }
      }
      if next >= 0 {
        let route = match(node: next, at: segmentEnd, pair: nextPair, in: path, count: count)
        if route >= 0 { return route }
      }
      if edge == last { return -1 }
      edge &+= 1
    }
  }

  /// Where a literal whose first eight bytes are `head` is looked for first in a run's table
  /// (before masking).
  @inline(__always)
  static func runSlot(_ head: UInt64) -> Int {
    Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// The literal edge among `run` that is the `length` bytes (one or more) at `position` in
  /// the `count` bytes at `path`, or -1. Inlined into the walk: as a call it ran about as many
  /// instructions, and took longer (Parse 24.1-25.0 ns against 23.8-24.2).
  @inline(__always)
  fileprivate func literalEdge(
    in run: Range<Int>, at position: Int, length: Int, in path: UnsafePointer<UInt8>, count: Int
  ) -> Int {
    let segment = path + position
    var head = URLByte.firstWord(at: position, length: length, in: path, count: count)
    if caseInsensitive {
      // Literals are lowercase: so is the segment's head, its ASCII capitals given their 0x20 bit.
      head |= URLByte.bytes(of: head, in: UInt8(ascii: "A")...UInt8(ascii: "Z")) >> 2
    }
    let first = edges[run.lowerBound]
    if first.runTable >= 0 {
      let table = runTables.baseAddress + Int(first.runTable)
      let mask = Int(table[0])
      var slot = Self.runSlot(head) & mask
      while true {
        let entry = Int(table[1 &+ slot])
        guard entry != 0 else { return -1 }
        if isLiteral(entry &- 1, head: head, segment: segment, length: length) {
          return entry &- 1
        }
        slot = (slot &+ 1) & mask
      }
    }
    var literal = run.lowerBound
    while literal < run.upperBound {
      if isLiteral(literal, head: head, segment: segment, length: length) { return literal }
      literal &+= 1
    }
    return -1
  }

  /// Whether literal edge `literal` is the `length` bytes at `segment`, whose first eight
  /// bytes (folded as the literals are) are `head`.
  @inline(__always)
  fileprivate func isLiteral(
    _ literal: Int, head: UInt64, segment: UnsafePointer<UInt8>, length: Int
  ) -> Bool {
    guard heads[literal] == head else { return false }
    let edge = edges[literal]
    return Int(edge.length) == length && (length <= 8 || tail(of: edge, matches: segment))
  }

  /// Whether the bytes of the literal of `edge` after its first eight are those at `segment`
  /// after its first eight (as many as the literal has).
  @inline(__always)
  fileprivate func tail(of edge: Edge, matches segment: UnsafePointer<UInt8>) -> Bool {
    let count = Int(edge.length) &- 8
    let literal = bytes.baseAddress + (Int(edge.start) &+ 8)
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
