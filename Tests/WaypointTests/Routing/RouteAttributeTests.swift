import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A route keeps its optional attributes apart from the fields every route has; each one
/// alone must still come back as given.
@Suite("Route: optional attributes")
struct RouteAttributeTests {
  /// One route per attribute, with only that attribute set.
  enum Attribute: CaseIterable, Sendable {
    case name, defaults, handlerName, presentation, plugin
  }

  private static func route(with attribute: Attribute?) throws -> Route {
    var attributes = RouteAttributes()
    if attribute == .presentation { attributes[PresentationKey.self] = .present(.sheet) }
    if attribute == .plugin { attributes[PluginNamespaceKey.self] = "shop" }
    return Route(
      expression: try RouteExpression("/a/:id"), name: attribute == .name ? "a" : nil,
      priority: 3, defaults: attribute == .defaults ? ["tab": "info"] : [:],
      flags: [.requiresLogin], action: .handler(ClosureRouteHandler { _ in .ok }),
      handlerName: attribute == .handlerName ? "show" : nil, attributes: attributes)
  }

  @Test("an attribute set alone is kept, the others stay empty", arguments: Attribute.allCases)
  func attributeAlone(_ attribute: Attribute) throws {
    let route = try Self.route(with: attribute)
    #expect(route.name == (attribute == .name ? "a" : nil))
    #expect(route.defaults == (attribute == .defaults ? ["tab": "info"] : [:]))
    #expect(route.handlerName == (attribute == .handlerName ? "show" : nil))
    #expect(route.presentation == (attribute == .presentation ? .present(.sheet) : nil))
    #expect(route.plugin == (attribute == .plugin ? "shop" : nil))
    #expect(route.priority == 3 && route.flags == [.requiresLogin])
  }

  @Test("a route without attributes reads them all as empty")
  func noAttributes() throws {
    let route = try Self.route(with: nil)
    #expect(route.name == nil && route.defaults.isEmpty && route.handlerName == nil)
    #expect(route.presentation == nil && route.plugin == nil)
    #expect(route.pattern == "/a/:id" && route.expression.parameterCount == 1)
  }
}
