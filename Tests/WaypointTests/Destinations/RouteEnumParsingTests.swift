import Foundation
import Testing
import Waypoint

@Suite("Route enums: parsing a URL into a case")
struct RouteEnumParsingTests {
  static let article = URL(string: "https://a.b/c?d=e&f=%20")!

  @Test func eachPatternParsesIntoItsCase() throws {
    #expect(try AppRoute.parse("/home") == .home)
    #expect(try AppRoute.parse("/items/42?utm_source=x") == .detail(id: 42))
    #expect(
      try AppRoute.parse("/web?url=https%3A%2F%2Fa.b%2Fc%3Fd%3De%26f%3D%2520")
        == .web(url: Self.article))
    #expect(try AppRoute.parse("/login") == .login)
  }

  @Test func aFormerPatternParsesIntoTheCase() throws {
    #expect(try AppRoute.parse("/detail/7") == .detail(id: 7))
  }

  @Test func eachShapeOfAssociatedValuesParses() throws {
    let product = ProductDestination(id: 3, tab: .reviews, tags: ["a", "b"])
    let cases: [(String, ShapeRoute)] = [
      ("/pairs/1/x%2Fy", .pair(1, "x/y")),
      ("/mixed/5?label=hi", .mixed(5, label: "hi")),
      ("/search?page=2", .search(query: nil, page: 2)),
      ("/search?query=red%20shoes", .search(query: "red shoes", page: nil)),
      ("/product/3?tab=reviews&tags=a&tags=b", .product(product)),
      ("/sorted/old?tags=x&tags=y", .sorted(order: .old, tags: ["x", "y"])),
      ("/at/2024-05-01T12:00:00Z", .at(date: Date(timeIntervalSince1970: 1_714_564_800))),
      ("/ext/9", .ext(for: 9)),
      ("/things/4", .renamed(id: 4)),
      ("/files/a/b%2Fc/d.txt", .files(path: "a/b/c/d.txt")),
    ]
    for (url, expected) in cases {
      #expect(try ShapeRoute.parse(url) == expected, "\(url)")
    }
  }

  @Test(arguments: [
    (
      "/items/99999999999999999999",
      RouteError.invalidParameter(
        name: "detail.id", value: "99999999999999999999", route: "/items/:id(\\d+)",
        reason: "not a valid Int")
    ),
    ("/web", .missingParameter(name: "web.url", route: "/web")),
    (
      "/mixed/x?label=y",
      .invalidParameter(
        name: "mixed._0", value: "x", route: "/mixed/:_0", reason: "not a valid Int")
    ),
    (
      "/product/1?tab=video",
      .invalidParameter(
        name: "product.tab", value: "video", route: "/product/:id(\\d+)",
        reason: "Cannot initialize Tab from invalid String value video")
    ),
    ("/nowhere", .notFound("/nowhere")),
  ])
  func anErrorNamesTheCaseAndTheParameter(url: String, expected: RouteError) {
    #expect(throws: expected) {
      if url.hasPrefix("/items") || url.hasPrefix("/web") {
        _ = try AppRoute.parse(url)
      } else {
        _ = try ShapeRoute.parse(url)
      }
    }
  }

  @Test func aPathParameterIsNeverReadFromTheQuery() throws {
    #expect(try AppRoute.parse("/items/1?id=2") == .detail(id: 1))
    // An optional part that is absent leaves its parameter out: the query does not fill it.
    let user = try UserEditDestination.parse("/users/edit?id=3018AFBD-E8E6-46B8-B869-CD188176C52E")
    #expect(user.id == nil)
  }

  @Test func withoutAConfigurationALinkOfAnAppSchemeSaysWhatToDo() throws {
    #expect(throws: RouteError.noConfiguration("notes://items/42", source: .appScheme("notes"))) {
      try AppRoute.parse("notes://items/42")
    }
    let error = RouteError.noConfiguration("notes://items/42", source: .appScheme("notes"))
    #expect(error.code == "noConfiguration")
    #expect(error.description.contains("router.parse(_:_:)"))
    #expect(error.description.contains("configuration:"))
    #expect(throws: RouteError.noConfiguration("myapp://product/1", source: .appScheme("myapp"))) {
      try ProductDestination.parse("myapp://product/1")
    }
    // A configuration that does not accept the source still says so.
    #expect(throws: RouteError.sourceNotAllowed("evil://items/1", source: .appScheme("evil"))) {
      try AppRoute.parse("evil://items/1", configuration: notesConfiguration)
    }
  }

  @Test func theRouterParsesWithItsOwnConfiguration() throws {
    let router = Router(configuration: notesConfiguration)
    #expect(try router.parse(AppRoute.self, "notes://items/42") == .detail(id: 42))
    #expect(try router.parse(AppRoute.self, "https://notes.example.com/home") == .home)
    #expect(try router.parse(AppRoute.self, URL(string: "notes://login")!) == .login)
    #expect(
      try router.parse(ProductDestination.self, "notes://product/5") == ProductDestination(id: 5))
    #expect(throws: RouteError.sourceNotAllowed("evil://home", source: .appScheme("evil"))) {
      try router.parse(AppRoute.self, "evil://home")
    }
  }
}
