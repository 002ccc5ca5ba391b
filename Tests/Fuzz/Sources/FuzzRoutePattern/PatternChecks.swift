import FuzzSupport
@_spi(Fuzzing) import WaypointMatching
import WaypointRouting

/// The invariants of one pattern.
enum PatternChecks {
  static let patternErrors: Set<String> = [
    "invalidPattern", "duplicateParameterName", "invalidConstraint",
  ]

  /// A valid pattern's expression, and its own matcher, compiled once for all the checks of
  /// one input (compiling is a function of the expression and the options).
  final class CheckedPattern {
    /// The expression.
    let expression: RouteExpression
    /// Its matcher with the input's options; `nil` when PCRE2 refused the whole regex.
    let matcher: RouteMatcher?
    private var defaultMatcher: Result<RouteMatcher, MatchingError>?

    init(expression: RouteExpression, matcher: RouteMatcher?) {
      self.expression = expression
      self.matcher = matcher
    }

    /// Its matcher with the default configuration (the input's matcher when it matches the
    /// same way: a matcher reads only the case rule and the limits).
    func matcherWithDefaultOptions() throws(MatchingError) -> RouteMatcher {
      if let matcher, matcher.configuration.matchesLike(MatchConfiguration()) { return matcher }
      if let defaultMatcher { return try defaultMatcher.get() }
      let compiled = Result { () throws(MatchingError) in try RouteMatcher(expression) }
      defaultMatcher = compiled
      return try compiled.get()
    }
  }

  /// Parses `pattern` and checks the outcome; returns the expression when it is valid.
  static func parse(
    _ pattern: String, isRegex: Bool, options: MatchConfiguration
  ) -> CheckedPattern? {
    let parsed = TimeBudget.run("parsing the pattern \(pattern)") {
      Result { () throws(MatchingError) -> RouteExpression in
        isRegex ? try RouteExpression(regex: pattern) : try RouteExpression(pattern)
      }
    }
    switch parsed {
    case .failure(let error):
      checkFailure(error, pattern: pattern, isRegex: isRegex)
      return nil
    case .success(let expression):
      let matcher = checkExpression(expression, pattern: pattern, options: options)
      return CheckedPattern(expression: expression, matcher: matcher)
    }
  }

  private static func checkFailure(_ error: MatchingError, pattern: String, isRegex: Bool) {
    let length = pattern.unicodeScalars.count
    switch error {
    case .invalidRegex(let named, let position, _) where isRegex,
      .invalidPattern(let named, let position, _) where !isRegex,
      .invalidConstraint(let named, let position, _) where !isRegex,
      .duplicateParameterName(let named, _, let position) where !isRegex:
      Invariant.require(named == pattern, "the error names \(named), not \(pattern)")
      Invariant.require(
        (0...length).contains(position), "position \(position) outside \(pattern): \(error)")
    default:
      Invariant.fail("\(pattern) failed with \(error.code), not a pattern error: \(error)")
    }
  }

  /// Checks an accepted expression; returns its matcher, `nil` when it does not compile.
  private static func checkExpression(
    _ expression: RouteExpression, pattern: String, options: MatchConfiguration
  ) -> RouteMatcher? {
    let names = expression.parameterNames
    Invariant.require(Set(names).count == names.count, "\(pattern) repeats a name: \(names)")
    Invariant.require(expression.pattern == pattern, "the expression forgot its pattern")
    if !expression.isRawRegex {
      checkNormalizedPath(expression, pattern: pattern)
    }
    let compiled = TimeBudget.run("compiling \(pattern)") {
      Result { () throws(MatchingError) -> RouteMatcher in
        try RouteMatcher(expression, configuration: options)
      }
    }
    switch compiled {
    case .success(let matcher):
      return matcher
    case .failure(let error):
      Invariant.require(
        error.code == "invalidPattern", "compiling \(pattern) failed with \(error)")
      return nil
    }
  }

  /// The normalized path is itself a pattern that gives the same expression.
  private static func checkNormalizedPath(_ expression: RouteExpression, pattern: String) {
    let path = expression.path
    do {
      let again = try RouteExpression(path)
      // Both regexes are built from the tree `path` parses to, unless the expression keeps a
      // tree of its own: only then can they differ (building them was a quarter of an input's
      // work for patterns of optional parts, each written once per way of keeping them).
      let sameRegex = expression.syntaxTreeReadsBackFromPath || again.regex == expression.regex
      Invariant.require(
        again.path == path && sameRegex && again.parameterNames == expression.parameterNames,
        "\(pattern) normalizes to \(path), which reads as \(again.path) with the regex "
          + "\(again.regex) and names \(again.parameterNames), not \(expression.regex) and "
          + "\(expression.parameterNames)")
      if expression.source == nil {
        Invariant.require(again == expression, "\(pattern) and its path \(path) differ")
      }
    } catch {
      Invariant.fail("\(pattern) normalizes to \(path), which is refused: \(error)")
    }
  }

  /// The web origin the routers accept.
  static let webOrigin = try! WebOrigin("https://app.example.com")

  /// The matching configuration of an input: the sources the routers accept, `myapp` and
  /// `https://app.example.com`, with the input's case rule and match limit.
  static func configuration(caseInsensitive: Bool, matchLimit: Int) -> MatchConfiguration {
    MatchConfiguration(
      appSchemes: ["myapp"], webOrigins: [webOrigin], caseInsensitive: caseInsensitive,
      matchLimit: matchLimit)
  }

  /// A router accepting `myapp` and `https://app.example.com` holding the expressions, and the
  /// route-by-route reference for it, which takes the matchers the checks compiled.
  static func router(
    with patterns: [CheckedPattern], options: MatchConfiguration
  ) -> (Router, ReferenceRouter) {
    let router = Router(configuration: Router.Configuration(matching: options))
    var registered: [(Route, RouteMatcher)] = []
    for checked in patterns {
      let expression = checked.expression
      let definition = RouteDefinition(
        expression: expression, target: .handler(RecordingHandler(expression.pattern)))
      TimeBudget.run("registering \(expression.pattern)") {
        do throws(RouteError) {
          let route = try router.register(definition)
          guard let matcher = checked.matcher else {
            Invariant.fail("\(expression.pattern) registers, but its own matcher fails")
          }
          registered.append((route, matcher))
        } catch {
          let compiles = checked.matcher != nil
          Invariant.require(
            error.code == "duplicateRoute" || (error.code == "invalidPattern" && !compiles),
            "registering \(expression.pattern) failed with \(error)")
        }
      }
    }
    let reference = ReferenceRouter(router)
    for (route, matcher) in registered { reference.use(matcher, for: route) }
    return (router, reference)
  }

  /// One expression's own match of `url`: parameters inside the path, reverse routing exact.
  static func checkMatch(_ checked: CheckedPattern, url: String, options: MatchConfiguration) {
    let expression = checked.expression
    guard let matcher = checked.matcher else { return }
    let outcome = TimeBudget.run("matching \(url) with \(expression.pattern)") {
      Result { () throws(MatchingError) -> MatchResult? in try matcher.match(url) }
    }
    guard case .success(let result?) = outcome else { return }
    let names = result.parameters.names
    Invariant.require(
      names.allSatisfy(expression.parameterNames.contains),
      "\(expression.pattern) set \(names), not among \(expression.parameterNames)")
    for name in names {
      guard let raw = result.parameters.raw(name) else {
        Invariant.fail("\(name) is set but has no value")
      }
      Invariant.require(
        raw.isEmpty || result.path.contains(raw), "\(name)=\(raw) is not in the path \(result.path)"
      )
    }
    guard !expression.isRawRegex, !options.caseInsensitive else { return }
    let parameters = result.parameters.dictionary
    guard let built = try? expression.url(parameters: parameters) else { return }
    do {
      // With the default options, as an app would match the URL it built.
      let again = try checked.matcherWithDefaultOptions().match(built)
      Invariant.require(
        again?.parameters.dictionary == parameters,
        "\(expression.pattern): reverse routing \(parameters) gives \(built), which matches "
          + "\(again?.parameters.dictionary.description ?? "nothing")")
    } catch {
      Invariant.require(
        error.code == "matchLimitExceeded", "\(built), built by reverse routing, fails: \(error)")
    }
  }
}
