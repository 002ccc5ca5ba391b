/// What the harness itself costs: the same timed loop over the same path strings as every
/// contender, reading each path's bytes (as a router must) and nothing else.
///
/// It registers nothing and finds no route, so it is a harness measure, not a router: the
/// correctness check, the two-thread run and the registration run leave it out, and the table
/// marks it `harness`. A contender's time minus this one is what its lookup costs beyond
/// being called on a string.
struct HarnessFloorContender: Contender {
  static let name = "harness-floor"
  static let summary =
    "harness measure, not a router: the timed loop over the same strings, reading each path's bytes"

  init(patterns: [String]) {}

  /// The sum of the path's bytes, read from its contiguous UTF-8 storage as the routers read
  /// it (a copy for a bridged string without one).
  func lookup(_ path: String) -> Int? {
    let sum = { (bytes: UnsafeBufferPointer<UInt8>) -> Int in
      var sum = 0
      for byte in bytes { sum &+= Int(byte) }
      return sum
    }
    if let result = path.utf8.withContiguousStorageIfAvailable(sum) { return result }
    var copy = path
    return copy.withUTF8(sum)
  }
}
