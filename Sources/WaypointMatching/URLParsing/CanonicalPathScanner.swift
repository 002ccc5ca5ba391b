/// The one-pass check of a canonical path, 16 bytes at a time: the common URL (an internal
/// path, or an accepted source's URL, already canonical) is read by it alone, and every other
/// goes to ``URLParser``, which names the errors.
enum CanonicalPathScanner {
  /// The common case in one pass: an internal path that is canonical already, with a plain
  /// query. Anything else (`nil`) goes to the full parser, which also names the errors.
  @inline(__always)
  static func canonicalInternalPath(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int
  ) -> URLComponentOffsets? {
    var firstSegmentEnd = 0
    return canonicalInternalPath(
      bytes, maximumLength: maximumLength, firstSegmentEnd: &firstSegmentEnd)
  }

  /// Whether the 8 bytes of `word` (the first lowest) are letters, digits, `-`, `.`, `_` or
  /// slashes, with no slash and no dot right after a slash (`previous`, the byte before the
  /// word, included): a plain stretch of a canonical path.
  @inline(__always)
  private static func isPlain(_ word: UInt64, after previous: UInt8) -> Bool {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    guard word & highBits == 0 else { return false }
    // Each byte with the byte before it.
    let before = word << 8 | UInt64(previous & 0x7F)
    // `-` `.` `/` and the digits are 0x2D...0x39; letters, with the case bit set, 0x61...0x7A.
    let plain =
      URLByte.bytes(of: word, in: 0x2D...0x39)
      | URLByte.bytes(of: word | 0x2020_2020_2020_2020, in: 0x61...0x7A)
      | URLByte.bytes(of: word, equalTo: UInt8(ascii: "_"))
    let slashOrDot = URLByte.bytes(of: word, in: 0x2E...0x2F)
    let afterSlash = URLByte.bytes(of: before, equalTo: URLByte.slash)
    return plain == highBits && slashOrDot & afterSlash == 0
  }

  /// ``isPlain(_:after:)`` for the 16 bytes at `start`, with the byte before them, at once,
  /// as vector operations; a block also takes the other bytes a segment keeps as they are
  /// (`URLByte.isSegmentSafe`: `~`, `:`, `@` and the sub-delimiters), which a word leaves to
  /// the byte-by-byte loop.
  @inline(always)
  private static func isPlainBlock(_ start: UnsafeRawPointer) -> Bool {
    isPlainBlock(
      start.loadUnaligned(as: SIMD16<Int8>.self),
      after: (start - 1).loadUnaligned(as: SIMD16<Int8>.self))
  }

  /// ``isPlainBlock(_:)`` for the 16 bytes of `block`, each after the byte of `before` at the
  /// same position.
  @inline(always)
  private static func isPlainBlock(_ block: SIMD16<Int8>, after before: SIMD16<Int8>) -> Bool {
    typealias Block = SIMD16<Int8>
    // Whether each byte is in `lowest..<lowest + count`, compared as unsigned bytes.
    @inline(__always) func bytes(of block: Block, from lowest: Int8, count: Int8) -> SIMDMask<Block>
    {
      (block &- Block(repeating: lowest)) ^ Block(repeating: -128)
        .< Block(repeating: count ^ -128)
    }
    @inline(__always) func equal(_ byte: Int8) -> SIMDMask<Block> {
      block .== Block(repeating: byte)
    }
    // Letters, with the case bit set, are 0x61...0x7A; `-`, `.`, `/` and the digits are
    // 0x2D...0x39. Only a block with other bytes pays for the wider test: `&'()*+,-./`, the
    // digits, `:` and `;` are 0x26...0x3B, then `!`, `$`, `=`, `@` and `~`.
    let letters = bytes(of: block | Block(repeating: 0x20), from: 0x61, count: 26) .| equal(0x5F)
    let plain = bytes(of: block, from: 0x2D, count: 13) .| letters
    let afterSlash = bytes(of: block, from: 0x2E, count: 2) .& (before .== Block(repeating: 0x2F))
    // The common block in one test: all plain, and no slash or dot after a slash.
    let clean = words(plain .& .!afterSlash)
    if clean.0 & clean.1 == ~0 { return true }
    let safe = words(
      bytes(of: block, from: 0x26, count: 22) .| letters .| equal(0x21) .| equal(0x24)
        .| equal(0x3D) .| equal(0x40) .| equal(0x7E))
    let slashOrDotAfterSlash = words(afterSlash)
    return safe.0 & safe.1 == ~0 && slashOrDotAfterSlash.0 | slashOrDotAfterSlash.1 == 0
  }

  /// A block's mask as two words (the first 8 bytes in the first), each byte 0xFF where the
  /// mask is set.
  @inline(__always)
  private static func words(_ mask: SIMDMask<SIMD16<Int8>>) -> (UInt64, UInt64) {
    unsafeBitCast(
      SIMD16<Int8>(repeating: 0).replacing(with: -1, where: mask), to: (UInt64, UInt64).self)
  }

  /// The offset of the first slash in the 16 bytes after the byte at `start` (the leading
  /// slash), or 0 when there is none among them.
  @inline(__always)
  private static func firstSlash(inBlockAfter start: UnsafeRawPointer) -> Int {
    let block = (start + 1).loadUnaligned(as: SIMD16<Int8>.self)
    let slashes = words(block .== SIMD16<Int8>(repeating: Int8(URLByte.slash)))
    if slashes.0 != 0 { return 1 + slashes.0.trailingZeroBitCount / 8 }
    if slashes.1 != 0 { return 9 + slashes.1.trailingZeroBitCount / 8 }
    return 0
  }

  /// The offset of the first slash after the leading one, or `end` when there is none
  /// before it: where the first segment ends. The first 8 bytes are searched at once.
  @inline(__always)
  private static func firstSlash(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
    guard bytes.count > 1 else { return end }
    let word = head(of: bytes)
    // Only the slash's position matters: any byte with the high bit set is no slash.
    let slashes =
      URLByte.bytes(of: word & 0x7F7F_7F7F_7F7F_7F7F, equalTo: URLByte.slash)
      & ~(word & 0x8080_8080_8080_8080)
    if slashes != 0 { return min(1 + slashes.trailingZeroBitCount / 8, end) }
    var offset = 9
    while offset < end && bytes[offset] != URLByte.slash { offset += 1 }
    return min(offset, end)
  }

  /// The bytes after the leading slash, up to 8 of them, the first lowest (zeros past the
  /// end): one load when the path has 8 bytes or more.
  @inline(__always)
  private static func head(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    switch bytes.count {
    case 9...: return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self))
    case 8: return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) >> 8
    default: return URLByte.lastBytes(raw + 1, count: bytes.count - 1, remaining: bytes.count - 1)
    }
  }

  /// Whether the dot at `offset` (right after a slash) starts a `.` or `..` segment: the
  /// segment ends after one or two dots (at a slash, the query, the fragment or the end).
  @inline(never)
  private static func startsDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> Bool
  {
    func endsSegment(_ position: Int) -> Bool {
      position >= bytes.count || bytes[position] == URLByte.slash
        || bytes[position] == URLByte.question || bytes[position] == URLByte.hash
    }
    return endsSegment(offset + 1) || (bytes[offset + 1] == URLByte.dot && endsSegment(offset + 2))
  }

  /// ``scanCanonicalPath(_:maximumLength:)`` of the route path of `bytes`, a URL that starts
  /// with `prefix`, from that path's start; `nil` also for a path with a trailing slash, which
  /// the parser rewrites (`myapp://product/42/` reads `myapp://product/42`).
  @inline(__always)
  static func scanCanonicalPath(
    of bytes: UnsafeBufferPointer<UInt8>, after prefix: AcceptedSourcePrefixes.Prefix,
    maximumLength: Int
  ) -> CanonicalPathScan? {
    guard bytes.count <= maximumLength,
      let scan = scanCanonicalPath(
        UnsafeBufferPointer(rebasing: bytes[prefix.pathStart...]), maximumLength: maximumLength),
      scan.routePathEnd == scan.end
    else { return nil }
    return scan
  }

  /// ``canonicalInternalPath(_:maximumLength:)``, which also sets `firstSegmentEnd` to the
  /// offset just after the path's first segment (1 for `/`; 6 for `/repos/a/b`), so that a
  /// lookup does not scan for it again.
  @inline(__always)
  static func canonicalInternalPath(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int, firstSegmentEnd: inout Int
  ) -> URLComponentOffsets? {
    guard let scan = scanCanonicalPath(bytes, maximumLength: maximumLength) else { return nil }
    firstSegmentEnd = scan.firstSegmentEnd
    return components(of: scan, in: bytes)
  }

  /// The path of `bytes` when it is canonical (the Routing semantics article, *Normalization*: no
  /// empty segment, no dot segment, only the bytes a segment keeps and valid escapes of reserved
  /// bytes), checked in one pass; `nil` for anything else, which the full parser looks at (and
  /// names the errors of). What follows the path (a `?` or `#`) is not looked at.
  @inline(__always)
  static func scanCanonicalPath(_ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int)
    -> CanonicalPathScan?
  {
    let count = bytes.count
    guard count > 0, count <= maximumLength, count < Int(Int32.max),
      bytes[0] == URLByte.slash
    else { return nil }
    var index = 1
    var sawEscape = false
    // Where the first segment ends, when the short test below finds it (0: not yet known).
    var firstSegmentEnd = 0
    // Most of a path is letters, digits, `-`, `.`, `_` and single slashes: checked 16 bytes at
    // a time (8 for a path that short), each with the byte before it. A block with anything
    // else (an escape, the query, a dot or slash right after a slash) is read byte by byte
    // from its start, below.
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    if count > 16 {
      // Most first segments end within the first block: found there, before the checks.
      firstSegmentEnd = Self.firstSlash(inBlockAfter: raw)
      while index < count {
        // The last block overlaps the one before it, as the words below do.
        let start = min(index, count - 16)
        guard Self.isPlainBlock(raw + start) else { break }
        index = start + 16
      }
    } else if count > 8 {
      // Up to 16 bytes: one block of the first and the last eight after the slash, which
      // overlap (checking a byte again changes nothing).
      let first = raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self)
      let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      let block = unsafeBitCast((first, last), to: SIMD16<Int8>.self)
      let before = unsafeBitCast(
        (
          raw.loadUnaligned(as: UInt64.self),
          raw.loadUnaligned(fromByteOffset: count - 9, as: UInt64.self)
        ), to: SIMD16<Int8>.self)
      if Self.isPlainBlock(block, after: before) {
        index = count
        // A plain block has no byte with the high bit set.
        let slashes = (
          URLByte.bytes(of: UInt64(littleEndian: first), equalTo: URLByte.slash),
          URLByte.bytes(of: UInt64(littleEndian: last), equalTo: URLByte.slash)
        )
        firstSegmentEnd =
          slashes.0 != 0
          ? 1 + slashes.0.trailingZeroBitCount / 8
          : slashes.1 != 0 ? count - 8 + slashes.1.trailingZeroBitCount / 8 : count
      }
    } else if count > 1 {
      // A short path in one word: letters stand in for the bytes past its end.
      let word = Self.head(of: bytes) | 0x6161_6161_6161_6161 &<< UInt64(8 &* (count &- 1))
      if Self.isPlain(word, after: URLByte.slash) {
        index = count
        let slashes = URLByte.bytes(of: word, equalTo: URLByte.slash)
        firstSegmentEnd = slashes != 0 ? 1 + slashes.trailingZeroBitCount / 8 : count
      }
    } else {
      firstSegmentEnd = 1
    }
    while index < count {
      let byte = bytes[index]
      if byte == URLByte.slash {
        if bytes[index - 1] == URLByte.slash { return nil }
        index += 1
      } else if byte == URLByte.dot {
        if bytes[index - 1] == URLByte.slash && Self.startsDotSegment(bytes, at: index) {
          return nil
        }
        index += 1
      } else if URLByte.isSegmentSafe(byte) {
        index += 1
      } else if byte == URLByte.percent {
        guard index + 2 < count, let high = URLByte.uppercaseHexValue(bytes[index + 1]),
          let low = URLByte.uppercaseHexValue(bytes[index + 2]),
          !URLByte.isUnreserved(high << 4 | low)
        else { return nil }
        sawEscape = true
        index += 3
      } else {
        break
      }
    }
    let pathEnd = index
    if pathEnd < count && bytes[pathEnd] != URLByte.question && bytes[pathEnd] != URLByte.hash {
      return nil
    }
    // A trailing slash is ignored (the Routing semantics article, *Empty and dot segments*): the
    // route path is the text before it, still a slice of the input, so no rewritten copy is needed.
    let routePathEnd = pathEnd > 1 && bytes[pathEnd - 1] == URLByte.slash ? pathEnd - 1 : pathEnd
    if sawEscape && PercentEncoding.firstInvalidEscape(in: bytes, range: 0..<pathEnd) != nil {
      return nil
    }
    if firstSegmentEnd == 0 || firstSegmentEnd > routePathEnd {
      firstSegmentEnd = Self.firstSlash(in: bytes, before: routePathEnd)
    }
    return CanonicalPathScan(
      end: pathEnd, routePathEnd: routePathEnd, firstSegmentEnd: firstSegmentEnd)
  }

  /// The parts of a URL whose path `scan` found canonical: its query (whose escapes must be
  /// valid) and fragment are checked here (no control character); `nil` when they are not
  /// plain.
  @inline(__always)
  private static func components(of scan: CanonicalPathScan, in bytes: UnsafeBufferPointer<UInt8>)
    -> URLComponentOffsets?
  {
    let count = bytes.count
    let pathEnd = scan.end
    var components = URLComponentOffsets()
    components.path = 0..<scan.routePathEnd
    guard pathEnd < count else { return components }
    // A space at the end of the query or fragment is removed by the full parser.
    if bytes[count - 1] == URLByte.space { return nil }
    var fragmentStart = count
    for position in pathEnd..<count {
      let byte = bytes[position]
      if URLByte.isControl(byte) { return nil }
      if byte == URLByte.hash && fragmentStart == count { fragmentStart = position }
    }
    if bytes[pathEnd] == URLByte.question {
      let query = pathEnd + 1..<fragmentStart
      if PercentEncoding.firstInvalidEscape(in: bytes, range: query) != nil { return nil }
      components.query = query
    }
    if fragmentStart < count { components.fragment = fragmentStart + 1..<count }
    return components
  }
}
