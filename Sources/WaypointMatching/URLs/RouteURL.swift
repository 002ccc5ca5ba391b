/// A URL as the router reads it: its source, its normalized route path, its query and fragment.
///
/// Parsing works on the UTF-8 bytes of the string and keeps offsets into it, so reading a URL
/// whose path is already canonical copies nothing. Scheme and host are case-insensitive; the
/// path keeps its case.
///
/// ```swift
/// let url = try RouteURL("MyApp://product/42/?ref=push#top")
/// url.source   // .appScheme("myapp")
/// url.path     // "/product/42"
/// url.query.first("ref") // "push"
/// url.fragment // "top"
/// ```
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
  /// The longest URL accepted unless configured otherwise: 8 KiB of UTF-8.
  public static let defaultMaximumLength = 8192

  /// The URL as given, without the spaces at its start and end.
  public let string: String
  /// The canonical path when it differs from the text of the input; `nil` when the route path
  /// is `string[components.path]`.
  @usableFromInline let rewrittenPath: String?
  /// Where each part is in `string`, as UTF-8 offsets.
  @usableFromInline package let components: URLComponentOffsets

  /// Parses and normalizes a URL or an internal path.
  ///
  /// Spaces (U+0020) at the start and end of `string` are removed first, as browsers do
  /// (<doc:RoutingSemantics#Spaces-around-a-URL>): `"/product/42 "` reads `/product/42`, and
  /// ``string`` is the text without them, as are the offsets of an error. The length limit
  /// counts them. A control character is refused anywhere, at the ends too.
  ///
  /// - Parameters:
  ///   - string: a URL (`myapp://product/42`, `https://app.example.com/p/1`) or an internal
  ///     path (`/product/42`).
  ///   - maximumLength: the longest input accepted, in UTF-8 bytes, spaces at the ends
  ///     included.
  /// - Throws: ``MatchingError/malformedURL(_:reason:)``,
  ///   ``MatchingError/badPercentEscape(_:offset:)``,
  ///   ``MatchingError/controlCharacter(_:offset:)``,
  ///   ``MatchingError/urlTooLong(length:limit:)`` or ``MatchingError/pathAboveRoot(_:)``.
  public init(_ string: String, maximumLength: Int = defaultMaximumLength) throws(MatchingError) {
    let parts = try URLParser.parse(string, maximumLength: maximumLength)
    self.init(
      string: parts.string, rewrittenPath: parts.rewrittenPath, components: parts.components)
  }

  init(string: String, rewrittenPath: String?, components: URLComponentOffsets) {
    self.string = string
    self.rewrittenPath = rewrittenPath
    var components = components
    // Reading this flag, unlike binding the optional, copies no string.
    components.pathIsRewritten = rewrittenPath != nil
    self.components = components
  }

  /// The scheme, lowercased, or `nil` for an internal path.
  public var scheme: String? { slice(components.scheme)?.lowercased() }

  /// The host of a web URL, lowercased; `nil` for app schemes, whose host is a path segment.
  public var host: String? { slice(components.host)?.lowercased() }

  /// The port of a web URL, `nil` when absent or the scheme's default.
  public var port: Int? { components.port }

  /// Where the URL comes from: an app scheme, a web origin, or the app itself.
  public var source: LinkSource {
    switch components.kind {
    case .internal:
      return .internal
    case .appScheme:
      return .appScheme(scheme ?? "")
    case .web:
      return .webOrigin(WebOrigin(normalizedScheme: scheme ?? "", host: host ?? "", port: port))
    }
  }

  /// The normalized, still percent-encoded route path, such as `/product/42`.
  public var path: String { rewrittenPath ?? String(slice(components.path) ?? "/") }

  /// The query parameters, in order.
  public var query: QueryParameters { QueryParameters(slice(components.query) ?? "") }

  /// The fragment after `#`, as given; it never takes part in matching.
  public var fragment: String? { slice(components.fragment).map(String.init) }

  /// The URL as given, without the spaces at its ends (``string``).
  public var description: String { string }

  /// How many items the query has (empty items between `&&` do not count).
  package var queryItemCount: Int {
    guard let range = components.query else { return 0 }
    return string.utf8.withContiguousStorageIfAvailable { bytes in
      Self.countItems(bytes, range)
    } ?? Array(string.utf8).withUnsafeBufferPointer { Self.countItems($0, range) }
  }

  private static func countItems(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    var itemStart = range.lowerBound
    for index in range.lowerBound...range.upperBound {
      if index == range.upperBound || bytes[index] == URLByte.ampersand {
        if index > itemStart { count += 1 }
        itemStart = index + 1
      }
    }
    return count
  }

  /// Whether the URL has a query part, even an empty one.
  package var hasQuery: Bool { components.query != nil }

  /// Calls `body` with the UTF-8 bytes of the route path; no copy for a native string.
  @inline(__always)
  func withPathBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let rewrittenPath {
      return rewrittenPath.utf8.withContiguousStorageIfAvailable(body)
        ?? Array(rewrittenPath.utf8).withUnsafeBufferPointer(body)
    }
    let range = components.path
    return string.utf8.withContiguousStorageIfAvailable { bytes in
      body(UnsafeBufferPointer(rebasing: bytes[range]))
    } ?? Array(string.utf8)[range].withUnsafeBufferPointer(body)
  }

  /// The route path text between two UTF-8 offsets of ``withPathBytes(_:)``.
  func pathSlice(_ range: Range<Int>) -> Substring {
    if let rewrittenPath { return Self.slice(rewrittenPath, range) }
    let base = components.path.lowerBound
    return Self.slice(string, base + range.lowerBound..<base + range.upperBound)
  }

  /// The route path between two offsets of ``withPathBytes(_:)``, as a view of the text that
  /// holds it.
  @inlinable
  func rawPathParameter(_ range: Range<Int>) -> RawParameter {
    if components.pathIsRewritten, let rewrittenPath {
      return RawParameter(text: rewrittenPath, start: range.lowerBound, end: range.upperBound)
    }
    let base = components.path.lowerBound
    return RawParameter(
      text: string, start: base + range.lowerBound, end: base + range.upperBound)
  }

  private func slice(_ range: Range<Int>?) -> Substring? {
    range.map { Self.slice(string, $0) }
  }

  private static func slice(_ text: String, _ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return text[lower..<utf8.index(lower, offsetBy: range.count)]
  }

  /// Two URLs are equal when they were given as the same text, spaces at the ends aside.
  public static func == (lhs: RouteURL, rhs: RouteURL) -> Bool {
    lhs.string == rhs.string
  }

  /// Hashes the text of the URL.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}
