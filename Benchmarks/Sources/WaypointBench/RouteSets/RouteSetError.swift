/// A route set that cannot be used as it is.
struct RouteSetError: Error, CustomStringConvertible {
  /// The set's name.
  let set: String
  /// What is wrong.
  let reason: String

  var description: String { "route set \(set): \(reason)" }
}
