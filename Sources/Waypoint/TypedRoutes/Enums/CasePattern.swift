/// The pattern of one ``RouteEnum`` case, with what its route is registered with: flags, a
/// presentation, where its screen lives (tab, parent), names for unlabeled associated values,
/// and the patterns the case had before.
///
/// ```swift
/// "home": "/home",                                               // a string literal
/// "detail": CasePattern("/items/:id(\\d+)", flags: [.requiresLogin]),
/// "pair": CasePattern("/pairs/:left/:right", arguments: ["left", "right"]),  // case pair(Int, Int)
/// "item": CasePattern("/items/:id", formerly: ["/detail/:id"]),  // old links still land here
/// "product": .destination(ProductDestination.self),              // case product(ProductDestination)
/// "review": CasePattern("/orders/:id/review", tab: "orders", parent: "order"),  // behind .order
/// ```
public struct CasePattern: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The pattern, in the syntax of <doc:URLPatterns>; a pattern restricted to a source
  /// (`myapp://share/:id`) builds links of that source.
  public var pattern: String
  /// The flags of the case's route, such as ``RouteFlags/requiresLogin``.
  public var flags: RouteFlags
  /// How the case's screen prefers to be shown, for navigation handlers.
  public var presentation: Presentation?
  /// The identifier of the tab that holds the case's screen (``RoutePlacement/tab``).
  public var tab: String?
  /// The route behind the case's screen when its link arrives from outside the app
  /// (``RoutePlacement/parent``): another case's coding key (`"order"`, the route
  /// `namespace.order`), or a route name with a `.` taken as it is. Its path parameters are
  /// filled from this case's.
  public var parent: String?
  /// Query items that identify the case's screen beside its path parameters
  /// (``RoutePlacement/identifyingQueryItems``).
  public var identifyingQueryItems: [String]
  /// Names for the unlabeled associated values `_0`, `_1`, ... in order, so that
  /// `case detail(Int)` can be written `/items/:id` with `arguments: ["id"]` (`:_0` is a valid
  /// parameter name too). Empty: the values keep their names.
  public var arguments: [String]
  /// Patterns the case had before: each becomes a redirect to ``pattern``, registered with the
  /// case, so that old links land on its new home. A former pattern must capture every
  /// parameter of ``pattern``.
  public var formerly: [String]

  /// A case pattern without flags.
  public init(stringLiteral pattern: String) {
    self.init(pattern)
  }

  /// A case pattern with what its route is registered with.
  public init(
    _ pattern: String, flags: RouteFlags = [], presentation: Presentation? = nil,
    tab: String? = nil, parent: String? = nil, identifyingQueryItems: [String] = [],
    arguments: [String] = [], formerly: [String] = []
  ) {
    self.pattern = pattern
    self.flags = flags
    self.presentation = presentation
    self.tab = tab
    self.parent = parent
    self.identifyingQueryItems = identifyingQueryItems
    self.arguments = arguments
    self.formerly = formerly
  }

  /// Where the case's screen lives: its tab, presentation, parent (as written: a case's coding
  /// key or a route name) and identifying query items.
  public var placement: RoutePlacement {
    RoutePlacement(
      tab: tab, presentation: presentation, parent: parent,
      identifyingQueryItems: identifyingQueryItems)
  }

  /// The pattern, flags and placement of `type`, for a case whose one associated value is that
  /// destination: `case product(ProductDestination)` is written
  /// `"product": .destination(ProductDestination.self)`, and the destination's properties are
  /// the case's parameters.
  public static func destination<Target: RouteDestination>(_ type: Target.Type) -> CasePattern {
    let placement = Target.placement
    return CasePattern(
      Target.pattern, flags: Target.flags, presentation: placement.presentation,
      tab: placement.tab, parent: placement.parent,
      identifyingQueryItems: placement.identifyingQueryItems)
  }
}
