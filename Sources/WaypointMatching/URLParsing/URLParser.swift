/// The byte-level URL parser behind ``RouteURL`` (see the Routing semantics article, *Link sources
/// and the route path* and *Normalization*).
enum URLParser {
  /// What a parse found: the URL as read (the input, or the input without the spaces around
  /// it), its canonical path when it differs from the text, and where its parts are.
  struct Parts {
    let string: String
    let rewrittenPath: String?
    let components: URLComponentOffsets
  }

  /// Parses and normalizes `input`.
  ///
  /// - Throws: the URL errors of ``MatchingError``.
  static func parse(_ input: String, maximumLength: Int) throws(MatchingError) -> Parts {
    var text = input
    var components = URLComponentOffsets()
    var rewrittenPath: String?
    var failure: MatchingError?
    var hasSpaceAtAnEnd = false
    text.withUTF8 { bytes in
      if let canonical = CanonicalPathScanner.canonicalInternalPath(
        bytes, maximumLength: maximumLength)
      {
        components = canonical
        return
      }
      // A canonical path has no space at either end (the fast paths leave such URLs here).
      if bytes.first == URLByte.space || bytes.last == URLByte.space {
        hasSpaceAtAnEnd = true
        return
      }
      do throws(MatchingError) {
        (components, rewrittenPath) = try parse(bytes, input: input, maximumLength: maximumLength)
      } catch {
        failure = error
      }
    }
    if hasSpaceAtAnEnd { return try parseTrimmingSpaces(input, maximumLength: maximumLength) }
    if let failure { throw failure }
    return Parts(string: input, rewrittenPath: rewrittenPath, components: components)
  }

  /// Parses `input` without the spaces (U+0020 only) at its start and end, as browsers remove them
  /// (see the Routing semantics article, *Spaces around a URL*): the length limit applies to
  /// `input` as given; the URL, and the offsets and text of any error, are the trimmed string's.
  /// Other control characters stay refused, at the ends too.
  @inline(never)
  private static func parseTrimmingSpaces(_ input: String, maximumLength: Int)
    throws(MatchingError) -> Parts
  {
    let utf8 = input.utf8
    let length = utf8.count
    guard length <= maximumLength, length < Int(Int32.max) else {
      throw .urlTooLong(length: length, limit: maximumLength)
    }
    guard let first = utf8.firstIndex(where: { $0 != URLByte.space }),
      let last = utf8.lastIndex(where: { $0 != URLByte.space })
    else {
      throw .malformedURL("", reason: "the URL is empty once the spaces around it are removed")
    }
    // The trimmed string has no space at either end, so this does not come back here.
    return try parse(
      String(decoding: utf8[first...last], as: UTF8.self), maximumLength: maximumLength)
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, input: String, maximumLength: Int
  ) throws(MatchingError) -> (URLComponentOffsets, String?) {
    let count = bytes.count
    guard count <= maximumLength, count < Int(Int32.max) else {
      throw .urlTooLong(length: count, limit: maximumLength)
    }
    guard count > 0 else { throw .malformedURL(input, reason: "the URL is empty") }
    let control = URLByte.firstIndex(
      in: bytes, from: 0, to: count, wordMask: URLByte.controlBytes, matches: URLByte.isControl)
    if control < count { throw .controlCharacter(input, offset: control) }

    let schemeEnd = schemeEnd(bytes)
    let hierarchyStart = schemeEnd.map { $0 + 1 } ?? 0
    let hierarchyEnd = URLByte.firstIndex(in: bytes, from: hierarchyStart, to: count) { word in
      URLByte.bytes(of: word, equalTo: URLByte.question)
        | URLByte.bytes(of: word, equalTo: URLByte.hash)
    } matches: {
      $0 == URLByte.question || $0 == URLByte.hash
    }
    let fragmentStart = URLByte.firstIndex(in: bytes, from: hierarchyEnd, to: count) {
      URLByte.bytes(of: $0, equalTo: URLByte.hash)
    } matches: {
      $0 == URLByte.hash
    }
    let queryRange: Range<Int>? =
      hierarchyEnd < count && bytes[hierarchyEnd] == URLByte.question
      ? hierarchyEnd + 1..<fragmentStart : nil
    let fragmentRange: Range<Int>? = fragmentStart < count ? fragmentStart + 1..<count : nil
    if let queryRange, let offset = PercentEncoding.firstInvalidEscape(in: bytes, range: queryRange)
    {
      throw .badPercentEscape(input, offset: offset)
    }

    var components = URLComponentOffsets()
    components.scheme = schemeEnd.map { 0..<$0 }
    components.query = queryRange
    components.fragment = fragmentRange
    var pathRange = hierarchyStart..<hierarchyEnd
    if let schemeEnd {
      if let defaultPort = defaultPort(bytes, 0..<schemeEnd) {
        components.kind = .web
        guard hasDoubleSlash(bytes, at: hierarchyStart, before: hierarchyEnd) else {
          throw .malformedURL(input, reason: "an http or https URL needs // and a host")
        }
        let authority = try parseAuthority(bytes, from: hierarchyStart + 2, to: hierarchyEnd, input)
        components.host = authority.host
        components.hasUserInfo = authority.hasUserInfo
        components.port = authority.port == defaultPort ? nil : authority.port
        pathRange = authority.end..<hierarchyEnd
      } else {
        components.kind = .appScheme
        var start = hierarchyStart
        while start + 1 < hierarchyEnd && bytes[start] == URLByte.slash
          && bytes[start + 1] == URLByte.slash
        {
          start += 1
        }
        pathRange = start..<hierarchyEnd
      }
    } else if hasDoubleSlash(bytes, at: 0, before: hierarchyEnd) {
      throw .malformedURL(
        input, reason: "a URL without a scheme cannot start with // (a host without a scheme)")
    } else if let colon = firstSegmentColon(bytes, before: hierarchyEnd) {
      throw .malformedURL(
        input,
        reason:
          "the text before the : at offset \(colon) is not a valid scheme (a letter, then "
          + "letters, digits, +, - or .), and a path cannot start with a segment holding a :")
    }

    components.path = pathRange
    switch try PathNormalizer.normalize(bytes, range: pathRange, url: input) {
    case .unchanged: return (components, nil)
    case .rewritten(let canonical): return (components, canonical)
    }
  }

  /// The offset of the `:` ending a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
  private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard URLByte.isLetter(bytes[0]) else { return nil }
    var index = 1
    while index < bytes.count && URLByte.isSchemeCharacter(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == URLByte.colon ? index : nil
  }

  /// The offset of a `:` in the first path segment of a URL without a scheme, if any: the text
  /// before it is not a valid scheme (`invalid_scheme://x`, `1a:b`, `:x`), so the input is
  /// neither a URL with a scheme nor a path (RFC 3986 §4.2 forbids a `:` in the first segment of
  /// a relative path). A `:` after a `/` (`product/a:b`) or in the query is fine.
  private static func firstSegmentColon(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int)
    -> Int?
  {
    var index = 0
    while index < end && bytes[index] != URLByte.slash {
      if bytes[index] == URLByte.colon { return index }
      index += 1
    }
    return nil
  }

  /// 80 for `http`, 443 for `https` (any case), `nil` for any other scheme.
  private static func defaultPort(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int?
  {
    let lowered = bytes[range].lazy.map(URLByte.lowercased)
    if lowered.elementsEqual("http".utf8) { return 80 }
    if lowered.elementsEqual("https".utf8) { return 443 }
    return nil
  }

  private static func hasDoubleSlash(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int
  ) -> Bool {
    index + 1 < end && bytes[index] == URLByte.slash && bytes[index + 1] == URLByte.slash
  }

  /// The parts of `//userinfo@host:port` the router needs.
  private struct Authority {
    var host: Range<Int>?
    var hasUserInfo = false
    var port: Int?
    var end = 0
  }

  private static func parseAuthority(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int, _ input: String
  ) throws(MatchingError) -> Authority {
    var end = start
    while end < limit && bytes[end] != URLByte.slash { end += 1 }
    var authority = Authority(end: end)
    var hostStart = start
    for index in start..<end {
      if bytes[index] == URLByte.backslash {
        throw .malformedURL(input, reason: "a backslash in the host part")
      }
      if bytes[index] == URLByte.at {
        hostStart = index + 1
        authority.hasUserInfo = true
      }
    }
    var hostEnd = hostStart
    if hostStart < end && bytes[hostStart] == UInt8(ascii: "[") {
      while hostEnd < end && bytes[hostEnd] != UInt8(ascii: "]") { hostEnd += 1 }
      guard hostEnd < end else { throw .malformedURL(input, reason: "an unclosed [ in the host") }
      hostEnd += 1
    } else {
      while hostEnd < end && bytes[hostEnd] != URLByte.colon { hostEnd += 1 }
    }
    guard hostEnd > hostStart else { throw .malformedURL(input, reason: "the host is missing") }
    for index in hostStart..<hostEnd where !isHostByte(bytes[index]) {
      throw .malformedURL(input, reason: "a character that cannot be in a host, at offset \(index)")
    }
    if let offset = PercentEncoding.firstInvalidEscape(in: bytes, range: hostStart..<hostEnd) {
      throw .badPercentEscape(input, offset: offset)
    }
    authority.host = hostStart..<hostEnd
    if hostEnd < end {
      guard bytes[hostEnd] == URLByte.colon else {
        throw .malformedURL(input, reason: "unexpected text after the host")
      }
      var port = 0
      for index in hostEnd + 1..<end {
        let byte = bytes[index]
        guard URLByte.isDigit(byte), port <= 65_535 else {
          throw .malformedURL(input, reason: "the port is not a number from 0 to 65535")
        }
        port = port * 10 + Int(byte - UInt8(ascii: "0"))
      }
      guard port <= 65_535 else {
        throw .malformedURL(input, reason: "the port is not a number from 0 to 65535")
      }
      authority.port = end > hostEnd + 1 ? port : nil
    }
    return authority
  }

  private static func isHostByte(_ byte: UInt8) -> Bool {
    URLByte.isUnreserved(byte) || URLByte.isPathDelimiter(byte) && byte != URLByte.at
      || byte == URLByte.percent || byte >= 0x80 || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "]")
  }
}
