/// A route to register: its expression, name, priority, defaults, flags and target, checked
/// but not yet registered. Register many at once, atomically, with
/// `Router.register(_:)` with an array (all or none), or swap a whole table with ``Router/replaceRoutes(with:)``.
///
/// ```swift
/// let definitions = try [
///   RouteDefinition("/product/:id", name: "product", handler: ProductPage()),
///   RouteDefinition.redirect(from: "/item/:id", to: "/product/:id"),
/// ]
/// try router.register(definitions)
/// ```
public struct RouteDefinition: Sendable {
  /// What a matched route does.
  public enum Target: Sendable {
    /// Runs a handler.
    case handler(any RouteHandler)
    /// Runs the handler registered under this name (by a plugin or ``Router/registerHandler(_:named:)``).
    case named(String)
    /// Redirects to a target pattern filled in with the matched parameters.
    case redirect(to: RouteExpression)
  }

  /// The expression the route matches.
  public var expression: RouteExpression
  /// A unique name, for reverse routing and logs.
  public var name: String?
  /// Higher goes first; default 0.
  public var priority: Int
  /// Parameters read when no other source has the name.
  public var defaults: [String: String]
  /// Flags such as ``RouteFlags/internalOnly``.
  public var flags: RouteFlags
  /// What the route does.
  public var target: Target
  /// Whether it replaces a registered route with the same expression instead of failing.
  public var replacing: Bool
  /// What features attach to the route (its presentation, its plugin, ...).
  public var attributes: RouteAttributes

  /// A route from its parts.
  public init(
    expression: RouteExpression, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], replacing: Bool = false,
    attributes: RouteAttributes = RouteAttributes(), target: Target
  ) {
    self.attributes = attributes
    self.expression = expression
    self.name = name
    self.priority = priority
    self.defaults = defaults
    self.flags = flags
    self.replacing = replacing
    self.target = target
  }

  /// A path-pattern route with a handler.
  ///
  /// - Throws: the pattern errors of `RouteExpression(_:)`.
  public init(
    _ pattern: String, name: String? = nil, priority: Int = 0, defaults: [String: String] = [:],
    flags: RouteFlags = [], replacing: Bool = false, handler: some RouteHandler
  ) throws(RouteError) {
    self.init(
      expression: try RouteExpression(parsing: pattern), name: name, priority: priority,
      defaults: defaults,
      flags: flags, replacing: replacing, target: .handler(handler))
  }

  /// A redirect from `pattern` to `target`, filled in with the parameters `pattern` captures.
  ///
  /// - Throws: the pattern errors of either pattern, or
  ///   ``RouteError/missingParameter(name:route:)`` when the target needs a parameter that
  ///   `pattern` does not capture for sure.
  public static func redirect(
    from pattern: String, to target: String, name: String? = nil, priority: Int = 0,
    replacing: Bool = false
  ) throws(RouteError) -> RouteDefinition {
    let source = try RouteExpression(parsing: pattern)
    let destination = try RouteExpression(parsing: target)
    do {
      try source.checkRedirect(to: destination)
    } catch {
      throw RouteError(error)
    }
    return RouteDefinition(
      expression: source, name: name, priority: priority, replacing: replacing,
      target: .redirect(to: destination))
  }
}
