import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A router accepting `myapp` with each pattern registered with a handler that does nothing
/// (names after `=`: `"/p/:id=product"`).
private func table(_ patterns: [String], redirects: [(String, String)] = []) throws -> Router {
  let router = try Router(appSchemes: ["myapp"])
  for entry in patterns {
    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
    try router.register(parts[0], name: parts.count > 1 ? parts[1] : nil) { _ in .ok }
  }
  for (from, to) in redirects { try router.redirect(from: from, to: to) }
  return router
}

@Suite("Link diff: what a route change does to links")
struct LinkDiffTests {
  @Test func identicalTablesChangeNothing() throws {
    let patterns = ["/product/:id(\\d+)", "/files/*path", "/users{/:id}/edit", "myapp://share/:id"]
    let diff = try table(patterns).linkChanges(to: try table(patterns))
    #expect(diff.isEmpty)
    #expect(diff.unsampledRoutes.isEmpty)
    // Both tables' samples, counted once: the optional part present and absent.
    #expect(diff.checkedURLCount == 5)
  }

  @Test func everyKindOfChange() throws {
    let old = try table(
      ["/product/:id(\\d+)", "/a/:x/:y=pair", "/gone", "otherapp://share/:id", "/cat/:slug"],
      redirects: [("/item/:id", "/product/:id")])
    let new = try table(
      ["/product/:id(\\d+)", "/a/:y/:x=pair", "/fresh", "/cat/:slug([a-z]+)", "/cat/:code"],
      redirects: [("/item/:id", "/products/:id")])
    let diff = old.linkChanges(
      to: new, urls: ["/gone", "/fresh", "otherapp://share/7", "/item/9", "/a/1/2", "/cat/42"])
    let kinds = Dictionary(uniqueKeysWithValues: diff.changes.map { ($0.url, $0.kind) })
    #expect(kinds["/gone"] == .nowUnmatched)
    #expect(kinds["/fresh"] == .newlyMatched)
    #expect(kinds["otherapp://share/7"] == .sourceNoLongerAdmitted)
    #expect(kinds["/item/9"] == .redirectedElsewhere)
    #expect(kinds["/a/1/2"] == .otherParameters)
    #expect(kinds["/cat/42"] == .otherRoute)
    #expect(kinds["/product/42"] == nil)
    let item = diff.changes.first { $0.url == "/item/9" }
    #expect(item?.before == .redirect(pattern: "/item/:id", target: "/product/9"))
    #expect(item?.after == .redirect(pattern: "/item/:id", target: "/products/9"))
    #expect(
      diff.changes.first { $0.url == "/a/1/2" }?.description
        == "/a/1/2: otherParameters, /a/:x/:y {x=1, y=2} -> /a/:y/:x {x=2, y=1}")
  }

  @Test func aRouteThatKeepsItsNameAndParametersIsNotAChange() throws {
    let old = try table(["/category/:slug=category"])
    let new = try table(["/category/:slug([a-z0-9-]+)=category"])
    #expect(old.linkChanges(to: new, urls: ["/category/shoes"]).isEmpty)
    // Without a name, another pattern is another route.
    let unnamed = try table(["/category/:slug([a-z0-9-]+)"])
    #expect(
      try table(["/category/:slug"]).linkChanges(to: unnamed, urls: []).changes.map(\.kind)
        .allSatisfy { $0 == .otherRoute })
  }

  @Test func samplesSatisfyConstraints() throws {
    let router = try table([
      "/u/:id(\\d{3})", "/f/:format(json|xml)", "/d/:day(\\d{4}-\\d{2}-\\d{2})",
      "/w/*rest/raw", "/o{/:page(\\d+)}",
    ])
    let diff = router.linkChanges(to: try table([]))
    #expect(diff.unsampledRoutes.isEmpty)
    // Each sample matches its route in the old table.
    for change in diff.changes {
      guard case .route(let pattern, _, _) = change.before else {
        Issue.record("\(change.url) did not match a route")
        continue
      }
      #expect(try router.match(change.url)?.route.pattern == pattern)
    }
    #expect(Set(diff.changes.map(\.url)).isSuperset(of: ["/f/json", "/d/2024-01-31", "/o"]))
    #expect(diff.changes.count == 6)
    #expect(diff.changes.allSatisfy { $0.kind == .nowUnmatched })
  }

  @Test func routesWithoutSamplesAreListed() throws {
    let old = try table(["/z/:code(zz\\d{9})"])
    try old.register(regex: #"/r/(?<x>\d+)"#) { _ in .ok }
    let diff = old.linkChanges(to: try table([]))
    #expect(diff.unsampledRoutes.map(\.pattern) == ["/z/:code(zz\\d{9})", #"/r/(?<x>\d+)"#])
    #expect(diff.unsampledRoutes.allSatisfy { $0.table == .old })
    #expect(diff.unsampledRoutes[1].reason.contains("raw regex"))
    // A given URL still checks such a route.
    let given = old.linkChanges(to: try table([]), urls: ["/r/5"])
    #expect(given.changes.map(\.kind) == [.nowUnmatched])
  }

  @Test func aManifestCanBeCheckedBeforeItIsApplied() throws {
    let router = try Router(appSchemes: ["myapp"])
    try router.registerHandler(ClosureRouteHandler { _ in .ok }, named: "product")
    try router.apply(
      RouteManifest(
        json: Data(#"{"version":1,"routes":[{"pattern":"/product/:id","handler":"product"}]}"#.utf8)
      ))
    let moved = try RouteManifest(
      json: Data(#"{"version":1,"routes":[{"pattern":"/p/:id","handler":"product"}]}"#.utf8))
    let diff = try router.linkChanges(applying: moved, urls: ["myapp://product/42"])
    #expect(diff.changes.contains { $0.url == "myapp://product/42" && $0.kind == .nowUnmatched })
    // Nothing was applied.
    #expect(router.routes.map(\.pattern) == ["/product/:id"])
    let invalid = try RouteManifest(
      json: Data(#"{"version":1,"routes":[{"pattern":"/p/:id","handler":"missing"}]}"#.utf8))
    #expect(throws: RouteError.self) { try router.linkChanges(applying: invalid) }
  }

  @Test func resolutionOfOneURL() throws {
    let router = try table(["/p/:id"], redirects: [("/old/:id", "/p/:id")])
    #expect(
      router.resolution(of: "/p/7") == .route(pattern: "/p/:id", name: nil, parameters: ["id": "7"])
    )
    #expect(router.resolution(of: "/old/7") == .redirect(pattern: "/old/:id", target: "/p/7"))
    #expect(router.resolution(of: "/q") == .notFound)
    #expect(router.resolution(of: "evil://p/7") == .refused(code: "sourceNotAllowed"))
    #expect(router.resolution(of: "//evil") == .refused(code: "malformedURL"))
  }
}
