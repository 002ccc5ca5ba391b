import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The segment trie finds what PCRE2 finds with the same trie's regex: the same route, the
/// same parameters, for every path, so that a lookup may run either.
@Suite("Segment trie agrees with PCRE2")
struct SegmentTrieTests {
  /// What a program answers for a path: the route's index and its parameters' offsets.
  struct Answer: Equatable {
    let route: Int?
    let offsets: [Int]
  }

  /// A trie of `patterns` (inserted in order, as routes `0...`), after the first
  /// `skippedAtoms` atoms of each (a program that starts after its group's first segment).
  static func trie(_ patterns: [String], caseInsensitive: Bool, skippedAtoms: Int = 0) throws
    -> (RouteTrie, parameterCounts: [Int])
  {
    let trie = RouteTrie()
    var counts: [Int] = []
    for (index, pattern) in patterns.enumerated() {
      let expression = try RouteExpression(pattern)
      let atoms = RouteAtom.atoms(of: expression, caseInsensitive: caseInsensitive)
      trie.insert(Array(atoms.dropFirst(skippedAtoms)), route: index)
      counts.append(expression.parameterNames.count)
    }
    return (trie, counts)
  }

  /// PCRE2's answer with the regex of `trie`, from `start`.
  static func engineAnswer(
    _ trie: RouteTrie, parameterCounts: [Int], caseInsensitive: Bool, path: String, start: Int
  ) throws -> Answer {
    let options: PCRE2CompileOptions =
      caseInsensitive ? PCRE2CompileOptions.routePath.union(.caseless) : .routePath
    let code = try PCRE2Code(pattern: trie.regex, options: options)
    let scratch = PCRE2MatchScratch.current
    var path = path
    return try path.withUTF8 { bytes in
      guard try code.match(bytes, from: start, scratch: scratch, limits: .default),
        let mark = scratch.mark
      else { return Answer(route: nil, offsets: []) }
      let route = Int(String(cString: mark))!
      let count = 2 * parameterCounts[route]
      return Answer(
        route: route, offsets: Array(UnsafeBufferPointer(start: scratch.offsets + 2, count: count)))
    }
  }

  /// The segment trie's answer, from `start`.
  static func trieAnswer(
    _ segments: SegmentTrie, parameterCounts: [Int], path: String, start: Int
  ) -> Answer {
    var offsets = [Int](repeating: -7, count: 2 * 64)
    var path = path
    let route = path.withUTF8 { bytes in
      offsets.withUnsafeMutableBufferPointer { buffer in
        segments.match(bytes, from: start, offsets: buffer.baseAddress!)
      }
    }
    guard let route else { return Answer(route: nil, offsets: []) }
    return Answer(route: route, offsets: Array(offsets[2..<2 + 2 * parameterCounts[route]]))
  }

  /// Short and long literals (past eight bytes a literal is compared in two parts), some that
  /// share their first eight bytes.
  static let literals = [
    "a", "b", "ab", "users", "me", "A", "ME", "x.html", "v1", "%2F", "caf%C3%A9", "abcdefg",
    "requestPasswordReset", "requestPasswordSet",
  ]

  static func pattern(_ random: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...4, using: &random)
    return (0..<count).map { index in
      Int.random(in: 0..<3, using: &random) == 0
        ? "/:p\(index)" : "/" + literals.randomElement(using: &random)!
    }.joined()
  }

  static func path(_ random: inout SeededGenerator) -> String {
    // Empty segments too: a parameter is never empty.
    let values =
      literals + [
        "12", "Users", "x", "caf%c3%a9", "longer-than-eight-bytes", "", "abcdefgh",
        "requestPasswordResex", "REQUESTPASSWORDRESET", "requestPassword",
      ]
    let count = Int.random(in: 1...5, using: &random)
    return (0..<count).map { _ in "/" + values.randomElement(using: &random)! }.joined()
  }

  @Test("random plain tries and paths", arguments: 0..<16)
  func randomTries(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let caseInsensitive = seed % 4 == 3
    // Every other trie starts after its routes' literal first segment, as a group's program
    // does.
    let skipped = seed % 2
    let patterns = (0..<Int.random(in: 1...40, using: &random)).map { _ in
      Self.pattern(&random)
    }.filter { skipped == 0 || ($0.split(separator: "/").count > 1 && !$0.hasPrefix("/:")) }
    let (trie, counts) = try Self.trie(
      patterns, caseInsensitive: caseInsensitive, skippedAtoms: skipped)
    let segments = try #require(
      SegmentTrie(trie, caseInsensitive: caseInsensitive, widestNode: .max))
    for _ in 0..<500 {
      let path = Self.path(&random)
      let start =
        skipped == 0 ? 0 : path.utf8.dropFirst().prefix { $0 != UInt8(ascii: "/") }.count + 1
      let expected = try Self.engineAnswer(
        trie, parameterCounts: counts, caseInsensitive: caseInsensitive, path: path, start: start)
      let found = Self.trieAnswer(segments, parameterCounts: counts, path: path, start: start)
      #expect(found == expected, "\(path) from \(start) with \(patterns)")
    }
  }

  /// The branch order decides between routes that match the same path: a parameter tried
  /// before a literal wins, and a branch that fails deeper down falls back to the next.
  @Test func branchOrderAndBacktracking() throws {
    let patterns = ["/a/:x/c", "/a/b", "/a/b/d", "/:y/b/e", "/a/:x"]
    let (trie, counts) = try Self.trie(patterns, caseInsensitive: false)
    let segments = try #require(SegmentTrie(trie, caseInsensitive: false))
    for path in ["/a/b/c", "/a/b", "/a/b/d", "/a/b/e", "/z/b/e", "/a/q", "/a", "/a/b/c/d", "/"] {
      let expected = try Self.engineAnswer(
        trie, parameterCounts: counts, caseInsensitive: false, path: path, start: 0)
      #expect(Self.trieAnswer(segments, parameterCounts: counts, path: path, start: 0) == expected)
    }
    #expect(
      Self.trieAnswer(segments, parameterCounts: counts, path: "/a/b/e", start: 0)
        == Answer(route: 3, offsets: [1, 2]))
  }

  /// A node with one parameter and distinct literals is walked by kind: whichever of its
  /// literal and its parameter comes first in branch order is tried first, and the other when
  /// it fails deeper down. A node with two parameters is walked branch by branch.
  @Test func nodesWalkedByKindKeepTheBranchOrder() throws {
    let patterns = [
      // Parameter before the literal.
      "/p/:x/one", "/p/lit/two", "/p/:x",
      // Literal before the parameter.
      "/q/lit/two", "/q/:x/one",
      // Two parameters, a literal between them.
      "/g/:x/c", "/g/b", "/g/:y/d",
    ]
    let (trie, counts) = try Self.trie(patterns, caseInsensitive: false)
    let segments = try #require(SegmentTrie(trie, caseInsensitive: false))
    let kinds = (0..<segments.nodes.count).map { segments.nodes[$0].byKind }
    #expect(kinds.contains(true) && kinds.contains(false))
    let cases: [(String, Int?)] = [
      ("/p/lit/two", 1), ("/p/lit/one", 0), ("/p/lit", 2), ("/p/other", 2), ("/p/lit/three", nil),
      ("/q/lit/two", 3), ("/q/lit/one", 4), ("/q/other/one", 4), ("/q/lit", nil),
      ("/g/b/c", 5), ("/g/b", 6), ("/g/b/d", 7), ("/g/z/d", 7), ("/g/b/e", nil),
    ]
    for (path, route) in cases {
      let expected = try Self.engineAnswer(
        trie, parameterCounts: counts, caseInsensitive: false, path: path, start: 0)
      let found = Self.trieAnswer(segments, parameterCounts: counts, path: path, start: 0)
      #expect(found == expected, "\(path)")
      #expect(found.route == route, "\(path)")
    }
  }

  /// A long run of literals is found through its hash table: literals that share their first
  /// eight bytes, short and long ones, upper case in a case-insensitive trie, and a parameter
  /// before and after the run.
  @Test(arguments: [false, true])
  func longRunsOfLiteralsAreFoundByTheirTable(caseInsensitive: Bool) throws {
    let literals =
      (0..<24).map { "s\($0)" } + [
        "requestPasswordReset", "requestPasswordSet", "requestPasswordResetNow", "requestP",
        "Users",
      ]
    let patterns = ["/a/:first/x"] + literals.map { "/a/\($0)" } + ["/a/:last"]
    let (trie, counts) = try Self.trie(patterns, caseInsensitive: caseInsensitive)
    let segments = try #require(SegmentTrie(trie, caseInsensitive: caseInsensitive))
    let paths =
      literals.map { "/a/\($0)" }
      + [
        "/a/s24", "/a/requestPassword", "/a/requestPasswordResex", "/a/USERS", "/a/users",
        "/a/REQUESTP", "/a/s1/x", "/a/requestP/x", "/a/", "/a",
      ]
    for path in paths {
      let expected = try Self.engineAnswer(
        trie, parameterCounts: counts, caseInsensitive: caseInsensitive, path: path, start: 0)
      #expect(
        Self.trieAnswer(segments, parameterCounts: counts, path: path, start: 0) == expected,
        "\(path)")
    }
  }

  /// Only atoms that plain Swift code reproduces exactly make a segment trie; any other leaves
  /// the program to PCRE2, and so does a node with more branches than the limit.
  @Test func onlyPlainTriesWithinTheWidthLimit() throws {
    for pattern in [
      "/a/:id(\\d+)", "/a/*rest", "/a/:id.html", "/a/:x-:y", "/a{/:o}", "/a/user_:id",
      ":p(.*)", "/a/:id(\\d*)",
    ] {
      let (trie, _) = try Self.trie([pattern], caseInsensitive: false)
      #expect(SegmentTrie(trie, caseInsensitive: false) == nil, "\(pattern)")
    }
    for pattern in ["/", "/a", "/a/:id", "/:a/:b/c", "/caf%C3%A9/:x"] {
      let (trie, _) = try Self.trie([pattern], caseInsensitive: false)
      #expect(SegmentTrie(trie, caseInsensitive: false) != nil, "\(pattern)")
    }
    // A node with two parameters is walked branch by branch, and limited in width; one with
    // a single parameter is walked by kind, and is not.
    let literals = (0...SegmentTrie.widestNode - 2).map { "/a/s\($0)" }
    let wide = ["/a/:x/y"] + literals + ["/a/:z"]
    let (trie, _) = try Self.trie(wide, caseInsensitive: false)
    #expect(trie.edges.count == 1)
    #expect(SegmentTrie(trie, caseInsensitive: false) == nil)
    let (narrow, _) = try Self.trie(Array(wide.dropLast(2)) + ["/a/:z"], caseInsensitive: false)
    #expect(SegmentTrie(narrow, caseInsensitive: false) != nil)
    let (byKind, counts) = try Self.trie(
      ["/a/:x/y"] + (0..<4 * SegmentTrie.widestNode).map { "/a/s\($0)" }, caseInsensitive: false)
    let segments = try #require(SegmentTrie(byKind, caseInsensitive: false))
    #expect((0..<segments.nodes.count).allSatisfy { segments.nodes[$0].byKind })
    for path in ["/a/s0", "/a/s200", "/a/s255", "/a/s256", "/a/s3/y", "/a/s"] {
      let expected = try Self.engineAnswer(
        byKind, parameterCounts: counts, caseInsensitive: false, path: path, start: 0)
      #expect(
        Self.trieAnswer(segments, parameterCounts: counts, path: path, start: 0) == expected,
        "\(path)")
    }
    #expect(SegmentTrie(RouteTrie(), caseInsensitive: false) == nil)
    let deep = (0...SegmentTrie.deepestNode).map { "/:p\($0)" }
    let (deepTrie, _) = try Self.trie([deep.joined()], caseInsensitive: false)
    #expect(SegmentTrie(deepTrie, caseInsensitive: false) == nil)
    let (shallow, _) = try Self.trie([deep.dropLast().joined()], caseInsensitive: false)
    #expect(SegmentTrie(shallow, caseInsensitive: false) != nil)
  }

  /// A router's plain routes are matched by segment tries, and answer as the reference does,
  /// case-insensitive routers included (ASCII letters only: `%c3` is not `%C3`).
  @Test func routersUseThemForPlainRoutes() throws {
    for caseInsensitive in [false, true] {
      let router = makeRouter(caseInsensitive: caseInsensitive)
      for pattern in ["/user/:id", "/user/:id/posts/:post", "/Shop/caf%C3%A9/:item", "/:lang/home"]
      {
        try router.register(pattern) { _ in .ok }
      }
      let programs = router.routeTable.storage.compiled.groups.values.flatMap(\.programs)
      #expect(!programs.isEmpty && programs.allSatisfy { $0.segments != nil })
      for url in [
        "/user/42", "/USER/42", "/user/42/posts/7", "/user/42/Posts/7", "/user", "/user/42/posts",
        "/shop/caf%C3%A9/x", "/Shop/CAF%C3%A9/x", "/Shop/caf%c3%a9/x", "/en/home", "/en/HOME",
      ] {
        #expect(
          CompiledTableDifferentialTests.compiledAnswer(router, url)
            == CompiledTableDifferentialTests.referenceAnswer(router, url), "\(url)")
        #expect(
          CompiledTableDifferentialTests.borrowedAnswer(router, url)
            == CompiledTableDifferentialTests.referenceAnswer(router, url), "\(url)")
      }
    }
  }
}
