/// One piece of a parsed route pattern: the small syntax tree of the Routing semantics article,
/// *Pattern syntax*.
///
/// Literal text is kept in canonical percent-encoded form, the form of a normalized URL path,
/// so `/category/家居` and `/category/%E5%AE%B6%E5%B1%85` parse to the same parts.
package enum PatternPart: Sendable, Hashable {
  /// A `/` between segments.
  case separator
  /// Literal text inside one segment, canonical and percent-encoded; never contains `/`.
  case literal(String)
  /// `:name` (one non-empty segment), or `:name(regex)` when `constraint` is set. The constraint
  /// is the PCRE2 text to match, with non-ASCII characters already percent-encoded.
  case parameter(name: String, constraint: String?)
  /// `*name`: one or more characters, `/` included (whole segments where it fills them).
  case wildcard(name: String)
  /// `{...}`: a part that may be absent.
  case optional([PatternPart])
}

extension PatternPart {
  /// Whether this is a `/`.
  package var isSeparator: Bool {
    if case .separator = self { return true }
    return false
  }

  /// Whether this is a parameter or a wildcard.
  var isCapture: Bool {
    switch self {
    case .parameter, .wildcard: return true
    default: return false
    }
  }

  /// The parameter names in this part, in order.
  var parameterNames: [String] { Self.parameterNames(of: [self]) }

  /// The parameter names in `parts`, in order, collected in one array.
  static func parameterNames(of parts: [PatternPart]) -> [String] {
    var names: [String] = []
    appendParameterNames(of: parts, to: &names)
    return names
  }

  private static func appendParameterNames(of parts: [PatternPart], to names: inout [String]) {
    for part in parts {
      switch part {
      case .separator, .literal: continue
      case .parameter(let name, _), .wildcard(let name): names.append(name)
      case .optional(let inner): appendParameterNames(of: inner, to: &names)
      }
    }
  }
}
