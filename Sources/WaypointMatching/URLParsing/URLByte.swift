/// The RFC 3986 character classes the URL parser and the pattern compiler need, on UTF-8 bytes.
package enum URLByte {
  static let slash = UInt8(ascii: "/")
  static let percent = UInt8(ascii: "%")
  static let question = UInt8(ascii: "?")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let dot = UInt8(ascii: ".")
  static let plus = UInt8(ascii: "+")
  static let space = UInt8(ascii: " ")
  static let ampersand = UInt8(ascii: "&")
  static let equals = UInt8(ascii: "=")
  static let at = UInt8(ascii: "@")
  static let backslash = UInt8(ascii: "\\")

  /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`: never needs percent-encoding (one bit per ASCII
  /// byte).
  @inline(__always)
  static func isUnreserved(_ byte: UInt8) -> Bool {
    let mask: UInt64 = byte < 64 ? 0x03FF_6000_0000_0000 : 0x47FF_FFFE_87FF_FFFE
    return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
  }

  /// `sub-delims / ":" / "@"`: allowed as they are in a path segment, next to the unreserved.
  @inline(__always)
  static func isPathDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
      UInt8(ascii: "@"):
      return true
    default:
      return false
    }
  }

  /// A byte that may stand unencoded in a canonical path segment: unreserved, sub-delimiters,
  /// `:` and `@` (one bit per ASCII byte).
  @inline(__always)
  static func isSegmentSafe(_ byte: UInt8) -> Bool {
    let mask: UInt64 = byte < 64 ? 0x2FFF_7FD2_0000_0000 : 0x47FF_FFFE_87FF_FFFF
    return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
  }

  /// The high bit of each byte of `word` (ASCII bytes only) within `range` (from 1 through
  /// 127).
  @inline(__always)
  static func bytes(of word: UInt64, in range: ClosedRange<UInt8>) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // The bit trick counts strictly between its bounds.
    let low = UInt64(range.lowerBound) &- 1
    let high = UInt64(range.upperBound) + 1
    let low7 = word & (ones &* 127)
    return ((ones &* (127 &+ high)) &- low7) & ~word & (low7 &+ ones &* (127 &- low))
      & (ones &* 128)
  }

  /// The high bit of each byte of `word` (ASCII bytes only) that equals `byte`, exactly.
  @inline(__always)
  static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return ~(((difference & low7) &+ low7) | difference | low7)
  }

  /// A C0 control character or DEL: refused anywhere in a URL.
  @inline(__always)
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// The value of a hexadecimal digit, or `nil`.
  @inline(__always)
  static func hexValue(_ byte: UInt8) -> UInt8? {
    if let value = uppercaseHexValue(byte) { return value }
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
    default: return nil
    }
  }

  /// The value of a digit or uppercase hex letter (the canonical form of an escape), or `nil`.
  @inline(__always)
  static func uppercaseHexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
    default: return nil
    }
  }

  /// The uppercase hexadecimal digit for a value below 16.
  @inline(__always)
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ value &- 10
  }

  /// ASCII lowercase of a byte; other bytes unchanged.
  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }

  /// A letter, digit, `+`, `-` or `.`: the characters of a scheme after its first letter.
  @inline(__always)
  package static func isSchemeCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// An ASCII digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// An ASCII letter.
  @inline(__always)
  package static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// The offset of the first `/` after `position` in the `count` bytes at `path`, or `count`:
  /// where the segment that starts at `position` ends. Read sixteen bytes at a time, then
  /// eight; the last few in the path's last eight (shifted, so that the bytes read before are out), or byte by
  /// byte in a path shorter than eight.
  @inline(__always)
  static func nextSlash(in path: UnsafePointer<UInt8>, after position: Int, count: Int) -> Int {
    var start = position &+ 1
    // A long segment (a parameter's value, mostly), sixteen bytes at a time.
    while count &- start >= 16 {
      let block = UnsafeRawPointer(path + start).loadUnaligned(as: SIMD16<Int8>.self)
      let slashes = unsafeBitCast(
        SIMD16<Int8>(repeating: 0).replacing(
          with: -1, where: block .== SIMD16<Int8>(repeating: Int8(slash))),
        to: (UInt64, UInt64).self)
      if slashes.0 != 0 { return start &+ slashes.0.trailingZeroBitCount / 8 }
      if slashes.1 != 0 { return start &+ 8 &+ slashes.1.trailingZeroBitCount / 8 }
      start &+= 16
    }
    while count &- start >= 8 {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(path + start).loadUnaligned(as: UInt64.self))
      let slashes = bytes(of: word, equalTo: slash)
      if slashes != 0 { return start &+ slashes.trailingZeroBitCount / 8 }
      start &+= 8
    }
    let remaining = count &- start
    if remaining > 0 && count >= 8 {
      // The zero bytes shifted in are no slash.
      let word =
        UInt64(littleEndian: UnsafeRawPointer(path + (count &- 8)).loadUnaligned(as: UInt64.self))
        &>> UInt64(8 &* (8 &- remaining))
      let slashes = bytes(of: word, equalTo: slash)
      return slashes != 0 ? start &+ slashes.trailingZeroBitCount / 8 : count
    }
    while start < count && path[start] != slash { start &+= 1 }
    return start
  }

  /// The offset of the first byte of `bytes[start..<end]` that `matches`, or `end` when there
  /// is none: eight bytes at a time through `wordMask` (the high bit of each byte of a word that
  /// matches; the first byte is the lowest), then the last few one at a time.
  @inline(__always)
  static func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    wordMask: (UInt64) -> UInt64, matches: (UInt8) -> Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return end }
    let raw = UnsafeRawPointer(base)
    var offset = start
    while offset + 8 <= end {
      let found = wordMask(
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      if found != 0 { return offset + found.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < end && !matches(bytes[offset]) { offset += 1 }
    return offset
  }

  /// The high bit of each byte of `word` that is a C0 control character or DEL.
  @inline(__always)
  static func controlBytes(of word: UInt64) -> UInt64 {
    bytes(of: word, in: 1...0x1F) | bytes(of: word, equalTo: 0) | bytes(of: word, equalTo: 0x7F)
  }

  /// Whether every byte of `bytes` is ASCII, read eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var highBits: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      highBits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    if offset < bytes.count {
      highBits |= lastBytes(raw, count: bytes.count, remaining: bytes.count - offset)
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// The first 8 bytes of the `length` bytes (one or more) at `position` in the `count` bytes
  /// at `path`, the first byte lowest, zeros past a shorter end: one load of eight bytes of
  /// the path (the last eight, shifted, near its end), unless the path is shorter than eight.
  @inline(__always)
  static func firstWord(
    at position: Int, length: Int, in path: UnsafePointer<UInt8>, count: Int
  ) -> UInt64 {
    let raw = UnsafeRawPointer(path)
    let word: UInt64
    if count &- position >= 8 {
      word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    } else if count >= 8 {
      word =
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        &>> UInt64(8 &* (8 &- (count &- position)))
    } else {
      return lastBytes(raw + position, count: length, remaining: min(length, 8))
    }
    return length >= 8 ? word : word & ((1 &<< UInt64(8 &* length)) &- 1)
  }

  /// The first 8 bytes of `bytes`, the first byte lowest; zeros past a shorter end.
  @inline(__always)
  static func firstWord(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
    let raw = UnsafeRawPointer(base)
    if bytes.count >= 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
    return lastBytes(raw, count: bytes.count, remaining: bytes.count)
  }

  /// Whether the `count` bytes at `left` and at `right` are the same, compared eight at a time
  /// (the last eight overlapping the word before them), four at a time under eight.
  @inline(__always)
  static func bytesEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    @inline(__always) func word(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 {
      raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    @inline(__always) func half(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt32 {
      raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }
    if count >= 8 {
      var offset = 0
      while offset < count - 8 {
        if word(left, offset) != word(right, offset) { return false }
        offset += 8
      }
      return word(left, count - 8) == word(right, count - 8)
    }
    if count >= 4 {
      return half(left, 0) == half(right, 0) && half(left, count - 4) == half(right, count - 4)
    }
    for offset in 0..<count
    where left.load(fromByteOffset: offset, as: UInt8.self)
      != right.load(fromByteOffset: offset, as: UInt8.self)
    {
      return false
    }
    return true
  }

  /// The last `remaining` bytes (0 to 7) of the `count` bytes at `raw`, the first byte
  /// lowest, read in at most three loads.
  @inline(__always)
  static func lastBytes(_ raw: UnsafeRawPointer, count: Int, remaining: Int) -> UInt64 {
    if count >= 8 {
      // The last eight bytes overlap the hashed words: shift out those already hashed.
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
      return word &>> (8 &* UInt64(8 &- remaining))
    }
    var offset = count - remaining
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    if remaining & 4 != 0 {
      tail = UInt64(
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      offset += 4
      shift = 32
    }
    if remaining & 2 != 0 {
      let half = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
      tail |= UInt64(half) &<< shift
      offset += 2
      shift += 16
    }
    if remaining & 1 != 0 {
      tail |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) &<< shift
    }
    return tail
  }
}
