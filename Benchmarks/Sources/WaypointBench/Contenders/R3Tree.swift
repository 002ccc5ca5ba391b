import CR3

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A compiled r3 tree that maps paths to pattern indices; it owns the C tree and frees it.
///
/// r3 stores a `void *` per route: here the pattern index plus one, so that no route has
/// `NULL` data. Matching reads the compiled tree only, so one tree serves several threads;
/// each lookup has its own match entry.
final class R3Tree: @unchecked Sendable {
  // Immutable after init: r3_tree_matchl only reads the tree.
  private let root: UnsafeMutablePointer<node>

  /// The order in which patterns go into the tree.
  enum InsertionOrder: Sendable {
    /// As registered.
    case registration
    /// Shortest r3 pattern first, ties as registered. This avoids r3 1.3's bug where a
    /// pattern that is a strict prefix of an existing edge (`/users` after `/users/{user}`)
    /// is inserted without its data.
    case shortestFirst
  }

  /// Converts `patterns` (httprouter syntax) to r3 syntax, inserts them in `order`, and
  /// compiles the tree. Pattern `i` answers with index `i` whatever the insertion order.
  ///
  /// - Throws: ``HTTPRouterPattern/SyntaxError`` for a pattern r3 cannot hold, or ``R3Error``
  ///   with r3's message when an insertion or the compilation fails.
  convenience init(httpRouterPatterns patterns: [String], order: InsertionOrder) throws {
    let r3Patterns = try patterns.map { try HTTPRouterPattern($0).r3Pattern() }
    var indices = Array(r3Patterns.indices)
    if order == .shortestFirst {
      indices.sort { (r3Patterns[$0].utf8.count, $0) < (r3Patterns[$1].utf8.count, $1) }
    }
    try self.init(r3Patterns: r3Patterns, insertionOrder: indices)
  }

  /// Inserts `patterns` (in r3 syntax), visiting them in `insertionOrder`, and compiles the
  /// tree. Pattern `i` answers with index `i` whatever the insertion order.
  ///
  /// - Throws: ``R3Error`` with r3's message when an insertion or the compilation fails.
  init(r3Patterns patterns: [String], insertionOrder: [Int]) throws(R3Error) {
    guard let root = r3_tree_create(10) else { throw R3Error(message: "r3_tree_create failed") }
    self.root = root
    for index in insertionOrder {
      var message: UnsafeMutablePointer<CChar>?
      let inserted = patterns[index].withCString { path in
        r3_tree_insert_pathl_ex(
          root, path, Int32(strlen(path)), nil, UnsafeMutableRawPointer(bitPattern: index + 1),
          &message)
      }
      guard inserted != nil else {
        throw R3Error(message: "cannot insert \(patterns[index]): \(Self.take(message))")
      }
    }
    var message: UnsafeMutablePointer<CChar>?
    guard r3_tree_compile(root, &message) == 0 else {
      throw R3Error(message: "cannot compile the tree: \(Self.take(message))")
    }
  }

  deinit {
    r3_tree_free(root)
  }

  /// Matches `path` and hands the pattern index and the captured values (C strings owned by
  /// r3, valid during `body`) to `body`; `nil` when no route matches.
  @inline(__always)
  private func match<Result>(
    _ path: String, _ body: (_ index: Int, _ values: UnsafeMutablePointer<str_array>) -> Result
  ) -> Result? {
    path.withCString { cPath -> Result? in
      let length = Int32(path.utf8.count)
      guard let entry = match_entry_createl(cPath, length) else { return nil }
      defer { match_entry_free(entry) }
      guard let matched = r3_tree_matchl(root, cPath, length, entry),
        let data = matched.pointee.data
      else { return nil }
      return body(Int(bitPattern: data) - 1, entry.pointee.vars)
    }
  }

  /// The index of the pattern that matches `path`; r3 has copied the values into the match
  /// entry by then.
  func patternIndex(_ path: String) -> Int? {
    match(path) { index, _ in index }
  }

  /// The values r3 captured for `path`, copied into Swift strings.
  func parameterValues(_ path: String) -> [String]? {
    match(path) { _, values in
      (0..<Int(values.pointee.len)).map { String(cString: values.pointee.tokens[$0]!) }
    }
  }

  /// The text of an r3 error message, which is then freed; r3 allocates it with `asprintf`.
  private static func take(_ message: UnsafeMutablePointer<CChar>?) -> String {
    guard let message else { return "no message" }
    defer { free(message) }
    return String(cString: message)
  }
}
