/// A screen to navigate to, independent of any UI framework: a name and its parameters.
///
/// A ``Navigator`` maps destinations to views or view controllers.
public struct Destination: Sendable, Hashable, CustomStringConvertible {
  /// The screen's name, such as `product`.
  public var name: String
  /// What the screen needs, such as `["id": "42"]`.
  public var parameters: [String: String]

  /// A destination called `name` with `parameters`.
  public init(_ name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  /// `product(id=42)`, or `home` without parameters.
  public var description: String {
    guard !parameters.isEmpty else { return name }
    let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(name)(\(list.joined(separator: ", ")))"
  }
}
