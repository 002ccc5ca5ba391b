/// How much time the benchmark spends on each measurement.
///
/// A contender's repetition aims at ``repetitionTarget``: a fast contender looks up the whole
/// list several times over, a slower one once (up to ``longestWholeListRepetition``), a slow
/// one only an evenly spaced subset of it. The number of repetitions then follows from
/// ``pairBudget``, within the repetition bounds.
struct BenchmarkBudget: Sendable {
  /// The time one timed repetition aims at.
  var repetitionTarget: Duration
  /// The longest a repetition that covers the whole lookup list once may take; beyond it, a
  /// repetition times an evenly spaced subset of about ``repetitionTarget``.
  var longestWholeListRepetition: Duration
  /// The time all repetitions of one contender on one set aim at.
  var pairBudget: Duration
  /// The most repetitions, for fast contenders.
  var maximumRepetitions: Int
  /// The fewest repetitions, for slow contenders.
  var minimumRepetitions: Int
  /// The fewest lookups a repetition times, even when that exceeds the target.
  var minimumTimedLookups: Int
  /// The time the correctness check of one contender on one set aims at.
  var correctnessBudget: Duration
  /// The time the first estimate of a contender's speed runs for.
  var estimateTarget: Duration
  /// How many single-thread and two-thread measurements the two-thread run alternates.
  var concurrencyRounds: Int
  /// The time one measurement of the two-thread run aims at.
  var concurrencyTarget: Duration
  /// Registration at a size is skipped when its time, extrapolated from the previous size,
  /// exceeds this.
  var registrationLimit: Duration

  /// The default run.
  static let standard = BenchmarkBudget(
    repetitionTarget: .milliseconds(20), longestWholeListRepetition: .milliseconds(150),
    pairBudget: .milliseconds(800), maximumRepetitions: 21,
    minimumRepetitions: 5, minimumTimedLookups: 24, correctnessBudget: .milliseconds(1500),
    estimateTarget: .milliseconds(2), concurrencyRounds: 9, concurrencyTarget: .milliseconds(60),
    registrationLimit: .seconds(60))

  /// `--quick`: a smoke run with fewer and shorter measurements.
  static let quick = BenchmarkBudget(
    repetitionTarget: .milliseconds(4), longestWholeListRepetition: .milliseconds(30),
    pairBudget: .milliseconds(100), maximumRepetitions: 7,
    minimumRepetitions: 3, minimumTimedLookups: 8, correctnessBudget: .milliseconds(300),
    estimateTarget: .milliseconds(1), concurrencyRounds: 3, concurrencyTarget: .milliseconds(15),
    registrationLimit: .seconds(10))
}
