import FuzzSupport
import Waypoint

/// A router whose routes the target built from its input (``GeneratedRoute``), with its
/// route-by-route reference, and the URLs made for it.
final class GeneratedTable {
  let router: Router
  let reference: ReferenceRouter
  let routes: [GeneratedRoute]

  /// The pattern errors a generated route may be refused with: the generator writes patterns
  /// that are mostly, not always, valid (an optional part after a source's prefix, say).
  static let patternErrors: Set<String> = [
    "invalidPattern", "invalidConstraint", "invalidRegex", "duplicateParameterName",
  ]

  /// Reads a table: a mode byte (``TableOptions``), the number of routes, then each route.
  /// `nil` when the router refuses the table as a whole (a regex too large for PCRE2).
  init?(_ bytes: inout FuzzBytes) {
    let options = TableOptions(bytes.byte())
    let count = bytes.below(options.wide ? 16 : 10) + 1
    var sharedFirst: GeneratedRoute.Piece?
    if options.wide {
      let literal = bytes.pick(GeneratedRoute.literals)
      sharedFirst =
        bytes.bool() ? .parameter("p0") : .literal(pattern: literal.pattern, url: literal.url)
    }
    var routes: [GeneratedRoute] = []
    for _ in 0..<count {
      routes.append(GeneratedRoute.read(&bytes, options: options, sharedFirst: sharedFirst))
    }
    self.routes = routes
    do throws(RouteError) {
      router = try Router(
        appSchemes: ["myapp"], webOrigins: ["https://app.example.com"],
        caseInsensitive: options.caseInsensitive)
    } catch {
      Invariant.fail("the fuzz router's configuration is refused: \(error)")
    }
    var definitions: [RouteDefinition] = []
    for (index, route) in routes.enumerated() {
      if let definition = Self.definition(of: route, handler: EchoHandler(name: "r\(index)")) {
        definitions.append(definition)
      }
    }
    do throws(RouteError) {
      try router.register(definitions)
    } catch {
      Invariant.require(
        error.code == "invalidPattern",
        "registering \(definitions.map(\.expression.pattern)) failed with \(error)")
      return nil
    }
    // Each route's own matcher is the router's, taken when the reference first reaches the
    // route (a lookup that stops at its first candidate takes only the routes before it): the
    // router compiles it anyway to explain the first URL.
    reference = ReferenceRouter(router, takingOwnMatchers: true)
  }

  /// The definition of `route`, or `nil` when its pattern is refused with a pattern error.
  private static func definition(of route: GeneratedRoute, handler: EchoHandler)
    -> RouteDefinition?
  {
    let flags: RouteFlags = route.isInternalOnly ? [.internalOnly] : []
    do throws(RouteError) {
      if let regex = route.regex {
        let expression: RouteExpression
        do throws(MatchingError) {
          expression = try RouteExpression(regex: regex.text, source: regex.source)
        } catch {
          throw RouteError(error)
        }
        return RouteDefinition(
          expression: expression, priority: route.priority, flags: flags, replacing: true,
          target: .handler(handler))
      }
      return try RouteDefinition(
        route.pattern, priority: route.priority, flags: flags, replacing: true, handler: handler)
    } catch {
      Invariant.require(
        patternErrors.contains(error.code),
        "\(route.regex?.text ?? route.pattern) is refused with \(error), not a pattern error")
      return nil
    }
  }

  /// What a URL's path is written after: nothing (an internal path), accepted sources in
  /// their own and other spellings, a source only restricted routes name, refused ones.
  static let prefixes = [
    "", "", "", "myapp:/", "https://app.example.com", "MYAPP:/", "HTTPS://APP.EXAMPLE.COM",
    "otherapp:/", "evil:/", "https://app.example.com:443", "https://other.example", "myapp:",
  ]

  /// A URL for the table: a path made for one of its routes (or from bytes alone), changed
  /// in one way a normalizer or a fast path might get wrong, after a source's prefix.
  func url(_ bytes: inout FuzzBytes) -> String {
    let choice = bytes.byte()
    var path: String
    var prefix = bytes.pick(Self.prefixes)
    if choice % 8 == 7 || routes.isEmpty {
      path = "/" + bytes.text(maximumLength: 10)
    } else {
      let route = routes[Int(choice >> 3) % routes.count]
      path = route.path(&bytes)
      if case .prefix(let own) = route.source, bytes.bool() { prefix = own }
    }
    path = Self.changed(path, &bytes)
    return prefix + path
  }

  /// `path` changed as `bytes` choose, or not.
  private static func changed(_ path: String, _ bytes: inout FuzzBytes) -> String {
    var scalars = Array(path.unicodeScalars)
    let letters = scalars.indices.filter {
      scalars[$0].isASCII && scalars[$0].properties.isAlphabetic
    }
    func text() -> String { String(String.UnicodeScalarView(scalars)) }
    switch bytes.below(20) {
    case 6: return path + "/"
    case 7: return path + "?q=1"
    case 8: return path + "#f"
    case 9: return path + "?a=%20&b="
    case 10, 11:
      // An ASCII letter in the other case (in a literal, a value or an escape's hex digits).
      guard let index = bytes.bool() ? letters.first : letters.last else { return path }
      let properties = scalars[index].properties
      let flipped =
        properties.isUppercase ? properties.lowercaseMapping : properties.uppercaseMapping
      scalars.replaceSubrange(index...index, with: flipped.unicodeScalars)
      return text()
    case 12:
      // An unreserved character escaped, with lowercase hex digits.
      guard let index = letters.last else { return path }
      let value = scalars[index].value
      let hex = String(value, radix: 16)
      scalars.replaceSubrange(index...index, with: ("%" + hex).unicodeScalars)
      return text()
    case 13: return path.replacing("/", with: "/./", maxReplacements: 1)
    case 14: return path.replacing("/", with: "//", maxReplacements: 1)
    case 15: return path + "/x/.."
    case 16: return path + " "
    case 17: return " " + path
    case 18: return path + "/" + bytes.text(maximumLength: 4)
    default: return path
    }
  }
}
