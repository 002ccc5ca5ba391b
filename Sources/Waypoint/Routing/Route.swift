import Foundation

/// A registered route: its expression, its name, priority, defaults and flags, and what handles
/// it.
///
/// ```swift
/// let route = try router.register("/product/:id", name: "product") { request in .ok }
/// route.pattern // "/product/:id"
/// try router.remove(route)
/// ```
public final class Route: @unchecked Sendable, CustomStringConvertible {
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
  /// The registration order, which breaks ties in dispatch order.
  public let sequence: Int
  /// The name of the handler in the router's handler registry, when the route was registered
  /// by handler name (from a plugin or a manifest).
  public var handlerName: String? { details?.handlerName }
  /// How the route prefers to be shown, for navigation handlers (from a manifest).
  public var presentation: Presentation? { details?.presentation }
  /// The namespace of the plugin that contributed the route, if any.
  public var plugin: String? { details?.plugin }

  /// The optional attributes, `nil` when the route has none: most routes of a large table
  /// have none, and keeping them apart saves about 80 bytes per route.
  private let details: Details?

  /// A route's name, defaults, handler name, presentation and plugin.
  private final class Details: Sendable {
    let name: String?
    let defaults: [String: String]
    let handlerName: String?
    let presentation: Presentation?
    let plugin: String?

    init(
      name: String?, defaults: [String: String], handlerName: String?,
      presentation: Presentation?, plugin: String?
    ) {
      self.name = name
      self.defaults = defaults
      self.handlerName = handlerName
      self.presentation = presentation
      self.plugin = plugin
    }
  }

  let action: Action
  /// The handler when it is a ``ClosureRouteHandler`` (what registering a closure makes), for
  /// dispatch to call without an existential call, which costs an async frame of its own (about
  /// 30 ns of a 740 ns dispatch); one word, as the handler is.
  let closureHandler: ClosureRouteHandler?
  /// How many parameters the expression captures (read on every match).
  let parameterCount: Int
  /// The route's own matcher, compiled on first use (guarded by `Route.matcherLock`).
  private var compiledMatcher: RouteMatcher?
  private static let matcherLock = NSLock()

  /// What a matched route does.
  enum Action: Sendable {
    /// Runs a handler.
    case handler(any RouteHandler)
    /// Redirects to a URL built from a target pattern with the matched parameters.
    case redirect(target: RouteExpression)
  }

  init(
    expression: RouteExpression, name: String?, priority: Int, defaults: [String: String],
    flags: RouteFlags, sequence: Int, action: Action, handlerName: String? = nil,
    presentation: Presentation? = nil, plugin: String? = nil
  ) {
    let hasDetails =
      name != nil || !defaults.isEmpty || handlerName != nil || presentation != nil
      || plugin != nil
    self.details =
      hasDetails
      ? Details(
        name: name, defaults: defaults, handlerName: handlerName, presentation: presentation,
        plugin: plugin) : nil
    self.expression = expression
    self.priority = priority
    self.flags = flags
    self.sequence = sequence
    self.action = action
    if case .handler(let handler) = action {
      self.closureHandler = handler as? ClosureRouteHandler
    } else {
      self.closureHandler = nil
    }
    self.parameterCount = expression.parameterCount
  }

  /// The pattern (or raw regex) as written.
  public var pattern: String { expression.pattern }

  /// The route's own matcher, compiled the first time it is needed: the reference the compiled
  /// table is checked against, and the slow path after a handler declines. Most routes never
  /// need it, so it costs nothing until then; one lock shared by all routes guards it.
  func matcher(options: RouteMatcher.Options) throws(RouteError) -> RouteMatcher {
    if let matcher = Self.matcherLock.withLock({ compiledMatcher }) { return matcher }
    let matcher = try RouteMatcher(expression, options: options)
    return Self.matcherLock.withLock {
      if let existing = compiledMatcher { return existing }
      compiledMatcher = matcher
      return matcher
    }
  }

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
