/// Makes URLs that a route matches, by filling its parameters with values that satisfy their
/// constraints: the samples ``Router/linkChanges(to:urls:)`` checks against both tables.
struct RouteSampler {
  /// The values tried for a parameter, in order: numbers, words, dates, identifiers.
  static let candidates = [
    "42", "sample", "1", "a", "0", "abc", "123", "A", "x1", "2024", "2024-01-31", "a-b", "a_b",
    "a.b",
    "true", "en", "123e4567-e89b-12d3-a456-426614174000", "7", "Sample", "ABC", "ab12",
  ]
  /// The values tried for a wildcard.
  static let wildcardCandidates = ["a/b", "sample", "42", "a"]
  /// How many values per parameter are tried before a route is given up.
  private static let rounds = 4

  /// The URLs that `route` matches (with its optional parts present, and absent when it has
  /// any), or why none could be made; `configuration` is its table's.
  static func samples(of route: TableRoute<Route>, configuration: MatchConfiguration) -> Result<
    [String], Failure
  > {
    let expression = route.expression
    guard !expression.isRawRegex else {
      return .failure(Failure(reason: "a raw regex route cannot be reversed"))
    }
    let matcher: RouteMatcher
    do {
      matcher = try route.matcher(configuration: configuration)
    } catch {
      return .failure(Failure(reason: "\(error)"))
    }
    var slots: [String: [String]] = [:]
    collect(expression.parts, into: &slots)
    let required = Set(expression.requiredParameterNames)
    var lastError = "no parameter value satisfies the constraints"
    for round in 0..<rounds {
      var full: [String: String] = [:]
      for (name, values) in slots {
        guard !values.isEmpty else {
          return .failure(Failure(reason: "no value tried satisfies the constraint of :\(name)"))
        }
        full[name] = values[min(round, values.count - 1)]
      }
      do {
        var urls = [try expression.url(parameters: full, matcher: matcher)]
        let minimal = full.filter { required.contains($0.key) }
        if minimal.count < full.count,
          let url = try? expression.url(parameters: minimal, matcher: matcher), url != urls[0]
        {
          urls.append(url)
        }
        return .success(urls)
      } catch {
        lastError = "\(error)"
      }
    }
    return .failure(Failure(reason: lastError))
  }

  /// Why a route has no sample.
  struct Failure: Error {
    let reason: String
  }

  /// The values that fit each parameter of `parts`.
  private static func collect(_ parts: [PatternPart], into slots: inout [String: [String]]) {
    for part in parts {
      switch part {
      case .separator, .literal:
        continue
      case .parameter(let name, let constraint):
        slots[name] = fitting(constraint)
      case .wildcard(let name):
        slots[name] = wildcardCandidates
      case .optional(let inner):
        collect(inner, into: &slots)
      }
    }
  }

  /// The candidates that `constraint` accepts (all of them without a constraint), with the
  /// first word of an alternation of words (`json|xml`) first.
  private static func fitting(_ constraint: String?) -> [String] {
    guard let constraint else { return candidates }
    var tried = candidates
    if let word = constraint.split(separator: "|").first.map(String.init), !word.isEmpty,
      word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    {
      tried.insert(word, at: 0)
    }
    guard let check = ConstraintCheck(constraint) else { return [] }
    return tried.filter(check.accepts)
  }
}
