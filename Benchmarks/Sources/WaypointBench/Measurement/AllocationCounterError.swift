/// The allocation counter's self-check failed: allocation figures would be wrong.
struct AllocationCounterError: Error, CustomStringConvertible {
  /// What the check found.
  let reason: String

  var description: String { "the allocation counter does not work: \(reason)" }
}
