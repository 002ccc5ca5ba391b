import Testing
import Waypoint

/// Hostile URLs against route patterns: encoded separators and dot segments, double encoding,
/// look-alike characters, and constraints that backtrack catastrophically, each with the match the
/// Routing semantics article (*Normalization*, *Pattern syntax*, *Parameters*) calls for, and a
/// time bound.
@Suite("Hostile matches")
struct HostileMatchCatalogue {
  /// A pattern, a URL, and what matching must give.
  struct Row: Sendable, CustomTestStringConvertible {
    /// What matching must answer.
    enum Expected: Sendable {
      /// A match with exactly these decoded parameters.
      case match([String: String])
      /// No match.
      case none
      /// Refused with this error code.
      case refused(String)
      /// No match or ``RouteError/matchLimitExceeded(pattern:url:)``: PCRE2 may see at once
      /// that a required character is missing, or backtrack up to the limit; either is fast.
      case fastFailure
    }

    let pattern: String
    let url: String
    let expected: Expected
    var testDescription: String { "\(hardeningLabel(pattern)) ← \(hardeningLabel(url))" }

    init(_ pattern: String, _ url: String, _ expected: Expected) {
      self.pattern = pattern
      self.url = url
      self.expected = expected
    }
  }

  static let hostileConstraints: [Row] = [
    Row(
      "/:x((a+)+)", "/" + String(repeating: "a", count: 5000) + "!", .refused("matchLimitExceeded")
    ),
    Row(
      "/:x((a|aa)+)", "/" + String(repeating: "a", count: 3000) + "!",
      .refused("matchLimitExceeded")),
    Row("/:x((a*)*b)", "/" + String(repeating: "a", count: 8000), .fastFailure),
    Row("/:x((a|a)*b)", "/" + String(repeating: "a", count: 8000), .fastFailure),
    Row("/:x((.*a){12})", "/" + String(repeating: "a", count: 8000) + "b", .fastFailure),
    Row("/:x((.*)*x)", "/" + String(repeating: "y", count: 2000), .none),
    Row("/:x(.*.*.*.*.*=)", "/" + String(repeating: "x", count: 5000), .none),
    Row("/:x((a+)+b)", "/" + String(repeating: "a", count: 30), .none),
    Row(
      "/:x(a{1,65535})", "/" + String(repeating: "a", count: 8000),
      .match(["x": String(repeating: "a", count: 8000)])),
    Row(
      "/*rest", String(repeating: "/a", count: 4000),
      .match(["rest": Array(repeating: "a", count: 4000).joined(separator: "/")])),
    Row("/:a/:b/:c", String(repeating: "/a", count: 4000), .none),
    Row("/:a{/:b}{/:c}", String(repeating: "/a", count: 4000), .none),
    Row("/*a/*b/*c/z", String(repeating: "/a", count: 4000), .none),
  ]

  static let encodings: [Row] = [
    Row("/files/:name", "/files/a%2Fb", .match(["name": "a/b"])),
    Row("/files/:name", "/files/a%252Fb", .match(["name": "a%2Fb"])),
    Row("/files/:name", "/files/%252e%252e", .match(["name": "%2e%2e"])),
    Row("/files/:name", "/files/%2e%2e", .none),
    Row("/files/:name", "/files/..%2F..%2Fetc%2Fpasswd", .match(["name": "../../etc/passwd"])),
    Row("/files/*path", "/files/a/../../etc", .none),
    Row("/files/*path", "/files/../../etc", .refused("pathAboveRoot")),
    Row("/files/*path", "/files/%2e%2e/%2e%2e/etc", .refused("pathAboveRoot")),
    Row("/files/*path", "/files/a%2Fb/c", .match(["path": "a/b/c"])),
    Row("/files/*path", "/files/a\\..\\b", .match(["path": "a\\..\\b"])),
    Row("/user/:id(\\d+)", "/user/%31%32", .match(["id": "12"])),
    Row("/user/:id(\\d+)", "/user/１２", .none),
    Row("/user/:id(\\d+)", "/user/12%00", .none),
    Row("/user/:id(\\d+)", "/user/12?id=evil", .match(["id": "12"])),
    Row("/user/:id(\\d+)", "/user/12#/../admin", .match(["id": "12"])),
    Row("/User/:id", "/user/1", .none),
    Row("/admin", "/ADMIN", .none),
    Row("/admin", "/%61dmin", .match([:])),
    Row("/admin", "/ａｄｍｉｎ", .none),
    Row("/admin", "/admin%2F", .none),
    Row("/admin", "/admin/.", .match([:])),
    Row("/admin", "/x/../admin", .match([:])),
    Row("/tag/:name", "/tag/a+b", .match(["name": "a+b"])),
    Row("/tag/:name", "/tag/a%2Bb", .match(["name": "a+b"])),
    Row("/tag/:name", "/tag/%E5%AE%B6", .match(["name": "家"])),
    Row("/a/:x(é)", "/a/%c3%a9", .match(["x": "é"])),
    Row("/a/:x([a-z]+)", "/a/ABC", .none),
    Row("/:x(\\d{2,3})", "/1234", .none),
    Row("https://app.example.com/p/:id", "https://app.example.com@evil.example/p/1", .none),
    Row("https://app.example.com/p/:id", "https://APP.EXAMPLE.COM:443/p/1", .match(["id": "1"])),
    Row("https://app.example.com/p/:id", "http://app.example.com/p/1", .none),
    Row("https://app.example.com/p/:id", "/p/1", .none),
    Row("myapp://share/:id", "/share/1", .none),
    Row("myapp://share/:id", "MYAPP://share/1", .match(["id": "1"])),
    Row("myapp://share/:id", "otherapp://share/1", .none),
  ]

  static let rows: [Row] = hostileConstraints + encodings

  @Test("a hostile URL matches as specified, or fails fast with a typed error", arguments: rows)
  func hostileMatch(_ row: Row) throws {
    let matcher = try RouteMatcher(row.pattern)
    let (result, elapsed) = HardeningBudget.measure { () throws(RouteError) in
      try RouteError.wrapping { () throws(MatchingError) in
        try matcher.match(row.url)?.parameters.dictionary
      }
    }
    check(row, result, elapsed, refusedSourceMeansNone: false)
  }

  @Test("a router and the route's own matcher agree on hostile URLs", arguments: rows)
  func routerAgrees(_ row: Row) throws {
    let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
    try router.register(row.pattern) { _ in .ok }
    let (result, elapsed) = HardeningBudget.measure { () throws(RouteError) in
      try router.match(row.url)?.parameters.dictionary
    }
    // A router refuses a source its configuration does not name before it matches.
    check(row, result, elapsed, refusedSourceMeansNone: true)
  }

  /// Checks the parameters a lookup of `row` found, or its error, against the row.
  private func check(
    _ row: Row, _ result: Result<[String: String]?, RouteError>, _ elapsed: Duration,
    refusedSourceMeansNone: Bool
  ) {
    #expect(elapsed < HardeningBudget.perInput, "took \(elapsed)")
    switch (row.expected, result) {
    case (.match(let parameters), .success(let found?)):
      #expect(found == parameters)
    case (.none, .success(nil)), (.fastFailure, .success(nil)):
      break
    case (.fastFailure, .failure(let error)):
      #expect(error.code == "matchLimitExceeded", "\(error)")
    case (.refused(let code), .failure(let error)):
      #expect(error.code == code, "\(error)")
    case (.none, .failure(let error))
    where refusedSourceMeansNone && error.code == "sourceNotAllowed":
      break
    case (_, .failure(let error)):
      Issue.record("expected \(row.expected), got \(error.code): \(error)")
    case (_, .success(let found)):
      Issue.record("expected \(row.expected), got \(found.map { "\($0)" } ?? "no match")")
    }
  }
}
