/// A match lent to the closure of ``Router/withMatch(_:_:)``: the route, and each parameter
/// read in place in the URL's bytes, for as long as the closure runs.
///
/// The lookup hands it out without copying the URL, building a result or touching a
/// reference count, which makes ``Router/withMatch(_:_:)`` the fastest way to find a route and
/// read its parameters. It cannot be copied, so it cannot outlive the closure; keep a
/// ``RouteMatch`` from ``Router/match(_:)-(String)`` when the match has to live on.
///
/// ```swift
/// // Route "/repos/:owner/:repo"
/// let repo = try router.withMatch("/repos/apple/swift%20nio") { match in
///   match.decodedParameter(at: 1)  // "swift nio"
/// }
/// ```
public struct BorrowedMatch: ~Copyable {
  /// The route (owned by the router's table, which the lookup keeps alive while lending).
  @usableFromInline unowned(unsafe) let unownedRoute: Route
  /// The route path the offsets are in.
  @usableFromInline let path: UnsafeBufferPointer<UInt8>
  /// Per parameter, its start and end offset in ``path``; a start of -1 when the parameter
  /// did not take part in the match.
  @usableFromInline let offsets: UnsafePointer<Int>
  /// How many parameters the route's pattern declares, set by this match or not: the indices
  /// of ``withRawParameter(at:_:)`` are `0..<parameterCount`.
  public let parameterCount: Int

  /// A match of `route` on `path`, with `parameterCount` offset pairs at `offsets`.
  init(
    route: Unmanaged<Route>, path: UnsafeBufferPointer<UInt8>, offsets: UnsafePointer<Int>,
    parameterCount: Int
  ) {
    self.unownedRoute = route.takeUnretainedValue()
    self.path = path
    self.offsets = offsets
    self.parameterCount = parameterCount
  }

  /// The route that matched.
  @inlinable public var route: Route {
    _read { yield unownedRoute }
  }

  /// Calls `body` with the UTF-8 bytes of the parameter at `index` (in pattern order, from
  /// 0) as they are in the path, still percent-encoded, or with `nil` when the match did not
  /// set it or `index` is out of range. The bytes are valid only inside `body`.
  @inlinable
  public func withRawParameter<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    guard index >= 0, index < parameterCount else { return try body(nil) }
    let start = offsets[2 &* index]
    guard start >= 0 else { return try body(nil) }
    return try body(UnsafeBufferPointer(rebasing: path[start..<offsets[2 &* index &+ 1]]))
  }

  /// The parameter at `index` percent-decoded once (`a%2Fb` reads `a/b`), as
  /// ``RouteMatch/parameters`` decodes it; `nil` when the match did not set it or `index` is
  /// out of range. A new string: it allocates when it is longer than 15 UTF-8 bytes.
  public func decodedParameter(at index: Int) -> String? {
    withRawParameter(at: index) { bytes in bytes.map { PercentEncoding.decode(bytes: $0) } }
  }

  /// The parameter called `name`, percent-decoded once; `nil` when the pattern has no such
  /// parameter or the match did not set it.
  public func decodedParameter(named name: String) -> String? {
    let names = unownedRoute.expression.parameterNames
    guard let index = names.firstIndex(of: name) else { return nil }
    return decodedParameter(at: index)
  }
}

/// A borrowed match points into the URL's bytes and the router's table while a lookup lends
/// it: it may not be sent to another thread.
@available(*, unavailable)
extension BorrowedMatch: Sendable {}
