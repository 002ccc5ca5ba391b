/// A first, rough measure of a contender's time per lookup, which also warms it up.
enum SpeedEstimate {
  /// How many evenly spaced lookups the estimate uses.
  static let sampleSize = 8

  /// Looks up a sample of `paths` once untimed, then more passes each time until one run takes
  /// `target`, and returns the nanoseconds per lookup of that run.
  ///
  /// The untimed pass takes the one-time costs of a first lookup, which can be large: a
  /// thread's first lookup in a new router may release the table of a router it used before
  /// (a 100k-route table takes milliseconds to free), and timing it made the estimate, and so
  /// the number of timed passes, wrong by a thousandfold.
  static func nanosecondsPerLookup(
    _ driver: ContenderDriver, paths: [String], target: Duration
  ) async -> Double {
    let sample = Sampling.indices(count: paths.count, limit: sampleSize).map { paths[$0] }
    blackHole(await driver.timeLookups(sample, 1))
    var passes = 1
    while true {
      let elapsed = await driver.timeLookups(sample, passes).elapsed.nanoseconds
      if elapsed >= target.nanoseconds || passes >= 1 << 24 {
        return elapsed / Double(passes * sample.count)
      }
      let factor = elapsed > 0 ? Int(target.nanoseconds / elapsed) + 1 : 1000
      passes *= min(max(factor, 2), 1000)
    }
  }
}
