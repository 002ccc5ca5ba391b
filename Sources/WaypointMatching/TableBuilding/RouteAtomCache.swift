/// The atoms of the routes a router has registered, by what follows their first segment, so
/// that registering a route rarely parses its path again.
///
/// Reading a route's atoms means parsing its normalized path (an expression keeps only the
/// text), which was the largest cost of registration after the parse of the pattern itself.
/// Routes that differ only in a plain first segment (`/v1/repos/:owner`, `/v2/repos/:owner`)
/// have the same atoms after it, so the first such route computes them and the others reuse
/// them, sharing one stored list as well.
struct RouteAtomCache {
  /// The atoms after the first segment, by the path text after it (`/repos/:owner`).
  private var byRest: [Substring: [RouteAtom]] = [:]
  /// Atom lists of routes outside ``byRest``, so that equal lists are stored once.
  private var shared: Set<[RouteAtom]> = []

  /// A route's atoms as the compiled table needs them.
  struct Atoms {
    /// The literal first segment without its slash (lowercased when matching ignores case),
    /// or `nil` when the first segment is not a literal.
    let firstSegment: String?
    /// The atoms after ``firstSegment``, or all of them when it is `nil`.
    let rest: [RouteAtom]
    /// The whole path, when every atom is literal.
    let literalPath: String?
  }

  /// How many atom lists the cache holds.
  var count: Int { byRest.count + shared.count }

  /// The atoms of `expression`, a path pattern.
  ///
  /// A path whose first segment is plain ASCII letters and digits followed by more segments
  /// (`/v1/...`) is looked up by the text after that segment; the first route with that text
  /// computes the atoms and checks that its first atom is exactly that literal segment
  /// before they are kept.
  mutating func atoms(of expression: RouteExpression, caseInsensitive: Bool) -> Atoms {
    let path = expression.path
    if let (segment, rest) = Self.plainFirstSegment(of: path) {
      let key = caseInsensitive ? segment.lowercased() : String(segment)
      if let cached = byRest[rest] {
        return Atoms(
          firstSegment: key, rest: cached, literalPath: Self.literalPath("/" + key, cached))
      }
      let all = RouteAtom.atoms(of: expression, caseInsensitive: caseInsensitive)
      if all.first?.literalKey == "/" + key, all.count > 1 {
        let after = Array(all.dropFirst())
        byRest[rest] = after
        return Atoms(
          firstSegment: key, rest: after, literalPath: Self.literalPath("/" + key, after))
      }
      return make(all)
    }
    return make(RouteAtom.atoms(of: expression, caseInsensitive: caseInsensitive))
  }

  /// Forgets every list; routes registered later compute theirs again.
  mutating func removeAll() {
    byRest = [:]
    shared = []
  }

  /// The atoms of a route that ``byRest`` does not hold.
  private mutating func make(_ all: [RouteAtom]) -> Atoms {
    let firstSegment = all.first?.literalKey.map { String($0.dropFirst()) }
    let rest = firstSegment == nil ? all : Array(all.dropFirst())
    return Atoms(
      firstSegment: firstSegment, rest: shared.insert(rest).memberAfterInsert,
      literalPath: Self.literalPath("", all))
  }

  /// `prefix` and the literal keys of `atoms`, when every atom is literal.
  private static func literalPath(_ prefix: String, _ atoms: [RouteAtom]) -> String? {
    var path = prefix
    for atom in atoms {
      guard let key = atom.literalKey else { return nil }
      path += key
    }
    return path
  }

  /// The first segment of `path` and the text after it, when the segment is one or more ASCII
  /// letters and digits and a `/` follows it.
  private static func plainFirstSegment(of path: String) -> (Substring, Substring)? {
    let utf8 = path.utf8
    guard utf8.first == UInt8(ascii: "/") else { return nil }
    let start = utf8.index(after: utf8.startIndex)
    var end = start
    while end < utf8.endIndex, Self.isLetterOrDigit(utf8[end]) { end = utf8.index(after: end) }
    guard end > start, end < utf8.endIndex, utf8[end] == UInt8(ascii: "/") else { return nil }
    return (path[start..<end], path[end...])
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return false
    }
  }
}
