/// The median, minimum and maximum of repeated measurements.
struct Summary: Sendable {
  /// The middle value; the mean of the two middle values for an even count.
  let median: Double
  /// The smallest value.
  let minimum: Double
  /// The largest value.
  let maximum: Double

  /// The summary of `values`, or `nil` when there are none.
  init?(_ values: [Double]) {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
