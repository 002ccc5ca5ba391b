/// One `name=value` item of a query, both percent-decoded, with `+` read as a space.
public struct QueryItem: Sendable, Hashable, CustomStringConvertible {
  /// The decoded name.
  public let name: String
  /// The decoded value; `""` for a bare `name` without `=`.
  public let value: String

  /// An item with a name and a value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// `name=value`, decoded.
  public var description: String { "\(name)=\(value)" }
}
