import FuzzSupport
import Waypoint

/// The invariants of one pattern.
enum PatternChecks {
  static let patternErrors: Set<String> = [
    "invalidPattern", "duplicateParameterName", "invalidConstraint",
  ]

  /// Parses `pattern` and checks the outcome; returns the expression when it is valid.
  static func parse(
    _ pattern: String, isRegex: Bool, options: RouteMatcher.Options
  ) -> RouteExpression? {
    let parsed = TimeBudget.run("parsing the pattern \(pattern)") {
      Result { () throws(RouteError) -> RouteExpression in
        isRegex ? try RouteExpression(regex: pattern) : try RouteExpression(pattern)
      }
    }
    switch parsed {
    case .failure(let error):
      checkFailure(error, pattern: pattern, isRegex: isRegex)
      return nil
    case .success(let expression):
      checkExpression(expression, pattern: pattern, options: options)
      return expression
    }
  }

  private static func checkFailure(_ error: RouteError, pattern: String, isRegex: Bool) {
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

  private static func checkExpression(
    _ expression: RouteExpression, pattern: String, options: RouteMatcher.Options
  ) {
    let names = expression.parameterNames
    Invariant.require(Set(names).count == names.count, "\(pattern) repeats a name: \(names)")
    Invariant.require(expression.pattern == pattern, "the expression forgot its pattern")
    if !expression.isRawRegex {
      checkNormalizedPath(expression, pattern: pattern)
    }
    _ = TimeBudget.run("compiling \(pattern)") {
      Result { () throws(RouteError) -> RouteMatcher in
        try RouteMatcher(expression, options: options)
      }
      .mapError { error -> RouteError in
        Invariant.require(
          error.code == "invalidPattern", "compiling \(pattern) failed with \(error)")
        return error
      }
    }
  }

  /// The normalized path is itself a pattern that gives the same expression.
  private static func checkNormalizedPath(_ expression: RouteExpression, pattern: String) {
    let path = expression.path
    do {
      let again = try RouteExpression(path)
      Invariant.require(
        again.path == path && again.regex == expression.regex
          && again.parameterNames == expression.parameterNames,
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

  /// A router accepting `myapp` and `https://app.example.com` holding the expressions.
  static func router(with expressions: [RouteExpression], options: RouteMatcher.Options) -> Router {
    let router = Router(
      configuration: Router.Configuration(
        appSchemes: ["myapp"],
        webOrigins: [try! WebOrigin("https://app.example.com")],
        caseInsensitive: options.caseInsensitive, matchLimit: options.matchLimit))
    for expression in expressions {
      let definition = RouteDefinition(
        expression: expression, target: .handler(RecordingHandler(expression.pattern)))
      TimeBudget.run("registering \(expression.pattern)") {
        do throws(RouteError) {
          try router.register(definition)
          do {
            _ = try RouteMatcher(expression, options: options)
          } catch {
            Invariant.fail("\(expression.pattern) registers, but its own matcher fails: \(error)")
          }
        } catch {
          let compiles = (try? RouteMatcher(expression, options: options)) != nil
          Invariant.require(
            error.code == "duplicateRoute" || (error.code == "invalidPattern" && !compiles),
            "registering \(expression.pattern) failed with \(error)")
        }
      }
    }
    return router
  }

  /// One expression's own match of `url`: parameters inside the path, reverse routing exact.
  static func checkMatch(_ expression: RouteExpression, url: String, options: RouteMatcher.Options)
  {
    guard let matcher = try? RouteMatcher(expression, options: options) else { return }
    let outcome = TimeBudget.run("matching \(url) with \(expression.pattern)") {
      Result { () throws(RouteError) -> MatchResult? in try matcher.match(url) }
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
      let again = try RouteMatcher(expression).match(built)
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
