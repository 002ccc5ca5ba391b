/// What registering a number of patterns cost one contender.
struct RegistrationResult: Sendable, Codable {
  /// The contender's name (`name` in JSON).
  let name: String
  /// How many distinct patterns were registered.
  let patterns: Int
  /// How long registration took, in milliseconds.
  let milliseconds: Double?
  /// C-heap growth per pattern (`mallinfo2`), in bytes; memory a library maps itself, such as
  /// PCRE2's JIT code, is not in it.
  let heapBytesPerRoute: Double?
  /// Resident-memory growth per pattern, in bytes; it includes mapped memory such as JIT code.
  let residentBytesPerRoute: Double?
  /// The median time to add one more route to the registered ones, in milliseconds, for a
  /// contender that can (``IncrementalContender``).
  let addOneMilliseconds: Double?
  /// Why this size was not measured, if it was not.
  let skipped: String?
}
