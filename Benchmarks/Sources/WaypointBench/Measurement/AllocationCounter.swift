import CAllocationCounter

/// Counts heap allocations (calls of `malloc` and its siblings) made by every thread.
enum AllocationCounter {
  /// Whether the platform counts allocations; elsewhere every count is zero.
  static var isAvailable: Bool { allocation_counter_is_available() }

  /// Resets the count and starts counting. Other threads must be idle until ``stop()``: the
  /// counter is process-wide.
  static func start() {
    allocation_counter_start()
  }

  /// Stops counting and returns the allocations since ``start()``.
  static func stop() -> UInt64 {
    allocation_counter_stop()
  }

  /// The allocations `body` makes.
  static func count(_ body: () -> Void) -> UInt64 {
    start()
    body()
    return stop()
  }

  /// What the self-check found.
  enum Verification: Sendable {
    /// The counter counts Swift allocations and nothing else.
    case verified
    /// The platform has no counter.
    case unavailable
    /// The counter is present but wrong.
    case failed(String)
  }

  /// Checks that the counter really counts Swift heap allocations: creating an array counts
  /// at least one, adding integers counts none.
  static func verify() -> Verification {
    guard isAvailable else { return .unavailable }
    let size = CommandLine.arguments.count + 3
    let arrayAllocations = count { blackHole([Int](repeating: 7, count: size)) }
    let additionAllocations = count { blackHole(size &+ 1) }
    guard arrayAllocations >= 1 else {
      return .failed("creating an array counted \(arrayAllocations) allocations")
    }
    guard additionAllocations == 0 else {
      return .failed("adding integers counted \(additionAllocations) allocations")
    }
    return .verified
  }
}

extension AllocationCounter.Verification {
  /// How the report names the outcome.
  var label: String {
    switch self {
    case .verified: "verified (an Array counts >= 1, an Int addition 0)"
    case .unavailable: "unavailable (not Linux with glibc, or under a sanitizer)"
    case .failed(let reason): "failed: \(reason)"
    }
  }
}
