import Foundation

/// An `Encoder` that writes a value's stored properties (or an enum case's associated
/// values) as URL parameters: each property's name with its values as text, in encoding
/// order. The reverse of `ParameterDecoder`.
///
/// A property converts to text as the decoder reads it back: numbers and strings by their
/// description, `Bool` as `true` or `false`, a `URL` as its absolute string, a `Date` as ISO
/// 8601 text, types that encode one value (`UUID`, `RawRepresentable` enums) by that value. An
/// array gives one value per element; an optional that is `nil` gives none (the property is
/// left out). Anything nested is refused, but for an enum case's struct value, whose
/// properties are flattened into the case's parameters.
final class ParameterEncoder {
  /// A property's name and its values, in encoding order.
  private(set) var parameters: [(name: String, values: [String])] = []
  /// The first property that cannot be written as text, and why.
  private(set) var failure: (name: String, reason: String)?
  /// The coding key of the case an enum value encoded, once it has.
  fileprivate(set) var caseKey: String?
  /// The parameter names of a case's coding keys, where they differ (`_0` → `id`).
  fileprivate let renames: (String) -> [String: String]

  private init(renames: @escaping (String) -> [String: String] = { _ in [:] }) {
    self.renames = renames
  }

  /// The parameters of `value`, a struct.
  ///
  /// - Throws: ``RouteError/invalidParameter(name:value:route:reason:)`` naming the first
  ///   property that cannot be a URL parameter.
  static func parameters(of value: some Encodable, route: String) throws(RouteError) -> [(
    name: String, values: [String]
  )] {
    let encoder = ParameterEncoder()
    do {
      try value.encode(to: RootEncoder(storage: encoder))
    } catch {
      let failure = encoder.failure ?? (name: "", reason: "\(error)")
      throw .invalidParameter(name: failure.name, value: "", route: route, reason: failure.reason)
    }
    if let failure = encoder.failure {
      throw .invalidParameter(name: failure.name, value: "", route: route, reason: failure.reason)
    }
    return encoder.parameters
  }

  /// What an enum value encodes: its case key and the case's parameters, or the first value
  /// that cannot be a parameter.
  struct EncodedCase {
    /// The coding key of the case; `nil` when the value encoded no case.
    let caseKey: String?
    /// The parameters, in encoding order (a struct value's properties flattened).
    let parameters: [(name: String, values: [String])]
    /// The first value that cannot be written, and why.
    let failure: (name: String, reason: String)?
  }

  /// The case and parameters of `value`, an enum; `renames` gives each case's parameter names
  /// for its coding keys.
  static func caseParameters(
    of value: some Encodable, renames: @escaping (String) -> [String: String]
  ) -> EncodedCase {
    let encoder = ParameterEncoder(renames: renames)
    do {
      try value.encode(to: CaseRootEncoder(storage: encoder))
    } catch {
      if encoder.failure == nil { encoder.refuse("", "\(error)") }
    }
    return EncodedCase(
      caseKey: encoder.caseKey, parameters: encoder.parameters, failure: encoder.failure)
  }

  /// Appends `values` for `name`, or records that it came twice.
  func append(_ name: String, _ values: [String]) {
    if parameters.contains(where: { $0.name == name }) {
      refuse(name, "the property is encoded twice")
      return
    }
    parameters.append((name, values))
  }

  /// Records the first failure and returns the error to throw.
  @discardableResult
  func refuse(_ name: String, _ reason: String) -> EncodingError {
    if failure == nil { failure = (name, reason) }
    return EncodingError.invalidValue(
      name, .init(codingPath: [], debugDescription: "\(name): \(reason)"))
  }
}

/// The encoder for an enum value: a keyed container whose one key is the case.
private struct CaseRootEncoder: Encoder {
  let storage: ParameterEncoder
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseSelector(storage: storage))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer(storage: storage, name: "", reason: CaseSelector<ParameterKey>.notACase)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    RefusingContainer(storage: storage, name: "", reason: CaseSelector<ParameterKey>.notACase)
  }
}

/// The case of an enum value: its nested container holds the case's values.
private struct CaseSelector<Key: CodingKey>: KeyedEncodingContainerProtocol {
  static var notACase: String {
    "the value does not encode as an enum case (its Codable is not the one Swift writes)"
  }
  let storage: ParameterEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws { throw storage.refuse("", Self.notACase) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    throw storage.refuse(key.stringValue, Self.notACase)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    guard storage.caseKey == nil else {
      storage.refuse(key.stringValue, "the value encodes two cases")
      return KeyedEncodingContainer(DiscardingContainer<NestedKey>(storage: storage))
    }
    storage.caseKey = key.stringValue
    return KeyedEncodingContainer(
      ParameterContainer<NestedKey>(
        storage: storage, renames: storage.renames(key.stringValue), flattensGroups: true))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RefusingContainer(storage: storage, name: key.stringValue, reason: Self.notACase)
  }

  mutating func superEncoder() -> any Encoder {
    storage.refuse("", Self.notACase)
    return ValueEncoder(name: "", storage: storage, allowsArray: false)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    storage.refuse(key.stringValue, Self.notACase)
    return ValueEncoder(name: key.stringValue, storage: storage, allowsArray: false)
  }
}

/// The encoder for the value itself: only a keyed container, one key per parameter.
private struct RootEncoder: Encoder {
  let storage: ParameterEncoder
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ParameterContainer(storage: storage))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer(
      storage: storage, name: "",
      reason: "a destination is a value with properties, one per parameter")
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    RefusingContainer(
      storage: storage, name: "",
      reason: "a destination is a value with properties, one per parameter")
  }
}

/// The properties of the value (or an enum case's values), each a parameter.
private struct ParameterContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: ParameterEncoder
  /// The parameter name of a coding key, where it is not the key itself.
  var renames: [String: String] = [:]
  /// Whether a struct value's properties are flattened into this container (an enum case's
  /// values) rather than refused.
  var flattensGroups = false
  var codingPath: [any CodingKey] { [] }

  private func name(_ key: Key) -> String { renames[key.stringValue] ?? key.stringValue }

  mutating func encodeNil(forKey key: Key) throws {}

  mutating func encode(_ value: String, forKey key: Key) throws {
    storage.append(name(key), [value])
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    storage.append(name(key), [value ? "true" : "false"])
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let name = name(key)
    if let values = try ValueEncoder.texts(
      of: value, name: name, storage: storage, flattening: flattensGroups)
    {
      storage.append(name, values)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    storage.refuse(name(key), "parameters are not nested")
    return KeyedEncodingContainer(DiscardingContainer<NestedKey>(storage: storage))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RefusingContainer(storage: storage, name: name(key), reason: "parameters are not nested")
  }

  mutating func superEncoder() -> any Encoder {
    RootEncoder(storage: storage)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoder(name: name(key), storage: storage, allowsArray: true)
  }
}

/// Writes one property's value as text: one text, or one per element of an array.
private final class ValueEncoder: Encoder {
  let name: String
  let storage: ParameterEncoder
  let allowsArray: Bool
  /// Whether a keyed container is flattened into the parameters (an enum case's struct
  /// value) rather than refused.
  let allowsGroup: Bool
  /// Whether the value was a struct whose properties were written as parameters of their own.
  private(set) var wroteGroup = false
  var texts: [String] = []
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(name: String, storage: ParameterEncoder, allowsArray: Bool, allowsGroup: Bool = false) {
    self.name = name
    self.storage = storage
    self.allowsArray = allowsArray
    self.allowsGroup = allowsGroup
  }

  /// The texts `value` encodes to; `nil` when `flattening` and `value` is a struct, whose
  /// properties were written as parameters of their own.
  static func texts(
    of value: some Encodable, name: String, storage: ParameterEncoder, flattening: Bool = false
  ) throws -> [String]? {
    if let text = try text(of: value, name: name, storage: storage) { return [text] }
    let encoder = ValueEncoder(
      name: name, storage: storage, allowsArray: true, allowsGroup: flattening)
    try value.encode(to: encoder)
    if let failure = storage.failure, failure.name == name {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: failure.reason))
    }
    return encoder.wroteGroup ? nil : encoder.texts
  }

  /// The text of a value that is text already, a number, a boolean, a URL or a date; `nil`
  /// for other types.
  ///
  /// - Throws: for a date no ISO 8601 text gives back, recorded as the failure of `name`.
  static func text(of value: Any, name: String, storage: ParameterEncoder) throws -> String? {
    if let date = value as? Date {
      guard let text = ISO8601Parameter.text(of: date) else {
        throw storage.refuse(name, ISO8601Parameter.writeFailure)
      }
      return text
    }
    return text(of: value)
  }

  /// The text of a value that is text already, a number or a boolean; `nil` for other types.
  static func text(of value: Any) -> String? {
    switch value {
    case let value as String: return value
    case let value as Bool: return value ? "true" : "false"
    case let value as Double: return value.description
    case let value as Float: return value.description
    case let value as any BinaryInteger: return "\(value)"
    case let value as URL: return value.absoluteString
    default: return nil
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    guard allowsGroup, !wroteGroup else {
      storage.refuse(name, "parameters are not nested")
      return KeyedEncodingContainer(DiscardingContainer<Key>(storage: storage))
    }
    wroteGroup = true
    return KeyedEncodingContainer(ParameterContainer(storage: storage))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    guard allowsArray else {
      return RefusingContainer(
        storage: storage, name: name, reason: "an array's elements cannot be arrays")
    }
    return ElementContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleTextContainer(encoder: self)
  }

  /// Adds the texts of `value`, a single value or an array element; returns how many.
  @discardableResult
  func addValue<T: Encodable>(_ value: T) throws -> Int {
    if let text = try Self.text(of: value, name: name, storage: storage) {
      add(text)
      return 1
    }
    let inner = ValueEncoder(name: name, storage: storage, allowsArray: false)
    try value.encode(to: inner)
    texts += inner.texts
    return inner.texts.count
  }

  /// Adds one text, for a single value or an array element.
  func add(_ text: String) {
    texts.append(text)
  }
}

/// One value written as text.
private struct SingleTextContainer: SingleValueEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws {
    throw encoder.storage.refuse(encoder.name, "a value inside a parameter cannot be nil")
  }

  mutating func encode(_ value: Bool) throws { encoder.add(value ? "true" : "false") }

  mutating func encode(_ value: String) throws { encoder.add(value) }

  mutating func encode<T: Encodable>(_ value: T) throws { try encoder.addValue(value) }
}

/// An array's elements, each written as text.
private struct ElementContainer: UnkeyedEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int { encoder.texts.count }

  mutating func encodeNil() throws {
    throw encoder.storage.refuse(encoder.name, "an array element cannot be nil")
  }

  mutating func encode(_ value: Bool) throws { encoder.add(value ? "true" : "false") }

  mutating func encode(_ value: String) throws { encoder.add(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard try encoder.addValue(value) == 1 else {
      throw encoder.storage.refuse(encoder.name, "an array element must be one value")
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    encoder.storage.refuse(encoder.name, "parameters are not nested")
    return KeyedEncodingContainer(DiscardingContainer<NestedKey>(storage: encoder.storage))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer(
      storage: encoder.storage, name: encoder.name, reason: "an array's elements cannot be arrays")
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(name: encoder.name, storage: encoder.storage, allowsArray: false)
  }
}

/// A container for what cannot be a parameter: records why on first use.
private struct RefusingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
  let storage: ParameterEncoder
  let name: String
  let reason: String
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  init(storage: ParameterEncoder, name: String, reason: String) {
    self.storage = storage
    self.name = name
    self.reason = reason
    storage.refuse(name, reason)
  }

  mutating func encodeNil() throws { throw storage.refuse(name, reason) }
  mutating func encode<T: Encodable>(_ value: T) throws { throw storage.refuse(name, reason) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(DiscardingContainer<NestedKey>(storage: storage))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(name: name, storage: storage, allowsArray: false)
  }
}

/// A keyed container that writes nothing, handed out after a refusal has been recorded.
private struct DiscardingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: ParameterEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(DiscardingContainer<NestedKey>(storage: storage))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RefusingContainer(storage: storage, name: key.stringValue, reason: "parameters are not nested")
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(name: "", storage: storage, allowsArray: false)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoder(name: key.stringValue, storage: storage, allowsArray: false)
  }
}
