import Testing
import Waypoint

/// The spec rules by which Waypoint answers differently from an upstream suite, named by
/// section of `routing-semantics.md`. Every `differs:` in the tables is one of these.
enum SpecRule {
  static let trailingSlash = "spec 2: a trailing / is ignored"
  static let emptySegments = "spec 2: empty segments collapse"
  static let caseSensitive =
    "spec 2: the path is case-sensitive unless the router option folds case"
  static let badPercentEscape = "spec 2: a bad percent-escape makes the URL malformed"
  static let rootedPath = "spec 1: a path without a leading / is the same route path (product/42)"
  static let emptyURL = "spec 1: the empty string is a malformed URL"
  static let queryMark = "spec 1: a ? in a URL starts the query; it never reaches the path"
  static let emptyPattern = "spec 3: an empty pattern is a registration error"
  static let adjacentParameters = "spec 3: two parameters with nothing between them are refused"
  static let names =
    "spec 3: a name starts with a letter or _ and ends at the first character outside [A-Za-z0-9_]"
  static let wildcard = "spec 3: *name is one or more characters of a rooted path"
  static let optionalAtStart =
    "spec 3: an optional part may start the pattern ({/:foo}{/:bar}-ext matches /-ext)"
  static let greedySplit =
    "spec 3: in one segment each parameter but the last takes as much as it can"
  static let laterParameter =
    "spec 3: a later parameter never holds the literal text that precedes it"
  static let wildcardText =
    "spec 3: the split rule names parameters; a *name inside a path takes any characters"
  static let optionalTrailingSlash =
    "spec 3: an expansion with a trailing / inside the pattern text is refused"
  static let duplicateName = "spec 3: a name used twice in one pattern is a registration error"
  static let invalidConstraint = "spec 3: an invalid constraint regex is a registration error"
  static let noAutoCapture = "spec 3: parentheses inside a constraint never create captures"
  static let constraintNeedsName =
    "spec 3: a constraint follows a parameter name; a ( of its own is unbalanced"
  static let rawQuestionMark = "spec 3: a raw ? in a pattern is a registration error"
  static let noRepeatModifiers =
    "spec 3: there are no repeat modifiers; * starts a wildcard and needs a name"
  static let nestedOptional = "spec 3 (as path-to-regexp 8): optional parts may nest"
  static let duplicatePattern =
    "spec 4: the same pattern twice for one source (after spec 2 normalization) is refused"
  static let specificity = "spec 4: literal beats mixed beats parameter beats wildcard, per segment"
}

/// Waypoint bugs the ported cases show, reported in issue 11's note. A case that shows one
/// keeps the spec's answer and runs as a known issue naming the bug (`bug: KnownBug.name`).
/// None is open: the two the port found (a `*name` inside a path that never started with `/`,
/// and `hello*xx` ranking as a bare `*xx`) are fixed, and their cases run in their suites.
enum KnownBug {}

/// Runs ported cases through the public API: a `Router` per case, its routes registered in
/// order, then `Router.match(_:)`.
enum ConformanceRunner {
  /// Registers the case's routes (checking which ones Waypoint refuses) and compares the
  /// answer for its path.
  static func check(_ item: ConformanceCase) {
    let router = Router(configuration: .init(caseInsensitive: item.caseInsensitive))
    for route in item.routes {
      let refused = !register(route, on: router)
      let expectRefused =
        item.expected == .refusedPattern || item.refusedRoutes.contains(route.text)
      #expect(
        refused == expectRefused,
        "registering \(route) should \(expectRefused ? "fail" : "succeed")")
    }
    guard item.expected != .refusedPattern else { return }
    let answer = self.answer(router, item.path, rawValues: item.rawValues)
    #expect(answer == item.expected, "upstream \(item.upstream)")
  }

  /// Whether registering `route` succeeded.
  static func register(_ route: PortedRoute, on router: Router) -> Bool {
    do {
      if route.isRegex {
        try router.register(regex: route.text) { _ in .ok }
      } else {
        try router.register(route.text) { _ in .ok }
      }
      return true
    } catch {
      return false
    }
  }

  /// What the router answers for `path`.
  static func answer(_ router: Router, _ path: String, rawValues: Bool) -> ConformanceAnswer {
    do {
      guard let found = try router.match(path) else { return .noMatch }
      var parameters: [String: String] = [:]
      for name in found.parameters.names {
        parameters[name] =
          rawValues ? found.parameters.raw(name).map(String.init) : found.parameters[name]
      }
      return .match(route: found.route.pattern, parameters: parameters)
    } catch {
      let urlErrors: Set = [
        "malformedURL", "badPercentEscape", "controlCharacter", "urlTooLong", "pathAboveRoot",
      ]
      return urlErrors.contains(error.code) ? .refusedURL : .failed(code: error.code)
    }
  }
}
