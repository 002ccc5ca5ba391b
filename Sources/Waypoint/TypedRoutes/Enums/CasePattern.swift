/// The pattern of one ``RouteEnum`` case, with what its route is registered with: flags, a
/// presentation, names for unlabeled associated values, and the patterns the case had before.
///
/// ```swift
/// "home": "/home",                                               // a string literal
/// "detail": CasePattern("/items/:id(\\d+)", flags: [.requiresLogin]),
/// "pair": CasePattern("/pairs/:left/:right", arguments: ["left", "right"]),  // case pair(Int, Int)
/// "item": CasePattern("/items/:id", formerly: ["/detail/:id"]),  // old links still land here
/// "product": .destination(ProductDestination.self),              // case product(ProductDestination)
/// ```
public struct CasePattern: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The pattern, in the syntax of <doc:URLPatterns>; a pattern restricted to a source
  /// (`myapp://share/:id`) builds links of that source.
  public var pattern: String
  /// The flags of the case's route, such as ``RouteFlags/requiresLogin``.
  public var flags: RouteFlags
  /// How the case's screen prefers to be shown, for navigation handlers.
  public var presentation: Presentation?
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
    arguments: [String] = [], formerly: [String] = []
  ) {
    self.pattern = pattern
    self.flags = flags
    self.presentation = presentation
    self.arguments = arguments
    self.formerly = formerly
  }

  /// The pattern and flags of `type`, for a case whose one associated value is that
  /// destination: `case product(ProductDestination)` is written
  /// `"product": .destination(ProductDestination.self)`, and the destination's properties are
  /// the case's parameters.
  public static func destination<Target: RouteDestination>(_ type: Target.Type) -> CasePattern {
    CasePattern(Target.pattern, flags: Target.flags)
  }
}
