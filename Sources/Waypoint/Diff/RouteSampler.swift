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
  /// any), or why none could be made.
  static func samples(of route: Route, options: RouteMatcher.Options) -> Result<[String], Failure> {
    let expression = route.expression
    guard !expression.isRawRegex else {
      return .failure(Failure(reason: "a raw regex route cannot be reversed"))
    }
    let matcher: RouteMatcher
    do {
      matcher = try route.matcher(options: options)
    } catch {
      return .failure(Failure(reason: "\(error)"))
    }
    var slots: [String: [String]] = [:]
    var required: Set<String> = []
    collect(expression.parts, optional: false, into: &slots, required: &required)
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

  /// The values that fit each parameter of `parts`, and which parameters are outside
  /// optional parts.
  private static func collect(
    _ parts: [PatternPart], optional: Bool, into slots: inout [String: [String]],
    required: inout Set<String>
  ) {
    for part in parts {
      switch part {
      case .separator, .literal:
        continue
      case .parameter(let name, let constraint):
        slots[name] = fitting(constraint)
        if !optional { required.insert(name) }
      case .wildcard(let name):
        slots[name] = wildcardCandidates
        if !optional { required.insert(name) }
      case .optional(let inner):
        collect(inner, optional: true, into: &slots, required: &required)
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
    guard
      let code = try? PCRE2Code(
        pattern: "(?:\(constraint))", options: PCRE2CompileOptions.routePath.union(.noAutoCapture))
    else { return [] }
    let scratch = PCRE2MatchScratch.current
    return tried.filter { value in
      var text = value
      return text.withUTF8 { (try? code.match($0, scratch: scratch, limits: .default)) ?? false }
    }
  }
}
