extension AssociationGlob {
  /// What a parameter's constraint becomes in an association file.
  enum ConstraintCover: Hashable {
    /// A pattern that matches every value the constraint accepts, and, where its reasons say
    /// so, more.
    case glob(AssociationGlob)
    /// An alternation of plain words (`json|xml`): a custom variable of them, exact.
    case words([String])
  }

  /// The narrowest pattern the format has for `constraint` (PCRE2, matched against the
  /// percent-encoded path): a sequence of literal characters, `\d`, classes and quantifiers is
  /// translated piece by piece (`\d{4}` is `$(digit)$(digit)$(digit)$(digit)`, `\d+` is
  /// `$(digit)*`), an alternation of words becomes a variable, and anything else `?*` (or `*`
  /// when the constraint accepts "").
  ///
  /// With `caseInsensitive` (the router ignores case, so the file's components do too), a class
  /// counts its letters in both cases.
  static func cover(ofConstraint constraint: String, caseInsensitive: Bool) -> ConstraintCover {
    let scalars = Array(Self.withoutEnclosingGroup(constraint).unicodeScalars)
    let alternatives = Self.topLevelAlternatives(scalars)
    if alternatives.count > 1 {
      let words = alternatives.map(Self.plainWord)
      if words.allSatisfy({ $0 != nil }) {
        var unique: [String] = []
        for word in words.compactMap({ $0 }) where !unique.contains(word) { unique.append(word) }
        return .words(unique)
      }
    } else {
      var reader = ConstraintReader(scalars: scalars, caseInsensitive: caseInsensitive)
      if let glob = reader.sequence() { return .glob(glob) }
    }
    let acceptsEmpty = ConstraintCheck(constraint)?.accepts("") ?? true
    var glob = acceptsEmpty ? AssociationGlob(pieces: [.any]) : .oneOrMore
    glob.note(.inexpressibleConstraint)
    return .glob(glob)
  }

  /// `constraint` without one group around all of it: `(\d+)` and `(?:\d+)` are `\d+`.
  private static func withoutEnclosingGroup(_ constraint: String) -> String {
    var text = constraint
    while text.hasPrefix("("), text.hasSuffix(")"),
      closingParenthesis(of: Array(text.unicodeScalars)) == text.unicodeScalars.count - 1
    {
      if text.hasPrefix("(?:") {
        text = String(text.dropFirst(3).dropLast())
      } else if text.hasPrefix("(?") {
        break  // a lookaround, a named group or options: left to the fallback
      } else {
        text = String(text.dropFirst().dropLast())
      }
    }
    return text
  }

  /// The index of the `)` that closes the `(` at index 0.
  private static func closingParenthesis(of scalars: [Unicode.Scalar]) -> Int? {
    var depth = 0
    var index = 0
    var inClass = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        index += 2
        continue
      }
      if inClass {
        if scalar == "]" { inClass = false }
      } else if scalar == "[" {
        inClass = true
      } else if scalar == "(" {
        depth += 1
      } else if scalar == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The alternatives of a regex split at its top-level `|`.
  private static func topLevelAlternatives(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
    var alternatives: [[Unicode.Scalar]] = [[]]
    var depth = 0
    var inClass = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.count {
        alternatives[alternatives.count - 1] += [scalar, scalars[index + 1]]
        index += 2
        continue
      }
      if inClass {
        if scalar == "]" { inClass = false }
      } else if scalar == "[" {
        inClass = true
      } else if scalar == "(" {
        depth += 1
      } else if scalar == ")" {
        depth -= 1
      } else if scalar == "|", depth == 0 {
        alternatives.append([])
        index += 1
        continue
      }
      alternatives[alternatives.count - 1].append(scalar)
      index += 1
    }
    return alternatives
  }

  /// The word an alternative spells, if it is one: ASCII letters, digits, `-`, `_`, `~` and
  /// escaped `.`; `nil` for anything else, or nothing.
  private static func plainWord(_ scalars: [Unicode.Scalar]) -> String? {
    var word = ""
    var index = 0
    while index < scalars.count {
      var scalar = scalars[index]
      if scalar == "\\" {
        guard index + 1 < scalars.count, ".-_~".unicodeScalars.contains(scalars[index + 1]) else {
          return nil
        }
        index += 1
        scalar = scalars[index]
      } else {
        guard scalar.isASCII,
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_~".unicodeScalars.contains(scalar)
        else { return nil }
      }
      word.unicodeScalars.append(scalar)
      index += 1
    }
    return word.isEmpty ? nil : word
  }
}

/// Reads the regex of a constraint as a sequence of atoms and quantifiers, each written as
/// pieces of an association pattern; `nil` for any construct it does not translate (groups,
/// alternation, anchors, back references).
private struct ConstraintReader {
  let scalars: [Unicode.Scalar]
  let caseInsensitive: Bool
  var index = 0

  init(scalars: [Unicode.Scalar], caseInsensitive: Bool) {
    self.scalars = scalars
    self.caseInsensitive = caseInsensitive
  }

  /// The most times one atom is written out for `{n}`.
  static let maximumRepetition = 64

  mutating func sequence() -> AssociationGlob? {
    var glob = AssociationGlob()
    while index < scalars.count {
      guard let atom = atom() else { return nil }
      guard let (minimum, maximum) = quantifier() else { return nil }
      guard minimum <= Self.maximumRepetition else { return nil }
      for _ in 0..<minimum { glob.append(atom) }
      if maximum != minimum {
        glob.pieces.append(.any)
        glob.note(.noRepetition)
      }
    }
    return glob
  }

  /// One atom: a literal, an escape, `.` or a class.
  private mutating func atom() -> AssociationGlob? {
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case "\\":
      guard index < scalars.count else { return nil }
      let escaped = scalars[index]
      index += 1
      switch escaped {
      case "d": return AssociationGlob(pieces: [.variable("digit")])
      case "w", "s", "D", "W", "S", "h", "H", "v", "V", "N":
        var glob = AssociationGlob(pieces: [.one])
        glob.note(.noSuchClass)
        return glob
      default:
        guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped)
        else { return nil }
        return AssociationGlob(pieces: [.character(escaped)])
      }
    case ".":
      var glob = AssociationGlob(pieces: [.one])
      glob.note(.noSuchClass)
      return glob
    case "[":
      return characterClass()
    case "(", ")", "|", "^", "$", "*", "+", "?", "{":
      return nil
    default:
      return AssociationGlob(pieces: [.character(scalar)])
    }
  }

  /// The quantifier after an atom, as (fewest, most; `nil` for no bound); (1, 1) when there
  /// is none; `nil` for one it cannot read.
  private mutating func quantifier() -> (Int, Int?)? {
    guard index < scalars.count else { return (1, 1) }
    var bounds: (Int, Int?)
    switch scalars[index] {
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "?": bounds = (0, 1)
    case "{":
      guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
      let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      let numbers = inside.split(separator: ",", omittingEmptySubsequences: false)
      guard let low = Int(numbers[0]) else { return nil }
      switch numbers.count {
      case 1: bounds = (low, low)
      case 2 where numbers[1].isEmpty: bounds = (low, nil)
      case 2:
        guard let high = Int(numbers[1]), high >= low else { return nil }
        bounds = (low, high)
      default: return nil
      }
      index = close
    default:
      return (1, 1)
    }
    index += 1
    // Lazy and possessive forms match the same texts.
    if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
    return bounds
  }

  /// A class `[...]`: the narrowest predefined variable holding every character it does, or
  /// `?` (any one character) for a negated class or one with characters no variable holds.
  private mutating func characterClass() -> AssociationGlob? {
    var members: Set<UInt8> = []
    var representable = true
    var negated = false
    if index < scalars.count, scalars[index] == "^" {
      negated = true
      index += 1
    }
    var first = true
    var previous: UInt8?
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "]" && !first { break }
      first = false
      index += 1
      var member: UInt8?
      if scalar == "\\" {
        guard index < scalars.count else { return nil }
        let escaped = scalars[index]
        index += 1
        if escaped == "d" {
          members.formUnion(Self.digits)
        } else if escaped.isASCII, !escaped.properties.isAlphabetic,
          !("0"..."9").contains(escaped)
        {
          member = UInt8(escaped.value)
        } else {
          representable = false
        }
      } else if scalar == "[" {
        return nil  // a POSIX class
      } else if scalar == "-", let low = previous, index < scalars.count, scalars[index] != "]" {
        let high = scalars[index]
        index += 1
        guard high.isASCII, high != "\\", UInt8(high.value) >= low else { return nil }
        members.formUnion(low...UInt8(high.value))
        previous = nil
        continue
      } else if scalar.isASCII {
        member = UInt8(scalar.value)
      } else {
        representable = false
      }
      if let member { members.insert(member) }
      previous = member
    }
    guard index < scalars.count else { return nil }
    index += 1  // the `]`
    if caseInsensitive {
      for byte in members where Self.letters.contains(byte) { members.insert(byte ^ 0x20) }
    }
    guard !negated, representable, !members.isEmpty else {
      var glob = AssociationGlob(pieces: [.one])
      glob.note(.noSuchClass)
      return glob
    }
    if members.count == 1, let only = members.first, only != UInt8(ascii: "/") {
      return AssociationGlob(pieces: [.character(Unicode.Scalar(only))])
    }
    let fitting = Self.variables.filter { members.isSubset(of: $0.members) }
      .min { $0.members.count < $1.members.count }
    guard let fitting else {
      var glob = AssociationGlob(pieces: [.one])
      glob.note(.noSuchClass)
      return glob
    }
    var glob = AssociationGlob(pieces: [.variable(fitting.name)])
    if fitting.members != members { glob.note(.noSuchClass) }
    return glob
  }

  private static let digits = Set(UInt8(ascii: "0")...UInt8(ascii: "9"))
  private static let lower = Set(UInt8(ascii: "a")...UInt8(ascii: "z"))
  private static let upper = Set(UInt8(ascii: "A")...UInt8(ascii: "Z"))
  private static let letters = lower.union(upper)

  /// Apple's predefined variables of single ASCII characters, with what each holds.
  private static let variables: [(name: String, members: Set<UInt8>)] = [
    ("digit", digits), ("lower", lower), ("upper", upper),
    (
      "xdigit",
      digits.union(Set(UInt8(ascii: "a")...UInt8(ascii: "f"))).union(
        Set(UInt8(ascii: "A")...UInt8(ascii: "F")))
    ),
    ("alpha", letters), ("alnum", letters.union(digits)),
  ]
}
