/// One primitive parameter of a stored link: the name of its type and its value as text, so
/// that the next process makes the same value of the same type again.
///
/// ```swift
/// // router.handle("myapp://cart", parameters: ["quantity": 2, "gift": true])
/// // stored as:
/// StoredParameter(type: "Int", value: "2")
/// StoredParameter(type: "Bool", value: "true")
/// ```
///
/// The type is written beside the value, so that loading needs no guess: `"2"` is read back
/// as the `Int` 2, not the `String` "2" nor the `Double` 2.0. The built-in types are `String`,
/// `Bool`, `Int`, `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`, `UInt16`, `UInt32`,
/// `UInt64`, `Double`, `Float` (their `description`, which reads back exactly), `Date`
/// (seconds since 1970), `URL` (its absolute string), `UUID` and `Data` (Base64). Any other
/// `Codable` type the app registers with
/// ``Router/keepHeldLinks(in:maximumAge:parameterTypes:now:failures:)`` is stored as its JSON
/// under its full name (`String(reflecting:)`, such as `"Shop.GiftNote"`).
public struct StoredParameter: Sendable, Hashable, Codable {
  /// The type's name: a built-in's (`"Int"`), or an app type's full name.
  public var type: String
  /// The value as text: a built-in's text form, or an app type's JSON.
  public var value: String

  /// A stored parameter of `type` with the text `value`.
  public init(type: String, value: String) {
    self.type = type
    self.value = value
  }
}
