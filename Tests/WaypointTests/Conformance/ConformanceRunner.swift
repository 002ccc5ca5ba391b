import Testing
import Waypoint

/// The rules of the Routing semantics article (the DocC catalog's contract) by which Waypoint
/// answers differently from an upstream suite, each named by the article's heading. Every
/// `differs:` in the tables is one of these.
enum SpecRule {
  static let trailingSlash = "Routing semantics, Empty and dot segments: a trailing / is ignored"
  static let emptySegments = "Routing semantics, Empty and dot segments: empty segments collapse"
  static let caseSensitive =
    "Routing semantics, Case: the path is case-sensitive unless the router option folds case"
  static let badPercentEscape =
    "Routing semantics, Characters in a URL: a bad percent-escape makes the URL malformed"
  static let rootedPath =
    "Routing semantics, Internal paths: a path without a leading / is the same route path "
    + "(product/42)"
  static let emptyURL =
    "Routing semantics, Characters in a URL: the empty string is a malformed URL"
  static let queryMark =
    "Routing semantics, Link sources and the route path: a ? in a URL starts the query; it never "
    + "reaches the path"
  static let emptyPattern =
    "Routing semantics, Registration errors: an empty pattern is a registration error"
  static let adjacentParameters =
    "Routing semantics, Registration errors: two parameters with nothing between them are refused"
  static let names =
    "Routing semantics, Syntax: a name starts with a letter or _ and ends at the first character "
    + "outside [A-Za-z0-9_]"
  static let wildcard =
    "Routing semantics, Wildcards: *name is one or more characters of a rooted path"
  static let optionalAtStart =
    "Routing semantics, Optional parts: an optional part may start the pattern "
    + "({/:foo}{/:bar}-ext matches /-ext)"
  static let greedySplit =
    "Routing semantics, Parameters in one segment: in one segment each parameter but the last "
    + "takes as much as it can"
  static let laterParameter =
    "Routing semantics, Parameters in one segment: a later parameter never holds the literal text "
    + "that precedes it"
  static let wildcardText =
    "Routing semantics, Wildcards: the split rule names parameters; a *name inside a path takes "
    + "any characters"
  static let optionalTrailingSlash =
    "Routing semantics, Optional parts: an expansion with a trailing / inside the pattern text is "
    + "refused"
  static let duplicateName =
    "Routing semantics, Registration errors: a name used twice in one pattern is a registration "
    + "error"
  static let invalidConstraint =
    "Routing semantics, Registration errors: an invalid constraint regex is a registration error"
  static let noAutoCapture =
    "Routing semantics, Constraints: parentheses inside a constraint never create captures"
  static let constraintNeedsName =
    "Routing semantics, Registration errors: a constraint follows a parameter name; a ( of its "
    + "own is unbalanced"
  static let rawQuestionMark =
    "Routing semantics, Registration errors: a raw ? in a pattern is a registration error"
  static let noRepeatModifiers =
    "Routing semantics, Registration errors: there are no repeat modifiers; * starts a wildcard "
    + "and needs a name"
  static let nestedOptional =
    "Routing semantics, Optional parts: optional parts may nest (as path-to-regexp 8)"
  static let duplicatePattern =
    "Routing semantics, Duplicates: the same pattern twice for one source (after normalization) "
    + "is refused"
  static let specificity =
    "Routing semantics, Specificity: literal beats mixed beats parameter beats wildcard, per "
    + "segment"
}

/// Waypoint bugs the ported cases show, reported in issue 11's note. A case that shows one
/// keeps the article's answer and runs as a known issue naming the bug (`bug: KnownBug.name`).
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
