import Testing
import Waypoint

/// Bugs found while hardening (by the fuzz targets under `Tests/Fuzz` or by reading the code
/// next to them), each with the input that showed it. All were fixed in 32aa2e1.
@Suite("Hardening regressions")
struct HardeningRegressionTests {
  /// Found by FuzzRoutePattern (`er/:i\d`, then `/f\Qiles/*p%4Fb%20c`). A literal after a
  /// parameter or wildcard name that starts with a name character (written `\x`, or an escape
  /// such as `%4F` that decodes to one) must be escaped in the normalized path, or the path
  /// reads as a longer name: `/:id\x` has the path `/:idx`, whose parameter is `idx`.
  @Test(
    "the normalized path keeps the escape after a name",
    arguments: [
      #"/:id\x"#, #"/files/*path\x"#, #"/:a\1b"#, #"/:id\_x/y"#, #"er/:i\d"#, "/files/*p%4Fb",
    ])
  func normalizedPathKeepsTheEscapeAfterAName(_ pattern: String) throws {
    let expression = try RouteExpression(pattern)
    let again = try? RouteExpression(expression.path)
    #expect(again == expression, "\(pattern) normalizes to \(expression.path)")
    #expect(again?.parameterNames == expression.parameterNames)
  }

  /// Found by FuzzRouteURL (`/a/./bzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz%00/c`), in the
  /// fast path for canonical internal paths that skips 8 bytes at a time (f2b604d): when a
  /// word of letters, digits and slashes ends a segment, the segment before the slash is not
  /// checked for `.` or `..`. So `/a/./bcdefgh` keeps its `.`, `/a/../bcdefgh` its `..`, and
  /// `/../abcdefgh` is not refused: handlers and wildcards see `..`.
  @Test(
    "dot segments are removed before an 8-byte run",
    arguments: [
      ("/a/./bcdefgh", "/a/bcdefgh"), ("/./abcdefgh", "/abcdefgh"),
      ("/a/../bcdefghij", "/bcdefghij"), ("/files/../secret/abcdefgh", "/secret/abcdefgh"),
    ])
  func dotSegmentsBeforeAWordAreRemoved(_ input: String, _ path: String) throws {
    #expect(try RouteURL(input).path == path)
  }

  /// The same bug lets a path climb above the root unnoticed.
  @Test(arguments: ["/../abcdefgh", "/a/../../bcdefgh", "/../../../etc/passwd"])
  func pathAboveRootBeforeAWordIsRefused(_ input: String) {
    #expect(throws: MatchingError.pathAboveRoot(input)) { try RouteURL(input) }
  }

  /// What the bug does to matching: `/files/../etc/passwd` is `/etc/passwd`, which
  /// `/files/*path` does not match; with the bug the wildcard captures `../etc/passwd`.
  @Test func wildcardNeverCapturesADotSegment() throws {
    let url = "/files/../etc/passwd"
    let match = try RouteMatcher("/files/*path").match(url)
    #expect(match == nil, "captured \(match?.parameters["path"] ?? "")")
    let router = Router()
    try router.register("/files/*path") { _ in .ok }
    let routed = try router.match(url)
    #expect(routed == nil, "captured \(routed?.parameters["path"] ?? "")")
  }

  /// Found by FuzzRoutePattern (`/{0:x(...)/b}{/}`). Normalization is not idempotent when a
  /// trailing optional part holds only a `/`: it is dropped after the `/` before the previous
  /// optional part was considered, so `/{a}{/}` normalizes to `/{a}` (regex `/(?:a)?`), which
  /// normalizes to `{/a}` (regex `(?:(?:/a)?|/)`). Both match `/` and `/a`, but the two
  /// expressions differ, so the same route registers twice.
  @Test("normalizing a normalized pattern changes nothing", arguments: ["/{a}{/}", "/{:id}{//}"])
  func normalizationIsIdempotent(_ pattern: String) throws {
    let expression = try RouteExpression(pattern)
    let again = try RouteExpression(expression.path)
    #expect(again.path == expression.path)
    #expect(again == expression)
  }

  /// Found by FuzzRoutePattern (`/./{-^}/.`, a campaign with the schedule scaled by run time).
  /// Dot segments were removed after the other rules had run, so `/{-x}/.` kept the `/` before
  /// its optional part, now the last one, outside it (`/{-x}`, regex `/(?:-x)?`), where `/{-x}`
  /// written so normalizes to `{/-x}` (regex `(?:(?:/-x)?|/)`), and `/users/{:id}/.` was
  /// refused (its part's absence left `/users/`): the rules now run again after a dot segment is
  /// removed.
  @Test(
    "a pattern whose dot segments are removed normalizes as if written without them",
    arguments: [
      ("/./{-^}/.", "{/-%5E}"), ("/{-x}/.", "{/-x}"), ("/a/{-x}/.", "/a{/-x}"),
      ("{:lang}/home/.", "{/:lang}/home"), ("/users/{:id}/.", "/users{/:id}"),
    ])
  func dotSegmentRemovalThenNormalizes(_ pattern: String, normalized: String) throws {
    let expression = try RouteExpression(pattern)
    #expect(expression.path == normalized)
    let again = try RouteExpression(expression.path)
    #expect(again.path == expression.path)
    #expect(again == expression)
    let router = Router()
    try router.register(normalized) { _ in .ok }
    #expect {
      try router.register(pattern) { _ in .ok }
    } throws: { error in
      (error as? RouteError)?.code == "duplicateRoute"
    }
  }

  /// The same route, written with and without a trailing `{/}`, must be a duplicate.
  @Test func trailingEmptyOptionalPartMakesNoNewRoute() throws {
    let router = Router()
    try router.register("/{a}") { _ in .ok }
    #expect {
      try router.register("/{a}{/}") { _ in .ok }
    } throws: { error in
      (error as? RouteError)?.code == "duplicateRoute"
    }
  }

  /// Found by reading `lookupInternal` next to FuzzRouter (a route restricted to `.internal`
  /// was added to its table). `router.match` takes a shortcut for canonical internal paths that
  /// only looks at unrestricted routes, so a raw regex route registered with
  /// `source: .internal` is missed by `match("/own/7")` and `canHandle`, though
  /// `match("own/7")` and `handle("/own/7")` find it.
  @Test func internalSourceRouteIsFoundByMatch() async throws {
    let router = Router()
    try router.register(regex: #"/own/(?<id>[0-9]+)"#, source: .internal) { _ in .ok }
    #expect(try router.match("own/7")?.parameters["id"] == "7")
    #expect(try router.match("/own/7")?.parameters["id"] == "7")
    #expect(router.canHandle("/own/7"))
    #expect(await router.handle("/own/7").response != nil)
  }

  /// Found by FuzzRoutePattern. A parameter name longer than 32 bytes is accepted and the route
  /// registers (the compiled table numbers its groups), but the route's own matcher does not
  /// compile: PCRE2 limits group names to 32 code units. Either the name must be refused at
  /// registration, naming its position, or every use of the route must work.
  @Test func acceptedPatternWithALongNameCompiles() throws {
    let name = String(repeating: "n", count: 33)
    let pattern = "/a/:\(name)"
    let expression: RouteExpression
    do {
      expression = try RouteExpression(pattern)
    } catch {
      #expect(error.code == "invalidPattern", "refused, as it should be, but with \(error)")
      return
    }
    #expect(throws: Never.self) { _ = try RouteMatcher(expression) }
    #expect(throws: Never.self) { _ = try expression.url(parameters: [name: "x"]) }
  }

  /// Consequence of the long-name bug in dispatch: when a candidate declines, the dispatcher
  /// looks for the next one with each route's own matcher, which throws `invalidPattern` at
  /// dispatch time. The long-name route should handle the request.
  @Test func longNameRouteAfterADeclineHandles() async throws {
    let router = Router()
    let pattern = "/a/:" + String(repeating: "n", count: 33)
    guard (try? RouteExpression(pattern)) != nil else { return }
    try router.register("/a/b", handler: ClosureRouteHandler(accepts: { _ in false }) { _ in .ok })
    try router.register(pattern) { _ in .success(["handler": "long"]) }
    let outcome = await router.handle("/a/b")
    #expect(outcome.response?.values["handler"] == "long", "\(outcome)")
  }

  /// Found by reading `ConstraintCompiler` next to the catalogue. A non-ASCII character inside
  /// a character class is documented as refused (a class matches one byte), but a class that
  /// starts with `]` (`[]家]`, `[^]家]`) or holds a POSIX class (`[[:alpha:]家]`) is taken to
  /// end early, and the character is rewritten to `(?:%E5%AE%B6)` inside the class, which then
  /// matches `(`, `?`, `:`, `%`, `E`, `5`...
  @Test(
    "a non-ASCII character in any character class is refused",
    arguments: ["/:x([]家])", "/:x([^]家])", "/:x([[:alpha:]家])", "/:x([[:digit:]家])"])
  func nonASCIIInCharacterClassIsRefused(_ pattern: String) throws {
    #expect {
      _ = try RouteExpression(pattern)
    } throws: { error in
      (error as? MatchingError)?.code == "invalidConstraint"
    }
  }

  /// What the character-class bug does to matching: the constraint of `/:x([[:alpha:]家])`
  /// accepts `(`, which is neither a letter nor 家.
  @Test func characterClassConstraintDoesNotMatchItsRewrite() throws {
    guard let matcher = try? RouteMatcher("/:x([[:alpha:]家])") else { return }
    #expect(try matcher.match("/(") == nil)
    #expect(try matcher.match("/%25") == nil)
  }
}
