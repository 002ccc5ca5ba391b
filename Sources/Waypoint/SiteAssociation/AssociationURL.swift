/// A URL split as an association file compares it: its parts as written (RFC 3986), scheme and
/// host lowercased, no normalization of the path.
///
/// ```swift
/// let url = AssociationURL("https://Shop.example.com/a/b/?x=1#top")
/// url.host     // "shop.example.com"
/// url.path     // "/a/b"  (trailing slashes do not count)
/// url.query    // "x=1"
/// url.fragment // "top"
/// ```
struct AssociationURL: Sendable, Hashable {
  /// The scheme, lowercased; `nil` for a path.
  let scheme: String?
  /// The host, lowercased; `nil` for a path.
  let host: String?
  /// The port, when written.
  let port: Int?
  /// The path as written, without trailing `/` (the system ignores them), `/` when empty.
  let path: String
  /// The query as written, without its `?`; `nil` when the URL has none.
  let query: String?
  /// The fragment as written, without its `#`; `nil` when the URL has none.
  let fragment: String?

  init(_ text: String) {
    var rest = Substring(text)
    if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"),
      rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    {
      scheme = rest[..<colon].lowercased()
      rest = rest[rest.index(colon, offsetBy: 3)...]
      let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
      var authority = rest[..<end]
      if let at = authority.lastIndex(of: "@") {
        authority = authority[authority.index(after: at)...]
      }
      if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
        port = Int(authority[authority.index(after: colon)...])
        host = authority[..<colon].lowercased()
      } else {
        port = nil
        host = authority.lowercased()
      }
      rest = rest[end...]
    } else {
      scheme = nil
      host = nil
      port = nil
    }
    var fragment: String?
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    var query: String?
    if let mark = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: mark)...])
      rest = rest[..<mark]
    }
    self.fragment = fragment
    self.query = query
    path = rest.isEmpty ? "/" : AssociationRules.withoutTrailingSlashes(String(rest))
  }

  /// The query's items as written: split at `&` (empty items skipped) and at the first `=`;
  /// an item without `=` has the value "".
  var queryItems: [(name: String, value: String)] {
    guard let query else { return [] }
    return query.split(separator: "&").map { item in
      guard let equals = item.firstIndex(of: "=") else { return (String(item), "") }
      return (String(item[..<equals]), String(item[item.index(after: equals)...]))
    }
  }

  /// Whether the URL is on `origin` (a path has no origin: it is not).
  func isOn(_ origin: WebOrigin) -> Bool {
    guard scheme == origin.scheme, host == origin.host else { return false }
    let defaultPort = origin.scheme == "https" ? 443 : 80
    return (port ?? defaultPort) == (origin.port ?? defaultPort)
  }

  /// `text` with its `%XX` escapes decoded, as the system compares under `percentEncoded:
  /// false`; as written when the escapes do not decode to UTF-8.
  static func decoded(_ text: String) -> String {
    guard text.contains("%") else { return text }
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    var decoded = ""
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): decoded.unicodeScalars.append(scalar)
      case .emptyInput: return decoded
      case .error: return text
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
