/// What one pass over a canonical path found (``CanonicalPathScanner/scanCanonicalPath(_:maximumLength:)``),
/// as offsets in its bytes.
struct CanonicalPathScan {
  /// Where the path ends: the end of the bytes, or the `?` or `#` that follows it.
  let end: Int
  /// Where the route path ends: ``end``, or the trailing slash before it, which is ignored (the
  /// Routing semantics article, *Empty and dot segments*).
  let routePathEnd: Int
  /// Just after the first segment (1 for `/`; 6 for `/repos/a/b`).
  let firstSegmentEnd: Int
}
