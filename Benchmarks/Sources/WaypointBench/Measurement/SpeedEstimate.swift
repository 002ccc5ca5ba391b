/// A first, rough measure of a contender's time per lookup, which also warms it up.
enum SpeedEstimate {
  /// How many evenly spaced lookups the estimate uses.
  static let sampleSize = 8

  /// Looks up a sample of `paths`, more passes each time, until one run takes `target`, and
  /// returns the nanoseconds per lookup of that run.
  static func nanosecondsPerLookup(
    _ driver: ContenderDriver, paths: [String], target: Duration
  ) async -> Double {
    let sample = Sampling.indices(count: paths.count, limit: sampleSize).map { paths[$0] }
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
