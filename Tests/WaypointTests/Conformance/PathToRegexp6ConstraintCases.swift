/// path-to-regexp 6's tests of regex groups (pillarjs/path-to-regexp `src/index.spec.ts`, read
/// at commit 762bc6b0d637874e4dba04e9d21e4ce9c4c1bcf3): every `TESTS` entry whose pattern has
/// a `:name(regex)` constraint or a regex group of its own, the `RegExp` inputs (our raw regex
/// routes, `register(regex:)`), and the parser errors about constraints.
///
/// Conversions: `:name(regex)` is ours as it is; v6's optional group `{...}?` is our `{...}`;
/// a `RegExp` input is a raw regex route, whose named groups are its parameters (so an
/// unnamed group sets none); v6's default `sensitive: false` is our case-insensitive option.
enum PathToRegexp6ConstraintCases {
  static let suite = "path-to-regexp 6"

  /// The number of inputs of the entries ported here.
  static let upstreamCount = 101

  /// The parser errors of v6's "arguments" tests, and what we make of each pattern.
  static let parse: [ParseCase] = [
    // The constraint is the text inside the outer parentheses, ?:\d+(\.\d+)?, which
    // starts with a quantifier: refused, as upstream.
    ParseCase(suite, #"/:foo(?:\d+(\.\d+)?)"#, names: nil),
    ParseCase(suite, #"/:foo(\d+(\.\d+)?)"#, names: ["foo"], differs: SpecRule.noAutoCapture),
    ParseCase(suite, "/:foo(abc", names: nil),
    ParseCase(suite, "/:foo()", names: nil),
    ParseCase(suite, "/:(test)", names: nil),
    ParseCase(suite, "/{a{b:foo}}", names: ["foo"], differs: SpecRule.nestedOptional),
    ParseCase(suite, "/foo?", names: nil),
  ]

  static let match: [ConformanceCase] = constraints + unnamedGroups + regexInputs

  private static let constraints: [ConformanceCase] =
    [
      PortedGroup(
        suite, #"/route.:ext(\w+)/test"#,
        [
          .noMatch("/route"), .noMatch("/route.json"), .match("/route.xml/test", ["ext": "xml"]),
          .noMatch("/route.json.gz/test"),
        ]),
      PortedGroup(
        suite, #"/:test(\d+)"#,
        [.match("/123", ["test": "123"]), .noMatch("/abc"), .noMatch("/123/abc")]),
      // end: false; "/123/abc" is in `notApplicable`.
      PortedGroup(suite, #"/:test(\d+)"#, [.match("/123", ["test": "123"]), .noMatch("/abc")]),
      PortedGroup(
        suite, "/:test(.*)",
        [
          .match("/anything/goes/here", ["test": "anything/goes/here"]),
          .match("/;,:@&=/+$-_.!/~*()", ["test": ";,:@&=/+$-_.!/~*()"]),
        ]),
      PortedGroup(
        suite, "/:route([a-z]+)", [.match("/abcde", ["route": "abcde"]), .noMatch("/12345")]),
      PortedGroup(
        suite, "/:route(this|that)",
        [.match("/this", ["route": "this"]), .match("/that", ["route": "that"]), .noMatch("/foo")]),
      PortedGroup(
        suite, #"/test.:format(\w+)"#,
        [.match("/test.html", ["format": "html"]), .noMatch("/test.hbs.html")]),
      // end: false; these inputs get the same answer.
      PortedGroup(
        suite, #"/test.:format(\w+)"#,
        [.match("/test.html", ["format": "html"]), .noMatch("/test.hbs.html")]),
      PortedGroup(
        suite, "/test.:format(.*)z",
        [
          .noMatch("/test.abc"), .match("/test.z", ["format": ""]),
          .match("/test.abcz", ["format": "abc"]),
        ]),
      PortedGroup(
        suite, #"/{apple-}?icon-:res(\d+).png"#, ours: #"/{apple-}icon-:res(\d+).png"#,
        [
          .match("/icon-240.png", ["res": "240"]), .match("/apple-icon-240.png", ["res": "240"]),
        ]),
      // sensitive: true, our default.
      PortedGroup(suite, "/:test(abc)", [.match("/abc", ["test": "abc"]), .noMatch("/ABC")]),
      // v6's default, sensitive: false, is our case-insensitive option; it reaches constraints.
      PortedGroup(
        suite, "/:test(abc)", caseInsensitive: true,
        [.match("/abc", ["test": "abc"]), .match("/ABC", ["test": "ABC"])]),
      // Nested parentheses.
      PortedGroup(
        suite, #"/:test(\d+(?:\.\d+)?)"#,
        [
          .match("/123", ["test": "123"]), .noMatch("/abc"), .noMatch("/123/abc"),
          .match("/123.123", ["test": "123.123"]), .noMatch("/123.abc"),
        ]),
      PortedGroup(
        suite, "/:test((?!login)[^/]+)", [.match("/route", ["test": "route"]), .noMatch("/login")]),
    ].cases
    + PortedGroup.refused(
      suite, #"/test.:format(\w+).:format(\w+)"#, differs: SpecRule.duplicateName,
      inputs: ["/test.html", "/test.hbs.html"])
    // Two optional parameters with nothing between them once both are present.
    + PortedGroup.refused(
      suite, #"/test\/:uid(u\d+)?:cid(c\d+)?"#, ours: #"/test/{:uid(u\d+)}{:cid(c\d+)}"#,
      differs: SpecRule.adjacentParameters,
      inputs: ["/test", "/test/", "/test/u123", "/test/c123"])
    // PCRE2 refuses the class [\w-.]: a hyphen after \w is an invalid range.
    + PortedGroup.refused(
      suite, #"/:remote([\w-.]+)/:user([\w-]+)"#, differs: SpecRule.invalidConstraint,
      inputs: ["/endpoint/user", "/endpoint/user-name", "/foo.bar/user-name"])

  /// Regex groups without a parameter name: refused (the Routing semantics article, *Pattern
  /// syntax*, has no unnamed parameters).
  private static let unnamedGroups: [ConformanceCase] =
    PortedGroup.refused(
      suite, #"/(\d+)"#, differs: SpecRule.constraintNeedsName,
      inputs: ["/123", "/abc", "/123/abc"])
    + PortedGroup.refused(
      suite, #"/(\d+)"#, differs: SpecRule.constraintNeedsName,
      inputs: ["/123", "/abc", "/123/abc", "/123/"])
    + PortedGroup.refused(
      suite, #"/(\d+)?"#, differs: SpecRule.constraintNeedsName, inputs: ["/", "/123"])
    + PortedGroup.refused(
      suite, "/(.*)", differs: SpecRule.constraintNeedsName,
      inputs: ["/", "/route", "/route/nested"])
    + PortedGroup.refused(
      suite, #"/route\(\\(\d+\\)\)"#, differs: SpecRule.constraintNeedsName,
      inputs: [#"/route(\123\)"#])
    + PortedGroup.refused(
      suite, "{/(.*)}", differs: SpecRule.constraintNeedsName, inputs: ["/", "/login"])
    + PortedGroup.refused(
      suite, #"/:postType(video|audio|text)(\+.+)?"#, differs: SpecRule.constraintNeedsName,
      inputs: ["/video", "/video+test", "/video+"])
    + PortedGroup.refused(
      suite, "/user(s)?/:user", differs: SpecRule.constraintNeedsName,
      inputs: ["/user/123", "/users/123"])

  /// `RegExp` inputs: raw regex routes. Their named groups are parameters.
  private static let regexInputs: [ConformanceCase] = [
    PortedGroup(
      suite, upstream: "/.*/", routes: [.regex(".*")], rows: [.match("/match/anything")]),
    PortedGroup(
      suite, upstream: "/(.*)/", routes: [.regex("(.*)")], rows: [.match("/match/anything")]),
    PortedGroup(
      suite, upstream: #"/\/(\d+)/"#, routes: [.regex(#"\/(\d+)"#)],
      rows: [.noMatch("/abc"), .match("/123")]),
    PortedGroup(
      suite, upstream: #"["/test", /\/(\d+)/]"#, routes: ["/test", .regex(#"\/(\d+)"#)],
      rows: [.match("/test")]),
    // A path pattern goes before a raw regex route (the Routing semantics article, *Specificity*).
    PortedGroup(
      suite, upstream: #"["/:test(\d+)", /(.*)/]"#, routes: [#"/:test(\d+)"#, .regex("(.*)")],
      rows: [.match("/123", ["test": "123"]), .match("/abc", route: "(.*)")]),
    PortedGroup(
      suite, upstream: #"[/^\/([^/]+)$/, /^\/route\/([^/]+)$/]"#,
      routes: [.regex(#"^\/([^/]+)$"#), .regex(#"^\/route\/([^/]+)$"#)],
      rows: [
        .match("/test", route: #"^\/([^/]+)$"#),
        .match("/route/test", route: #"^\/route\/([^/]+)$"#),
      ]),
    PortedGroup(
      suite, upstream: "/(?:.*)/", routes: [.regex("(?:.*)")],
      rows: [.match("/anything/you/want")]),
    // Named capturing groups.
    PortedGroup(
      suite, upstream: #"/\/(?<groupname>.+)/"#, routes: [.regex(#"\/(?<groupname>.+)"#)],
      rows: [.noMatch("/"), .match("/foo", ["groupname": "foo"])]),
    PortedGroup(
      suite, upstream: #"/\/(?<test>.*).(?<format>html|json)/"#,
      routes: [.regex(#"\/(?<test>.*).(?<format>html|json)"#)],
      rows: [
        .noMatch("/route"), .noMatch("/route.txt"),
        .match("/route.html", ["test": "route", "format": "html"]),
        .match("/route.json", ["test": "route", "format": "json"]),
      ]),
    PortedGroup(
      suite, upstream: #"/\/(.+)\/(?<groupname>.+)\/(.+)/"#,
      routes: [.regex(#"\/(.+)\/(?<groupname>.+)\/(.+)"#)],
      rows: [
        .noMatch("/test"), .noMatch("/test/testData"),
        .match("/test/testData/extraStuff", ["groupname": "testData"]),
      ]),
  ].cases

  /// Inputs that test repeat modifiers or `end: false`, which Waypoint does not have.
  static let notApplicable: [NotApplicableCase] =
    [
      (#"/:test(\d+)+"#, ["/abc/456/789", "/123/456/789"]),
      (#"/route.:ext(json|xml)+"#, ["/route", "/route.json", "/route.xml.json", "/route.html"]),
      (#"/route.:ext([a-z]+)*"#, ["/route", "/route.json", "/route.json.xml", "/route.123"]),
      (
        "/:path(abc|xyz)*",
        ["/abc", "/abc/abc", "/xyz/xyz", "/abc/xyz", "/abc/xyz/abc/xyz", "/xyzxyz"]
      ),
    ].flatMap { pattern, paths in
      paths.map {
        NotApplicableCase(
          suite: suite, upstream: pattern, path: $0,
          reason: "repeat modifiers (+, *) repeat a parameter over segments; Waypoint has "
            + "none (a constraint such as :p((?:abc|xyz)(?:/(?:abc|xyz))*) says it)")
      }
    } + [
      NotApplicableCase(
        suite: suite, upstream: #"/:test(\d+), end: false"#, path: "/123/abc",
        reason: "end: false matches a prefix of the path; a Waypoint route matches all of it")
    ]
}
