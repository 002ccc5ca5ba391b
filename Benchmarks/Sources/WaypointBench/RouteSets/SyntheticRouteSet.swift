/// The generated sets: the GitHub API replicated under `/v1`, `/v2`, … prefixes.
///
/// Nothing here comes from a published benchmark; it is labelled synthetic wherever it is
/// reported. It is deterministic: the same arguments always give the same routes and lookups.
enum SyntheticRouteSet {
  /// The name of the generated lookup set of about 100,000 routes.
  static let name = "synthetic-100k"
  /// How many routes the generated lookup set has at least.
  static let minimumRouteCount = 100_000

  /// The GitHub routes and value lookups, replicated under as many `/vN` prefixes as it takes
  /// to reach ``minimumRouteCount`` routes.
  ///
  /// - Parameter github: the GitHub set with realistic values (`github-values`).
  static func lookupSet(from github: RouteSet) throws -> RouteSet {
    let routes = github.expectedPatternIndices.map { github.patterns[$0] }
    let copies = (minimumRouteCount + routes.count - 1) / routes.count
    var routePatterns: [String] = []
    var lookupPaths: [String] = []
    routePatterns.reserveCapacity(copies * routes.count)
    lookupPaths.reserveCapacity(copies * routes.count)
    for copy in 1...copies {
      routePatterns += routes.map { "/v\(copy)\($0)" }
      lookupPaths += github.lookupPaths.map { "/v\(copy)\($0)" }
    }
    return try RouteSet(
      name: name,
      summary: "SYNTHETIC: GitHub API under /v1../v\(copies) prefixes, lookups with values",
      source: [
        "SYNTHETIC (generated at run time by waypoint-bench, not a published set)",
        "github.routes and github-values.paths replicated under /v1../v\(copies) prefixes",
      ],
      isSynthetic: true, routePatterns: routePatterns, lookupPaths: lookupPaths)
  }

  /// The first `count` distinct patterns of the GitHub API replicated under `/vN` prefixes, for
  /// measuring registration at a given size.
  static func patterns(count: Int, from github: RouteSet) -> [String] {
    var patterns: [String] = []
    patterns.reserveCapacity(count)
    var copy = 1
    while patterns.count < count {
      for pattern in github.patterns.prefix(count - patterns.count) {
        patterns.append("/v\(copy)\(pattern)")
      }
      copy += 1
    }
    return patterns
  }
}
