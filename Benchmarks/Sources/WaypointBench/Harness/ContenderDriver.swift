/// A registered contender, erased to the few operations the harness needs.
///
/// The loops live here, specialized for each contender type, so a timed repetition calls the
/// contender's `lookup` directly and the harness adds one call per repetition, not per lookup.
struct ContenderDriver: Sendable {
  /// Looks up `paths` in order, `passes` times over, and returns the elapsed time and a
  /// checksum of the answers (which keeps the work from being optimized away).
  let timeLookups: @Sendable (_ paths: [String], _ passes: Int) async -> TimedLookups
  /// The same as ``timeLookups`` on the calling thread, for contenders whose lookup is
  /// synchronous; `nil` for asynchronous ones. The two-thread run uses it on threads of its
  /// own.
  let timeLookupsOnThisThread: (@Sendable (_ paths: [String], _ passes: Int) -> TimedLookups)?
  /// Looks up `paths` in order, `passes` times over, with the allocation counter on, and
  /// returns the number of heap allocations.
  let countAllocations: @Sendable (_ paths: [String], _ passes: Int) async -> UInt64
  /// The answer to one lookup.
  let lookup: @Sendable (_ path: String) async -> Int?
  /// The parameter values of one lookup, when the contender reports them.
  let parameterValues: @Sendable (_ path: String) async -> [String]?
  /// Registers one more pattern, for an ``IncrementalContender``; `nil` for the others.
  let addPattern: (@Sendable (_ pattern: String) async throws -> Void)?

  /// Drives a synchronous contender.
  init<Subject: Contender>(_ contender: Subject) {
    let timeOnThisThread: @Sendable ([String], Int) -> TimedLookups = { paths, passes in
      let clock = ContinuousClock()
      var checksum = 0
      let start = clock.now
      for _ in 0..<passes {
        for path in paths { checksum &+= contender.lookup(path) ?? -1 }
      }
      return TimedLookups(elapsed: start.duration(to: clock.now), checksum: checksum)
    }
    timeLookups = { timeOnThisThread($0, $1) }
    timeLookupsOnThisThread = timeOnThisThread
    countAllocations = { paths, passes in
      var checksum = 0
      let count = AllocationCounter.count {
        for _ in 0..<passes {
          for path in paths { checksum &+= contender.lookup(path) ?? -1 }
        }
      }
      blackHole(checksum)
      return count
    }
    lookup = { contender.lookup($0) }
    parameterValues = { contender.parameterValues($0) }
    if let incremental = contender as? any IncrementalContender {
      addPattern = { @Sendable pattern in try incremental.add(pattern) }
    } else {
      addPattern = nil
    }
  }

  /// Drives an asynchronous contender.
  init<Subject: AsyncContender>(_ contender: Subject) {
    timeLookups = { paths, passes in
      let clock = ContinuousClock()
      var checksum = 0
      let start = clock.now
      for _ in 0..<passes {
        for path in paths { checksum &+= await contender.lookup(path) ?? -1 }
      }
      return TimedLookups(elapsed: start.duration(to: clock.now), checksum: checksum)
    }
    timeLookupsOnThisThread = nil
    countAllocations = { paths, passes in
      var checksum = 0
      AllocationCounter.start()
      for _ in 0..<passes {
        for path in paths { checksum &+= await contender.lookup(path) ?? -1 }
      }
      let count = AllocationCounter.stop()
      blackHole(checksum)
      return count
    }
    lookup = { await contender.lookup($0) }
    parameterValues = { await contender.parameterValues($0) }
    addPattern = nil
  }
}
