import Testing

@testable import WaypointMatching

/// How a URL's accepted source is recognized: its first word against each prefix's head, then
/// the rest of a long prefix a word at a time; checked against a byte-by-byte reference.
@Suite("Accepted sources' prefixes")
struct AcceptedSourcePrefixMatchingTests {
  private static let schemes = ["a", "ab", "abc", "abcd", "myapp", "my.app+1", "averylongscheme"]
  private static let origins = [
    "https://x.io", "https://app.example.com", "https://app.example.co", "http://localhost:8080",
  ]
  private let prefixes = AcceptedSourcePrefixes(
    appSchemes: Set(schemes), webOrigins: Set(origins.map { try! WebOrigin($0) }))

  /// The prefix texts, each ending with the slash that starts the route path.
  private static let prefixTexts = schemes.map { $0 + "://" } + origins.map { $0 + "/" }

  /// The prefix the fast path finds for `url`, as text.
  private func found(_ url: String) -> String? {
    var text = url
    return text.withUTF8 { bytes in
      prefixes.prefix(of: bytes).map { String(decoding: $0.bytes, as: UTF8.self) }
    }
  }

  /// The prefix that starts `url`, byte by byte (no two of them can both start a URL).
  private static func reference(_ url: String) -> String? {
    prefixTexts.first { Array(url.utf8).starts(with: Array($0.utf8)) }
  }

  /// Every prefix itself, cut short, with one byte changed at each position, with a path
  /// after it, and in upper case (which the fast path leaves to the parser).
  @Test func findsWhatTheReferenceFinds() {
    var urls: [String] = ["", "/", "a", "a:", "a:/", "x://", "/a://"]
    for prefix in Self.prefixTexts {
      let bytes = Array(prefix.utf8)
      urls += [prefix, prefix + "p", prefix + "product/42", prefix.uppercased()]
      urls += (0..<bytes.count).map { String(decoding: bytes[..<$0], as: UTF8.self) }
      for position in bytes.indices {
        var changed = bytes
        changed[position] ^= 0x01
        urls.append(String(decoding: changed, as: UTF8.self) + "x/y")
      }
    }
    for url in urls {
      #expect(found(url) == Self.reference(url), "\(url)")
    }
    // Each prefix is found as itself, with "p" and with a path after it; nothing else is.
    #expect(urls.filter { found($0) != nil }.count == 3 * Self.prefixTexts.count)
  }

  /// The word-at-a-time comparison agrees with comparing arrays, for every length up to 40 and
  /// a difference at every position.
  @Test func bytesEqualComparesEveryByte() {
    for count in 0...40 {
      // One byte more than compared, which differs: never read.
      let left = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) } + [1]
      var cases = [(left[..<count] + [2], true)]
      for position in 0..<count {
        var right = left[..<count] + [2]
        right[position] ^= 0x80
        cases.append((right, false))
      }
      for (right, same) in cases {
        let equal = left.withUnsafeBytes { l in
          Array(right).withUnsafeBytes { r in
            URLByte.bytesEqual(l.baseAddress!, r.baseAddress!, count: count)
          }
        }
        #expect(equal == same, "count \(count)")
      }
    }
  }
}
