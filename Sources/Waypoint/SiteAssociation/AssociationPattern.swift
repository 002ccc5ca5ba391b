import Foundation

/// A pattern of an association file (`/`, `#`, a query pattern), as the system reads it
/// (<doc:AssociationFiles#Patterns>): `*` is any characters, `/` included, `?` any one
/// character, `$(name)` one of a variable's strings, and every other character itself. There
/// is no escape.
///
/// ```swift
/// let pattern = AssociationPattern("/id/$(digit)*", variables: [:])
/// pattern.matches("/id/42/x", caseSensitive: true)  // true
/// ```
struct AssociationPattern: Sendable, Hashable {
  /// One piece of a pattern.
  indirect enum Token: Sendable, Hashable {
    /// The character itself.
    case character(Unicode.Scalar)
    /// `?`: any one character.
    case one
    /// `*`: any characters, none included.
    case any
    /// `$(name)`: one of the variable's strings, each a pattern of its own (a string may hold
    /// `*` and `?`); none for a variable that is not defined.
    case variable(name: String, values: [[Token]])
  }

  /// The pattern's pieces.
  let tokens: [Token]
  /// The variables it names that neither the file nor Apple defines: they match nothing.
  let undefinedVariables: [String]

  /// The pattern of `text`, with the file's `variables` (which win over the predefined ones
  /// of the same name).
  init(_ text: String, variables: [String: [String]]) {
    var undefined: [String] = []
    var tokens: [Token] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "*": tokens.append(.any)
      case "?": tokens.append(.one)
      case "$" where index < scalars.count && scalars[index] == "(":
        guard let close = scalars[index...].firstIndex(of: ")") else {
          tokens.append(.character(scalar))
          continue
        }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        index = close + 1
        guard let values = variables[name] ?? Self.predefinedVariables[name] else {
          undefined.append(name)
          tokens.append(.variable(name: name, values: []))
          continue
        }
        tokens.append(.variable(name: name, values: values.map(Self.valueTokens)))
      default: tokens.append(.character(scalar))
      }
    }
    self.tokens = tokens
    self.undefinedVariables = undefined
  }

  /// The pieces of a variable's string: wildcards, no variables.
  private static func valueTokens(_ value: String) -> [Token] {
    value.unicodeScalars.map { scalar in
      switch scalar {
      case "*": return .any
      case "?": return .one
      default: return .character(scalar)
      }
    }
  }

  /// Whether the whole of `text` matches; letters compare without regard to ASCII case unless
  /// `caseSensitive`.
  ///
  /// - Complexity: O(p × n) for a pattern of p pieces (a variable counting its strings') and
  ///   a text of n characters: the positions reachable after each piece, no backtracking.
  func matches(_ text: String, caseSensitive: Bool) -> Bool {
    let characters = Array(text.unicodeScalars)
    var start = [Bool](repeating: false, count: characters.count + 1)
    start[0] = true
    return Self.reach(tokens[...], from: start, in: characters, caseSensitive: caseSensitive)[
      characters.count]
  }

  /// The positions of `text` reachable from `start` through `tokens`.
  private static func reach(
    _ tokens: ArraySlice<Token>, from start: [Bool], in text: [Unicode.Scalar],
    caseSensitive: Bool
  ) -> [Bool] {
    var current = start
    let count = text.count
    for token in tokens {
      var next = [Bool](repeating: false, count: count + 1)
      switch token {
      case .character(let scalar):
        for index in 0..<count where current[index] {
          if same(text[index], scalar, caseSensitive: caseSensitive) { next[index + 1] = true }
        }
      case .one:
        for index in 0..<count where current[index] { next[index + 1] = true }
      case .any:
        if let first = current.firstIndex(of: true) {
          for index in first...count { next[index] = true }
        }
      case .variable(_, let values):
        for value in values {
          let reached = reach(value[...], from: current, in: text, caseSensitive: caseSensitive)
          for index in 0...count where reached[index] { next[index] = true }
        }
      }
      guard next.contains(true) else { return next }
      current = next
    }
    return current
  }

  /// Whether two characters are the same, or the same ASCII letter when case does not count.
  private static func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar, caseSensitive: Bool) -> Bool {
    if a == b { return true }
    guard !caseSensitive, a.isASCII, b.isASCII else { return false }
    return lowercased(a) == lowercased(b)
  }

  /// An ASCII letter in lower case; any other character as it is.
  static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
  }

  /// Apple's predefined variables (*applinks.SubstitutionVariables*): `$(alpha)`, `$(upper)`,
  /// `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)`, each one ASCII character of its set, and
  /// `$(region)` and `$(lang)`, the ISO region and language codes of `Locale`.
  static let predefinedVariables: [String: [String]] = {
    let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    let digits = (0...9).map(String.init)
    let isLetters = { (code: String) in
      !code.isEmpty && code.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }
    return [
      "alpha": upper + lower, "upper": upper, "lower": lower, "alnum": upper + lower + digits,
      "digit": digits,
      "xdigit": digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"],
      "region": Locale.Region.isoRegions.map(\.identifier).filter {
        isLetters($0) && $0.count == 2
      },
      "lang": Locale.LanguageCode.isoLanguageCodes.map(\.identifier).filter(isLetters),
    ]
  }()
}
