import Waypoint

/// `waypoint match`: which route takes each URL, with its parameters and query.
enum MatchCommand: Command {
  static let name = "match"
  static let summary = "show which route takes each URL, as JSON lines"
  static let help = """
    usage: waypoint match [--route PATTERN]... [--routes FILE]... [--manifest FILE]...
                          [--app-scheme SCHEME]... [--web-origin ORIGIN]... [--case-insensitive]
                          [--explain [--json]] URL...

    Matches each URL against the routes, ranked as Waypoint dispatches them (priority: a
    manifest's, 0 for the others; then specificity; then the order given), and prints one
    JSON object per URL, one per line:

      {"url":"myapp://user/42?tab=a","route":"/user/:id","redirect":null,
       "parameters":{"id":"42"},"query":{"tab":["a"]},"error":null}

      url         the URL as given
      route       the pattern of the winning route, or null
      redirect    for a redirect route, the URL it sends the URL to: its target filled in
                  with the matched parameters (as the URL has them), the query carried
                  over; null otherwise
      parameters  the path parameters, decoded
      query       every query parameter, with all its values in order
      error       null, or {"code": ..., "message": ...}; the code is the RouteError case,
                  such as notFound, internalOnlyRoute (an internal-only route reached from
                  outside the app, as handling and --explain say), malformedURL,
                  sourceNotAllowed, badPercentEscape

    options:
      --route PATTERN      a route pattern (repeatable)
      --routes FILE        a file of patterns, one per line; # starts a comment, and a
                           leading HTTP method column is ignored (repeatable)
      --manifest FILE      a route manifest (JSON), read as the router's apply reads it:
                           its routes with their priorities, flags and sources, and its
                           redirects (repeatable)
    \(sourceOptions)
      --case-insensitive   match paths without regard to ASCII case
      --explain            explain why each URL did or did not route, for people (below)
      --json               with --explain, print each explanation as one JSON object per line
                           (without --explain the output is JSON already)

    With --explain, each URL gets its source and whether it is accepted (or the error that
    refuses it), its route path after normalization, the winning route (and, for a redirect
    route, the URL it redirects to) and the routes it outranks (with why), the nearest misses
    (with the segment or constraint that refused the URL), then every other route, one line
    each:

      $ waypoint match --explain --route '/product/:id(\\d+)' --route /cart --app-scheme myapp \\
          myapp://product/shoes
      myapp://product/shoes
        source:  myapp:// (accepted)
        path:    /product/shoes
        winner:  none
        nearest misses:
          #2 /product/:id(\\d+): segment 2: the constraint \\d+ of :id refused "shoes"
          #1 /cart: first segment differs: expected "cart", found "product"

    Routes are numbered in dispatch order from 1 (/cart comes before /product/:id(\\d+), which
    has more segments), and misses are listed nearest first, whatever their numbers. With
    --json, each object has: url, source, admission (accepted, restrictedRoutesOnly or
    refused), error, rewrites, path, winner (the winner's number or null), redirect (as
    above), nearestMisses (numbers, nearest first) and routes; each route has rank, pattern,
    name, verdict (winner, outranked, internalOnly, restrictedToAnotherSource,
    sourceOnlyForRestrictedRoutes, firstSegmentDiffers, literalSegmentDiffers,
    constraintRefused, segmentDiffers, tooFewSegments, tooManySegments, regexDidNotMatch,
    patternDidNotMatch, matchFailed), the verdict's values (segment, expected, found,
    parameter, constraint, text, minimum, maximum, reason...), matchedSegments, parameters
    when it matched, and message.

    A pattern that appears again (after normalization) is registered once: the first one
    given, in the order --route, --routes, --manifest.
    Exit status: 0 when every URL was processed, matched or not; 2 for bad arguments or an
    invalid pattern, with a message on standard error.

    """

  /// The entries of `--app-scheme` and `--web-origin` in the options list.
  private static let sourceOptions = [
    SourceOption.appScheme.helpLine("an accepted app scheme, such as myapp", column: 23),
    SourceOption.webOrigin.helpLine(
      "an accepted web origin, such as https://app.example.com", column: 23),
  ].joined(separator: "\n")

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: ["route", "routes", "manifest"],
      flagOptions: ["case-insensitive", "explain", "json"], sources: SourceOption.allCases)
    guard !options.positional.isEmpty else { throw UsageError("no URL given\n\n" + help) }
    let router = try makeRouter(options)
    if options.flag("explain") {
      await ExplainOutput.write(
        options.positional, router: router, json: options.flag("json"), output: output)
      return 0
    }
    for url in options.positional {
      output.write(await report(url, router: router).rendered + "\n")
    }
    return 0
  }

  /// A router with the routes and sources of `options`, each route with a handler that does
  /// nothing.
  static func makeRouter(_ options: ArgumentReader) throws -> Router {
    let router = try options.router(caseInsensitive: options.flag("case-insensitive"))
    var sources = options.values("route").map { ($0, "--route") }
    for path in options.values("routes") {
      let file = try RoutesFile(path: path)
      sources += file.lines.map { ($0.pattern, "\(path):\($0.number)") }
    }
    for (pattern, place) in sources {
      do {
        try router.register(pattern) { _ in .ok }
      } catch .duplicateRoute {
        continue
      } catch {
        throw UsageError("\(place): \(error)")
      }
    }
    let manifests = try RouteInput(routesFiles: [], manifests: options.values("manifest"))
    let refused = manifests.register(on: router).refused
    if let (place, error) = refused.first(where: { $0.error.code != "duplicateRoute" }) {
      throw UsageError("\(place): \(error)")
    }
    return router
  }

  /// The JSON report for one URL.
  static func report(_ url: String, router: Router) async -> JSONText {
    var match: RouteMatch?
    var failure: RouteError?
    do {
      match = try router.match(url)
      if match == nil { failure = await unmatchedError(url, router: router) }
    } catch {
      failure = error
    }
    let query = (try? RouteURL(url, maximumLength: router.configuration.maximumURLLength))?.query
    let redirect = match?.route.redirectTarget == nil ? nil : router.redirectURL(for: url)
    return .object([
      ("url", .string(url)),
      ("route", .string(match?.route.pattern)),
      ("redirect", .string(redirect)),
      ("parameters", match.map { .parameters($0.parameters) } ?? .object([])),
      (
        "query",
        .object(
          query?.names.map { name in (name, .array(query?.all(name).map { .string($0) } ?? [])) }
            ?? [])
      ),
      (
        "error",
        failure.map { .error($0) } ?? .null
      ),
    ])
  }

  /// Why `url`, which no route takes, is not routed: the router's
  /// ``RouteError/internalOnlyRoute(url:pattern:)`` when an internal-only route matched it
  /// from outside the app (handling rejects it with that error), else
  /// ``RouteError/notFound(_:)``.
  ///
  /// `Router.match` answers `nil` in both cases; the router's explanation tells them apart.
  /// It is asked only for a URL without a match, so matched URLs stay on the fast path.
  static func unmatchedError(_ url: String, router: Router) async -> RouteError {
    if let error = await router.explain(url).error, case .internalOnlyRoute = error {
      return error
    }
    return .notFound(url)
  }
}
