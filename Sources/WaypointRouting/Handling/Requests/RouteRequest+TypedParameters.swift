import Foundation

extension RouteRequest {
  /// The merged parameter `name` as a `T`: a primitive value that is a `T` already, or the
  /// merged text converted with `T(_:)`; `nil` when absent or not convertible.
  ///
  /// ```swift
  /// request.value("count", as: Int.self) // 3 for "?count=3"
  /// ```
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) -> T? {
    if let primitive = primitiveParameters[name] as? T { return primitive }
    return self[name].flatMap(T.init)
  }

  /// The merged parameter `name` as an `Int`.
  public func int(_ name: String) -> Int? { value(name, as: Int.self) }

  /// The merged parameter `name` as a `Double`.
  public func double(_ name: String) -> Double? { value(name, as: Double.self) }

  /// The merged parameter `name` as a `Bool`: `true`, `yes`, `1` or `false`, `no`, `0`, in any
  /// case.
  public func bool(_ name: String) -> Bool? {
    if let primitive = primitiveParameters[name] as? Bool { return primitive }
    return self[name].flatMap(Self.bool(from:))
  }

  /// `text` as a `Bool`: `true`, `yes`, `1` or `false`, `no`, `0`, in any case.
  package static func bool(from text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "1": return true
    case "false", "no", "0": return false
    default: return nil
    }
  }

  /// The merged parameter `name` as a `UUID`.
  public func uuid(_ name: String) -> UUID? {
    if let primitive = primitiveParameters[name] as? UUID { return primitive }
    return self[name].flatMap(UUID.init(uuidString:))
  }
}
