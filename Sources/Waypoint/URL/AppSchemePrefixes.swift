/// The app schemes a router accepts, as bytes, for the canonical fast path: which of them
/// starts a URL, written in lowercase and followed by `//` (`myapp://product/42`).
///
/// Only schemes the parser reads as app schemes are kept: valid scheme syntax (a letter, then
/// letters, digits, `+`, `-`, `.`), and never `http` or `https`, which are web schemes.
struct AppSchemePrefixes: Sendable {
  private let schemes: [[UInt8]]

  /// The prefixes of `schemes` (lowercase already, as the configuration keeps them).
  init(_ schemes: Set<String>) {
    self.schemes = schemes.sorted().map { Array($0.utf8) }.filter { scheme in
      guard let first = scheme.first, URLByte.isLetter(first),
        scheme.allSatisfy(URLByte.isSchemeCharacter),
        scheme.allSatisfy({ !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
      else { return false }
      return scheme != Array("http".utf8) && scheme != Array("https".utf8)
    }
  }

  /// The offset of the `:` ending the accepted scheme that starts `bytes` and is followed by
  /// `//`, or `nil`.
  @inline(__always)
  func schemeEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !schemes.isEmpty, let first = bytes.first, first != URLByte.slash else { return nil }
    for scheme in schemes where bytes.count >= scheme.count + 3 {
      let end = scheme.count
      guard bytes[end] == URLByte.colon, bytes[end + 1] == URLByte.slash,
        bytes[end + 2] == URLByte.slash,
        scheme.withUnsafeBufferPointer({
          UnsafeBufferPointer(rebasing: bytes[..<end]).elementsEqual($0)
        })
      else { continue }
      return end
    }
    return nil
  }
}
