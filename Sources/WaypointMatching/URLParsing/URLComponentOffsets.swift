/// Where the parts of a parsed URL are in its text, as UTF-8 offsets packed in 32 bits: plain
/// values, so that parsing a URL allocates nothing and a ``RouteURL`` stays small to copy.
@usableFromInline
package struct URLComponentOffsets: Sendable, Hashable {
  /// How the route path of a URL is found.
  enum Kind: UInt8, Sendable, Hashable {
    case `internal`
    case appScheme
    case web
  }

  var kind = Kind.internal
  var hasUserInfo = false
  /// Whether the route path was rewritten (``RouteURL/rewrittenPath`` is set): kept here, in
  /// the padding, so that a URL value stays small.
  @usableFromInline var pathIsRewritten = false
  private var portValue: Int32 = -1
  private var schemeEnd: Int32 = -1
  private var hostStart: Int32 = -1
  private var hostEnd: Int32 = -1
  @usableFromInline var pathStart: Int32 = 0
  @usableFromInline var pathEnd: Int32 = 0
  private var queryStart: Int32 = -1
  private var queryEnd: Int32 = -1
  private var fragmentStart: Int32 = -1
  private var fragmentEnd: Int32 = -1

  /// The scheme, before the `:`.
  var scheme: Range<Int>? {
    get { schemeEnd < 0 ? nil : 0..<Int(schemeEnd) }
    set { schemeEnd = newValue.map { Int32($0.upperBound) } ?? -1 }
  }

  /// The host of a web URL.
  var host: Range<Int>? {
    get { Self.range(hostStart, hostEnd) }
    set { (hostStart, hostEnd) = Self.bounds(newValue) }
  }

  /// The port of a web URL, unless absent or the default.
  var port: Int? {
    get { portValue < 0 ? nil : Int(portValue) }
    set { portValue = newValue.map { Int32($0) } ?? -1 }
  }

  /// The route path's text when it was canonical (otherwise unused).
  @inlinable var path: Range<Int> {
    get { Int(pathStart)..<Int(pathEnd) }
    set { (pathStart, pathEnd) = (Int32(newValue.lowerBound), Int32(newValue.upperBound)) }
  }

  /// The query, after the `?`.
  package var query: Range<Int>? {
    get { Self.range(queryStart, queryEnd) }
    set { (queryStart, queryEnd) = Self.bounds(newValue) }
  }

  /// The fragment, after the `#`.
  var fragment: Range<Int>? {
    get { Self.range(fragmentStart, fragmentEnd) }
    set { (fragmentStart, fragmentEnd) = Self.bounds(newValue) }
  }

  @inline(__always)
  private static func range(_ start: Int32, _ end: Int32) -> Range<Int>? {
    start < 0 ? nil : Int(start)..<Int(end)
  }

  @inline(__always)
  private static func bounds(_ range: Range<Int>?) -> (Int32, Int32) {
    guard let range else { return (-1, -1) }
    return (Int32(range.lowerBound), Int32(range.upperBound))
  }
}
