/// A name on the command line that names no route set or contender.
struct UnknownNameError: Error, CustomStringConvertible {
  /// What the name was meant to name: "route set" or "contender".
  let kind: String
  /// The name given.
  let name: String
  /// The names that exist.
  let known: [String]

  var description: String {
    "unknown \(kind) \"\(name)\"; known: \(known.joined(separator: ", "))"
  }
}
