import Foundation
import Testing
import Waypoint
import WaypointTesting

@Suite("Route enums: building a case's URL")
struct RouteEnumBuildingTests {
  @Test func eachCaseBuildsItsURL() throws {
    #expect(try AppRoute.home.url() == "/home")
    #expect(try AppRoute.detail(id: 42).url() == "/items/42")
    #expect(
      try AppRoute.web(url: URL(string: "https://a.b/c?d=e")!).url()
        == "/web?url=https%3A%2F%2Fa.b%2Fc%3Fd%3De")
    #expect(try AppRoute.login.url() == "/login")
    #expect(try ShapeRoute.pair(1, "x/y").url() == "/pairs/1/x%2Fy")
    #expect(try ShapeRoute.search(query: nil, page: 2).url() == "/search?page=2")
    #expect(
      try ShapeRoute.product(ProductDestination(id: 3, tab: .info, tags: ["a b"])).url()
        == "/product/3?tab=info&tags=a%20b")
    #expect(try ShapeRoute.renamed(id: 4).url() == "/things/4")
    #expect(try ShapeRoute.ext(for: 9).url() == "/ext/9")
    #expect(try ShapeRoute.files(path: "a/b c").url() == "/files/a/b%20c")
  }

  @Test func everyCaseParsesBackEqual() throws {
    var samples = ParameterSamples(seed: 21)
    for _ in 0..<50 {
      let text = samples.text()
      let values: [ShapeRoute] = [
        .pair(samples.int(in: Int.min...Int.max), samples.segment()),
        .mixed(samples.int(in: -5...5), label: text),
        .search(query: text, page: nil),
        .product(ProductDestination(id: samples.int(in: 0...Int.max), tab: nil, tags: [text])),
        .sorted(order: .new, tags: [text, "", text]),
        .at(date: Date(timeIntervalSince1970: Double(samples.int(in: -1_000_000...1_000_000)) / 7)),
        .files(path: samples.segments()),
      ]
      for value in values {
        let url = try value.url()
        #expect(try ShapeRoute.parse(url) == value, "\(url)")
      }
      let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      let web = AppRoute.web(url: URL(string: "https://a.b/?q=\(query)")!)
      #expect(try AppRoute.parse(web.url()) == web)
    }
  }

  @Test func aCaseWithoutAPatternFailsNamingTheCase() async {
    #expect(throws: RouteError.caseWithoutPattern(type: "ShapeRoute", case: "unrouted")) {
      try ShapeRoute.unrouted(id: 1).url()
    }
    #expect(
      RouteError.caseWithoutPattern(type: "ShapeRoute", case: "unrouted").description
        == "ShapeRoute.unrouted has no pattern: add \"unrouted\": \"/...\" to ShapeRoute.patterns")
  }

  @Test func aValueThatFailsItsConstraintIsNamedWithItsCase() {
    #expect(
      performing: { try AppRoute.detail(id: -1).url() },
      throws: {
        ($0 as? RouteError).map { error in
          if case .invalidParameter(name: "detail.id", value: "-1", route: "/items/:id(\\d+)", _) =
            error
          {
            return true
          }
          return false
        } ?? false
      })
  }

  @Test func linksFromASource() throws {
    #expect(try AppRoute.detail(id: 42).url(source: .appScheme("notes")) == "notes://items/42")
    let router = Router(configuration: notesConfiguration)
    #expect(try router.url(for: AppRoute.detail(id: 42)) == "/items/42")
    #expect(try router.url(for: AppRoute.home, source: .appScheme("notes")) == "notes://home")
    #expect(
      try router.url(
        for: AppRoute.detail(id: 42), source: .webOrigin(WebOrigin("https://notes.example.com")))
        == "https://notes.example.com/items/42")
    #expect(try router.url(for: ProductDestination(id: 1)) == "/product/1")
    #expect(throws: RouteError.sourceNotAllowed("evil://home", source: .appScheme("evil"))) {
      try router.url(for: AppRoute.home, source: .appScheme("evil"))
    }
    let short = Router(configuration: Router.Configuration(maximumURLLength: 9))
    #expect(throws: RouteError.urlTooLong(length: 10, limit: 9)) {
      try short.url(for: ShapeRoute.ext(for: 12345))
    }
  }

  @Test func theCaseKeyIsTheCodingKey() {
    #expect(AppRoute.detail(id: 1).caseKey == "detail")
    #expect(AppRoute.home.caseKey == "home")
    #expect(ShapeRoute.renamed(id: 1).caseKey == "item")
  }
}
