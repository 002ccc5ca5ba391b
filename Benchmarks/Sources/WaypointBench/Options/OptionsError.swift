/// A command line that cannot be read.
struct OptionsError: Error, CustomStringConvertible {
  /// What is wrong.
  let description: String

  init(_ description: String) { self.description = description }
}
