/// What the untimed check of one contender's answers found.
struct CorrectnessCheck: Sendable {
  /// How many lookups were checked.
  let checked: Int
  /// Lookups answered with no pattern; every lookup of a set is meant to match.
  let misses: Int
  /// Lookups answered with a pattern other than the expected one.
  let wrong: Int
  /// Correct answers whose parameter values differ from the reference, or `nil` when the
  /// contender does not report values.
  let parameterMismatches: Int?
  /// A few failures, readable: `lookup -> answer (expected ...)`.
  let examples: [String]

  /// Whether every checked answer, and every reported parameter value, is right.
  var isValid: Bool { misses == 0 && wrong == 0 && (parameterMismatches ?? 0) == 0 }

  /// No check: a harness measure finds no route.
  static let exempt = CorrectnessCheck(
    checked: 0, misses: 0, wrong: 0, parameterMismatches: nil, examples: [])

  /// How many failures ``examples`` keeps.
  static let exampleLimit = 3

  /// Looks up the lookups at `indices` of `set` and compares each answer, and its parameter
  /// values, with what the set expects.
  static func run(_ driver: ContenderDriver, on set: RouteSet, indices: [Int]) async -> Self {
    var misses = 0
    var wrong = 0
    var mismatches = 0
    var reportsValues = true
    var examples: [String] = []
    for index in indices {
      let path = set.lookupPaths[index]
      let expected = set.expectedPatternIndices[index]
      let answer = await driver.lookup(path)
      guard answer == expected else {
        if answer == nil { misses += 1 } else { wrong += 1 }
        if examples.count < exampleLimit {
          let answered = answer.map { set.patterns[$0] } ?? "no match"
          examples.append("\(path) -> \(answered) (expected \(set.patterns[expected]))")
        }
        continue
      }
      guard reportsValues else { continue }
      guard let values = await driver.parameterValues(path) else {
        reportsValues = false
        continue
      }
      let reference = set.parsedPatterns[expected].parameterValues(in: path) ?? []
      if values != reference {
        mismatches += 1
        if examples.count < exampleLimit {
          examples.append("\(path): parameters \(values), expected \(reference)")
        }
      }
    }
    return CorrectnessCheck(
      checked: indices.count, misses: misses, wrong: wrong,
      parameterMismatches: reportsValues ? mismatches : nil, examples: examples)
  }
}
