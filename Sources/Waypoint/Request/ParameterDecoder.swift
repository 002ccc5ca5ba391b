import Foundation

/// A `Decoder` over a request's merged parameters, for ``RouteRequest/decode(_:)``.
struct ParameterDecoder: Decoder {
  let parameters: ParameterLookup
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard codingPath.isEmpty else {
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
    }
    return KeyedDecodingContainer(KeyedParameters(parameters: parameters, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let name = codingPath.last?.stringValue ?? ""
    return UnkeyedParameters(values: parameters.values(name), codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    let name = codingPath.last?.stringValue ?? ""
    return SingleParameter(value: parameters.values(name).first, codingPath: codingPath)
  }
}

/// The parameters by name.
private struct KeyedParameters<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let parameters: ParameterLookup
  let codingPath: [any CodingKey]

  var allKeys: [Key] { parameters.names.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { !parameters.values(key.stringValue).isEmpty }

  func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let values = parameters.values(key.stringValue)
    if let direct = values.first as? T, values.count == 1 { return direct }
    if type == URL.self {
      return try SingleParameter(value: values.first, codingPath: codingPath + [key]).decode(type)
    }
    return try T(from: ParameterDecoder(parameters: parameters, codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      [String: Any].self,
      .init(codingPath: codingPath + [key], debugDescription: "parameters are not nested"))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    UnkeyedParameters(values: parameters.values(key.stringValue), codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder {
    ParameterDecoder(parameters: parameters, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ParameterDecoder(parameters: parameters, codingPath: codingPath + [key])
  }
}

/// Every value of one repeated parameter.
private struct UnkeyedParameters: UnkeyedDecodingContainer {
  let values: [any Sendable]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  var count: Int? { values.count }
  var isAtEnd: Bool { currentIndex >= values.count }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "no more values"))
    }
    let value = values[currentIndex]
    currentIndex += 1
    if let direct = value as? T { return direct }
    if type == URL.self {
      return try SingleParameter(value: value, codingPath: codingPath).decode(type)
    }
    return try T(from: SingleValueDecoder(value: value, codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      [String: Any].self,
      .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
  }

  mutating func superDecoder() throws -> any Decoder {
    SingleValueDecoder(value: values[currentIndex], codingPath: codingPath)
  }
}

/// A decoder for one value, for types that decode from a single value (`UUID`, enums).
private struct SingleValueDecoder: Decoder {
  let value: any Sendable
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(
      [String: Any].self, .init(codingPath: codingPath, debugDescription: "a single value"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedParameters(values: [value], codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleParameter(value: value, codingPath: codingPath)
  }
}

/// One parameter value, converted from text.
private struct SingleParameter: SingleValueDecodingContainer {
  let value: (any Sendable)?
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == nil }

  func decode(_ type: Bool.Type) throws -> Bool {
    if let value = value as? Bool { return value }
    guard let bool = RouteRequest.bool(from: try text(type)) else { throw mismatch(type) }
    return bool
  }

  func decode(_ type: String.Type) throws -> String { try text(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = value as? T { return value }
    if let convertible = type as? any LosslessStringConvertible.Type {
      guard let converted = convertible.init(try text(type)) as? T else { throw mismatch(type) }
      return converted
    }
    if type == URL.self {
      // A URL decodes from a keyed container of its own; a parameter holds its text.
      guard let url = URL(string: try text(type)) as? T else { throw mismatch(type) }
      return url
    }
    return try T(from: SingleValueDecoder(value: try text(type), codingPath: codingPath))
  }

  private func text(_ type: Any.Type) throws -> String {
    guard let value else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "the parameter is missing"))
    }
    return RouteRequest.text(of: value)
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "not a valid \(type)"))
  }
}
