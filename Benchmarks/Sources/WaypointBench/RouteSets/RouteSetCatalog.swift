import Foundation

/// The route sets the benchmark knows, by name, in the order they run.
enum RouteSetCatalog {
  /// A set read from a routes file and a lookups file in the route-set folder.
  struct FileSet: Sendable {
    /// The set's name.
    let name: String
    /// What the routes are.
    let routes: String
    /// The routes file.
    let routesFile: String
    /// The lookups file, aligned line by line with the routes file.
    let lookupsFile: String
    /// What the lookups are.
    let lookups: String
  }

  /// The sets read from files.
  static let fileSets: [FileSet] = [
    FileSet(
      name: "one-route", routes: "one route, /user/:id (wlr-pcre2 is RouteMatcher.match)",
      routesFile: "one.routes", lookupsFile: "one.paths", lookups: "/user/42"),
    FileSet(
      name: "static", routes: "Go website, static only", routesFile: "static.routes",
      lookupsFile: "static.paths", lookups: "every route"),
    FileSet(
      name: "github", routes: "GitHub API", routesFile: "github.routes",
      lookupsFile: "github.paths", lookups: "pattern text (\":id\") as in GithubAll"),
    FileSet(
      name: "github-values", routes: "GitHub API", routesFile: "github.routes",
      lookupsFile: "github-values.paths", lookups: "realistic values"),
    FileSet(
      name: "parse", routes: "Parse API", routesFile: "parse.routes",
      lookupsFile: "parse-values.paths", lookups: "realistic values"),
    FileSet(
      name: "gplus", routes: "Google+ API", routesFile: "gplus.routes",
      lookupsFile: "gplus-values.paths", lookups: "realistic values"),
    FileSet(
      name: "r3", routes: "r3 README, 336 static routes", routesFile: "r3.routes",
      lookupsFile: "r3.paths", lookups: "every route"),
    FileSet(
      name: "matchit", routes: "matchit GitHub subset", routesFile: "matchit.routes",
      lookupsFile: "matchit.paths", lookups: "literal p1..p4 values"),
    FileSet(
      name: "github-x8", routes: "SYNTHETIC GitHub API under /v1../v8",
      routesFile: "github-x8.routes",
      lookupsFile: "github-x8-values.paths", lookups: "realistic values"),
    FileSet(
      name: "github-x64", routes: "SYNTHETIC GitHub API under /v1../v64",
      routesFile: "github-x64.routes", lookupsFile: "github-x64-values.paths",
      lookups: "realistic values"),
  ]

  /// Every set's name, in run order: the file sets, then the generated 100k set.
  static var names: [String] { fileSets.map(\.name) + [SyntheticRouteSet.name] }

  /// Loads the set called `name` from `directory`.
  ///
  /// - Throws: ``RouteSetError`` for an unknown name or inconsistent files, or a Foundation
  ///   error when a file cannot be read.
  static func load(_ name: String, from directory: URL) throws -> RouteSet {
    if name == SyntheticRouteSet.name {
      return try SyntheticRouteSet.lookupSet(from: load("github-values", from: directory))
    }
    guard let fileSet = fileSets.first(where: { $0.name == name }) else {
      throw RouteSetError(
        set: name, reason: "unknown; known sets: \(names.joined(separator: ", "))")
    }
    let routes = try RouteSetFile(contentsOf: directory.appendingPathComponent(fileSet.routesFile))
    let lookups = try RouteSetFile(
      contentsOf: directory.appendingPathComponent(fileSet.lookupsFile))
    let isSynthetic = routes.header.contains { $0.hasPrefix("SYNTHETIC") }
    return try RouteSet(
      name: name, summary: "\(fileSet.routes); lookups: \(fileSet.lookups)",
      source: routes.provenance + lookups.provenance, isSynthetic: isSynthetic,
      routePatterns: routes.paths, lookupPaths: lookups.paths)
  }

  /// The folder holding the route-set files: `--route-sets`, else `RouteSets` in the current
  /// directory, else the package's own `RouteSets` folder next to these sources.
  static func directory(explicit: String?) -> URL {
    if let explicit { return URL(fileURLWithPath: explicit, isDirectory: true) }
    let local = URL(fileURLWithPath: "RouteSets", isDirectory: true)
    if FileManager.default.fileExists(atPath: local.appendingPathComponent("github.routes").path) {
      return local
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // RouteSets (sources)
      .deletingLastPathComponent()  // WaypointBench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .appendingPathComponent("RouteSets", isDirectory: true)
  }
}
