/// A registered route: its expression, its name, priority, defaults, flags and attributes,
/// and what handles it.
///
/// ```swift
/// let route = try router.register("/product/:id", name: "product") { request in .ok }
/// route.pattern // "/product/:id"
/// try router.remove(route)
/// ```
public final class Route: Sendable, CustomStringConvertible {
  /// The expression the route matches.
  public let expression: RouteExpression
  /// The route's name, for reverse routing and logs.
  public var name: String? { details?.name }
  /// The explicit priority: higher goes first. Default 0.
  public let priority: Int
  /// Default parameters, read when no other source has the name.
  public var defaults: [String: String] { details?.defaults ?? [:] }
  /// The route's flags.
  public let flags: RouteFlags
  /// The name of the handler in the router's handler registry, when the route was registered
  /// by handler name (from a plugin or a manifest).
  public var handlerName: String? { details?.handlerName }
  /// What features attached to the route (its presentation, its plugin, ...).
  public var attributes: RouteAttributes { details?.attributes ?? RouteAttributes() }

  /// The optional attributes, `nil` when the route has none: most routes of a large table
  /// have none, and keeping them apart saves about 80 bytes per route.
  private let details: Details?

  /// A route's name, defaults, handler name and attributes.
  private final class Details: Sendable {
    let name: String?
    let defaults: [String: String]
    let handlerName: String?
    let attributes: RouteAttributes

    init(
      name: String?, defaults: [String: String], handlerName: String?,
      attributes: RouteAttributes
    ) {
      self.name = name
      self.defaults = defaults
      self.handlerName = handlerName
      self.attributes = attributes
    }
  }

  let action: Action
  /// The handler when it is a ``ClosureRouteHandler`` (what registering a closure makes), for
  /// dispatch to call without an existential call, which costs an async frame of its own; one
  /// word, as the handler is.
  let closureHandler: ClosureRouteHandler?

  /// What a matched route does.
  enum Action: Sendable {
    /// Runs a handler.
    case handler(any RouteHandler)
    /// Redirects to a URL built from a target pattern with the matched parameters.
    case redirect(target: RedirectTarget)
  }

  init(
    expression: RouteExpression, name: String?, priority: Int, defaults: [String: String],
    flags: RouteFlags, action: Action, handlerName: String? = nil,
    attributes: RouteAttributes = RouteAttributes()
  ) {
    let hasDetails =
      name != nil || !defaults.isEmpty || handlerName != nil || !attributes.isEmpty
    self.details =
      hasDetails
      ? Details(
        name: name, defaults: defaults, handlerName: handlerName, attributes: attributes) : nil
    self.expression = expression
    self.priority = priority
    self.flags = flags
    self.action = action
    if case .handler(let handler) = action {
      self.closureHandler = handler as? ClosureRouteHandler
    } else {
      self.closureHandler = nil
    }
  }

  /// The pattern (or raw regex) as written.
  public var pattern: String { expression.pattern }

  /// The handler, or `nil` for a redirect route.
  public var handler: (any RouteHandler)? {
    if case .handler(let handler) = action { return handler }
    return nil
  }

  /// The target pattern of a redirect route, or `nil`.
  public var redirectTarget: String? {
    if case .redirect(let target) = action { return target.pattern }
    return nil
  }

  /// The pattern, with the name and the redirect target when there are.
  public var description: String {
    var text = pattern
    if let name { text += " (\(name))" }
    if let redirectTarget { text += " -> \(redirectTarget)" }
    return text
  }
}
