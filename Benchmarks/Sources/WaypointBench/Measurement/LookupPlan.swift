/// Which lookups of a set one contender looks up, how often, and which it checks.
struct LookupPlan: Sendable {
  /// The lookups each repetition times, as indices into the set's lookups.
  let timedIndices: [Int]
  /// How many times a repetition looks up ``timedIndices``.
  let passes: Int
  /// How many timed repetitions.
  let repetitions: Int
  /// The lookups the untimed correctness check looks up.
  let checkedIndices: [Int]

  /// A plan for a contender that takes about `nanosecondsPerLookup`, on a set of
  /// `lookupCount` lookups.
  init(nanosecondsPerLookup: Double, lookupCount: Int, budget: BenchmarkBudget) {
    let perLookup = max(nanosecondsPerLookup, 1)
    let target = budget.repetitionTarget.nanoseconds
    let wholeList = perLookup * Double(lookupCount)
    if wholeList <= budget.longestWholeListRepetition.nanoseconds {
      timedIndices = Array(0..<lookupCount)
      passes = max(1, Int(target / wholeList))
    } else {
      let affordable = max(budget.minimumTimedLookups, Int(target / perLookup))
      timedIndices = Sampling.indices(count: lookupCount, limit: affordable)
      passes = 1
    }
    let repetition = perLookup * Double(timedIndices.count * passes)
    repetitions = min(
      budget.maximumRepetitions,
      max(budget.minimumRepetitions, Int(budget.pairBudget.nanoseconds / repetition)))
    // The check looks up twice: once for the answer, once for the parameter values.
    let checkable = Int(budget.correctnessBudget.nanoseconds / (2 * perLookup))
    checkedIndices = Sampling.indices(
      count: lookupCount, limit: max(timedIndices.count, checkable))
  }
}
