/// The routes that are not all literal but have no parameters (`/a{/b}`), by the plain text
/// their pattern starts with, so that the compiled table tries on a static route's path only
/// those that could match it.
///
/// Such a route can match a path only if the path starts with the run of letters, digits,
/// `/`, `_` and `-` that begins its normalized pattern: those characters always match
/// themselves (ignoring case when the router does).
struct OptionalLiteralIndex {
  private var byPrefix: [Substring: [RouteRecord]] = [:]
  /// The longest prefix held, in bytes.
  private var longest = 0
  private let caseInsensitive: Bool

  /// The index of `entries`, routes whose `isOptionalLiteral` is set.
  init(_ entries: [RouteRecord], caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
    for entry in entries {
      let path = entry.expression.path
      var prefix = Substring(caseInsensitive ? path.lowercased() : path)
      let end = prefix.utf8.firstIndex { !Self.isPlain($0) } ?? prefix.utf8.endIndex
      prefix = prefix[..<end]
      byPrefix[prefix, default: []].append(entry)
      longest = max(longest, prefix.utf8.count)
    }
  }

  /// The routes that may match `path` (a static route's literal path, lowercased when the
  /// router ignores case): those whose prefix starts it.
  ///
  /// - Complexity: one hash lookup per plain byte at the start of `path`, at most as many as
  ///   the longest prefix has.
  func candidates(for path: String) -> [RouteRecord] {
    guard !byPrefix.isEmpty else { return [] }
    let text = Substring(path)
    var found: [RouteRecord] = []
    var end = text.utf8.startIndex
    var length = 0
    while true {
      if let entries = byPrefix[text[..<end]] { found += entries }
      guard end < text.utf8.endIndex, length < longest, Self.isPlain(text.utf8[end]) else {
        break
      }
      end = text.utf8.index(after: end)
      length += 1
    }
    return found
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"),
      UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
