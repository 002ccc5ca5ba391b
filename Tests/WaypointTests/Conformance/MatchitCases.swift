/// matchit's `tests/match.rs` (ibraheemdev/matchit, read at commit
/// 034d89f7f83f0c28db90585970463242bdc789d6), ported test by test: each upstream router is a
/// `Router` with the same routes in the same order, and each `(path, route, params)` row a case.
///
/// Conversions: `{p}` is `:p`, `{*p}` is `*p`; matchit's escaped braces `{{` and `}}` are
/// `\{` and `\}`; a literal that is syntax for us (`(`, `)`) or a name character right after a
/// parameter (`{foo}x`) is escaped (`\(`, `:foo\x`); a name we cannot spell (`ba{r`) is
/// written with `_`. matchit's `Err(())` is no match.
///
/// Most differences come from the Routing semantics article, *Empty and dot segments*: a trailing
/// `/` is ignored, so `/bar/` registered after `/bar` is a duplicate (refused, *Duplicates*), and
/// `/x/` reaches the route `/x`.
enum MatchitCases {
  static let suite = "matchit"

  /// The number of rows of the upstream tests.
  static let upstreamCount = 320

  private static let trailing = SpecRule.trailingSlash

  static let match: [ConformanceCase] =
    (overlaps + trailingSlashes + escapesAndSuffixes + [basic, wildcard]).cases

  private static func group(
    _ name: String, _ routes: [PortedRoute], refused: Set<String> = [], _ rows: [PortedRow]
  ) -> PortedGroup {
    PortedGroup(suite, upstream: "fn \(name)", routes: routes, refused: refused, rows: rows)
  }

  private static let overlaps: [PortedGroup] = [
    group("partial_overlap", ["/foo_bar", "/foo/bar"], [.noMatch("/foo/")]),
    group(
      "partial_overlap", ["/foo", "/foo/bar"],
      [.match("/foo/", route: "/foo", differs: trailing)]),
    group(
      "wildcard_overlap", ["/path/foo", "/path/*rest"],
      [
        .match("/path/foo", route: "/path/foo"),
        .match("/path/bar", ["rest": "bar"], route: "/path/*rest"),
        .match("/path/foo/", route: "/path/foo", differs: trailing),
      ]),
    group(
      "wildcard_overlap", ["/path/foo/:arg", "/path/*rest"],
      [
        .match("/path/foo/myarg", ["arg": "myarg"], route: "/path/foo/:arg"),
        .match("/path/foo/myarg/", ["arg": "myarg"], route: "/path/foo/:arg", differs: trailing),
        .match("/path/foo/myarg/bar/baz", ["rest": "foo/myarg/bar/baz"], route: "/path/*rest"),
      ]),
    group(
      "overlapping_param_backtracking", ["/:object/:id", "/secret/:id/path"],
      [
        .match("/secret/978/path", ["id": "978"], route: "/secret/:id/path"),
        .match("/something/978", ["object": "something", "id": "978"], route: "/:object/:id"),
        .match("/secret/978", ["object": "secret", "id": "978"], route: "/:object/:id"),
      ]),
    // The empty pattern is refused (the Routing semantics article, *Registration errors*), the
    // empty URL too (*Characters in a URL*).
    group(
      "empty_route", ["", "/foo"], refused: [""],
      [.refusedURL("", differs: SpecRule.emptyURL), .match("/foo", route: "/foo")]),
    group(
      "bare_catchall", ["*foo", "foo/*bar"],
      [
        .match("x/y", ["foo": "x/y"], route: "*foo"),
        .match("/x/y", ["foo": "x/y"], route: "*foo", differs: SpecRule.rootedPath),
        .match("/foo/x/y", ["bar": "x/y"], route: "foo/*bar", differs: SpecRule.rootedPath),
        .match("foo/x/y", ["bar": "x/y"], route: "foo/*bar"),
      ]),
    group(
      "normalized",
      [
        "/x/:foo/bar", "/x/:bar/baz", "/:foo/:baz/bax", "/:foo/:bar/baz", "/:fod/:baz/:bax/foo",
        "/:fod/baz/bax/foo", "/:foo/baz/bax", "/:bar/:bay/bay", "/s", "/s/s", "/s/s/s",
        "/s/s/s/s", "/s/s/:s/x", "/s/s/:y/d",
      ],
      [
        .match("/x/foo/bar", ["foo": "foo"], route: "/x/:foo/bar"),
        .match("/x/foo/baz", ["bar": "foo"], route: "/x/:bar/baz"),
        .match("/y/foo/baz", ["foo": "y", "bar": "foo"], route: "/:foo/:bar/baz"),
        .match("/y/foo/bax", ["foo": "y", "baz": "foo"], route: "/:foo/:baz/bax"),
        .match("/y/baz/baz", ["foo": "y", "bar": "baz"], route: "/:foo/:bar/baz"),
        .match("/y/baz/bax/foo", ["fod": "y"], route: "/:fod/baz/bax/foo"),
        .match(
          "/y/baz/b/foo", ["fod": "y", "baz": "baz", "bax": "b"], route: "/:fod/:baz/:bax/foo"),
        .match("/y/baz/bax", ["foo": "y"], route: "/:foo/baz/bax"),
        .match("/z/bar/bay", ["bar": "z", "bay": "bar"], route: "/:bar/:bay/bay"),
        .match("/s", route: "/s"), .match("/s/s", route: "/s/s"),
        .match("/s/s/s", route: "/s/s/s"), .match("/s/s/s/s", route: "/s/s/s/s"),
        .match("/s/s/s/x", ["s": "s"], route: "/s/s/:s/x"),
        .match("/s/s/s/d", ["y": "s"], route: "/s/s/:y/d"),
      ]),
    group(
      "blog",
      [
        "/:page", "/posts/:year/:month/:post", "/posts/:year/:month/index", "/posts/:year/top",
        "/static/*path", "/favicon.ico",
      ],
      [
        .match("/about", ["page": "about"], route: "/:page"),
        .match(
          "/posts/2021/01/rust", ["year": "2021", "month": "01", "post": "rust"],
          route: "/posts/:year/:month/:post"),
        .match(
          "/posts/2021/01/index", ["year": "2021", "month": "01"],
          route: "/posts/:year/:month/index"),
        .match("/posts/2021/top", ["year": "2021"], route: "/posts/:year/top"),
        .match("/static/foo.png", ["path": "foo.png"], route: "/static/*path"),
        .match("/favicon.ico", route: "/favicon.ico"),
      ]),
    group(
      "double_overlap",
      [
        "/:object/:id", "/secret/:id/path", "/secret/978", "/other/:object/:id/",
        "/other/an_object/:id", "/other/static/path", "/other/long/static/path/",
      ],
      [
        .match("/secret/978/path", ["id": "978"], route: "/secret/:id/path"),
        .match("/some_object/978", ["object": "some_object", "id": "978"], route: "/:object/:id"),
        .match("/secret/978", route: "/secret/978"),
        .match(
          "/super_secret/978/", ["object": "super_secret", "id": "978"], route: "/:object/:id",
          differs: trailing),
        .match("/other/object/1/", ["object": "object", "id": "1"], route: "/other/:object/:id/"),
        .noMatch("/other/object/1/2"),
        .match("/other/an_object/1", ["id": "1"], route: "/other/an_object/:id"),
        .match("/other/static/path", route: "/other/static/path"),
        .match("/other/long/static/path/", route: "/other/long/static/path/"),
      ]),
    group(
      "catchall_off_by_one", ["/foo/*catchall", "/bar", "/bar/", "/bar/*catchall"],
      refused: ["/bar/"],
      [
        .noMatch("/foo"), .noMatch("/foo/"),
        .match("/foo/x", ["catchall": "x"], route: "/foo/*catchall"),
        .match("/bar", route: "/bar"), .match("/bar/", route: "/bar", differs: trailing),
        .match("/bar/x", ["catchall": "x"], route: "/bar/*catchall"),
      ]),
    group(
      "overlap",
      ["/foo", "/bar", "/*bar", "/baz", "/baz/", "/baz/x", "/baz/:xxx", "/", "/xxx/*x", "/xxx/"],
      refused: ["/baz/"],
      [
        .match("/foo", route: "/foo"), .match("/bar", route: "/bar"),
        .match("/baz", route: "/baz"), .match("/baz/", route: "/baz", differs: trailing),
        .match("/baz/x", route: "/baz/x"),
        .match("/???", route: "/", differs: SpecRule.queryMark), .match("/", route: "/"),
        .refusedURL("", differs: SpecRule.emptyURL),
        .match("/xxx/y", ["x": "y"], route: "/xxx/*x"), .match("/xxx/", route: "/xxx/"),
        .match("/xxx", route: "/xxx/", differs: trailing),
      ]),
  ]

  private static let trailingSlashes: [PortedGroup] = [
    group(
      "missing_trailing_slash_param", ["/foo/:object/:id", "/foo/bar/baz", "/foo/secret/978/"],
      [
        .match("/foo/secret/978/", route: "/foo/secret/978/"),
        .match("/foo/secret/978", route: "/foo/secret/978/", differs: trailing),
      ]),
    group(
      "extra_trailing_slash_param", ["/foo/:object/:id", "/foo/bar/baz", "/foo/secret/978"],
      [
        .match("/foo/secret/978/", route: "/foo/secret/978", differs: trailing),
        .match("/foo/secret/978", route: "/foo/secret/978"),
      ]),
    group(
      "missing_trailing_slash_catch_all", ["/foo/*bar", "/foo/bar/baz", "/foo/secret/978/"],
      [
        .match("/foo/secret/978", route: "/foo/secret/978/", differs: trailing),
        .match("/foo/secret/978/", route: "/foo/secret/978/"),
      ]),
    group(
      "extra_trailing_slash_catch_all", ["/foo/*bar", "/foo/bar/baz", "/foo/secret/978"],
      [
        .match("/foo/secret/978/", route: "/foo/secret/978", differs: trailing),
        .match("/foo/secret/978", route: "/foo/secret/978"),
      ]),
    group(
      "double_overlap_trailing_slash",
      [
        "/:object/:id", "/secret/:id/path", "/secret/978/", "/other/:object/:id/",
        "/other/an_object/:id", "/other/static/path", "/other/long/static/path/",
      ],
      [
        .match("/secret/978/path/", ["id": "978"], route: "/secret/:id/path", differs: trailing),
        .match(
          "/object/id/", ["object": "object", "id": "id"], route: "/:object/:id", differs: trailing),
        .noMatch("/object/id/path"),
        .match(
          "/other/object/1", ["object": "object", "id": "1"], route: "/other/:object/:id/",
          differs: trailing),
        .noMatch("/other/object/1/2"),
        .match(
          "/other/an_object/1/", ["id": "1"], route: "/other/an_object/:id", differs: trailing),
        .match("/other/static/path/", route: "/other/static/path", differs: trailing),
        .match(
          "/other/long/static/path", route: "/other/long/static/path/", differs: trailing),
        .noMatch("/other/object/static/path"),
      ]),
    group(
      "trailing_slash_overlap", ["/foo/:x/baz/", "/foo/:x/baz", "/foo/bar/bar"],
      refused: ["/foo/:x/baz"],
      [
        .match("/foo/x/baz/", ["x": "x"], route: "/foo/:x/baz/"),
        .match("/foo/x/baz", ["x": "x"], route: "/foo/:x/baz/", differs: trailing),
        .match("/foo/bar/bar", route: "/foo/bar/bar"),
      ]),
    group(
      "trailing_slash",
      [
        "/hi", "/b/", "/search/:query", "/cmd/:tool/", "/src/*filepath", "/x", "/x/y", "/y/",
        "/y/z", "/0/:id", "/0/:id/1", "/1/:id/", "/1/:id/2", "/aa", "/a/", "/admin",
        "/admin/static", "/admin/:category", "/admin/:category/:page", "/doc",
        "/doc/rust_faq.html", "/doc/rust1.26.html", "/no/a", "/no/b", "/no/a/b/*other",
        "/api/:page/:name", "/api/hello/:name/bar/", "/api/bar/:name", "/api/baz/foo",
        "/api/baz/foo/bar", "/foo/:p",
      ],
      [
        .match("/hi/", route: "/hi", differs: trailing),
        .match("/b", route: "/b/", differs: trailing),
        .match(
          "/search/rustacean/", ["query": "rustacean"], route: "/search/:query",
          differs: trailing),
        .match("/cmd/vet", ["tool": "vet"], route: "/cmd/:tool/", differs: trailing),
        .noMatch("/src"), .noMatch("/src/"),
        .match("/x/", route: "/x", differs: trailing),
        .match("/y", route: "/y/", differs: trailing),
        .match("/0/rust/", ["id": "rust"], route: "/0/:id", differs: trailing),
        .match("/1/rust", ["id": "rust"], route: "/1/:id/", differs: trailing),
        .match("/a", route: "/a/", differs: trailing),
        .match("/admin/", route: "/admin", differs: trailing),
        .match("/doc/", route: "/doc", differs: trailing),
        .match("/admin/static/", route: "/admin/static", differs: trailing),
        .match("/admin/cfg/", ["category": "cfg"], route: "/admin/:category", differs: trailing),
        .match(
          "/admin/cfg/users/", ["category": "cfg", "page": "users"],
          route: "/admin/:category/:page", differs: trailing),
        .match(
          "/api/hello/x/bar", ["name": "x"], route: "/api/hello/:name/bar/", differs: trailing),
        .match("/api/baz/foo/", route: "/api/baz/foo", differs: trailing),
        .match(
          "/api/baz/bax/", ["page": "baz", "name": "bax"], route: "/api/:page/:name",
          differs: trailing),
        .match("/api/bar/huh/", ["name": "huh"], route: "/api/bar/:name", differs: trailing),
        .match("/api/baz/foo/bar/", route: "/api/baz/foo/bar", differs: trailing),
        .match(
          "/api/world/abc/", ["page": "world", "name": "abc"], route: "/api/:page/:name",
          differs: trailing),
        .match("/foo/pp/", ["p": "pp"], route: "/foo/:p", differs: trailing),
        .noMatch("/"), .noMatch("/no"), .noMatch("/no/"), .noMatch("/no/a/b"),
        .noMatch("/no/a/b/"), .noMatch("/_"), .noMatch("/_/"), .noMatch("/api"),
        .noMatch("/api/"), .noMatch("/api/hello/x/foo"), .noMatch("/api/baz/foo/bad"),
        .noMatch("/foo/p/p"),
      ]),
    group(
      "backtracking_trailing_slash", ["/a/:b/:c", "/a/b/:c/d/"],
      [.match("/a/b/c/d", ["c": "c"], route: "/a/b/:c/d/", differs: trailing)]),
    group("root_trailing_slash", ["/foo", "/bar", "/:baz"], [.noMatch("/")]),
    group(
      "catchall_overlap", ["/yyy/*x", "/yyy*x"],
      [.match("/yyy/y", ["x": "y"], route: "/yyy/*x"), .noMatch("/yyy/", differs: trailing)]),
  ]

  private static let escapesAndSuffixes: [PortedGroup] = [
    group(
      "escaped",
      [
        "/", #"/\{"#, #"/\}"#, #"/\{x"#, #"/\}y\{"#, #"/xy\{"#, #"/\{/xyz"#, "/:ba_r", "/:ba_r/",
        "/:ba_r/x", "/baz/:xxx", #"/baz/:xxx/xy\{"#, #"/baz/:xxx/\}xy\{\{"#, #"/\{/:x"#,
        "/xxx/", "/xxx/:x_y",
      ],
      refused: ["/:ba_r/"],
      [
        .match("/", route: "/"), .match("/{", route: #"/\{"#), .match("/}", route: #"/\}"#),
        .match("/{x", route: #"/\{x"#), .match("/}y{", route: #"/\}y\{"#),
        .match("/xy{", route: #"/xy\{"#), .match("/{/xyz", route: #"/\{/xyz"#),
        .match("/foo", ["ba_r": "foo"], route: "/:ba_r"),
        .match("/{{", ["ba_r": "{{"], route: "/:ba_r"),
        .match("/{{}}/", ["ba_r": "{{}}"], route: "/:ba_r", differs: trailing),
        .match("/{{}}{{/x", ["ba_r": "{{}}{{"], route: "/:ba_r/x"),
        .match("/baz/x", ["xxx": "x"], route: "/baz/:xxx"),
        .match("/baz/x/xy{", ["xxx": "x"], route: #"/baz/:xxx/xy\{"#),
        .noMatch("/baz/x/xy{{"),
        .match("/baz/x/}xy{{", ["xxx": "x"], route: #"/baz/:xxx/\}xy\{\{"#),
        .match("/{/{{", ["x": "{{"], route: #"/\{/:x"#),
        .match("/xxx", route: "/xxx/", differs: trailing),
        .match("/xxx/", route: "/xxx/"),
        .match("/xxx/foo", ["x_y": "foo"], route: "/xxx/:x_y"),
      ]),
    // "/x//z" is /x/z (the Routing semantics article, *Empty and dot segments*), which no route
    // matches either.
    group(
      "empty_param", ["/y/:foo", "/x/:foo/z", "/z/*foo", "/a/x:foo", #"/b/:foo\x"#],
      [
        .noMatch("/y/"), .noMatch("/x//z"), .noMatch("/z/"), .noMatch("/a/x"),
        .noMatch("/b/x"),
      ]),
    group(
      "wildcard_suffix", ["/", #"/:foo\x"#, "/foox", #"/:foo\x/bar"#, #"/:foo\x/bar/baz"#],
      [
        .match("/", route: "/"), .match("/foox", route: "/foox"),
        .match("/barx", ["foo": "bar"], route: #"/:foo\x"#),
        .match("/mx", ["foo": "m"], route: #"/:foo\x"#),
        .match("/mx/", ["foo": "m"], route: #"/:foo\x"#, differs: trailing),
        .noMatch("/mxm"), .match("/mx/bar", ["foo": "m"], route: #"/:foo\x/bar"#),
        .noMatch("/mxm/bar"), .noMatch("/x"), .noMatch("/xfoo"),
        .match("/xfoox", ["foo": "xfoo"], route: #"/:foo\x"#),
        .match("/xfoox/bar", ["foo": "xfoo"], route: #"/:foo\x/bar"#),
        .match("/xfoox/bar/baz", ["foo": "xfoo"], route: #"/:foo\x/bar/baz"#),
      ]),
    group(
      "mixed_wildcard_suffix",
      [
        "/", #"/:f\o/b"#, #"/:f\oo/b"#, #"/:f\ooo/b"#, #"/:f\oooo/b"#, "/foo/b", "/foo/:b",
        #"/foo/:b\one"#, #"/foo/:b\one/"#, #"/foo/:b\two"#, "/foo/:b/one", #"/foo/:b\one/one"#,
        #"/foo/:b\two/one"#, #"/foo/:b\one/one/"#, #"/bar/:b\one"#, "/bar/:b", "/bar/:b/baz",
        #"/bar/:b\one/baz"#, "/baz/:b/bar", #"/baz/:b\one/bar"#,
      ],
      refused: [#"/foo/:b\one/"#, #"/foo/:b\one/one/"#],
      [
        .match("/", route: "/"), .noMatch("/o/b"),
        .match("/fo/b", ["f": "f"], route: #"/:f\o/b"#), .match("/foo/b", route: "/foo/b"),
        .match("/fooo/b", ["f": "f"], route: #"/:f\ooo/b"#),
        .match("/foooo/b", ["f": "f"], route: #"/:f\oooo/b"#),
        .match("/foo/b/", route: "/foo/b", differs: trailing),
        .match(
          "/foooo/b/", ["f": "f"], route: #"/:f\oooo/b"#, differs: trailing),
        .match("/foo/bb", ["b": "bb"], route: "/foo/:b"),
        .match("/foo/bone", ["b": "b"], route: #"/foo/:b\one"#),
        .match("/foo/bone/", ["b": "b"], route: #"/foo/:b\one"#, differs: trailing),
        .match("/foo/btwo", ["b": "b"], route: #"/foo/:b\two"#),
        .match("/foo/btwo/", ["b": "b"], route: #"/foo/:b\two"#, differs: trailing),
        .match("/foo/b/one", ["b": "b"], route: "/foo/:b/one"),
        .match("/foo/bone/one", ["b": "b"], route: #"/foo/:b\one/one"#),
        .match("/foo/bone/one/", ["b": "b"], route: #"/foo/:b\one/one"#, differs: trailing),
        .match("/foo/btwo/one", ["b": "b"], route: #"/foo/:b\two/one"#),
        .match("/bar/b", ["b": "b"], route: "/bar/:b"),
        .match("/bar/b/baz", ["b": "b"], route: "/bar/:b/baz"),
        .match("/bar/bone", ["b": "b"], route: #"/bar/:b\one"#),
        .match("/bar/bone/baz", ["b": "b"], route: #"/bar/:b\one/baz"#),
        .match("/baz/b/bar", ["b": "b"], route: "/baz/:b/bar"),
        .match("/baz/bone/bar", ["b": "b"], route: #"/baz/:b\one/bar"#),
      ]),
  ]

  private static let basic = group(
    "basic",
    [
      "/hi", "/contact", "/co", "/c", "/a", "/ab", "/doc/", "/doc/rust_faq.html",
      "/doc/rust1.26.html", "/ʯ", "/β", "/sd!here", "/sd$here", "/sd&here", "/sd'here",
      #"/sd\(here"#, #"/sd\)here"#, "/sd+here", "/sd,here", "/sd;here", "/sd=here",
    ],
    [
      .match("/a", route: "/a"), .refusedURL("", differs: SpecRule.emptyURL),
      .match("/hi", route: "/hi"), .match("/contact", route: "/contact"),
      .match("/co", route: "/co"), .refusedURL("", differs: SpecRule.emptyURL),
      .refusedURL("", differs: SpecRule.emptyURL), .refusedURL("", differs: SpecRule.emptyURL),
      .match("/ab", route: "/ab"), .match("/ʯ", route: "/ʯ"), .match("/β", route: "/β"),
      .match("/sd!here", route: "/sd!here"), .match("/sd$here", route: "/sd$here"),
      .match("/sd&here", route: "/sd&here"), .match("/sd'here", route: "/sd'here"),
      .match("/sd(here", route: #"/sd\(here"#), .match("/sd)here", route: #"/sd\)here"#),
      .match("/sd+here", route: "/sd+here"), .match("/sd,here", route: "/sd,here"),
      .match("/sd;here", route: "/sd;here"), .match("/sd=here", route: "/sd=here"),
    ])

  private static let wildcard = group(
    "wildcard",
    [
      "/", "/cmd/:tool/", "/cmd/:tool2/:sub", "/cmd/whoami", "/cmd/whoami/root",
      "/cmd/whoami/root/", "/src", "/src/", "/src/*filepath", "/search/", "/search/:query",
      "/search/actix-web", "/search/google", "/user_:name", "/user_:name/about",
      "/files/:dir/*filepath", "/doc/", "/doc/rust_faq.html", "/doc/rust1.26.html",
      "/info/:user/public", "/info/:user/project/:project", "/info/:user/project/rustlang",
      "/aa/*xx", "/ab/*xx", "/ab/hello*xx", "/:cc", "/c1/:dd/e", "/c1/:dd/e1", "/:cc/cc",
      "/:cc/:dd/ee", "/:cc/:dd/:ee/ff", "/:cc/:dd/:ee/:ff/gg", "/:cc/:dd/:ee/:ff/:gg/hh",
      "/get/test/abc/", "/get/:param/abc/", "/something/:paramname/thirdthing",
      "/something/secondthing/test", "/get/abc", "/get/:param", "/get/abc/123abc",
      "/get/abc/:param", "/get/abc/123abc/xxx8", "/get/abc/123abc/:param",
      "/get/abc/123abc/xxx8/1234", "/get/abc/123abc/xxx8/:param",
      "/get/abc/123abc/xxx8/1234/ffas", "/get/abc/123abc/xxx8/1234/:param",
      "/get/abc/123abc/xxx8/1234/kkdd/12c", "/get/abc/123abc/xxx8/1234/kkdd/:param",
      "/get/abc/:param/test", "/get/abc/123abd/:param", "/get/abc/123abddd/:param",
      "/get/abc/123/:param", "/get/abc/123abg/:param", "/get/abc/123abf/:param",
      "/get/abc/123abfff/:param",
    ],
    refused: ["/cmd/whoami/root/", "/src/"],
    [
      .match("/", route: "/"),
      .match("/cmd/test", ["tool": "test"], route: "/cmd/:tool/", differs: trailing),
      .match("/cmd/test/", ["tool": "test"], route: "/cmd/:tool/"),
      .match("/cmd/test/3", ["tool2": "test", "sub": "3"], route: "/cmd/:tool2/:sub"),
      .match("/cmd/who", ["tool": "who"], route: "/cmd/:tool/", differs: trailing),
      .match("/cmd/who/", ["tool": "who"], route: "/cmd/:tool/"),
      .match("/cmd/whoami", route: "/cmd/whoami"),
      .match("/cmd/whoami/", route: "/cmd/whoami", differs: trailing),
      .match("/cmd/whoami/r", ["tool2": "whoami", "sub": "r"], route: "/cmd/:tool2/:sub"),
      .match(
        "/cmd/whoami/r/", ["tool2": "whoami", "sub": "r"], route: "/cmd/:tool2/:sub",
        differs: trailing),
      .match("/cmd/whoami/root", route: "/cmd/whoami/root"),
      .match("/cmd/whoami/root/", route: "/cmd/whoami/root", differs: trailing),
      .match("/src", route: "/src"), .match("/src/", route: "/src", differs: trailing),
      .match("/src/some/file.png", ["filepath": "some/file.png"], route: "/src/*filepath"),
      .match("/search/", route: "/search/"),
      .match("/search/actix", ["query": "actix"], route: "/search/:query"),
      .match("/search/actix-web", route: "/search/actix-web"),
      .match(
        "/search/someth!ng+in+ünìcodé", ["query": "someth!ng+in+ünìcodé"],
        route: "/search/:query"),
      .match(
        "/search/someth!ng+in+ünìcodé/", ["query": "someth!ng+in+ünìcodé"],
        route: "/search/:query", differs: trailing),
      .match("/user_rustacean", ["name": "rustacean"], route: "/user_:name"),
      .match("/user_rustacean/about", ["name": "rustacean"], route: "/user_:name/about"),
      .match(
        "/files/js/inc/framework.js", ["dir": "js", "filepath": "inc/framework.js"],
        route: "/files/:dir/*filepath"),
      .match("/info/gordon/public", ["user": "gordon"], route: "/info/:user/public"),
      .match(
        "/info/gordon/project/rust", ["user": "gordon", "project": "rust"],
        route: "/info/:user/project/:project"),
      .match(
        "/info/gordon/project/rustlang", ["user": "gordon"],
        route: "/info/:user/project/rustlang"),
      .match("/aa/", ["cc": "aa"], route: "/:cc", differs: trailing),
      .match("/aa/aa", ["xx": "aa"], route: "/aa/*xx"),
      .match("/ab/ab", ["xx": "ab"], route: "/ab/*xx"),
      .match(
        "/ab/hello-world", ["xx": "-world"], route: "/ab/hello*xx"),
    ] + ["a", "all", "d", "ad", "dd", "dddaa", "aa", "aaa"].map { oneSegment($0) } + [
      .match("/aaa/cc", ["cc": "aaa"], route: "/:cc/cc"), oneSegment("ab"), oneSegment("abb"),
      .match("/abb/cc", ["cc": "abb"], route: "/:cc/cc"), oneSegment("allxxxx"),
      oneSegment("alldd"), .match("/all/cc", ["cc": "all"], route: "/:cc/cc"),
      .match("/a/cc", ["cc": "a"], route: "/:cc/cc"),
      .match("/c1/d/e", ["dd": "d"], route: "/c1/:dd/e"),
      .match("/c1/d/e1", ["dd": "d"], route: "/c1/:dd/e1"),
      .match("/c1/d/ee", ["cc": "c1", "dd": "d"], route: "/:cc/:dd/ee"),
    ]
      + ["cc", "ccc", "deedwjfs", "acllcc"].map {
        .match("/\($0)/cc", ["cc": $0], route: "/:cc/cc")
      }
      + [.match("/get/test/abc/", route: "/get/test/abc/")]
      + ["te", "testaa", "xx", "tt", "a", "t", "aa", "abas"].map {
        .match("/get/\($0)/abc/", ["param": $0], route: "/get/:param/abc/")
      } + [.match("/something/secondthing/test", route: "/something/secondthing/test")]
      + ["abcdad", "secondthingaaaa", "se", "s"].map {
        .match(
          "/something/\($0)/thirdthing", ["paramname": $0],
          route: "/something/:paramname/thirdthing")
      } + [
        .match("/c/d/ee", ["cc": "c", "dd": "d"], route: "/:cc/:dd/ee"),
        .match("/c/d/e/ff", ["cc": "c", "dd": "d", "ee": "e"], route: "/:cc/:dd/:ee/ff"),
        .match(
          "/c/d/e/f/gg", ["cc": "c", "dd": "d", "ee": "e", "ff": "f"],
          route: "/:cc/:dd/:ee/:ff/gg"),
        .match(
          "/c/d/e/f/g/hh", ["cc": "c", "dd": "d", "ee": "e", "ff": "f", "gg": "g"],
          route: "/:cc/:dd/:ee/:ff/:gg/hh"),
        .match(
          "/cc/dd/ee/ff/gg/hh", ["cc": "cc", "dd": "dd", "ee": "ee", "ff": "ff", "gg": "gg"],
          route: "/:cc/:dd/:ee/:ff/:gg/hh"),
        .match("/get/abc", route: "/get/abc"),
      ] + getLadder)

  /// The `/get/abc/...` ladder of `fn wildcard`: a literal, then parameters at its level.
  private static let getLadder: [PortedRow] =
    ["a", "abz", "12a", "abcd"].map { .match("/get/\($0)", ["param": $0], route: "/get/:param") }
    + [.match("/get/abc/123abc", route: "/get/abc/123abc")]
    + ["12", "123ab", "xyz", "123abcddxx"].map {
      .match("/get/abc/\($0)", ["param": $0], route: "/get/abc/:param")
    } + [.match("/get/abc/123abc/xxx8", route: "/get/abc/123abc/xxx8")]
    + ["x", "xxx", "abc", "xxx8xxas"].map {
      .match("/get/abc/123abc/\($0)", ["param": $0], route: "/get/abc/123abc/:param")
    } + [.match("/get/abc/123abc/xxx8/1234", route: "/get/abc/123abc/xxx8/1234")]
    + ["1", "123", "78k", "1234xxxd"].map {
      .match("/get/abc/123abc/xxx8/\($0)", ["param": $0], route: "/get/abc/123abc/xxx8/:param")
    } + [.match("/get/abc/123abc/xxx8/1234/ffas", route: "/get/abc/123abc/xxx8/1234/ffas")]
    + ["f", "ffa", "kka", "ffas321"].map {
      .match(
        "/get/abc/123abc/xxx8/1234/\($0)", ["param": $0],
        route: "/get/abc/123abc/xxx8/1234/:param")
    } + [
      .match(
        "/get/abc/123abc/xxx8/1234/kkdd/12c", route: "/get/abc/123abc/xxx8/1234/kkdd/12c")
    ]
    + ["1", "12", "12b", "34", "12c2e3"].map {
      .match(
        "/get/abc/123abc/xxx8/1234/kkdd/\($0)", ["param": $0],
        route: "/get/abc/123abc/xxx8/1234/kkdd/:param")
    }
    + ["12", "123abdd", "123abdddf", "123ab", "123abgg", "123abff", "123abffff"].map {
      .match("/get/abc/\($0)/test", ["param": $0], route: "/get/abc/:param/test")
    } + [
      .match("/get/abc/123abd/test", ["param": "test"], route: "/get/abc/123abd/:param"),
      .match("/get/abc/123abddd/test", ["param": "test"], route: "/get/abc/123abddd/:param"),
      .match("/get/abc/123/test22", ["param": "test22"], route: "/get/abc/123/:param"),
      .match("/get/abc/123abg/test", ["param": "test"], route: "/get/abc/123abg/:param"),
      .match("/get/abc/123abf/testss", ["param": "testss"], route: "/get/abc/123abf/:param"),
      .match("/get/abc/123abfff/te", ["param": "te"], route: "/get/abc/123abfff/:param"),
    ]

  private static func oneSegment(_ value: String) -> PortedRow {
    .match("/\(value)", ["cc": value], route: "/:cc")
  }
}
