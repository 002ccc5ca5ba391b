import Testing
import WaypointTestSupport

@testable import WaypointMatching

/// The one-pass check for canonical internal paths (8 bytes at a time) against the full
/// normalizer: it may only accept what the normalizer leaves unchanged.
@Suite("Canonical path fast path")
struct CanonicalFastPathTests {
  @Test("random paths", arguments: 0..<10)
  func agreesWithTheNormalizer(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let pieces = [
      "/", "/", "a", "b", "Z", "9", ".", "..", "%2F", "%41", "%e9", "-", "~", ":", "?", "#", " ",
      "é", "abcdefgh", "//", "_", "a.b", "/..", "/.", "x-y_z",
    ]
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...32, using: &random)
      let start = Bool.random(using: &random) ? "/" : ""
      let path = start + (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      var text = path
      var firstSegmentEnd = -1
      let fast = text.withUTF8 {
        CanonicalPathScanner.canonicalInternalPath(
          $0, maximumLength: 8192, firstSegmentEnd: &firstSegmentEnd)
      }
      guard let fast else { continue }
      // The fast path may skip nothing the full parser checks: what it takes must parse.
      let full = try RouteURL(path)
      #expect(full.rewrittenPath == nil, "\(path) was taken as canonical")
      #expect(full.components == fast, "\(path)")
      // It also finds where the first segment ends, as the table would.
      let expectedEnd = full.withPathBytes { CompiledRouteTable.firstSegmentEnd(of: $0) }
      #expect(firstSegmentEnd == expectedEnd, "\(path)")
    }
  }

  @Test(arguments: [
    "/abcdefgh/ijklmnop", "/abcdefg//ijklmno", "/abcdefgh//ijklmn", "/a/b/c/d/e/f/g/h/i/j",
    "/abcdefghijklmnop/", "/ab/cdefg/./hijklmn", "/abcdefg/../hijklmn", "/abc/defghijk%2Fl",
    "//", "///abc", "//abcdefgh/ijklmnop", "abc:def/ghijklmn", "invalid_scheme://x",
    // Unreserved punctuation inside words, and dot segments at every offset of a word.
    "/a-b_c~d.e/f-g_h~i.j", "/abcdefg/./hijklmn", "/abcdefgh/../ijklmn", "/abcdef/../ghij",
    "/abcdefg/..", "/abcdefgh/.", "/abcdefg/.hidden/x", "/abcdefg/..x/yz", "/a/./bcdefghij",
    "/./abcdefghij", "/../abcdefghi", "/a.b/c..d/e...f/g", "/abcdefg/.../hijk", "/-._~/-._~/x",
    "/abcdefg/hijklmn/.", "/abcdefg/hijklmn/..", "/ab/cdefg/hij/./k", "/ab.cd/ef_gh/ij-kl.",
    // The last word overlaps the one before it.
    "/abcdefgh/a/./b", "/abcdefgh/a/../b", "/abcdefghi/./", "/abcdefghij/..", "/abcdefghi//",
    "/abcdefgh.x/y.z", "/abcdefghi/x%2", "/abcdefghi/%2F", "/abcdefghi/é", "/abcdefghi/a b",
    // Paths longer than 16 bytes are checked 16 at a time; the last block overlaps.
    "/abcdefghijklmno/", "/abcdefghijklmnop", "/abcdefghijklmno//", "/abcdefghijklmno/./x",
    "/abcdefghijklmn/../x", "/abcdefghijklmnopq/.", "/abcdefghijklmnopqrstuvwxyz01234/..",
    "/abcdefghijklmnopqrstuvwxyz0123/.", "/abcdefghijklmnopqrstuvwxyz012345//",
    "/abcdefghijklmno~pqrstuvwxyz", "/abcdefghijklmnop%41qrstuvwxyz", "/ABCDEFGHIJKLMNO@PQ",
    "/abcdefghijklmnopqrstuvwxyz-._/x", "/abcdefghijklmnopqrstuvwxyzé", "/abcdefghijklmnop?q=1",
    "/abcdefghijklmnop#frag", "/abcdefghijklmnop/[x]", "/0123456789/0123456789/0123456789",
    // 9 to 16 bytes are one block of two overlapping words.
    "/abcdefgh", "/abcdefghijklmno", "/abc/./de", "/abcdefg//", "/a:b@c~d!e", "/abcdefgh/.",
    "/abcdefg/..", "/abcdefg/.x", "/ab//cdefg", "/abcdefgh?q", "/abcdefg%41", "/abcdéfgh",
    // A block also takes the other bytes a segment keeps: `~`, `:`, `@`, the sub-delimiters.
    "/repos/:owner/:repo/stargazers", "/a!b$c&d'e(f)g*h+i,j;k=l:m@n~o/p", "/~user/files/~x~",
    "/abcdefghijklmno<", "/abcdefghijklmno>", "/abcdefghijklmno\"x", "/abcdefghijklmno^x",
    "/abcdefghijklmno`x", "/abcdefghijklmno{x}", "/abcdefghijklmno|x", "/abcdefghijklmno\\x",
    "/user@host:8080/path;params=1/x", "/abcdefghijklmno/:x/@y/~z/.w", "/abcdefghijklmnop/~/..",
  ])
  func wordBoundaries(path: String) throws {
    var text = path
    let fast = text.withUTF8 { CanonicalPathScanner.canonicalInternalPath($0, maximumLength: 8192) }
    let full = try? RouteURL(path)
    #expect((fast != nil) == (full?.rewrittenPath == nil && full != nil), "\(path)")
  }

  /// The scan finds where the first segment ends in the word or block it checks: at each
  /// offset of the first and the second word, and in paths with no slash after the first.
  @Test(arguments: [
    ("/", 1), ("/a", 2), ("/ab/", 3), ("/abcdefg", 8), ("/abcdef/", 7), ("/abcdefg/", 8),
    ("/abcdefg/h", 8), ("/abcdefgh/i", 9), ("/abcdefghijklmno", 16), ("/abcdefghijklmn/o", 15),
    ("/abcdefghijk/lmno", 12), ("/a/bcdefghijklmno", 2), ("/abcdefghijklmnopq/r", 18),
    ("/abcdefghijklmnop/", 17), ("/abcdefgh/", 9), ("/abc?x=/y", 4), ("/abcdefghij#/x", 11),
    ("/abc?x=/y/zzzzzzzzzz", 4), ("/abcdefghijklmnopqrs/t", 20), ("/abcdefgh/ijklmnopqrs", 9),
    ("/abcdefghijklmnopqrstuvwxyz", 27), ("/abcdefghijklmno/pqrstuv", 16),
  ])
  func firstSegmentEnd(path: String, expected: Int) throws {
    var text = path
    let scan = try #require(
      text.withUTF8 { CanonicalPathScanner.scanCanonicalPath($0, maximumLength: 64) })
    #expect(scan.firstSegmentEnd == expected, "\(path)")
  }

  /// A trailing slash is ignored (the Routing semantics article, *Empty and dot segments*) without
  /// a rewritten copy: the route path is the input's text before it.
  @Test(arguments: [
    ("/a/", "/a"), ("/abcdefgh/ijklmnop/", "/abcdefgh/ijklmnop"), ("/a/b/?x=1", "/a/b"),
    ("/a/#top", "/a"), ("/", "/"), ("/repos/p1/p2/milestones/", "/repos/p1/p2/milestones"),
  ])
  func trailingSlashIsASliceOfTheInput(path: String, expected: String) throws {
    var text = path
    let fast = text.withUTF8 { CanonicalPathScanner.canonicalInternalPath($0, maximumLength: 8192) }
    #expect(fast != nil, "\(path)")
    let url = try RouteURL(path)
    #expect(url.rewrittenPath == nil)
    #expect(url.path == expected)
  }

  /// Paths the fast path leaves to the full parser stay refused or rewritten there.
  @Test(arguments: ["/a//", "/a/./", "/a/../", "//"])
  func slashesAroundEmptyOrDotSegmentsAreNotSkipped(path: String) {
    var text = path
    let fast = text.withUTF8 { CanonicalPathScanner.canonicalInternalPath($0, maximumLength: 8192) }
    #expect(fast == nil, "\(path)")
  }
}
