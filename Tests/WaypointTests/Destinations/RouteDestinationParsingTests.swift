import Foundation
import Testing
import Waypoint

@Suite("Route destinations: parsing a URL into a value")
struct RouteDestinationParsingTests {
  static let userID = UUID(uuidString: "3018AFBD-E8E6-46B8-B869-CD188176C52E")!

  @Test func pathParametersAndQueryItemsBecomeProperties() throws {
    #expect(
      try ProductDestination.parse("/product/42?tab=reviews&tags=a%20b&tags=c%2Fd&utm_source=x")
        == ProductDestination(id: 42, tab: .reviews, tags: ["a b", "c/d"]))
    #expect(try ProductDestination.parse("/product/7") == ProductDestination(id: 7, tab: nil))
    #expect(
      try SearchDestination.parse(
        "/search/red%20shoes?page=2&exact=yes&minimumPrice=9.5&note=&filters=new&filters=")
        == SearchDestination(
          query: "red shoes", page: 2, exact: true, minimumPrice: 9.5, note: "",
          filters: ["new", ""]))
    #expect(
      try FileDestination.parse("/files/a/b%2Fc/d.txt") == FileDestination(path: "a/b/c/d.txt"))
    #expect(
      try ShareDestination.parse("myapp://share/x%2Fy", configuration: destinationConfiguration)
        == ShareDestination(shareToken: "x/y"))
  }

  @Test func optionalPartsAndEnumsWithIntegerRawValues() throws {
    #expect(
      try UserEditDestination.parse("/users/\(Self.userID)/edit?section=2&sections=3&sections=1")
        == UserEditDestination(id: Self.userID, section: .privacy, sections: [.billing, .profile]))
    #expect(
      try UserEditDestination.parse("/users/edit")
        == UserEditDestination(id: nil, section: nil, sections: []))
  }

  @Test func urlsAreReadAsTheRouterReadsThem() throws {
    let expected = ProductDestination(id: 42, tab: .info)
    for url in [
      "myapp://product/42?tab=info", "MYAPP:///product/42?tab=info",
      "https://app.example.com/product/42/?tab=info", "/a/../product//42?tab=info#top",
    ] {
      #expect(
        try ProductDestination.parse(url, configuration: destinationConfiguration) == expected)
    }
  }

  @Test(arguments: [
    (
      "/search/x?exact=maybe",
      RouteError.invalidParameter(
        name: "exact", value: "maybe", route: "/search/:query", reason: "not a valid Bool")
    ),
    (
      "/search/x?exact=true&page=two",
      .invalidParameter(
        name: "page", value: "two", route: "/search/:query", reason: "not a valid Int")
    ),
    ("/search/x", .missingParameter(name: "exact", route: "/search/:query")),
    (
      "/product/99999999999999999999",
      .invalidParameter(
        name: "id", value: "99999999999999999999", route: "/product/:id(\\d+)",
        reason: "not a valid Int")
    ),
    (
      "/users/not-a-uuid/edit",
      .invalidParameter(
        name: "id", value: "not-a-uuid", route: "/users{/:id}/edit",
        reason: "Attempted to decode UUID from invalid UUID string.")
    ),
  ])
  func aParameterThatDoesNotFitIsNamedWithTheReason(url: String, expected: RouteError) {
    #expect(throws: expected) { try Self.parse(url) }
  }

  /// Parses `url` as the fixture destination its first segment names.
  static func parse(_ url: String) throws {
    if url.hasPrefix("/product") {
      _ = try ProductDestination.parse(url)
    } else if url.hasPrefix("/users") {
      _ = try UserEditDestination.parse(url)
    } else {
      _ = try SearchDestination.parse(url)
    }
  }

  @Test func anEnumValueOutOfItsCasesIsNamed() {
    #expect {
      _ = try ProductDestination.parse("/product/1?tab=video")
    } throws: { error in
      guard case .invalidParameter(let name, let value, _, let reason)? = error as? RouteError
      else { return false }
      return name == "tab" && value == "video" && reason.contains("video")
    }
  }

  @Test func aURLOutsideThePatternOrItsSourcesIsRefused() {
    #expect(throws: RouteError.notFound("/product/abc")) {
      try ProductDestination.parse("/product/abc")
    }
    #expect(throws: RouteError.notFound("/order/1")) { try ProductDestination.parse("/order/1") }
    #expect(throws: RouteError.noConfiguration("myapp://product/1", source: .appScheme("myapp"))) {
      try ProductDestination.parse("myapp://product/1")
    }
    #expect(throws: RouteError.sourceNotAllowed("myapp://product/1", source: .appScheme("myapp"))) {
      try ProductDestination.parse("myapp://product/1", configuration: Router.Configuration())
    }
    #expect(throws: RouteError.notFound("/share/abc")) {
      try ShareDestination.parse("/share/abc", configuration: destinationConfiguration)
    }
    #expect {
      try ProductDestination.parse("//evil.example/product/1")
    } throws: { error in
      (error as? RouteError)?.code == "malformedURL"
    }
  }

  @Test func aFoundationURLParsesAsItsText() throws {
    let url = try #require(URL(string: "https://app.example.com/product/42?tab=reviews"))
    #expect(
      try ProductDestination.parse(url, configuration: destinationConfiguration)
        == ProductDestination(id: 42, tab: .reviews))
    #expect(
      throws: RouteError.noConfiguration(
        url.absoluteString, source: .webOrigin(try WebOrigin("https://app.example.com")))
    ) {
      try ProductDestination.parse(url)
    }
  }

  @Test func aPatternNamingItsSourceAcceptsItWithoutConfiguration() throws {
    #expect(try ShareDestination.parse("myapp://share/abc") == ShareDestination(shareToken: "abc"))
  }

  @Test func theConfigurationsLimitsApply() {
    let tight = Router.Configuration(maximumURLLength: 20, maximumQueryItems: 2)
    #expect(throws: RouteError.urlTooLong(length: 27, limit: 20)) {
      try ProductDestination.parse("/product/42?tags=abcdefghij", configuration: tight)
    }
    #expect(throws: RouteError.tooManyParameters("/product/4?a&b&c", count: 3, limit: 2)) {
      try ProductDestination.parse("/product/4?a&b&c", configuration: tight)
    }
  }

  @Test func caseInsensitiveRoutersParseCaseInsensitively() throws {
    let insensitive = Router.Configuration(caseInsensitive: true)
    #expect(try ProductDestination.parse("/PRODUCT/3", configuration: insensitive).id == 3)
    #expect(throws: RouteError.notFound("/PRODUCT/3")) {
      try ProductDestination.parse("/PRODUCT/3")
    }
  }
}
