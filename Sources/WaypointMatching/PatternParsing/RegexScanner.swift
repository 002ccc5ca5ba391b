/// What the pattern parser and the constraint compiler need to know of PCRE2 regex syntax.
enum RegexScanner {
  /// The index after the `]` that closes the character class opened by the `[` at `start`,
  /// or the end. A `]` right after `[` or `[^` is a literal, `\` escapes the next character,
  /// and POSIX classes such as `[:alpha:]` are skipped whole.
  static func endOfCharacterClass(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var cursor = start + 1
    if cursor < scalars.count && scalars[cursor] == "^" { cursor += 1 }
    if cursor < scalars.count && scalars[cursor] == "]" { cursor += 1 }
    while cursor < scalars.count {
      switch scalars[cursor] {
      case "\\":
        cursor += 2
      case "[" where cursor + 1 < scalars.count && scalars[cursor + 1] == ":":
        var close = cursor + 2
        while close + 1 < scalars.count && !(scalars[close] == ":" && scalars[close + 1] == "]") {
          close += 1
        }
        cursor = close + 1 < scalars.count ? close + 2 : cursor + 1
      case "]":
        return cursor + 1
      default:
        cursor += 1
      }
    }
    return scalars.count
  }
}
