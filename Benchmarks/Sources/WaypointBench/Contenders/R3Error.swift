/// An r3 call that failed.
struct R3Error: Error, CustomStringConvertible {
  /// What r3 said.
  let message: String

  var description: String { "r3: \(message)" }
}
