extension Route {
  /// Where the route came from: a typed route, a manifest, a plugin, or code.
  public var origin: RouteOrigin {
    if let typed = attributes[TypedRouteDeclarationKey.self] { return .typed(typed.key) }
    if attributes[ManifestOriginKey.self] != nil { return .manifest }
    if let plugin { return .plugin(plugin) }
    return .code
  }

  /// What the code declared for a typed route, before a manifest restated it.
  var typedDeclaration: TypedRouteDeclaration? { attributes[TypedRouteDeclarationKey.self] }
}

extension RouteDefinition {
  /// Where the route comes from: set by the feature that makes the definition (typed routes,
  /// manifests, plugins); ``RouteOrigin/code`` otherwise.
  public var origin: RouteOrigin {
    if let typed = attributes[TypedRouteDeclarationKey.self] { return .typed(typed.key) }
    if attributes[ManifestOriginKey.self] != nil { return .manifest }
    if let plugin = attributes[PluginNamespaceKey.self] { return .plugin(plugin) }
    return .code
  }

  /// What the code declared for a typed route, kept on the route so that applying a manifest
  /// can restore it.
  var typedDeclaration: TypedRouteDeclaration? {
    get { attributes[TypedRouteDeclarationKey.self] }
    set { attributes[TypedRouteDeclarationKey.self] = newValue }
  }

  /// Marks the definition as made by a manifest.
  mutating func markFromManifest() {
    attributes[ManifestOriginKey.self] = true
  }
}

/// What code declared for a typed route: which typed route, and the name, priority, defaults,
/// flags, presentation and placement it was registered with.
struct TypedRouteDeclaration: Sendable {
  let key: TypedRouteKey
  let name: String?
  let priority: Int
  let defaults: [String: String]
  let flags: RouteFlags
  let presentation: Presentation?
  /// Where the route's screen lives, as declared; `nil`: nowhere in particular.
  var placement: RoutePlacement? = nil
}

/// The route attribute holding a typed route's declaration.
enum TypedRouteDeclarationKey: RouteAttributeKey {
  typealias Value = TypedRouteDeclaration
}

/// The route attribute marking a route a manifest made.
enum ManifestOriginKey: RouteAttributeKey {
  typealias Value = Bool
}
