/// Routes to register and paths to look up, with the answer each lookup expects.
///
/// Routes repeat a pattern across methods; a contender registers each distinct pattern once,
/// in order of first occurrence, and a lookup expects the index of its route's pattern.
struct RouteSet: Sendable {
  /// The name used on the command line, in tables and in JSON.
  let name: String
  /// What the set holds and where it comes from, in one line.
  let summary: String
  /// Where the routes and lookups come from: the `#` header lines of the files, or how the
  /// set was generated.
  let source: [String]
  /// Whether the set was generated for this benchmark rather than taken from a published one.
  let isSynthetic: Bool
  /// How many routes (method and pattern) the set has.
  let routeCount: Int
  /// The distinct patterns, in httprouter syntax, in order of first occurrence.
  let patterns: [String]
  /// The patterns, parsed, in the same order.
  let parsedPatterns: [HTTPRouterPattern]
  /// The paths to look up.
  let lookupPaths: [String]
  /// For each lookup, the index in ``patterns`` of the pattern that must match it.
  let expectedPatternIndices: [Int]

  /// A set from routes and lookups aligned line by line: lookup `i` expects the pattern of
  /// route `i`.
  ///
  /// - Throws: ``RouteSetError`` when the counts differ, a pattern is not valid httprouter
  ///   syntax, or a lookup does not match its own route's pattern.
  init(
    name: String, summary: String, source: [String], isSynthetic: Bool, routePatterns: [String],
    lookupPaths: [String]
  ) throws {
    guard routePatterns.count == lookupPaths.count else {
      throw RouteSetError(
        set: name,
        reason: "\(routePatterns.count) routes but \(lookupPaths.count) lookups; they must align")
    }
    var indexOfPattern: [String: Int] = [:]
    var patterns: [String] = []
    var expected: [Int] = []
    expected.reserveCapacity(routePatterns.count)
    for pattern in routePatterns {
      if let index = indexOfPattern[pattern] {
        expected.append(index)
      } else {
        indexOfPattern[pattern] = patterns.count
        expected.append(patterns.count)
        patterns.append(pattern)
      }
    }
    let parsed = try patterns.map { try HTTPRouterPattern($0) }
    for (path, index) in zip(lookupPaths, expected)
    where parsed[index].parameterValues(in: path) == nil {
      throw RouteSetError(
        set: name, reason: "lookup \(path) does not match its pattern \(patterns[index])")
    }
    self.name = name
    self.summary = summary
    self.source = source
    self.isSynthetic = isSynthetic
    self.routeCount = routePatterns.count
    self.patterns = patterns
    self.parsedPatterns = parsed
    self.lookupPaths = lookupPaths
    self.expectedPatternIndices = expected
  }
}
