/// Where the parts of a parsed URL are in its text, as UTF-8 offsets: plain values, so that
/// parsing a URL allocates nothing.
struct URLComponentOffsets: Sendable, Hashable {
  /// How the route path of a URL is found.
  enum Kind: Sendable, Hashable {
    case `internal`
    case appScheme
    case web
  }

  var kind = Kind.internal
  var scheme: Range<Int>?
  var host: Range<Int>?
  var hasUserInfo = false
  var port: Int?
  /// The route path's text when it was canonical (otherwise unused).
  var path = 0..<0
  var query: Range<Int>?
  var fragment: Range<Int>?
}
