/// An independent check of Waypoint's canonical route path (the Routing semantics article,
/// *Normalization*), written from the article rather than from the library's normalizer.
public enum CanonicalPath {
  /// Why `path` is not canonical, or `nil` when it is: a leading `/`, no empty segment, no
  /// trailing `/` but the root, no `.` or `..` segment, only segment-safe bytes or uppercase
  /// escapes of bytes that are not unreserved, and escapes that decode to UTF-8.
  public static func violation(in path: String) -> String? {
    let bytes = Array(path.utf8)
    guard bytes.first == UInt8(ascii: "/") else { return "does not start with /" }
    if bytes.count == 1 { return nil }
    guard bytes.last != UInt8(ascii: "/") else { return "ends with /" }
    var segmentStart = 1
    for end in 1...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
      let segment = bytes[segmentStart..<end]
      segmentStart = end + 1
      if segment.isEmpty { return "has an empty segment" }
      let dot = UInt8(ascii: ".")
      if segment.allSatisfy({ $0 == dot }) && segment.count <= 2 { return "has a dot segment" }
    }
    // Only an escape can put a byte over 0x7F in the path: the UTF-8 check is needed then.
    var escapesNonASCII = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = uppercaseHex(bytes[index + 1]),
          let low = uppercaseHex(bytes[index + 2])
        else { return "has an escape that is not % and two uppercase hex digits at \(index)" }
        let value = high << 4 | low
        if isUnreserved(value) { return "keeps an escaped unreserved character at \(index)" }
        if value > 0x7F { escapesNonASCII = true }
        index += 3
        continue
      }
      guard byte == UInt8(ascii: "/") || isSegmentSafe(byte) else {
        return "has the unencoded byte \(byte) at \(index)"
      }
      index += 1
    }
    guard escapesNonASCII else { return nil }
    let decoded = decode(bytes)
    guard Array(String(decoding: decoded, as: UTF8.self).utf8) == decoded else {
      return "has escapes that do not decode to UTF-8"
    }
    return nil
  }

  /// The bytes of a path whose escapes are all well-formed, with each escape decoded.
  private static func decode(_ bytes: [UInt8]) -> [UInt8] {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), let high = uppercaseHex(bytes[index + 1]),
        let low = uppercaseHex(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return decoded
  }

  /// RFC 3986 unreserved: letters, digits, `-`, `.`, `_`, `~`.
  public static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// Unreserved, sub-delimiters, `:` and `@`: what a path segment may hold unencoded.
  public static func isSegmentSafe(_ byte: UInt8) -> Bool {
    isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte)
  }

  private static func uppercaseHex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
