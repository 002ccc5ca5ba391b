/// How the URLs of the app schemes and web origins a router accepts start, as bytes, for the
/// canonical fast path: `myapp://` for the app scheme `myapp`, `https://app.example.com/` for
/// that origin, each in lowercase, up to the slash that starts the route path.
///
/// Only prefixes the parser reads the same way are kept: app schemes of valid syntax (a
/// letter, then letters, digits, `+`, `-`, `.`) other than `http` and `https`, and web origins
/// whose host is letters, digits, `-` and `.`.
struct AcceptedSourcePrefixes: Sendable {
  /// One accepted source's prefix and the parts of a URL that starts with it.
  struct Prefix: Sendable {
    /// The prefix, ending with the slash that starts the route path.
    let bytes: [UInt8]
    /// The parts of such a URL before its route path: kind, scheme, host, port.
    let components: URLComponentOffsets
    /// The prefix's length in bytes.
    let count: Int
    /// The prefix's first bytes, up to eight, the first lowest: one test of a URL's first word
    /// (masked by ``headMask``) rules most prefixes out.
    let head: UInt64
    /// The bits of ``head`` that the prefix's bytes fill.
    let headMask: UInt64
    /// Where the route path starts: the prefix's last byte.
    var pathStart: Int { count - 1 }

    init(bytes: [UInt8], components: URLComponentOffsets) {
      self.bytes = bytes
      self.components = components
      count = bytes.count
      head = bytes.withUnsafeBufferPointer { URLByte.firstWord(of: $0) }
      headMask = bytes.count >= 8 ? ~0 : (1 << (8 * UInt64(bytes.count))) - 1
    }
  }

  private let prefixes: [Prefix]

  /// The prefixes of `appSchemes` (lowercase already, as the configuration keeps them) and
  /// `webOrigins`.
  init(appSchemes: Set<String>, webOrigins: Set<WebOrigin>) {
    func isLowercase(_ text: String, allowing allowed: (UInt8) -> Bool) -> Bool {
      text.utf8.allSatisfy { allowed($0) && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
    var prefixes: [Prefix] = []
    for scheme in appSchemes.sorted()
    where scheme.utf8.first.map(URLByte.isLetter) == true
      && isLowercase(scheme, allowing: URLByte.isSchemeCharacter) && scheme != "http"
      && scheme != "https"
    {
      var components = URLComponentOffsets()
      components.kind = .appScheme
      components.scheme = 0..<scheme.utf8.count
      prefixes.append(Prefix(bytes: Array("\(scheme)://".utf8), components: components))
    }
    let hostByte: (UInt8) -> Bool = { byte in
      URLByte.isLetter(byte) || URLByte.isDigit(byte)
        || byte == UInt8(ascii: "-") || byte == URLByte.dot
    }
    for origin in webOrigins.sorted(by: { $0.description < $1.description })
    where !origin.host.isEmpty && isLowercase(origin.host, allowing: hostByte) {
      let schemeEnd = origin.scheme.utf8.count
      var components = URLComponentOffsets()
      components.kind = .web
      components.scheme = 0..<schemeEnd
      components.host = schemeEnd + 3..<schemeEnd + 3 + origin.host.utf8.count
      components.port = origin.port
      prefixes.append(Prefix(bytes: Array("\(origin)/".utf8), components: components))
    }
    self.prefixes = prefixes
  }

  /// The accepted source whose prefix starts `bytes`, or `nil`.
  @inline(__always)
  func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> Prefix? {
    guard !prefixes.isEmpty, let base = bytes.baseAddress, bytes.count > 0,
      base.pointee != URLByte.slash
    else { return nil }
    let url = UnsafeRawPointer(base)
    let count = bytes.count
    // The URL's first bytes, up to eight, the first lowest (as each prefix's head).
    let head = URLByte.firstWord(of: bytes)
    for prefix in prefixes
    where prefix.count <= count && head & prefix.headMask == prefix.head {
      // The first eight bytes are the head's: the rest, if any, is compared a word at a time.
      let matches =
        prefix.count <= 8
        || prefix.bytes.withUnsafeBytes {
          URLByte.bytesEqual(url + 8, $0.baseAddress! + 8, count: prefix.count - 8)
        }
      if matches { return prefix }
    }
    return nil
  }
}
