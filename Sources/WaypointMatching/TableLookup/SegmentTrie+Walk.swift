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
    return match(node: 0, at: start, parameter: 1, in: base, count: path.count, offsets: offsets)
  }

  /// The first route in branch order below `node` that matches the path from `position`, whose
  /// next parameter is number `parameter`.
  fileprivate func match(
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

  /// Where a literal whose first eight bytes are `head` is looked for first in a run's table
  /// (before masking).
  @inline(__always)
  static func runSlot(_ head: UInt64) -> Int {
    Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// The node after the literal among `run` that is the `length` bytes at `segment` (one or
  /// more), or -1.
  @inline(never)
  fileprivate func literalTarget(in run: Range<Int>, segment: UnsafePointer<UInt8>, length: Int)
    -> Int
  {
    var head = URLByte.firstWord(of: UnsafeBufferPointer(start: segment, count: length))
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
  fileprivate func target(
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
