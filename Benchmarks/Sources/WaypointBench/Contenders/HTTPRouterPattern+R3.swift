extension HTTPRouterPattern {
  /// The pattern in r3's slug syntax: `:name` is `{name}`, `*name` is `{name:.+}`.
  ///
  /// `{name:.*}` does not work: r3 1.3 takes the `NULL` that `pcre_study` returns for such a
  /// node as a failure and refuses to compile the tree.
  ///
  /// - Throws: ``HTTPRouterPattern/SyntaxError`` when literal text holds `{`, `}` or `\`,
  ///   which r3 would read as slug syntax.
  func r3Pattern() throws(SyntaxError) -> String {
    var pattern = ""
    for token in tokens {
      switch token {
      case .literal(let text):
        guard !text.contains(where: { "{}\\".contains($0) }) else {
          throw SyntaxError(pattern: self.text, reason: "r3 cannot hold {, } or \\ in literal text")
        }
        pattern += text
      case .parameter(let name):
        pattern += "{\(name)}"
      case .catchAll(let name):
        pattern += "{\(name):.+}"
      }
    }
    return pattern
  }
}
