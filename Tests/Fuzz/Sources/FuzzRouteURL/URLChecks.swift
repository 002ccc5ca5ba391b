import FuzzCore
import WaypointMatching

/// The invariants of one parse.
enum URLChecks {
  /// Matches every path: the root, or one or more segments as `rest`.
  static let everyPath = try! RouteMatcher(
    "{/*rest}", configuration: MatchConfiguration(maximumURLLength: .max))
  /// Matches exactly one segment.
  static let oneSegment = try! RouteMatcher(
    "/:segment", configuration: MatchConfiguration(maximumURLLength: .max))

  /// The text `given` (whose UTF-8 is `givenBytes`) without the spaces (U+0020 only) at its
  /// start and end, which the parser removes before reading a URL (the Routing semantics
  /// article, *Spaces around a URL*), and its UTF-8; the text itself when it has none there
  /// (most inputs), without copying.
  static func trimmingSpaces(_ given: String, _ givenBytes: [UInt8]) -> (String, [UInt8]) {
    let space = UInt8(ascii: " ")
    if givenBytes.first != space && givenBytes.last != space { return (given, givenBytes) }
    guard let first = givenBytes.firstIndex(where: { $0 != space }),
      let last = givenBytes.lastIndex(where: { $0 != space })
    else { return ("", []) }
    let bytes = Array(givenBytes[first...last])
    return (String(decoding: bytes, as: UTF8.self), bytes)
  }

  /// Checks a refusal of `given`, whose UTF-8 is `givenBytes`. The length limit applies to the
  /// text as given; the rest (offsets, the URL an error names) to the text without the spaces at
  /// its ends.
  static func checkFailure(
    _ error: MatchingError, text given: String, bytes givenBytes: [UInt8], limit: Int
  ) {
    if givenBytes.count > limit {
      Invariant.require(
        error == .urlTooLong(length: givenBytes.count, limit: limit),
        "a URL over the limit must fail with urlTooLong first, got \(error)")
      return
    }
    let (text, bytes) = trimmingSpaces(given, givenBytes)
    let firstControl = bytes.firstIndex { $0 < 0x20 || $0 == 0x7F }
    if let firstControl {
      Invariant.require(
        error == .controlCharacter(text, offset: firstControl),
        "expected controlCharacter at \(firstControl), got \(error)")
      return
    }
    switch error {
    case .malformedURL(let url, _):
      Invariant.require(url == text, "the error names \(url), not the input")
    case .badPercentEscape(let url, let offset):
      Invariant.require(url == text, "the error names \(url), not the input")
      Invariant.require(
        offset >= 0 && offset < bytes.count && bytes[offset] == UInt8(ascii: "%"),
        "badPercentEscape offset \(offset) does not point at a %")
    case .pathAboveRoot(let url):
      Invariant.require(url == text, "the error names \(url), not the input")
      Invariant.require(
        text.contains(".") || text.lowercased().contains("%2e"),
        "pathAboveRoot without a dot segment in \(text)")
    default:
      Invariant.fail("RouteURL threw \(error.code), which is not a URL error: \(error)")
    }
    Invariant.require(!bytes.isEmpty || error.code == "malformedURL", "empty input: \(error)")
  }

  /// Checks the URL parsed from `given`, whose UTF-8 is `givenBytes`.
  static func checkSuccess(
    _ url: RouteURL, text given: String, bytes givenBytes: [UInt8], limit: Int
  ) {
    let (text, bytes) = trimmingSpaces(given, givenBytes)
    Invariant.require(url.string == text, "the URL does not keep its text without end spaces")
    Invariant.require(
      givenBytes.count <= limit, "accepted \(givenBytes.count) bytes over a \(limit) limit")
    Invariant.require(
      !bytes.contains { $0 < 0x20 || $0 == 0x7F }, "accepted a control character in \(text)")
    let path = url.path
    if let violation = CanonicalPath.violation(in: path) {
      Invariant.fail("the path \(path) of \(text) is not canonical: it \(violation)")
    }
    checkParsesBack(path, of: text)
    checkParts(url, text: text, bytes: bytes)
    checkMatching(url, path: path)
    if limit != Int.max {
      let unlimited = try? RouteURL(given, maximumLength: .max)
      Invariant.require(unlimited?.path == path, "the limit changes the path of \(text)")
    }
  }

  /// A canonical path is a canonical internal path: it parses back to itself.
  private static func checkParsesBack(_ path: String, of text: String) {
    do {
      let again = try RouteURL(path, maximumLength: .max)
      Invariant.require(
        again.path == path, "\(text) has the path \(path), which parses to \(again.path)")
      Invariant.require(again.source == .internal, "the path \(path) is not internal")
      Invariant.require(again.query.rawValue.isEmpty && again.fragment == nil, "\(path) split")
    } catch {
      Invariant.fail("\(text) has the path \(path), which does not parse: \(error)")
    }
  }

  /// The scheme, source, query and fragment are what the text says.
  private static func checkParts(_ url: RouteURL, text: String, bytes: [UInt8]) {
    let scheme = Self.scheme(of: bytes)?.lowercased()
    Invariant.require(url.scheme == scheme, "scheme \(url.scheme ?? "nil") of \(text)")
    switch url.source {
    case .internal:
      Invariant.require(scheme == nil, "\(text) has a scheme but is internal")
      // Two leading slashes are a host without a scheme, and a `:` in the first segment
      // without a valid scheme before it is malformed; neither is an internal path (the
      // Routing semantics article, *Internal paths*).
      Invariant.require(!text.hasPrefix("//"), "\(text) starts with // but is internal")
      let firstSegmentEnd =
        bytes.firstIndex {
          $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        ?? bytes.count
      Invariant.require(
        !bytes[..<firstSegmentEnd].contains(UInt8(ascii: ":")),
        "\(text) has a : in its first segment")
    case .appScheme(let name):
      Invariant.require(
        name == scheme && name != "http" && name != "https", "app scheme \(name) of \(text)")
    case .webOrigin(let origin):
      Invariant.require(
        origin.scheme == scheme && (scheme == "http" || scheme == "https"),
        "web origin \(origin) of \(text)")
      Invariant.require(
        !origin.host.isEmpty && origin.host == origin.host.lowercased() && origin.host == url.host,
        "host \(origin.host) of \(text)")
      if let port = origin.port {
        Invariant.require(
          (0...65_535).contains(port) && port != (scheme == "http" ? 80 : 443),
          "port \(port) of \(text)")
      }
    }
    // Bytes, not characters: a combining mark after `?` or `#` forms one character with it.
    // The URL keeps the text's own bytes after them, compared as bytes (no string is made).
    let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#"))
    let fragment = fragmentStart.map { bytes[($0 + 1)...] }
    let fragmentIsKept =
      if let fragment, let kept = url.fragment {
        kept.utf8.elementsEqual(fragment)
      } else {
        url.fragment == nil && fragment == nil
      }
    Invariant.require(fragmentIsKept, "fragment \(url.fragment ?? "nil") of \(text)")
    let beforeFragment = bytes[..<(fragmentStart ?? bytes.count)]
    let query = beforeFragment.firstIndex(of: UInt8(ascii: "?")).map { beforeFragment[($0 + 1)...] }
    Invariant.require(
      url.query.rawValue.utf8.elementsEqual(query ?? []), "query \(url.query.rawValue) of \(text)")
    // `all` gives each name's values, exactly those of its items in order: once per name, not
    // once per item, and compared as arrays, not each value searched for (either made a long
    // query quadratic).
    var valuesByName: [String: [String]] = [:]
    for item in url.query {
      valuesByName[item.name, default: []].append(item.value)
    }
    for (name, values) in valuesByName {
      let found = url.query.all(name)
      Invariant.require(
        found == values, "query values of \(name) are \(found), its items say \(values)")
    }
  }

  /// Every path matches `{/*rest}`; `rest` is the path without its first `/`.
  private static func checkMatching(_ url: RouteURL, path: String) {
    do {
      guard let result = try everyPath.match(url) else {
        Invariant.fail("{/*rest} does not match \(path)")
      }
      let rest = result.parameters.raw("rest").map(String.init)
      Invariant.require(
        rest == (path == "/" ? nil : String(path.dropFirst())),
        "rest is \(rest ?? "nil") on \(path)")
      // The path is canonical (checked before), so ASCII: bytes are characters; and it has no
      // empty segment, so each `/` but a lone one starts a segment.
      let segments = path == "/" ? 0 : path.utf8.count { $0 == UInt8(ascii: "/") }
      let one = try oneSegment.match(url)
      Invariant.require((one != nil) == (segments == 1), "/:segment on \(path)")
      if let one {
        Invariant.require(
          one.parameters.raw("segment").map(String.init) == String(path.dropFirst()),
          "/:segment value on \(path)")
      }
    } catch {
      Invariant.fail("matching the path \(path) threw \(error)")
    }
  }

  /// The scheme the text starts with (`ALPHA *(ALPHA / DIGIT / + / - / .)` then `:`), from
  /// its UTF-8 bytes.
  static func scheme(of bytes: [UInt8]) -> String? {
    guard let first = bytes.first, (first | 0x20) >= UInt8(ascii: "a"),
      (first | 0x20) <= UInt8(ascii: "z")
    else { return nil }
    var index = 1
    while index < bytes.count {
      let byte = bytes[index]
      let isSchemeByte =
        CanonicalPath.isUnreserved(byte) && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "~")
        || byte == UInt8(ascii: "+")
      guard isSchemeByte else { break }
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    return String(decoding: bytes[..<index], as: UTF8.self)
  }
}
