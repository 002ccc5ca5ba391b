import Foundation
import Testing

@testable import Waypoint

/// A router accepting `https://example.com` with each pattern registered with a handler that
/// does nothing (a name after `=`: `"/p/:id=product"`).
func associationTable(
  _ patterns: [String], internalOnly: Set<String> = [], redirects: [(String, String)] = [],
  caseInsensitive: Bool = false, origins: [String] = ["https://example.com"]
) throws -> Router {
  let router = try Router(webOrigins: origins, caseInsensitive: caseInsensitive)
  for entry in patterns {
    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
    try router.register(
      parts[0], name: parts.count > 1 ? parts[1] : nil,
      flags: internalOnly.contains(parts[0]) ? .internalOnly : []
    ) { _ in .ok }
  }
  for (from, to) in redirects { try router.redirect(from: from, to: to) }
  return router
}

/// `https://example.com`.
var exampleOrigin: WebOrigin {
  get throws { try WebOrigin("https://example.com") }
}

@Suite("Association files: writing one from a route table")
struct SiteAssociationWritingTests {
  /// The components written for `patterns`, as (path, comment).
  private func components(
    _ patterns: [String], internalOnly: Set<String> = [], redirects: [(String, String)] = [],
    caseInsensitive: Bool = false
  ) throws -> [SiteAssociation.Component] {
    let router = try associationTable(
      patterns, internalOnly: internalOnly, redirects: redirects, caseInsensitive: caseInsensitive)
    return router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin).details[0]
      .components ?? []
  }

  static let paths: [(pattern: String, paths: [String], wider: String?)] = [
    ("/product/:id", ["/product/?*"], "a parameter is one segment, ?* also matches text with /"),
    ("/files/*path", ["/files/?*"], nil),
    ("/users{/:id}/edit", ["/users/edit", "/users/?*/edit"], "a parameter is one segment"),
    ("/product/:id(\\d+)", ["/product/$(digit)*"], "the format has no repetition"),
    ("/year/:y(\\d{4})", ["/year/$(digit)$(digit)$(digit)$(digit)"], nil),
    ("/code/:c([A-Z]{2})", ["/code/$(upper)$(upper)"], nil),
    ("/hex/:h([0-9a-fA-F]{2})", ["/hex/$(xdigit)$(xdigit)"], nil),
    ("/hex/:h([0-9a-f])", ["/hex/$(xdigit)"], "the format has no such set of characters"),
    ("/p/:x((a+)+)", ["/p/?*"], "the constraint is not one the format can express"),
    ("/test/:id(\\d*)", ["/test/*"], "the format has no repetition"),
    ("/category/家居", ["/category/%E5%AE%B6%E5%B1%85"], nil),
    ("/a b", ["/a%20b"], nil),
    ("/a\\*b", ["/a?b"], "the format has no escape for *, ? and $("),
    ("/", ["/"], nil),
  ]

  @Test(arguments: paths)
  func aRouteBecomesTheNarrowestPatternsThatCoverIt(
    pattern: String, paths: [String], wider: String?
  ) throws {
    let written = try components([pattern])
    #expect(written.map(\.path) == paths)
    let comments = written.compactMap(\.comment)
    #expect(comments.count == written.count && comments.allSatisfy { $0.hasPrefix(pattern) })
    if let wider {
      #expect(comments.contains { $0.contains("; wider: \(wider)") }, "\(comments)")
    } else {
      #expect(!comments.contains { $0.contains("wider") }, "\(comments)")
    }
  }

  @Test func aPercentEncodedLiteralSaysSo() throws {
    let written = try components(["/category/家居", "/plain"])
    let encoded = written.map { ($0.path ?? "", $0.percentEncoded) }
    #expect(encoded.first { $0.0 == "/plain" }?.1 == nil)
    #expect(encoded.first { $0.0 == "/category/%E5%AE%B6%E5%B1%85" }?.1 == true)
  }

  @Test func anAlternationOfWordsBecomesAVariable() throws {
    let router = try associationTable(["/feed.:format(json|xml)=feed", "/log.:kind(json|xml)=log"])
    let file = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    #expect(
      file.details[0].components?.map(\.path) == [
        "/feed.$(wp.feed.format)", "/log.$(wp.feed.format)",
      ])
    #expect(file.substitutionVariables == ["wp.feed.format": ["json", "xml"]])
    #expect(file.verdict(for: "/feed.xml", appIDs: ["T.app"]).opensApp)
    #expect(!file.verdict(for: "/feed.csv", appIDs: ["T.app"]).opensApp)
  }

  @Test func internalOnlyRoutesAreExclusionsWrittenFirst() throws {
    let written = try components(["/:section", "/admin"], internalOnly: ["/admin"])
    #expect(written.map(\.path) == ["/admin", "/?*"])
    #expect(written.map(\.exclude) == [true, nil])
    #expect(written[0].comment == "/admin: internal-only")
  }

  @Test func redirectRoutesAreIncludedAndSaySo() throws {
    let written = try components(
      ["/product/:id(\\d+)"], redirects: [("/item/:id(\\d+)", "/product/:id")])
    let item = try #require(written.first { $0.path == "/item/$(digit)*" })
    #expect(item.comment?.contains(": redirect to /product/:id; wider:") == true)
  }

  @Test func aCaseInsensitiveRouterWritesCaseSensitiveFalseEverywhere() throws {
    let written = try components(
      ["/Cart", "/Debug"], internalOnly: ["/Debug"], caseInsensitive: true)
    #expect(written.count == 2)
    #expect(written.allSatisfy { $0.caseSensitive == false })
  }

  @Test func routesForOtherSourcesAndBrowserRoutesAreLeftOut() throws {
    let router = try associationTable([
      "/a", "myapp://share/:id", "https://example.com/deal/:id",
      "https://other.example.com/other/:id", "https://example.com/*path=browser",
    ])
    let file = router.siteAssociation(
      appIDs: ["T.app"], origin: try exampleOrigin, browserRoutes: ["browser"])
    #expect(file.details[0].components?.map(\.path) == ["/a", "/deal/?*"])
    let other = router.siteAssociation(
      appIDs: ["T.app"], origin: try WebOrigin("https://other.example.com"))
    // The router does not accept other.example.com: only its own route reaches it.
    #expect(other.details[0].components?.map(\.path) == ["/other/?*"])
  }

  @Test func aRawRegexRouteIsLeftOutWithAWarning() throws {
    let router = try associationTable(["/a"])
    try router.register(regex: "/r/(?<x>\\d+)") { _ in .ok }
    let file = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    #expect(file.details[0].components?.map(\.path) == ["/a"])
    #expect(
      file.warnings.map(\.message) == ["a raw regex route cannot be written as a path; left out"])
  }

  @Test func manyOptionalPartsAreWrittenAsAWildcard() throws {
    let pattern = "/x" + String(repeating: "{/a}", count: 5)
    let written = try components([pattern])
    #expect(written.count <= AssociationWriter.maximumExpansions)
    #expect(
      written.contains { $0.comment?.contains("optional parts beyond 16 written as *") == true })
    let file = SiteAssociation(details: [.init(appIDs: ["T.app"], components: written)])
    #expect(file.verdict(for: "/x/a/a/a/a/a", appIDs: ["T.app"]).opensApp)
  }

  @Test func aWebFragmentExclusionComesFirst() throws {
    let router = try associationTable(["/a"])
    let file = router.siteAssociation(
      appIDs: ["T.app"], origin: try exampleOrigin, webFragment: "web")
    let first = try #require(file.details[0].components?.first)
    #expect(first.fragment == "web" && first.exclude == true)
    #expect(
      file.verdict(for: "/a#web", appIDs: ["T.app"])
        == .excluded(.init(details: 0, index: 0, isPath: false)))
    #expect(file.verdict(for: "/a", appIDs: ["T.app"]).opensApp)
  }

  @Test func noRouteNeedsAQueryOrAFragmentPattern() throws {
    let written = try components(["/product/:id(\\d+)", "/users{/:id}/edit", "/files/*path"])
    #expect(written.allSatisfy { $0.query == nil && $0.fragment == nil })
    let file = SiteAssociation(details: [.init(appIDs: ["T.app"], components: written)])
    // Campaign items and fragments do not keep a link from the app.
    #expect(file.verdict(for: "/product/4?utm_source=mail#top", appIDs: ["T.app"]).opensApp)
  }

  /// What the file sends for a route covers what the route takes: each sample URL of each
  /// route opens the app.
  @Test(arguments: [
    "/product/:id(\\d+)", "/year/:y(\\d{4})", "/code/:c([a-z]{2})", "/w/:w(\\w+)",
    "/d/:d(.+)", "/feed.:format(json|xml)", "/u/:u([a-z0-9_-]{3,16})", "/test/:id(\\d*)",
    "/users{/:id}/edit", "/files{/*path}", "/category/家居", "/a-:b-:c", "/v:version(\\d+)/x",
  ])
  func everySampleOfARouteOpensTheApp(pattern: String) throws {
    let router = try associationTable([pattern])
    let file = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    let route = try #require(router.routeTable.routes.first)
    let samples = try RouteSampler.samples(
      of: route, configuration: router.routeTable.configuration
    ).get()
    for sample in samples {
      #expect(file.verdict(for: sample, appIDs: ["T.app"]).opensApp, "\(sample) of \(pattern)")
    }
  }
}
