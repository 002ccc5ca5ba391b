extension Route {
  /// How the route prefers to be shown, for navigation handlers (from a plugin, a manifest, or
  /// ``RouteDefinition/presentation``).
  public var presentation: Presentation? { attributes[PresentationKey.self] }
}

extension RouteDefinition {
  /// How the route prefers to be shown, for navigation handlers.
  public var presentation: Presentation? {
    get { attributes[PresentationKey.self] }
    set { attributes[PresentationKey.self] = newValue }
  }
}

/// The route attribute holding a route's presentation.
enum PresentationKey: RouteAttributeKey {
  typealias Value = Presentation
}
