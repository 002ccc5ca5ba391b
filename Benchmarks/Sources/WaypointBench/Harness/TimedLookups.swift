/// What one timed run of lookups took.
struct TimedLookups: Sendable {
  /// The wall-clock time of the whole run.
  let elapsed: Duration
  /// A checksum of the answers.
  let checksum: Int
}
