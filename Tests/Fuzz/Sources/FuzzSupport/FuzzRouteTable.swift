import Foundation
import WaypointRouting

/// The realistic route table the dispatch target fuzzes: the GitHub API routes of the
/// benchmark, plus routes with constraints, optional parts, wildcards, app-scheme and origin
/// restrictions, redirects, internal-only flags, raw regexes, priorities and handlers that
/// decline or fail.
public enum FuzzRouteTable {
  /// The app schemes and web origins the router accepts.
  public static let appSchemes = ["myapp"]
  /// See ``appSchemes``.
  public static let webOrigins = ["https://app.example.com", "http://localhost:8080"]

  /// The routes besides the GitHub set: pattern, flags, priority, behaviour.
  static let extraRoutes: [(String, RouteFlags, Int, RecordingHandler.Behaviour)] = [
    ("/", [], 0, .accept),
    ("/product/:id(\\d+)", [], 0, .accept),
    ("/product/:slug", [], 0, .accept),
    ("/product/:id([0-9]{2,3})/reviews", [], 0, .accept),
    ("/users{/:id}/edit", [], 0, .accept),
    ("/files{/*path}", [], 0, .accept),
    ("/files/*path/edit", [], 0, .accept),
    ("/item/:id.html", [], 0, .accept),
    ("/p/:id-:slug", [], 0, .accept),
    ("/doc/:name{.:ext}", [], 0, .accept),
    ("/category/家居", [], 0, .accept),
    ("/tag/:name(家居|花园)", [], 0, .accept),
    ("/search/:query", [], 0, .accept),
    ("/x-call-back/:path(.*)", [], 0, .accept),
    ("/:section/:id(\\d{2,3})", [], 0, .accept),
    ("/:section/about", [], -1, .accept),
    ("/orders/:id(\\d+)", [], 2, .accept),
    ("/orders/*rest", [], 0, .accept),
    ("/maybe/:x", [], 0, .declineWhen(parameter: "x", equals: "no")),
    ("/maybe/*rest", [], 0, .accept),
    ("/throwing/:x", [], 0, .throwDecline),
    ("/throwing/*rest", [], 0, .accept),
    ("/boom/:x", [], 0, .fail),
    ("/a\\:b/\\*c/\\{d\\}", [], 0, .accept),
    ("/space here/:x", [], 0, .accept),
    ("myapp://share/:id", [], 0, .accept),
    ("myapp://:section/:id(\\d+)", [], 0, .accept),
    ("myapp://settings{/*path}", [], 0, .accept),
    ("https://app.example.com/p/:id", [], 0, .accept),
    ("https://app.example.com/orders/:id", [], 0, .accept),
    ("http://localhost:8080/debug/*rest", [], 0, .accept),
    ("otherapp://share/:id", [], 0, .accept),
    ("https://partner.example/open/:id", [], 0, .accept),
    ("/admin/*rest", [.internalOnly], 0, .accept),
    ("/admin/users/:id", [.internalOnly], 1, .accept),
    ("/internal/:name", [.internalOnly], 0, .accept),
  ]

  /// Redirects: from, to.
  static let redirects: [(String, String)] = [
    ("/item/:id(\\d+)", "/product/:id"),
    ("/old/*path", "/files/*path"),
    ("/go/:id", "/admin/users/:id"),
    ("myapp://legacy/:id", "https://app.example.com/p/:id"),
    ("/loop/a/:x", "/loop/b/:x"),
    ("/loop/b/:x", "/loop/a/:x"),
    ("/away/:id", "https://evil.example/:id"),
  ]

  /// Raw regex routes: regex, source.
  static let regexRoutes: [(String, LinkSource?)] = [
    (#"/article/(?<year>\d{4})/(?<slug>[a-z-]+)"#, nil),
    (#"/v(?<version>[0-9]+)/(?<rest>.+)"#, nil),
    (#"/deep/(?<id>[^/]+)"#, .appScheme("myapp")),
    (#"/own/(?<id>[0-9]+)"#, .internal),
  ]

  /// The GitHub API patterns of `Benchmarks/RouteSets/github.routes`, each once.
  public static func gitHubPatterns() -> [String] {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Benchmarks/RouteSets/github.routes")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      Invariant.fail("cannot read \(file.path)")
    }
    var seen = Set<String>()
    var patterns: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ")
      guard fields.count == 2 else { continue }
      let pattern = String(fields[1])
      if seen.insert(pattern).inserted { patterns.append(pattern) }
    }
    Invariant.require(patterns.count > 100, "github.routes has only \(patterns.count) patterns")
    return patterns
  }

  /// A router with every route of the table.
  public static func makeRouter() -> Router {
    let router: Router
    do throws(RouteError) {
      router = try Router(appSchemes: appSchemes, webOrigins: webOrigins)
      for pattern in gitHubPatterns() {
        try router.register(pattern, handler: RecordingHandler(pattern))
      }
      for (pattern, flags, priority, behaviour) in extraRoutes {
        try router.register(
          pattern, priority: priority, flags: flags, handler: RecordingHandler(pattern, behaviour))
      }
      for (from, to) in redirects {
        try router.redirect(from: from, to: to)
      }
      for (regex, source) in regexRoutes {
        try router.register(regex: regex, source: source, handler: RecordingHandler(regex))
      }
    } catch {
      Invariant.fail("the fuzz route table does not register: \(error)")
    }
    return router
  }
}
