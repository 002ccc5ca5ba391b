/// An independent check of Waypoint's canonical route path (spec section 2), written from the
/// spec rather than from the library's normalizer.
public enum CanonicalPath {
  /// Why `path` is not canonical, or `nil` when it is: a leading `/`, no empty segment, no
  /// trailing `/` but the root, no `.` or `..` segment, only segment-safe bytes or uppercase
  /// escapes of bytes that are not unreserved, and escapes that decode to UTF-8.
  public static func violation(in path: String) -> String? {
    let bytes = Array(path.utf8)
    guard bytes.first == UInt8(ascii: "/") else { return "does not start with /" }
    if bytes.count == 1 { return nil }
    guard bytes.last != UInt8(ascii: "/") else { return "ends with /" }
    for segment in bytes.dropFirst().split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    {
      if segment.isEmpty { return "has an empty segment" }
      if segment.elementsEqual([UInt8(ascii: ".")]) || segment.elementsEqual(Array("..".utf8)) {
        return "has a dot segment"
      }
    }
    var decoded: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = uppercaseHex(bytes[index + 1]),
          let low = uppercaseHex(bytes[index + 2])
        else { return "has an escape that is not % and two uppercase hex digits at \(index)" }
        let value = high << 4 | low
        if isUnreserved(value) { return "keeps an escaped unreserved character at \(index)" }
        decoded.append(value)
        index += 3
        continue
      }
      guard byte == UInt8(ascii: "/") || isSegmentSafe(byte) else {
        return "has the unencoded byte \(byte) at \(index)"
      }
      decoded.append(byte)
      index += 1
    }
    guard Array(String(decoding: decoded, as: UTF8.self).utf8) == decoded else {
      return "has escapes that do not decode to UTF-8"
    }
    return nil
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
