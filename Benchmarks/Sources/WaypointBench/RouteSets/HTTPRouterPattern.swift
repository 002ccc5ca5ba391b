/// A route pattern in httprouter syntax, read into literal text and parameters.
///
/// `:name` is one non-empty segment and `*name` the non-empty rest of the path. The parsed
/// form converts the pattern to each contender's own syntax and computes the parameter values
/// a lookup must extract.
///
/// ```swift
/// let pattern = try HTTPRouterPattern("/repos/:owner/*path")
/// pattern.parameterValues(in: "/repos/apple/a/b") // ["apple", "a/b"]
/// ```
struct HTTPRouterPattern: Sendable, Hashable {
  /// One piece of a pattern.
  enum Token: Sendable, Hashable {
    /// Text that matches itself, slashes included.
    case literal(String)
    /// `:name`: one non-empty segment.
    case parameter(String)
    /// `*name`: the non-empty rest of the path.
    case catchAll(String)
  }

  /// Why a pattern is not valid httprouter syntax, or uses what the harness does not support.
  struct SyntaxError: Error, CustomStringConvertible {
    /// The pattern.
    let pattern: String
    /// What is wrong with it.
    let reason: String

    var description: String { "pattern \(pattern): \(reason)" }
  }

  /// The pattern as written.
  let text: String
  /// Its pieces, in order.
  let tokens: [Token]

  /// Reads `text`.
  ///
  /// - Throws: ``SyntaxError`` for an empty parameter name, a parameter that does not end its
  ///   segment, or a catch-all that is not last.
  init(_ text: String) throws(SyntaxError) {
    self.text = text
    var tokens: [Token] = []
    var literal = ""
    var remaining = Substring(text)
    while let first = remaining.first {
      guard first == ":" || first == "*" else {
        literal.append(first)
        remaining = remaining.dropFirst()
        continue
      }
      let name = remaining.dropFirst().prefix { $0 != "/" }
      guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else {
        throw SyntaxError(pattern: text, reason: "a parameter name is empty or not [A-Za-z0-9_]")
      }
      remaining = remaining.dropFirst(1 + name.count)
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
      if first == ":" {
        tokens.append(.parameter(String(name)))
      } else {
        guard remaining.isEmpty else {
          throw SyntaxError(pattern: text, reason: "a catch-all must end the pattern")
        }
        tokens.append(.catchAll(String(name)))
      }
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    self.tokens = tokens
  }

  /// The values of the parameters when `path` matches, in pattern order; `nil` when it does
  /// not match.
  ///
  /// This is the reference every contender's extracted values are checked against.
  func parameterValues(in path: String) -> [String]? {
    var values: [String] = []
    var remaining = Substring(path)
    for token in tokens {
      switch token {
      case .literal(let literal):
        guard remaining.hasPrefix(literal) else { return nil }
        remaining = remaining.dropFirst(literal.count)
      case .parameter:
        let value = remaining.prefix { $0 != "/" }
        guard !value.isEmpty else { return nil }
        values.append(String(value))
        remaining = remaining.dropFirst(value.count)
      case .catchAll:
        guard !remaining.isEmpty else { return nil }
        values.append(String(remaining))
        remaining = ""
      }
    }
    return remaining.isEmpty ? values : nil
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
  }
}
