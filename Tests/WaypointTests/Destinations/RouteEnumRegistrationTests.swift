import Foundation
import Testing
import Waypoint

@Suite("Route enums: checking patterns against cases")
struct RouteEnumRegistrationTests {
  @Test func theTableListsEachCaseWithItsParameters() throws {
    let table = try TypedRouteTable(for: AppRoute.self)
    #expect(table.kind == .enumeration)
    #expect(table.entries.map(\.caseKey) == ["home", "detail", "web", "login"])
    #expect(table.entry(forCase: "detail")?.parameters == ["id"])
    #expect(table.entry(forCase: "detail")?.formerly.map(\.pattern) == ["/detail/:id(\\d+)"])
    #expect(table.entry(forCase: "login")?.presentation == .present(.sheet))
    let shapes = try TypedRouteTable(for: ShapeRoute.self)
    #expect(shapes.entry(forCase: "pair")?.parameters == ["left", "right"])
    #expect(shapes.entry(forCase: "mixed")?.parameters == ["_0", "label"])
    #expect(shapes.entry(forCase: "product")?.parameters == ["id", "tab", "tags"])
    #expect(shapes.entry(forCase: "item")?.parameters == ["id"])
    #expect(shapes.entry(forCase: "renamed") == nil)
    #expect(shapes.entry(forCase: "unrouted") == nil)
  }

  @Test func aPathParameterThatIsNotAnAssociatedValueIsRefused() {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "TypoRoute",
        problems: [
          "detail (/items/:ident): the path parameter :ident is not one of the case's associated"
            + " values (id); a path parameter is never filled from the query"
        ])
    ) { try Router().register(TypoRoute.self, namespace: "app") { _, _ in .ok } }
  }

  @Test func aPatternNamingNoCaseIsRefused() {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "MissingCaseRoute",
        problems: [
          "patterns[\"detal\"]: MissingCaseRoute has no case with coding key \"detal\" (a pattern"
            + " is keyed by the case name, or by its CodingKeys string when CodingKeys renames it)"
        ])
    ) { try TypedRouteTable(for: MissingCaseRoute.self) }
  }

  @Test func aPatternKeyedByTheCaseNameOfARenamedCaseIsRefused() {
    enum Renamed: RouteEnum {
      case renamed(id: Int)
      enum CodingKeys: String, CodingKey { case renamed = "item" }
      static let patterns: CasePatterns = ["renamed": "/things/:id"]
    }
    let problems = Self.problems { _ = try TypedRouteTable(for: Renamed.self) }
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("patterns[\"renamed\"]: Renamed has no case") == true)
  }

  @Test func twoCasesWithTheSamePatternAreRefusedNamingBoth() {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "DuplicateRoute",
        problems: [
          "first and second have the same pattern /items/:id/",
          "first (/items/:id) and third (/items/:code) have the same pattern but for parameter"
            + " names: third could never match",
        ])
    ) { try TypedRouteTable(for: DuplicateRoute.self) }
  }

  @Test func aCheckThatStopsAtAValueWithoutASampleSaysWhatToAdd() throws {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "HiddenRoute",
        problems: [
          "hidden (/hidden/:first/:after): cannot check :after: the check stopped at kind, whose"
            + " type Hidden has no sample value; make Hidden CaseIterable, or add a .hidden value"
            + " to sampleValues"
        ])
    ) { try TypedRouteTable(for: HiddenRoute.self) }
    let table = try TypedRouteTable(for: SampledHiddenRoute.self)
    #expect(table.entry(forCase: "hidden")?.parameters == ["first", "kind", "after"])
    #expect(
      try SampledHiddenRoute.parse("/hidden/1/2?kind=b") == .hidden(first: 1, kind: .b, after: 2))
  }

  @Test func shapesNoParameterCanBeAreListedTogether() {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "UnsupportedRoute",
        problems: [
          "tagged (/tags/:tags): tags is an array; a path parameter takes one value",
          "lookup: table is a dictionary or an enum with cases; a parameter is one value or a list",
          "map: _0.center: parameters are nested one level at most",
          "pair: arguments names 3 values, the case has 2 unlabeled ones (_0, _1)",
          "clash: id comes from _0.id and from id",
        ])
    ) { try TypedRouteTable(for: UnsupportedRoute.self) }
  }

  @Test func aStructIsNotARouteEnum() {
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "NotAnEnumRoute",
        problems: [
          "NotAnEnumRoute is a struct, not an enum with cases: conform to RouteDestination and"
            + " declare static let pattern"
        ])
    ) { try TypedRouteTable(for: NotAnEnumRoute.self) }
  }

  @Test func anEnumDeclaredAsADestinationIsRefusedAtEveryUseSayingWhatToWrite() async {
    let expected = RouteError.invalidTypedRoute(
      type: "EnumDestination",
      problems: [
        "EnumDestination is an enum with cases: conform to RouteEnum and declare static let"
          + " patterns: CasePatterns = [\"case\": \"/pattern\", ...]"
      ])
    #expect(throws: expected) { try Router().register(EnumDestination.self) { _, _ in .ok } }
    #expect(throws: expected) { try EnumDestination.parse("/enum/1") }
    #expect(throws: expected) { try EnumDestination.detail(id: 1).url() }
    #expect(await Router().open(EnumDestination.detail(id: 1)).error == expected)
  }

  @Test func aDestinationWhosePathParameterIsNoPropertyIsRefused() {
    let expected = RouteError.invalidTypedRoute(
      type: "TypoDestination",
      problems: [
        "/typo/:ident: the path parameter :ident is not a property of TypoDestination"
          + " (properties: id); a path parameter is never filled from the query"
      ])
    #expect(throws: expected) { try Router().register(TypoDestination.self) { _, _ in .ok } }
    // Before, the query filled the property: "/typo/1?id=2" parsed as id 2.
    #expect(throws: expected) { try TypoDestination.parse("/typo/1?id=2") }
  }

  @Test func aFormerPatternMustCaptureWhatThePatternNeeds() {
    enum Moved: RouteEnum {
      case item(id: Int)
      static let patterns: CasePatterns = [
        "item": CasePattern("/items/:id", formerly: ["/old", "/items/:id/"])
      ]
    }
    let problems = Self.problems { _ = try TypedRouteTable(for: Moved.self) }
    #expect(problems.count == 2)
    #expect(problems.first?.hasPrefix("item: formerly /old: ") == true)
    #expect(
      problems.last == "item has the pattern /items/:id/ twice (as its pattern or a former one)")
  }

  @Test func registrationNamesBothSidesOfAConflict() throws {
    let router = Router()
    try router.register("/items/:id(\\d+)") { _ in .ok }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .pattern, item: "/items/:id(\\d+)", first: "the app", second: "AppRoute.detail")
    ) { try router.register(AppRoute.self, namespace: "app") { _, _ in .ok } }
    #expect(router.routes.count == 1)
    #expect(router.handlerNames.isEmpty)

    let other = Router()
    try other.register(AppRoute.self, namespace: "app") { _, _ in .ok }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .handler, item: "app.home", first: "the app", second: "AppRoute")
    ) { try other.register(AppRoute.self, namespace: "app") { _, _ in .ok } }
    #expect(
      throws: RouteError.invalidTypedRoute(
        type: "AppRoute", problems: ["the namespace \"a.b\" is empty or has a \".\""])
    ) { try Router().register(AppRoute.self, namespace: "a.b") { _, _ in .ok } }
  }

  @Test func theMessageListsEveryProblem() {
    let error = RouteError.invalidTypedRoute(type: "AppRoute", problems: ["one", "two"])
    #expect(error.code == "invalidTypedRoute")
    #expect(
      error.description == "the typed route AppRoute does not fit its patterns:\n  - one\n  - two")
  }

  /// The problems `body` throws as ``RouteError/invalidTypedRoute(type:problems:)``; another
  /// error as one problem, none when it throws nothing.
  static func problems(_ body: () throws -> Void) -> [String] {
    do {
      try body()
      return []
    } catch RouteError.invalidTypedRoute(_, let problems) {
      return problems
    } catch {
      return ["\(error)"]
    }
  }
}
