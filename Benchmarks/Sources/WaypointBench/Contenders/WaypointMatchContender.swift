@_spi(Benchmarks) import WaypointMatching
import Waypoint

/// Waypoint's router matching a path with `Router.withMatch`: the compiled route table
/// (trie-factored PCRE2 JIT programs per first segment) lends the match in place, and the
/// lookup reads every parameter value through it.
struct WaypointMatchContender: RouterMatchContender, IncrementalContender {
  static let name = "waypoint-match"
  static let summary =
    "Waypoint Router.withMatch on the path: compiled route table (PCRE2 JIT programs, segment tries), match lent in place"

  let router: Router

  /// Reads the value as the other contenders do: its bytes in the URL, still percent-encoded,
  /// as matchit hands out slices of the path; the slice's address and length are the digest.
  static func read(_ match: borrowing BorrowedMatch, at index: Int) -> Int {
    match.withRawParameter(at: index) { bytes in
      Int(bitPattern: bytes?.baseAddress) &+ (bytes?.count ?? 0)
    }
  }

  func add(_ pattern: String) throws {
    try router.register(pattern) { _ in .ok }
  }
}

/// A contender that matches each path with `Router.withMatch` on a router built by
/// ``WaypointRouterFactory/makeRouter(_:handler:)`` and reads every parameter of the match.
protocol RouterMatchContender: Contender {
  /// The router, with every pattern registered.
  var router: Router { get }
  /// A contender for `router`.
  init(router: Router)
  /// Reads the parameter at `index` of a match; returns a digest of what it read.
  static func read(_ match: borrowing BorrowedMatch, at index: Int) -> Int
}

extension RouterMatchContender {
  init(patterns: [String]) throws {
    self.init(router: try WaypointRouterFactory.makeRouter(patterns))
  }

  /// The route's sequence number, after reading every parameter. The reads' digests are
  /// compared with a value they never take, which keeps them from being optimized away
  /// without a call per parameter: the C contenders copy their parameters' offsets without
  /// one either.
  func lookup(_ path: String) -> Int? {
    try? router.withMatch(path) { match in
      var digest = 0
      for index in 0..<match.parameterCount {
        digest &+= Self.read(match, at: index)
      }
      if digest == Int.min { blackHole(digest) }
      return match.registrationOrder
    }
  }

  /// The values as the lent match decodes them, so that the check covers this lookup.
  func parameterValues(_ path: String) -> [String]? {
    try? router.withMatch(path) { match in
      (0..<match.parameterCount).compactMap { match.decodedParameter(at: $0) }
    }
  }
}
