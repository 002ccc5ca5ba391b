/// Something in an association file that the system ignores or leaves undefined, or a route a
/// generated file leaves out: not an error, but worth a look.
///
/// ```swift
/// warning.location // "applinks.details[0].paths"
/// warning.message  // "ignored: the system reads components when an entry has both (iOS 13 and later)"
/// ```
public struct SiteAssociationWarning: Sendable, Hashable, CustomStringConvertible {
  /// Where it is: a place in the file (`applinks.details[0].components[2]`), or the pattern
  /// of a route.
  public let location: String
  /// What it is, and what follows from it.
  public let message: String

  /// A warning about `location`.
  public init(location: String, message: String) {
    self.location = location
    self.message = message
  }

  /// `location: message`.
  public var description: String { "\(location): \(message)" }
}
