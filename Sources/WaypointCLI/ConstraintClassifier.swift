import Waypoint

/// What `waypoint lint` knows of a parameter constraint: whether it is written as one of the
/// common rules (`[^/]+`, `[^/]*`, `.+`, `.*`), whether it can ever match a `/`, and whether it
/// matches the empty string. Each regex is looked at once.
final class ConstraintClassifier {
  private var tokens: [String: PatternShape.Token] = [:]

  /// The token of `constraint`.
  func token(for constraint: String) -> PatternShape.Token {
    if let token = tokens[constraint] { return token }
    let token =
      Self.commonRule(constraint)
      ?? .constraint(
        constraint, withinSegment: Self.isWithinSegment(constraint),
        nonEmpty: !Self.acceptsEmpty(constraint))
    tokens[constraint] = token
    return token
  }

  /// The common rules, as written (also lazy, or in a group).
  static let commonRules: [String: PatternShape.Token] = {
    let rules: [(String, PatternShape.Token)] = [
      ("[^/]+", .segmentText(nonEmpty: true)), ("[^\\/]+", .segmentText(nonEmpty: true)),
      ("[^/]{1,}", .segmentText(nonEmpty: true)), ("[^/]*", .segmentText(nonEmpty: false)),
      ("[^\\/]*", .segmentText(nonEmpty: false)), ("[^/]{0,}", .segmentText(nonEmpty: false)),
      (".+", .anyText(nonEmpty: true)), (".{1,}", .anyText(nonEmpty: true)),
      (".*", .anyText(nonEmpty: false)), (".{0,}", .anyText(nonEmpty: false)),
    ]
    var table: [String: PatternShape.Token] = [:]
    for (rule, token) in rules {
      for written in [rule, rule + "?"] {
        for form in [written, "(?:\(written))", "(\(written))"] { table[form] = token }
      }
    }
    return table
  }()

  /// The token of a constraint written as a common rule, or `nil`.
  static func commonRule(_ constraint: String) -> PatternShape.Token? {
    commonRules[constraint]
  }

  /// Whether the constraint matches the empty string (when unsure: yes).
  static func acceptsEmpty(_ constraint: String) -> Bool {
    guard let matcher = try? RouteMatcher(RouteExpression(regex: "/(?:\(constraint))")) else {
      return true
    }
    do {
      return try matcher.match("/") != nil
    } catch {
      return true
    }
  }

  /// Whether the constraint can never match a `/`: it uses only literal characters other
  /// than `/`, escaped punctuation other than `/`, `\d`, `\w`, `\s`, character classes of
  /// those (not negated; ranges that leave out `/`), `(`, `(?:` and quantifiers. When unsure:
  /// no.
  static func isWithinSegment(_ constraint: String) -> Bool {
    let scalars = Array(constraint.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        guard index + 1 < scalars.count, isSafeEscape(scalars[index + 1]) else { return false }
        index += 2
      case ".", "/":
        return false
      case "[":
        guard let end = endOfSafeClass(scalars, from: index) else { return false }
        index = end
      case "(":
        if index + 1 < scalars.count, scalars[index + 1] == "?" {
          guard index + 2 < scalars.count, scalars[index + 2] == ":" else { return false }
          index += 3
        } else {
          index += 1
        }
      default:
        guard isPrintable(scalar) else { return false }
        index += 1
      }
    }
    return true
  }

  /// `\d`, `\w`, `\s`, or an escaped punctuation character other than `/` (itself).
  private static func isSafeEscape(_ scalar: Unicode.Scalar) -> Bool {
    "dws".unicodeScalars.contains(scalar) || isSafePunctuation(scalar)
  }

  private static func isSafePunctuation(_ scalar: Unicode.Scalar) -> Bool {
    isPrintable(scalar) && !scalar.properties.isAlphabetic
      && !("0"..."9").contains(scalar)
  }

  /// Printable ASCII other than `/`.
  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "/"
  }

  /// The index after the `]` of the class opened at `start`, if the class cannot match `/`.
  private static func endOfSafeClass(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    if index < scalars.count, scalars[index] == "^" { return nil }
    var isFirst = true
    var previous: UInt32?  // the last single character, which may start a range
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "]" && !isFirst { return index + 1 }
      isFirst = false
      if scalar == "\\" {
        guard index + 1 < scalars.count, isSafeEscape(scalars[index + 1]) else { return nil }
        let escaped = scalars[index + 1]
        previous = isSafePunctuation(escaped) ? escaped.value : nil
        index += 2
      } else if scalar == "[" {
        return nil  // POSIX classes
      } else if scalar == "-", let low = previous, index + 1 < scalars.count,
        scalars[index + 1] != "]"
      {
        var high = scalars[index + 1]
        var next = index + 2
        if high == "\\" {
          guard index + 2 < scalars.count, isSafePunctuation(scalars[index + 2]) else {
            return nil
          }
          high = scalars[index + 2]
          next = index + 3
        } else if high == "[" {
          return nil
        }
        let slash = UInt32(UInt8(ascii: "/"))
        guard isPrintable(high) || high == "/", low <= high.value,
          !(low...high.value).contains(slash)
        else { return nil }
        previous = nil
        index = next
      } else {
        guard isPrintable(scalar) else { return nil }
        previous = scalar.value
        index += 1
      }
    }
    return nil
  }
}
