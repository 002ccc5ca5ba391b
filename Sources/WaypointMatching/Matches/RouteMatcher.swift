/// One route expression, compiled once with PCRE2 (JIT where available), that matches URLs.
///
/// This is the first piece of the WLRRouter design: a matcher for one URL expression that
/// produces a ``MatchResult`` with the path parameters.
///
/// ```swift
/// let matcher = try RouteMatcher("/user/:id(\\d+)")
/// try matcher.match("myapp://user/42")?.parameters["id"] // "42"
/// try matcher.match("/user/me")                           // nil
/// ```
///
/// A matcher does not decide which sources are accepted (the router does); it only keeps a
/// source-restricted expression, such as `myapp://share/:id`, to URLs from that source.
/// Matching is thread-safe and allocates no match data: each thread reuses its own.
public final class RouteMatcher: Sendable {
  /// The expression this matcher matches.
  public let expression: RouteExpression
  /// The case rule and the limits it matches under (the configuration it was made with).
  public let configuration: MatchConfiguration

  let code: PCRE2Code
  private let limits: PCRE2MatchLimits
  private let groupNumbers: [Int]
  /// The syntax tree the regex was built from (empty for a raw regex route), kept for reverse
  /// routing: an expression reads its tree back from its text on every read, which took
  /// about 40% of building a URL.
  package let parts: [PatternPart]

  /// Parses and compiles `pattern`.
  ///
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)``.
  public convenience init(
    _ pattern: String, configuration: MatchConfiguration = MatchConfiguration()
  ) throws(MatchingError) {
    try self.init(try RouteExpression(pattern), configuration: configuration)
  }

  /// Compiles `expression`.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` when PCRE2 refuses the whole
  ///   regex (for example when it is too large).
  public init(
    _ expression: RouteExpression, configuration: MatchConfiguration = MatchConfiguration()
  ) throws(MatchingError) {
    self.expression = expression
    self.configuration = configuration
    self.limits = configuration.pcre2Limits
    var compileOptions = PCRE2CompileOptions.routePath
    if !expression.isRawRegex { compileOptions.insert(.noAutoCapture) }
    if configuration.caseInsensitive { compileOptions.insert(.caseless) }
    let parts = expression.parts
    self.parts = parts
    do {
      code = try PCRE2Code(pattern: expression.regex(of: parts), options: compileOptions)
    } catch {
      throw .invalidPattern(expression.pattern, position: 0, reason: error.message)
    }
    groupNumbers = expression.storage.groupNumbers
  }

  /// Matches a URL or an internal path.
  ///
  /// - Returns: the match, or `nil` when the expression does not match the URL's route path
  ///   or is restricted to another source.
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``, or
  ///   ``MatchingError/matchLimitExceeded(pattern:url:)`` when a constraint backtracks too much.
  public func match(_ url: String) throws(MatchingError) -> MatchResult? {
    try match(try RouteURL(url, maximumLength: configuration.maximumURLLength))
  }

  /// Matches a parsed URL.
  ///
  /// - Throws: ``MatchingError/matchLimitExceeded(pattern:url:)`` when a constraint backtracks too
  ///   much.
  public func match(_ url: RouteURL) throws(MatchingError) -> MatchResult? {
    guard expression.serves(url) else { return nil }
    return try matchPath(url)
  }

  /// Matches the route path of `url`, whatever its source: `match(_:)` without
  /// the source check, for explaining a source-restricted route's pattern.
  ///
  /// - Throws: ``MatchingError/matchLimitExceeded(pattern:url:)`` when a constraint backtracks too
  ///   much.
  package func matchPath(_ url: RouteURL) throws(MatchingError) -> MatchResult? {
    let scratch = PCRE2MatchScratch.current
    let outcome = url.withPathBytes { bytes -> Result<CaptureRanges?, PCRE2MatchFailure> in
      do throws(PCRE2MatchFailure) {
        guard try code.match(bytes, scratch: scratch, limits: limits) else { return .success(nil) }
      } catch {
        return .failure(error)
      }
      return .success(Self.captures(scratch, groups: groupNumbers))
    }
    switch outcome {
    case .success(let captures?):
      return MatchResult(url: url, expression: expression, captures: captures)
    case .success(nil):
      return nil
    case .failure(let failure):
      throw MatchingError(failure, pattern: expression.pattern, url: url.string)
    }
  }

  /// Reads the given groups of the last match in `scratch`, in order.
  @inline(__always)
  static func captures(_ scratch: PCRE2MatchScratch, groups: [Int]) -> CaptureRanges {
    var captures = CaptureRanges()
    let offsets = scratch.offsets
    for group in groups {
      let start = offsets[2 * group]
      captures.append(start == pcre2Unset ? nil : start..<offsets[2 * group + 1])
    }
    return captures
  }
}

extension RouteExpression {
  /// Whether a route with this expression may serve `url`: unrestricted, or restricted to the
  /// URL's own source.
  func serves(_ url: RouteURL) -> Bool {
    guard let source else { return true }
    return source == url.source
  }
}

extension MatchingError {
  /// The error for a match that PCRE2 stopped.
  init(_ failure: PCRE2MatchFailure, pattern: String, url: String) {
    switch failure {
    case .matchLimit, .resourceLimit:
      self = .matchLimitExceeded(pattern: pattern, url: url)
    case .other(let code, let message):
      self = .regexMatchFailed(
        pattern: pattern, url: url, reason: "PCRE2 error \(code): \(message)")
    }
  }
}
