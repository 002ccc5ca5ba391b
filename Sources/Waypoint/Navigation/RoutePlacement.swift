/// Where a route's screen lives: the tab that holds it, how it is shown, the route behind it
/// when a link arrives from outside the app, and the query items that, beside the path
/// parameters, identify its screen.
///
/// ```swift
/// var review = try RouteDefinition(
///   "/orders/:id/review", name: "order-review", handler: ClosureRouteHandler { _ in .success() })
/// review.placement = RoutePlacement(tab: "orders", parent: "order")
/// ```
public struct RoutePlacement: Sendable, Hashable {
  /// The identifier of the tab that holds the screen; `nil`: the tab on screen.
  public var tab: String?
  /// How the screen is shown; `nil`: pushed.
  public var presentation: Presentation?
  /// The name of the route behind this one, filled from this route's parameters; `nil`: the
  /// screen sits on its tab's root.
  public var parent: String?
  /// Query items that identify the screen beside its path parameters (a search screen's
  /// `q`): two links that differ in one of them are two screens.
  public var identifyingQueryItems: [String]

  /// A placement; every part is optional.
  public init(
    tab: String? = nil, presentation: Presentation? = nil, parent: String? = nil,
    identifyingQueryItems: [String] = []
  ) {
    self.tab = tab
    self.presentation = presentation
    self.parent = parent
    self.identifyingQueryItems = identifyingQueryItems
  }
}

extension Route {
  /// Where the route's screen lives (from the code, a plugin, a manifest or a typed route);
  /// its ``RoutePlacement/presentation`` is ``presentation``.
  public var placement: RoutePlacement {
    var placement = attributes[PlacementKey.self] ?? RoutePlacement()
    placement.presentation = presentation
    return placement
  }
}

extension RouteDefinition {
  /// Where the route's screen lives; setting it also sets ``presentation``.
  ///
  /// A parent is checked when the change that registers the route completes (a batch, a plugin
  /// install, a manifest apply), against every route the change leaves: it must be a route's
  /// name whose path parameters this route fills from its own and its defaults, and no chain of
  /// parents may come back to where it started (<doc:WhereEachScreenLives>).
  public var placement: RoutePlacement {
    get {
      var placement = attributes[PlacementKey.self] ?? RoutePlacement()
      placement.presentation = presentation
      return placement
    }
    set {
      attributes[PlacementKey.self] = newValue
      presentation = newValue.presentation
      // A parent is checked against the whole set of routes when the change completes.
      if newValue.parent != nil { attributes[RouteSetValidatorsKey.self] = [PlacementValidator()] }
    }
  }
}

/// The route attribute holding a route's placement (its presentation is ``PresentationKey``'s).
enum PlacementKey: RouteAttributeKey {
  typealias Value = RoutePlacement
}
