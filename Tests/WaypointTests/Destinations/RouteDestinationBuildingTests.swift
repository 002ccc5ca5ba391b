import Foundation
import Testing
import Waypoint

@Suite("Route destinations: building a URL from a value")
struct RouteDestinationBuildingTests {
  static let userID = UUID(uuidString: "3018AFBD-E8E6-46B8-B869-CD188176C52E")!

  @Test func pathParametersFillThePatternAndTheRestIsTheQueryInDeclarationOrder() throws {
    #expect(
      try ProductDestination(id: 42, tab: .reviews, tags: ["a b", "c/d"]).url()
        == "/product/42?tab=reviews&tags=a%20b&tags=c%2Fd")
    #expect(try ProductDestination(id: 7, tab: nil).url() == "/product/7")
    #expect(
      try SearchDestination(
        query: "a/b %?#é", page: 3, exact: false, minimumPrice: -0.5, note: "",
        filters: ["+&=", ""]
      ).url()
        == "/search/a%2Fb%20%25%3F%23%C3%A9?page=3&exact=false&minimumPrice=-0.5&note="
        + "&filters=%2B%26%3D&filters=")
    #expect(try FileDestination(path: "a b/c%/d.txt").url() == "/files/a%20b/c%25/d.txt")
    #expect(
      try UserEditDestination(id: Self.userID, section: .billing, sections: [.privacy]).url()
        == "/users/\(Self.userID)/edit?section=3&sections=2")
    #expect(try UserEditDestination(id: nil, section: nil, sections: []).url() == "/users/edit")
  }

  @Test func aPatternRestrictedToASourceBuildsALinkOfThatSource() throws {
    #expect(try ShareDestination(shareToken: "x/y").url() == "myapp://share/x%2Fy")
    #expect(
      try ShareDestination(shareToken: "x").url(source: .appScheme("myapp")) == "myapp://share/x")
    #expect(throws: RouteError.sourceNotAllowed("myapp://share/x", source: .internal)) {
      try ShareDestination(shareToken: "x").url(source: .internal)
    }
  }

  @Test func linksFromACustomSchemeOrAWebOrigin() throws {
    let product = ProductDestination(id: 42, tab: .info)
    let origin = try WebOrigin("https://app.example.com")
    #expect(try product.url(source: .appScheme("myapp")) == "myapp://product/42?tab=info")
    #expect(
      try product.url(source: .webOrigin(origin)) == "https://app.example.com/product/42?tab=info")
    #expect(try product.url(source: .internal) == "/product/42?tab=info")
  }

  @Test func theFirstSegmentOfACustomSchemeLinkIsReadAsASegment() throws {
    #expect(
      try SectionDestination(section: "a:b@c", item: "1").url(source: .appScheme("myapp"))
        == "myapp://a:b@c/1")
    for section in ["a:b", "a@b", "u@h:1", "[::1]", "Deals", ":", "%41", "x y", "😀"] {
      let urls = expectRoundTripFromEverySource(SectionDestination(section: section, item: "1"))
      #expect(urls.count == 3)
    }
  }

  @Test(arguments: [
    (
      SearchDestination(
        query: "", page: nil, exact: false, minimumPrice: nil, note: nil, filters: []),
      RouteError.invalidParameter(
        name: "query", value: "", route: "/search/:query", reason: "a parameter cannot be empty")
    ),
    (
      SearchDestination(
        query: "..", page: nil, exact: false, minimumPrice: nil, note: nil, filters: []),
      .invalidParameter(
        name: "query", value: "..", route: "/search/:query",
        reason: "a segment cannot be . or .., which URL normalization removes")
    ),
  ])
  func aValueNoPathCanCarryIsRefusedByName(destination: SearchDestination, expected: RouteError) {
    #expect(throws: expected) { try destination.url() }
  }

  @Test func valuesThatFailThePatternOrCannotBeParametersAreRefused() {
    #expect {
      try ProductDestination(id: -1, tab: nil).url()
    } throws: { error in
      guard case .invalidParameter("id", "-1", _, let reason)? = error as? RouteError else {
        return false
      }
      return reason.contains("constraint")
    }
    #expect(
      throws: RouteError.invalidParameter(
        name: "path", value: "a//b", route: "/files/*path",
        reason:
          "a wildcard needs one or more characters and no empty segment; its value may start "
          + "with / only after text in its segment, and end with / only before text")
    ) { try FileDestination(path: "a//b").url() }
    #expect(
      throws: RouteError.invalidParameter(
        name: "center", value: "", route: "/map/:zoom", reason: "parameters are not nested")
    ) { try NestedDestination(zoom: 3, center: .init(x: 1, y: 2)).url() }
    #expect(
      throws: RouteError.invalidParameter(
        name: "tag", value: "a,b", route: "/tags/:tag",
        reason: "a path parameter takes one value, not an array")
    ) { try ArrayPathDestination(tag: ["a", "b"]).url() }
    #expect(throws: RouteError.missingParameter(name: "id", route: "/users/:id")) {
      try OptionalPathDestination(id: nil).url()
    }
  }

  @Test func numbersAndBooleansReadBackExactly() throws {
    for price in [
      0.1, -0.0, 1e300, Double.leastNonzeroMagnitude, Double.infinity, -Double.infinity, 1.0 / 3,
    ] {
      let search = SearchDestination(
        query: "q", page: Int.min, exact: true, minimumPrice: price, note: nil, filters: [])
      let parsed = try SearchDestination.parse(try search.url())
      #expect(parsed.minimumPrice?.bitPattern == price.bitPattern)
      #expect(parsed.page == Int.min)
    }
  }

  /// Expects `destination` to round-trip from an internal path, `myapp` and the web origin.
  @discardableResult
  func expectRoundTripFromEverySource<Target: RouteDestination & Equatable>(
    _ destination: Target, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    var urls: [String] = []
    let sources: [LinkSource] = [
      .internal, .appScheme("myapp"), .webOrigin(try! WebOrigin("https://app.example.com")),
    ]
    for source in sources {
      do {
        let url = try destination.url(source: source)
        let parsed = try Target.parse(url, configuration: destinationConfiguration)
        #expect(parsed == destination, "\(url)", sourceLocation: sourceLocation)
        urls.append(url)
      } catch {
        Issue.record("\(destination) from \(source): \(error)", sourceLocation: sourceLocation)
      }
    }
    return urls
  }
}

@Suite("Route destinations: URLs, patterns and precedence")
struct RouteDestinationEdgeTests {
  @Test(arguments: [
    "https://example.com/a?b=c&d=e#f", "https://example.com/%E5%AE%B6?q=a+b%20c",
    "mailto:someone@example.com", "myapp://share/x%2Fy",
  ])
  func aURLPropertyRoundTrips(address: String) throws {
    let address = try #require(URL(string: address))
    let page = WebPageDestination(address: address, fallback: nil, mirrors: [address, address])
    let url = try page.url()
    #expect(url.hasPrefix("/web?address=") && url.split(separator: "&").count == 3)
    #expect(try WebPageDestination.parse(url) == page)
  }

  @Test func aURLPropertyThatIsNotAURLIsRefused() {
    #expect(
      throws: RouteError.invalidParameter(
        name: "fallback", value: "", route: "/web", reason: "not a valid URL")
    ) {
      try WebPageDestination.parse("/web?address=https://example.com&fallback=")
    }
  }

  @Test func anInvalidPatternIsReportedByEveryUse() async {
    let isInvalidPattern: @Sendable (any Error) -> Bool = {
      ($0 as? RouteError)?.code == "invalidPattern"
    }
    #expect(performing: { try BrokenPatternDestination(id: 1).url() }, throws: isInvalidPattern)
    #expect(
      performing: { try BrokenPatternDestination.parse("/broken/1") }, throws: isInvalidPattern)
    #expect(
      performing: { try Router().register(BrokenPatternDestination.self) { _, _ in .ok } },
      throws: isInvalidPattern)
    let outcome = await Router().open(BrokenPatternDestination(id: 1))
    #expect(outcome.error?.code == "invalidPattern")
  }

  @Test func theQueryNeverOverridesAPathParameter() throws {
    #expect(try ProductDestination.parse("/product/42?id=7").id == 42)
  }
}

@Suite("Route destinations: shapes of declarations")
struct RouteDestinationShapeTests {
  @Test func aDestinationWithoutParametersWorksBothWays() async throws {
    #expect(try HomeDestination().url() == "/home")
    #expect(try HomeDestination.parse("/home?utm_source=x") == HomeDestination())
    let router = Router()
    try router.register(HomeDestination.self) { _, _ in .success(["handler": "home"]) }
    #expect(await router.open(HomeDestination()).handlerName == "home")
  }

  @Test func aDestinationThatIsOneValueIsRefused() {
    let expected = RouteError.invalidTypedRoute(
      type: "SingleValueDestination",
      problems: [
        "SingleValueDestination encodes as one value; a RouteDestination is a struct whose"
          + " stored properties are its parameters (an enum with cases is a RouteEnum)"
      ])
    #expect(throws: expected) { try SingleValueDestination.one.url() }
    #expect(throws: expected) { try SingleValueDestination.parse("/single") }
    #expect(throws: expected) { try Router().register(SingleValueDestination.self) { _, _ in .ok } }
  }
}
