/// path-to-regexp 8's `src/cases.spec.ts` (pillarjs/path-to-regexp, read at commit
/// 0c1eaeb6c0ba3ab4211646c496e1dab2ec411d92), ported case by case: `PARSER_TESTS` and
/// `MATCH_TESTS`. (`COMPILE_TESTS` and `STRINGIFY_TESTS` test path building, not matching or
/// parsing, and are outside issue 11.)
///
/// Conversions, which are not differences: a wildcard's array of segments is our one value joined
/// with `/`; a parameter set to `undefined` is left out; `decode: false` compares the values still
/// percent-encoded (`PathParameters.raw(_:)`); `sensitive: true` is our default; several patterns
/// for one matcher are several routes, the first registered winning a tie (the Routing semantics
/// article, *Registration order*); token data is written as the pattern it stands for.
///
/// Upstream's defaults are `sensitive: false` and `trailing: true`: a case that relies on
/// folding case differs by *Case* of that article, and one on a trailing `/` agrees with ours.
enum PathToRegexp8Cases {
  static let suite = "path-to-regexp 8"

  /// `PARSER_TESTS`: the parameter names we read from each pattern.
  static let parse: [ParseCase] = [
    ParseCase(suite, "/", names: []),
    ParseCase(suite, "/:test", names: ["test"]),
    ParseCase(suite, "/:a:b", names: nil, differs: SpecRule.adjacentParameters),
    ParseCase(suite, #"/:"0""#, names: nil, differs: SpecRule.names),
    ParseCase(suite, "/:_", names: ["_"]),
    // The name ends before the é, which is literal text.
    ParseCase(suite, "/:café", names: ["caf"], differs: SpecRule.names),
    ParseCase(suite, #"/:"123""#, names: nil, differs: SpecRule.names),
    ParseCase(suite, #"/:"1\"\2\"3""#, names: nil, differs: SpecRule.names),
    ParseCase(suite, "/*path", names: ["path"]),
    ParseCase(suite, #"/:"test"stuff"#, names: nil, differs: SpecRule.names),
    ParseCase(suite, #"\\:test"#, names: ["test"]),
  ]

  /// `MATCH_TESTS`, every input we can express.
  static let match: [ConformanceCase] =
    simple + optional + formats + escapes + hostnames
    + wildcards + backtracking + arrays

  private static let simple: [ConformanceCase] =
    [
      PortedGroup(suite, "/", [.match("/"), .noMatch("/route")]),
      PortedGroup(
        suite, "/test",
        [
          .match("/test"), .noMatch("/route"), .noMatch("/test/route"), .match("/test/"),
          .noMatch("/TEST/", differs: SpecRule.caseSensitive),
        ]),
      PortedGroup(
        suite, "/test/",
        [
          .match("/test/"), .noMatch("/route"), .match("/test", differs: SpecRule.trailingSlash),
          .match("/test//"),
        ]),
      PortedGroup(
        suite, "/:test",
        [
          .match("/route", ["test": "route"]), .match("/route/", ["test": "route"]),
          .match("/route.json", ["test": "route.json"]),
          .match("/route.json/", ["test": "route.json"]), .noMatch("/route/test"),
          .match("/caf%C3%A9", ["test": "café"]),
          .match("/;,:@&=+$-_.!~*()", ["test": ";,:@&=+$-_.!~*()"]),
          .match("/param%2523", ["test": "param%23"]),
        ]),
      // sensitive: true, our default.
      PortedGroup(suite, "/test", [.match("/test"), .noMatch("/TEST")]),
      PortedGroup(suite, "/TEST", [.noMatch("/test"), .match("/TEST")]),
      // end: false. Inputs whose answer needs prefix matching are in `notApplicable`.
      PortedGroup(
        suite, "/test",
        [
          .match("/test"), .match("/test/"), .match("/test////"), .noMatch("/route/test"),
          .noMatch("/route"),
        ]),
      PortedGroup(
        suite, "/test/",
        [
          .match("/test", differs: SpecRule.trailingSlash), .match("/test/"), .match("/test//"),
          .noMatch("/test/route"), .noMatch("/route/test/deep"),
        ]),
      PortedGroup(
        suite, "/:test",
        [
          .match("/route", ["test": "route"]), .match("/route/", ["test": "route"]),
          .match("/route.json", ["test": "route.json"]),
          .match("/route.json/", ["test": "route.json"]),
          .match("/caf%C3%A9", ["test": "café"]),
        ]),
      PortedGroup(
        suite, "/:test/",
        [
          .match("/route", ["test": "route"], differs: SpecRule.trailingSlash),
          .match("/route/", ["test": "route"]), .noMatch("/route/test"),
          .noMatch("/route/test/"),
        ]),
    ].cases
    + PortedGroup.refused(
      suite, "", differs: SpecRule.emptyPattern, inputs: ["", "/", "route", "/route", "/route/"])

  private static let optional: [ConformanceCase] = [
    PortedGroup(
      suite, "{/route}",
      [
        .refusedURL("", differs: SpecRule.emptyURL), .match("/"), .noMatch("/foo"),
        .match("/route"),
      ]),
    PortedGroup(
      suite, "{/:test}",
      [
        .match("/route", ["test": "route"]), .refusedURL("", differs: SpecRule.emptyURL),
        .match("/"),
      ]),
    PortedGroup(
      suite, "{/:test}/bar",
      [
        .match("/bar"), .match("/foo/bar", ["test": "foo"]),
        .match("/foo/bar/", ["test": "foo"]),
      ]),
    // "-bar" is the route path /-bar (the Routing semantics article, *Internal paths*), which the
    // pattern matches with test absent.
    PortedGroup(
      suite, "{/:test}-bar",
      [
        .match("-bar"), .match("/foo-bar", ["test": "foo"]),
        .match("/foo-bar/", ["test": "foo"]),
      ]),
    PortedGroup(
      suite, "/{:test}-bar",
      [
        .match("/-bar"), .match("/foo-bar", ["test": "foo"]),
        .match("/foo-bar/", ["test": "foo"]),
      ]),
    // No prefix characters.
    PortedGroup(suite, "test", [.match("test"), .match("/test", differs: SpecRule.rootedPath)]),
    PortedGroup(
      suite, ":test",
      [
        .match("route", ["test": "route"]),
        .match("/route", ["test": "route"], differs: SpecRule.rootedPath),
        .match("route/", ["test": "route"]),
      ]),
    PortedGroup(
      suite, "{:test}",
      [.match("test", ["test": "test"]), .refusedURL("", differs: SpecRule.emptyURL)]),
  ].cases

  private static let formats: [ConformanceCase] = [
    PortedGroup(suite, "/test.json", [.match("/test.json"), .noMatch("/test")]),
    PortedGroup(
      suite, "/:test.json",
      [
        .noMatch("/.json"), .match("/test.json", ["test": "test"]),
        .match("/route.json", ["test": "route"]),
        .match("/route.json.json", ["test": "route.json"]),
      ]),
    PortedGroup(
      suite, "/:test.:format",
      [
        .match("/route.html", ["test": "route", "format": "html"]), .noMatch("/route"),
        .match("/route.html.json", ["test": "route.html", "format": "json"]),
      ]),
    PortedGroup(
      suite, "/:test{.:format}",
      [
        .match("/route", ["test": "route"]),
        .match("/route.json", ["test": "route", "format": "json"]),
        .match("/route.json.html", ["test": "route.json", "format": "html"]),
      ]),
    PortedGroup(
      suite, #"/:test.:format\z"#,
      [
        .match("/route.htmlz", ["test": "route", "format": "html"]),
        .noMatch("/route.html"),
      ]),
  ].cases

  private static let escapes: [ConformanceCase] = [
    PortedGroup(suite, #"/\(testing\)"#, [.noMatch("/testing"), .match("/(testing)")]),
    PortedGroup(
      suite, #"/.\+\*\?\{\}=^\!\:$\[\]\|"#,
      [.noMatch("/.+*?{}=^!:$[]|", differs: SpecRule.queryMark)]),
    // Random examples.
    PortedGroup(suite, "/:foo/:bar", [.match("/match/route", ["foo": "match", "bar": "route"])]),
    PortedGroup(
      suite, #"/:foo\(test\)/bar"#,
      [.match("/foo(test)/bar", ["foo": "foo"]), .noMatch("/foo/bar")]
    ),
    PortedGroup(
      suite, #"/:foo\?"#, [.noMatch("/route?", differs: SpecRule.queryMark), .noMatch("/route")]),
    PortedGroup(suite, "/{:pre}baz", [.match("/foobaz", ["pre": "foo"]), .match("/baz")]),
    PortedGroup(
      suite, #"/:foo\(:bar\)"#,
      [.match("/hello(world)", ["foo": "hello", "bar": "world"]), .noMatch("/hello()")]),
    PortedGroup(
      suite, #"/:foo\({:bar}\)"#,
      [
        .match("/hello(world)", ["foo": "hello", "bar": "world"]),
        .match("/hello()", ["foo": "hello"]),
      ]),
    PortedGroup(
      suite, "{/:foo}{/:bar}-ext",
      [
        .match("/-ext", differs: SpecRule.optionalAtStart), .match("-ext"),
        .match("/foo-ext", ["foo": "foo"]), .match("/foo/bar-ext", ["foo": "foo", "bar": "bar"]),
        .noMatch("/foo/-ext"),
      ]),
    PortedGroup(
      suite, "/:required{/:optional}-ext",
      [
        .match("/foo-ext", ["required": "foo"]),
        .match("/foo/bar-ext", ["required": "foo", "optional": "bar"]), .noMatch("/foo/-ext"),
      ]),
    // Unicode.
    PortedGroup(suite, "/:foo", [.match("/café", ["foo": "café"])]),
    PortedGroup(suite, "/:foo", rawValues: true, [.match("/caf%C3%A9", ["foo": "caf%C3%A9"])]),
    PortedGroup(suite, "/café", [.match("/café")]),
    // encodePath: encodeURI. A Unicode literal matches its encoded form (the Routing semantics
    // article, *Percent-encoding*) by itself.
    PortedGroup(suite, "/café", [.match("/caf%C3%A9")]),
  ].cases

  /// delimiter: "." (or " ", "%25") has no equivalent; these inputs get the same answer from
  /// our one-segment rule.
  private static let hostnames: [ConformanceCase] = [
    PortedGroup(
      suite, ":domain.com",
      [
        .match("example.com", ["domain": "example"]),
        .match("github.com", ["domain": "github"]),
      ]),
    PortedGroup(
      suite, "mail.:domain.com",
      [
        .match("mail.example.com", ["domain": "example"]),
        .match("mail.github.com", ["domain": "github"]),
      ]),
    PortedGroup(
      suite, "mail{.:domain}.com",
      [
        .match("mail.com"), .match("mail.example.com", ["domain": "example"]),
        .match("mail.github.com", ["domain": "github"]),
      ]),
    PortedGroup(
      suite, "example.:ext",
      [.match("example.com", ["ext": "com"]), .match("example.org", ["ext": "org"])]),
    PortedGroup(suite, "this is", [.noMatch("this isn't")]),
    // Prefixes.
    PortedGroup(
      suite, "$:foo{$:bar}",
      [.match("$x", ["foo": "x"]), .match("$x$y", ["foo": "x", "bar": "y"])]),
    PortedGroup(
      suite, "name{/:attr1}{-:attr2}{-:attr3}",
      [
        .match("name"), .match("name/test", ["attr1": "test"]), .match("name/1", ["attr1": "1"]),
        .match("name/1-2", ["attr1": "1", "attr2": "2"]),
        .match("name/1-2-3", ["attr1": "1", "attr2": "2", "attr3": "3"]),
        .noMatch("name/foo-bar/route"), .noMatch("name/test/route"),
      ]),
    PortedGroup(
      suite, "/user{s}/:user",
      [.match("/user/123", ["user": "123"]), .match("/users/123", ["user": "123"])]),
  ].cases

  private static let wildcards: [ConformanceCase] = [
    PortedGroup(
      suite, "/*path",
      [
        .noMatch("/"), .match("/route", ["path": "route"]),
        .match("/route/nested", ["path": "route/nested"]),
      ]),
    PortedGroup(
      suite, "*path",
      [
        .noMatch("/", differs: SpecRule.wildcard),
        .match("/test", ["path": "test"], differs: SpecRule.rootedPath),
      ]),
    PortedGroup(
      suite, "*path", rawValues: true,
      [
        .noMatch("/", differs: SpecRule.wildcard),
        .match("/test", ["path": "test"], differs: SpecRule.rootedPath),
      ]),
    PortedGroup(
      suite, "/*path.:ext",
      [
        .match("/test.html", ["path": "test", "ext": "html"]), .noMatch("/test.html/nested"),
        .match("/test.html/nested.json", ["path": "test.html/nested", "ext": "json"]),
      ]),
    PortedGroup(
      suite, "/:path.*ext",
      [
        .match("/test.html", ["path": "test", "ext": "html"]),
        .match("/test.html/nested", ["path": "test", "ext": "html/nested"]),
        .match("/test.html/nested.json", ["path": "test", "ext": "html/nested.json"]),
      ]),
    PortedGroup(
      suite, "/*path{.:ext}",
      [
        .match("/test.html", ["path": "test", "ext": "html"]),
        .match("/test.html/nested", ["path": "test.html/nested"]),
      ]),
    PortedGroup(
      suite, "/entity/:id/*path",
      [.noMatch("/entity/foo"), .match("/entity/foo/path", ["id": "foo", "path": "path"])]),
    PortedGroup(
      suite, "/*foo/:bar/*baz",
      [
        .match("/x/y/z", ["foo": "x", "bar": "y", "baz": "z"]),
        .match("/1/2/3/4/5", ["foo": "1/2/3", "bar": "4", "baz": "5"]),
      ]),
    // Longer prefix.
    PortedGroup(
      suite, "/:foo{/test/:bar}",
      [
        .match("/route", ["foo": "route"]),
        .match("/route/test/again", ["foo": "route", "bar": "again"]),
      ]),
  ].cases

  private static let backtracking: [ConformanceCase] =
    PortedGroup.refused(
      suite, "{:foo/}{:bar.}", differs: SpecRule.optionalTrailingSlash,
      inputs: ["", "test/", "a/b."])
    // "%:" is not a percent-escape, in the pattern (normalized as URLs are) as in the URL.
    + PortedGroup.refused(
      suite, "/:a-:b^*c@*d%:e", differs: SpecRule.badPercentEscape, inputs: ["/a-b^c@d%e"])
    + [
      PortedGroup(
        suite, "/abc{abc:foo}",
        [
          .match("/abc"), .noMatch("/abcabc"), .match("/abcabc123", ["foo": "123"]),
          .match("/abcabcabc123", ["foo": "abc123"]), .match("/abcabcabc", ["foo": "abc"]),
        ]),
      PortedGroup(
        suite, "/:foo{abc:bar}",
        [
          .match("/abc", ["foo": "abc"]), .match("/abcabc", ["foo": "abcabc"]),
          .match("/abcabc123", ["foo": "abc", "bar": "123"]), .match("/acb", ["foo": "acb"]),
          .match("/123", ["foo": "123"]),
          .match("/123abcabc", ["foo": "123abcabc"], differs: SpecRule.laterParameter),
        ]),
      PortedGroup(
        suite, #"/:foo\abc:bar"#,
        [
          .noMatch("/abc"), .noMatch("/abcabc"),
          .match("/abcabc123", ["foo": "abc", "bar": "123"]),
          .noMatch("/123abcabc", differs: SpecRule.laterParameter),
        ]),
      PortedGroup(
        suite, "/route|:param|",
        [.match("/route|world|", ["param": "world"]), .noMatch("/route||")]
      ),
      PortedGroup(
        suite, "/:foo|:bar|",
        [.match("/hello|world|", ["foo": "hello", "bar": "world"]), .noMatch("/hello||")]),
      PortedGroup(
        suite, "/:foo{|:bar|}",
        [
          .match("/hello|world|", ["foo": "hello", "bar": "world"]),
          .match("/hello||", ["foo": "hello||"]),
        ]),
      PortedGroup(
        suite, #":foo\@:bar"#, [.match("x@y", ["foo": "x", "bar": "y"]), .noMatch("x@")]),
      PortedGroup(
        suite, "/*foo-:bar",
        [
          .noMatch("/a"), .match("/a-b", ["foo": "a", "bar": "b"]),
          .match("/a-b-c-d", ["foo": "a-b-c", "bar": "d"]),
        ]),
      PortedGroup(
        suite, "/*foo-*bar-:baz",
        [
          .noMatch("/a"), .match("/a-b-c", ["foo": "a", "bar": "b", "baz": "c"]),
          .match("/a-b-c-d", ["foo": "a-b", "bar": "c", "baz": "d"]),
        ]),
      PortedGroup(
        suite, "/*foo-:bar-*baz",
        [
          .noMatch("/a"), .match("/a-b-c", ["foo": "a", "bar": "b", "baz": "c"]),
          .match("/a-b-c-d", ["foo": "a-b", "bar": "c", "baz": "d"]),
        ]),
      PortedGroup(
        suite, "/*foo-:bar-*baz-:qux",
        [.noMatch("/a"), .match("/a-b-c-d", ["foo": "a", "bar": "b", "baz": "c", "qux": "d"])]),
      PortedGroup(
        suite, "/*foo-*bar",
        [
          .noMatch("/a"), .match("/a-b", ["foo": "a", "bar": "b"]),
          .match("/a-b-", ["foo": "a", "bar": "b-"], differs: SpecRule.wildcardText),
          .match("/a-b-c-d", ["foo": "a-b-c", "bar": "d"]),
        ]),
      PortedGroup(
        suite, "/:foo-:bar-*baz",
        [
          .noMatch("/a"), .match("/a-b-c", ["foo": "a", "bar": "b", "baz": "c"]),
          .match(
            "/a-b-c-d", ["foo": "a-b", "bar": "c", "baz": "d"], differs: SpecRule.greedySplit),
        ]),
      PortedGroup(
        suite, "/:foo-:bar-*baz-:qux",
        [
          .noMatch("/a"), .noMatch("/a-b-c"),
          .match("/a-b-c-d", ["foo": "a", "bar": "b", "baz": "c", "qux": "d"]),
          .match(
            "/a-b-c-d-e", ["foo": "a-b", "bar": "c", "baz": "d", "qux": "e"],
            differs: SpecRule.greedySplit),
          .match("/a-b-c/d-e-f", ["foo": "a", "bar": "b", "baz": "c/d-e", "qux": "f"]),
        ]),
      PortedGroup(
        suite, "/*foo/:bar/*baz/:qux",
        [.match("/a/b/c/d/e", ["foo": "a/b", "bar": "c", "baz": "d", "qux": "e"])]),
      PortedGroup(
        suite, "/*foo/abc-:bar/xyz-*baz/:qux",
        [
          .noMatch("/a/b/c/d/e"),
          .match("/a/abc-x/xyz-y/z", ["foo": "a", "bar": "x", "baz": "y", "qux": "z"]),
          .match(
            "/a/abc-abc/xyz-/xyz-/z", ["foo": "a", "bar": "abc", "baz": "/xyz-", "qux": "z"]),
          .match(
            "/a/abc-abc/xyz-/xyz-a/z", ["foo": "a", "bar": "abc", "baz": "/xyz-a", "qux": "z"]),
          .match(
            "/a/abc/abc-abc/xyz-/xyz-a/z",
            ["foo": "a/abc", "bar": "abc", "baz": "/xyz-a", "qux": "z"]),
          .match(
            "/abc-/abc-abc/xyz-/xyz-a/z",
            ["foo": "abc-", "bar": "abc", "baz": "/xyz-a", "qux": "z"]),
        ]),
      PortedGroup(
        suite, "/*a@:b-*c", [.match("/foo@bar-baz", ["a": "foo", "b": "bar", "c": "baz"])]),
      PortedGroup(
        suite, "/:a-*b.:c@*d",
        [
          .match("/a-b.c@d", ["a": "a", "b": "b", "c": "c", "d": "d"]), .noMatch("/a-b.c"),
          .match(
            "/a-b-c.d.e@f@g", ["a": "a-b", "b": "c.d", "c": "e@f", "d": "g"],
            differs: SpecRule.greedySplit),
        ]),
      PortedGroup(
        suite, "/*a--*b@@:c",
        [
          .match("/a--b@@c", ["a": "a", "b": "b", "c": "c"]), .noMatch("/a--b@@c/d"),
          .match("/a--b/c@@d--e@@f", ["a": "a--b/c@@d", "b": "e", "c": "f"]),
        ]),
      PortedGroup(
        suite, "/*a~~:b~~*c/:d",
        [.match("/a~~b~~c/d", ["a": "a", "b": "b", "c": "c", "d": "d"])]),
      PortedGroup(suite, "/*a--*b-.-:c", [.match("/a--b-.-c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/*a~~*b._.:c", [.match("/a~~b._.c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/*a@@*b~.~:c", [.match("/a@@b~.~c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/*a-.-*b@@:c", [.match("/a-.-b@@c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/*a@.@*b--:c", [.match("/a@.@b--c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/*a-@-*b..:c", [.match("/a-@-b..c", ["a": "a", "b": "b", "c": "c"])]),
      PortedGroup(suite, "/x/*a/*b/y", [.match("/x/foo/bar/y", ["a": "foo", "b": "bar"])]),
      PortedGroup(
        suite, "/x/*a-:b/*c/y",
        [
          .match("/x/foo-bar/baz/y", ["a": "foo", "b": "bar", "c": "baz"]),
          .match("/x/foo-bar/baz-qux/y", ["a": "foo", "b": "bar", "c": "baz-qux"]),
        ]),
      PortedGroup(
        suite, "/x/*a-:b-:c/*d/y",
        [.match("/x/foo-bar-baz/qux/y", ["a": "foo", "b": "bar", "c": "baz", "d": "qux"])]),
      PortedGroup(
        suite, "/x/*a-:b-:c-*d/*e/y",
        [
          .match(
            "/x/foo-bar-baz-qux/quux/y",
            ["a": "foo", "b": "bar", "c": "baz", "d": "qux", "e": "quux"])
        ]),
      PortedGroup(
        suite, "/x/*a@/*c/y",
        [
          .noMatch("/x/foo@/y"), .match("/x/foo@/y/y", ["a": "foo", "c": "y"]),
          .match("/x/foo@/y/z/y", ["a": "foo", "c": "y/z"]),
        ]),
      // delimiter: "%25" has no equivalent; these inputs get the same answer.
      PortedGroup(
        suite, "%25:foo{%25:bar}",
        [
          .match("%25hello", ["foo": "hello"]),
          .match("%25hello%25world", ["foo": "hello", "bar": "world"]),
          .match("%25555%25222", ["foo": "555", "bar": "222"]),
        ]),
      PortedGroup(
        suite, "%25:foo..:bar",
        [
          .match("%25hello..world", ["foo": "hello", "bar": "world"]),
          .match("%25555..222", ["foo": "555", "bar": "222"]),
        ]),
    ].cases

  /// Several patterns for one matcher: several routes; a tie goes to the first registered.
  private static let arrays: [ConformanceCase] = [
    PortedGroup(
      suite, upstream: #"["/:foo/:bar", "/:foo/:baz"]"#, routes: ["/:foo/:bar", "/:foo/:baz"],
      rows: [.match("/hello/world", ["foo": "hello", "bar": "world"])]),
    PortedGroup(
      suite, upstream: #"["/x/*a/y/*b/z", "/x/*a/y/*b/w"]"#,
      routes: ["/x/*a/y/*b/z", "/x/*a/y/*b/w"],
      rows: [
        .match("/x/foo/y/bar/z", ["a": "foo", "b": "bar"]),
        .match("/x/foo/y/bar/w", ["a": "foo", "b": "bar"], route: "/x/*a/y/*b/w"),
      ]),
    PortedGroup(
      suite, upstream: #"["/x/*a/y-/*b/z", "/x/*a/y-/*b/w"]"#,
      routes: ["/x/*a/y-/*b/z", "/x/*a/y-/*b/w"],
      rows: [
        .match("/x/foo/y-/bar/z", ["a": "foo", "b": "bar"]),
        .match("/x/foo/y-/bar/w", ["a": "foo", "b": "bar"], route: "/x/*a/y-/*b/w"),
      ]),
    // Token data: the tokens of "/:test".
    PortedGroup(
      suite, #"{ tokens: [text "/", param "test"] }"#, ours: "/:test",
      [.match("/123", ["test": "123"])]),
  ].cases

  /// `MATCH_TESTS` inputs that test an option Waypoint does not have.
  static let notApplicable: [NotApplicableCase] = [
    NotApplicableCase(
      suite: suite, upstream: "/test, end: false", path: "/test/route", reason: endFalse),
    NotApplicableCase(
      suite: suite, upstream: "/:test, end: false", path: "/route/test", reason: endFalse),
    NotApplicableCase(
      suite: suite, upstream: "/:test, end: false", path: "/route.json/test", reason: endFalse),
    NotApplicableCase(
      suite: suite, upstream: "/:test/, end: false", path: "/route//test", reason: endFalse),
    NotApplicableCase(
      suite: suite, upstream: #"this is, delimiter: " ", end: false"#, path: "this is a test",
      reason: endFalse),
    NotApplicableCase(
      suite: suite, upstream: #"%25:foo..:bar, delimiter: "%25""#, path: "%25555....222%25",
      reason: "delimiter: \"%25\" makes the final %25 a trailing delimiter; ours is /, so it "
        + "stays in the value"),
  ]

  private static let endFalse =
    "end: false matches a prefix of the path; a Waypoint route matches the whole path"
}
