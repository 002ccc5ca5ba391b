/// Which typed route a route was registered for: the Swift type, and for a ``RouteEnum`` the
/// namespace it was registered under and the case.
///
/// ```swift
/// try router.register(AppRoute.self, namespace: "app") { route, _ in .ok }
/// guard case .typed(let key) = router.route(named: "app.detail")?.origin else { return }
/// key.caseKey                   // "detail"
/// key.belongs(to: AppRoute.self) // true
/// ```
///
/// The type's name is for messages only; nothing saved or exported holds it.
public struct TypedRouteKey: Sendable, Hashable, CustomStringConvertible {
  /// The identity of the Swift type.
  public let typeID: ObjectIdentifier
  /// The Swift type's name, for messages.
  public let typeName: String
  /// The namespace a ``RouteEnum`` was registered under; `nil` for a ``RouteDestination``.
  public let namespace: String?
  /// The coding key of the case (`"detail"`); `nil` for a ``RouteDestination``.
  public let caseKey: String?

  /// The key of `type`, registered under `namespace` for the case `caseKey`.
  init(_ type: Any.Type, namespace: String?, caseKey: String?) {
    self.typeID = ObjectIdentifier(type)
    self.typeName = String(describing: type)
    self.namespace = namespace
    self.caseKey = caseKey
  }

  /// Whether the route was registered for `type`.
  public func belongs(to type: any TypedRoute.Type) -> Bool {
    typeID == ObjectIdentifier(type)
  }

  /// `app.detail` for an enum's case; the type's name for a destination.
  public var description: String {
    guard let caseKey else { return typeName }
    return namespace.map { "\($0).\(caseKey)" } ?? "\(typeName).\(caseKey)"
  }
}
